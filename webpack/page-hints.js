// Preload hints for the shell's pages. A page of a remote's screen needs, one after the other:
// the HTML, remotes.json, that remote's mf-manifest.json, then its remoteEntry.js: four round
// trips, each long on a slow phone network. Sent as `Link` headers with the page (read per
// request from the shell's remotes.json, like the CSP, so a moved remote is hinted at its new
// address), the last two start with the first.

/** The name every remote's entry has (the federation plugin's `filename`, set in index.js). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The remote that owns `pathname`, by the shell's route prefixes (remote -> prefixes). */
function ownerOf(pathname, owners) {
  for (const [remote, prefixes] of Object.entries(owners ?? {}))
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return remote;
  return null;
}

/**
 * The `Link` header of the shell's page at `pathname`: its remote's manifest (fetched by the
 * federation runtime with CORS) and entry (a plain <script>), or null for a page no remote owns.
 */
function pagePreloadLinks(pathname, { owners, remotes }) {
  const remote = ownerOf(pathname, owners);
  const manifest = remote ? remotes?.[remote] : null;
  if (typeof manifest !== 'string') return null;
  let entry;
  try {
    entry = new URL(REMOTE_ENTRY_FILE, manifest).href;
  } catch {
    return null;
  }
  return [
    `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
    `<${entry}>; rel=preload; as=script`,
  ].join(', ');
}

module.exports = { REMOTE_ENTRY_FILE, pagePreloadLinks };

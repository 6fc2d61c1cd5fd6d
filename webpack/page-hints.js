// Preload hints for the shell's pages. A page of a remote's screen needs, one after the other:
// the HTML, remotes.json, that remote's mf-manifest.json, its remoteEntry.js, then its App's files
// and its catalogue: five round trips, each long on a slow phone network. Sent as `Link` headers
// with the page (read per request from the shell's remotes.json, like the CSP, and from the
// remote's manifest as the server last read it, so a moved or redeployed remote is hinted at its
// new address), all start with the first.

/** The name every remote's entry has (the federation plugin's `filename`, set in index.js). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The remote that owns `pathname`, by the shell's route prefixes (remote -> prefixes). */
function ownerOf(pathname, owners) {
  for (const [remote, prefixes] of Object.entries(owners ?? {}))
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return remote;
  return null;
}

/** The manifest address of the remote that owns `pathname`, or null. */
function pageManifestUrl(pathname, { owners, remotes }) {
  const remote = ownerOf(pathname, owners);
  const manifest = remote ? remotes?.[remote] : null;
  if (typeof manifest !== 'string') return null;
  try {
    return new URL(manifest).href;
  } catch {
    return null;
  }
}

const strings = (value) =>
  Array.isArray(value) ? value.filter((each) => typeof each === 'string') : [];

/**
 * The remote's own copies of the shared modules its App loads at start (`sharedAtStart`, written
 * by shared-at-start.js), less those the shell provides (`shellShared`): the shell's copy is the
 * one used for those.
 */
function ownSharedFiles(app, shellShared) {
  const byKey = app.sharedAtStart;
  if (!byKey || typeof byKey !== 'object') return [];
  return Object.entries(byKey)
    .filter(([key]) => !shellShared.includes(key))
    .flatMap(([, files]) => strings(files));
}

/**
 * The files of a remote's App the screen needs at once, from its mf-manifest.json: the App's own
 * scripts and styles, its own copies of the shared modules it loads at start, and its catalogue
 * in `language` (a chunk named catalogue-<language>, see each app's src/app/catalogue.ts). Asked
 * for with CORS, as the remote's runtime loads them (`crossOriginLoading`, webpack/index.js), or
 * the browser would fetch them twice. None for a manifest that is not one.
 */
function remoteAppLinks(manifestUrl, manifest, language, shellShared) {
  const app = Array.isArray(manifest?.exposes)
    ? manifest.exposes.find((expose) => expose?.path === './App')?.assets
    : null;
  const publicPath = manifest?.metaData?.publicPath;
  if (!app || typeof publicPath !== 'string') return [];
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const at = (file) => new URL(file, base).href;
  const catalogue = strings(app.js?.async).find((file) =>
    file.startsWith(`catalogue-${language}.`),
  );
  const shared = ownSharedFiles(app, shellShared);
  const scripts = [
    ...strings(app.js?.sync),
    ...shared.filter((file) => file.endsWith('.js')),
    ...(catalogue ? [catalogue] : []),
  ];
  const styles = [...strings(app.css?.sync), ...shared.filter((file) => file.endsWith('.css'))];
  return [
    ...scripts.map((file) => `<${at(file)}>; rel=preload; as=script; crossorigin=anonymous`),
    ...styles.map((file) => `<${at(file)}>; rel=preload; as=style; crossorigin=anonymous`),
  ];
}

/**
 * The `Link` header's entries for the shell's page at `pathname`: its remote's manifest (fetched
 * by the federation runtime with CORS) and entry (a plain <script>), and, given the manifest, the
 * App's files; none for a page no remote owns. `shellShared`: the share keys the shell provides
 * (its own manifest's `shared`).
 */
function pagePreloadLinks(
  pathname,
  { owners, remotes },
  { manifest, language, shellShared = [] } = {},
) {
  const manifestUrl = pageManifestUrl(pathname, { owners, remotes });
  if (!manifestUrl) return [];
  let appLinks = [];
  try {
    appLinks = manifest ? remoteAppLinks(manifestUrl, manifest, language, shellShared) : [];
  } catch {
    // A manifest with an address that is not one: the entry's hints still hold.
  }
  return [
    `<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
    `<${new URL(REMOTE_ENTRY_FILE, manifestUrl).href}>; rel=preload; as=script`,
    ...appLinks,
  ];
}

module.exports = { REMOTE_ENTRY_FILE, pageManifestUrl, pagePreloadLinks };

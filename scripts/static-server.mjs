// Serves one production build: the scripts and styles as the build precompressed them (brotli or
// zopfli gzip, by what the browser accepts), everything else compressed on the fly; hashed
// chunks cached for good, manifests and entries never cached (they are how a redeploy is found);
// CORS open so the shell can load remotes; every unknown address without a file extension
// answered with index.html so deep links work.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import securityHeaders from '../webpack/security-headers.js';
import pageHints from '../webpack/page-hints.js';
import startupHints from '../webpack/startup-hints.js';
import firstPaint from '../webpack/first-paint.js';
import servedFiles from '../webpack/served-files.js';

const { BASE_HEADERS, declaredScriptHashes, pageHeaders } = securityHeaders;
const { pageManifestUrl, pagePreloadLinks } = pageHints;
const { HINTS_FILE, startupLinks } = startupHints;
const { LANGUAGES, chooseLanguage } = firstPaint.languageRule();
const { cacheControlFor } = servedFiles;

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The CSP of this build's pages, from its config.json (API, shell, maps key, the registry and
 * the origins its releases come from), for the shell remotes.json (the remotes it loads), and the hashes of index.html's inline scripts that the
 * build wrote into it. Read per page, as operators edit the JSON files in place.
 */
function pagePolicy(root) {
  const config = readJson(path.join(root, 'config.json')) ?? {};
  const remotes = readJson(path.join(root, 'remotes.json')) ?? {};
  const registryOrigins = Array.isArray(config.remoteOrigins) ? config.remoteOrigins : [];
  return {
    apps: [config.shellUrl, ...Object.values(remotes), ...registryOrigins].filter(
      (url) => typeof url === 'string',
    ),
    api: typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : null,
    // The registry the shell reads and reports loads to.
    connect:
      typeof config.registryUrl === 'string' && config.registryUrl ? [config.registryUrl] : [],
    maps: Boolean(config.googleMapsKey),
    scriptHashes: declaredScriptHashes(readText(path.join(root, 'index.html'))),
  };
}

/**
 * The shell's route owners and remotes (only the shell's build has both), read per page. None
 * when the shell reads a remotes registry: which release a browser runs is the registry's and the
 * browser's own (its canary share), which the server does not know; the shell preloads it once
 * it has read the registry.
 */
function pageRemotes(root) {
  const config = readJson(path.join(root, 'config.json')) ?? {};
  if (typeof config.registryUrl === 'string' && config.registryUrl)
    return { owners: null, remotes: null };
  return {
    owners: readJson(path.join(root, 'route-owners.json')),
    remotes: readJson(path.join(root, 'remotes.json')),
  };
}

/** The share keys the shell provides, from its own manifest (none if it has none). */
function shellShared(root) {
  const shared = readJson(path.join(root, 'mf-manifest.json'))?.shared;
  return Array.isArray(shared) ? shared.map((each) => each?.name).filter(Boolean) : [];
}

/** How long a remote's manifest read for the hints is used before it is read again. */
const MANIFEST_FRESH_MS = 2000;
const MANIFEST_TIMEOUT_MS = 500;
/** Manifest URL -> { at, manifest, reading }: the last read, and the read under way if any. */
const manifests = new Map();

/**
 * The manifest of a remote as last read (it may be served anywhere), never waited for: the hints
 * only speed a page up, so a page goes out at once with what is known, and a read older than
 * MANIFEST_FRESH_MS starts one new read (one at a time per remote) for the pages after it.
 */
function knownManifest(url) {
  const known = manifests.get(url) ?? { at: -Infinity, manifest: null, reading: null };
  if (!known.reading && Date.now() - known.at >= MANIFEST_FRESH_MS) {
    known.reading = fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((manifest) => manifests.set(url, { at: Date.now(), manifest, reading: null }));
    manifests.set(url, known);
  }
  return known.manifest;
}

/**
 * The language the app will most likely pick, by the browser's languages in the order of their
 * weights (a language weighted 0 is refused), by the first-paint rule.
 */
function likelyLanguage(acceptLanguage = '') {
  const tags = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.split(';').map((each) => each.trim());
      const weight = parameters.find((each) => each.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
  return chooseLanguage(null, tags, LANGUAGES);
}

/**
 * Everything the page at `pathname` needs at once, as a Link header: the shell's start-up chunks
 * and catalogue (startup-hints.json, written by the build) and the page's remote's files. None
 * for a page of its own name (offline.html needs none of them), nor if anything here fails.
 */
function pageLinks(root, pathname, acceptLanguage) {
  if (pathname.endsWith('.html')) return '';
  try {
    const language = likelyLanguage(acceptLanguage);
    const remotes = pageRemotes(root);
    const manifestUrl = pageManifestUrl(pathname, remotes);
    const manifest = manifestUrl ? knownManifest(manifestUrl) : null;
    const shell = startupLinks(readJson(path.join(root, HINTS_FILE)) ?? {}, language);
    return [
      ...shell.first,
      ...pagePreloadLinks(pathname, remotes, {
        manifest,
        language,
        shellShared: shellShared(root),
      }),
      ...shell.then,
    ].join(', ');
  } catch {
    return '';
  }
}

/** index.html, under its own name or as the answer to a deep link. */
function isPage(pathname) {
  return pathname.endsWith('.html') || !path.extname(pathname);
}

/** Starts serving `root` on host:port; resolves with the listening server. */
export function startStaticServer({ root, port, host = '127.0.0.1' }) {
  const compress = compression();
  const serve = sirv(root, {
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    // Looks files up on each request rather than once at start: a redeploy into the folder (or
    // an edited remotes.json) is served at once.
    dev: true,
    setHeaders(response, pathname) {
      response.setHeader('Cache-Control', cacheControlFor(pathname));
      response.setHeader('Access-Control-Allow-Origin', '*');
      const page = isPage(pathname);
      const headers = page ? pageHeaders(pagePolicy(root)) : BASE_HEADERS;
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    },
  });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (isPage(pathname)) {
      // A page's headers (its CSP and preload hints) follow remotes.json and route-owners.json,
      // not index.html alone, whose ETag sirv would answer with a bare 304: the browser would
      // then keep the CSP of its cached copy and refuse a remote added since. Pages are always
      // sent whole.
      delete request.headers['if-none-match'];
      const links = pageLinks(root, pathname, request.headers['accept-language']);
      if (links) response.setHeader('Link', links);
      // The hinted catalogue follows the browser's languages.
      response.setHeader('Vary', 'Accept-Language');
    }
    compress(request, response, () => serve(request, response));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

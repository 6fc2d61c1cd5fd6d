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
import servedFiles from '../webpack/served-files.js';

const { BASE_HEADERS, declaredScriptHashes, pageHeaders } = securityHeaders;
const { pagePreloadLinks } = pageHints;
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
      // The shell's page of a remote's screen: that remote's manifest and entry, preloaded.
      const links = page && pagePreloadLinks(pathname, pageRemotes(root));
      if (links) response.setHeader('Link', links);
    },
  });
  const server = http.createServer((request, response) => {
    // A page's headers (its CSP and preload hints) follow remotes.json and route-owners.json, not
    // index.html alone, whose ETag sirv would answer with a bare 304: the browser would then keep
    // the CSP of its cached copy and refuse a remote added since. Pages are always sent whole.
    if (isPage(new URL(request.url ?? '/', 'http://x').pathname))
      delete request.headers['if-none-match'];
    compress(request, response, () => serve(request, response));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

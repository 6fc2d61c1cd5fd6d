// Serves one production build: the scripts and styles as the build precompressed them (brotli or
// zopfli gzip, by what the browser accepts), everything else compressed on the fly; hashed
// chunks cached for good, manifests and entries never cached (they are how a redeploy is found);
// CORS open so the shell can load remotes; every unknown address without a file extension
// answered with index.html so deep links work.
import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /\.(js|css|png|svg|jpg|webp)$/;
// Same names on every deploy, or edited in place by operators: revalidated on every load.
const UNHASHED =
  /(^|\/)(remoteEntry\.js|federation-runtime\.js|mf-manifest\.json|mf-stats\.json|config\.json|remotes\.json|index\.html)$/;

/** The Cache-Control header for a request path (a deep link is answered with index.html). */
function cacheControlFor(pathname) {
  return HASHED_ASSET.test(pathname) && !UNHASHED.test(pathname) ? IMMUTABLE : NO_CACHE;
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
    },
  });
  const server = http.createServer((request, response) =>
    compress(request, response, () => serve(request, response)),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

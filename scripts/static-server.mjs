// Serves one production build, gzipped: hashed chunks cached for good, manifests and entries never
// cached (they are how a redeploy is found), CORS open so the shell can load remotes, and every
// unknown path answered with index.html so deep links work.
import http from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const SERVE_CONFIG = {
  rewrites: [{ source: '**', destination: '/index.html' }],
  headers: [
    { source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
    {
      source: '**/*.@(js|css|png|svg|jpg|webp)',
      headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
    },
    // Later rules win: the unhashed files must be revalidated on every load.
    {
      source:
        '**/@(remoteEntry.js|federation-runtime.js|mf-manifest.json|mf-stats.json|config.json|remotes.json|index.html)',
      headers: [{ key: 'Cache-Control', value: NO_CACHE }],
    },
    { source: '**/*.@(pdf|txt|ico)', headers: [{ key: 'Cache-Control', value: NO_CACHE }] },
  ],
  cleanUrls: false,
  directoryListing: false,
  etag: true,
};

/** Starts serving `root` on host:port; resolves with the listening server. */
export function startStaticServer({ root, port, host = '127.0.0.1' }) {
  const compress = compression();
  const server = http.createServer((request, response) =>
    compress(request, response, () =>
      handler(request, response, { ...SERVE_CONFIG, public: root }),
    ),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

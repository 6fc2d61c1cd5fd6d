// How every server of a build caches its files: the static server (scripts/static-server.mjs),
// nginx (cluster/nginx.mjs) and the deploy tool's object store (deploy/src/stores.mjs).

/**
 * Files with the same name in every build, or edited in place by operators: revalidated on every
 * load, since they are how a browser finds a redeploy.
 */
const REVALIDATED_FILES = [
  'remoteEntry.js',
  'federation-runtime.js',
  'mf-manifest.json',
  'mf-stats.json',
  'release.json',
  'config.json',
  'remotes.json',
  'route-owners.json',
  'startup-hints.json',
  'service-worker.js',
  'service-worker-routes.js',
  'offline.html',
  'offline.js',
  'notification-click.js',
  'manifest.webmanifest',
  // The install icons (shell/public/icons) keep their names when the logo changes.
  'icon-192.png',
  'icon-512.png',
  'index.html',
];
/** `name` as a regular expression's source that matches it alone. */
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path's file is one of them (a regular expression's source: nginx reads it too). */
const REVALIDATED_PATTERN = `(^|/)(${REVALIDATED_FILES.map(escape).join('|')})$`;
/** The content hash in the names of the build's scripts and styles (`[contenthash:8]`, index.js). */
const CONTENT_HASH = '[0-9a-f]{8}';
/** The kinds of file the build names `name.<content hash>.<extension>` and every app loads as code. */
const HASHED_CODE_EXTENSIONS = ['js', 'css'];
/** A script or style named by its content hash (a regular expression's source). */
const HASHED_CODE_PATTERN = String.raw`\.${CONTENT_HASH}\.(${HASHED_CODE_EXTENSIONS.join('|')})$`;

/** Files the build names by their content hash (`[contenthash:8]`): the same name, the same bytes. */
const HASHED_PATTERN = String.raw`\.(js|css|png|svg|jpg|webp|woff2?|map)$`;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a file of a build. */
function cacheControlFor(pathname) {
  if (new RegExp(REVALIDATED_PATTERN).test(pathname)) return NO_CACHE;
  return new RegExp(HASHED_PATTERN).test(pathname) ? IMMUTABLE : NO_CACHE;
}

module.exports = {
  escape,
  HASHED_CODE_EXTENSIONS,
  HASHED_CODE_PATTERN,
  REVALIDATED_FILES,
  REVALIDATED_PATTERN,
  HASHED_PATTERN,
  NO_CACHE,
  IMMUTABLE,
  cacheControlFor,
};

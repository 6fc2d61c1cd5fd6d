// The service worker's static routes (the Service Worker Static Routing API, Chromium 123+):
// declared as the worker installs, they let the browser take a content-hashed file straight from
// the worker's caches, without starting the worker or running its fetch handler for it. A repeat
// visit asks for some thirty such files at once; through the handler each cost the worker's
// thread a Workbox route, a cache lookup and an IndexedDB write, on a phone's few cores beside the
// page. A file the caches lack goes to the network (the browser never falls back to the handler
// for a route): the page hands such files to the worker to store
// (shell/src/features/updates/cache-loaded-files.ts).
// Browsers without the API run the fetch handler's own cache-first route for the same files.
const { Compilation, sources } = require('webpack');
const { HASHED_CODE_EXTENSIONS } = require('./served-files');

const SERVICE_WORKER_ROUTES_FILE = 'service-worker-routes.js';

/**
 * A URL pattern of `pathname` at any origin. The path starts with `/`: the browser reads a route's
 * pattern against the worker's own address, so a path without it would be relative to that.
 */
const anyOrigin = (pathname) => ({
  protocol: 'http{s}?',
  username: '*',
  password: '*',
  hostname: '*',
  port: '*',
  pathname,
  search: '*',
  hash: '*',
});

/**
 * A content-hashed file's address at any origin: `name.<hash>.<extension>` as the path's last
 * segment, at the root or under folders (whose names may have dots of their own). Routes take no
 * regular expressions (Chromium refuses them), so name and hash are named groups, which match
 * within one segment; no file of a build has two dots in its name but the hashed ones (the
 * revalidated files have one: served-files.js, checked by the test).
 */
const HASHED_CODE_URL_PATTERNS = HASHED_CODE_EXTENSIONS.flatMap((extension) => [
  anyOrigin(`/:name.:hash.${extension}`),
  anyOrigin(`/*/:name.:hash.${extension}`),
]);

/** From any of the worker's caches (the shell's precache, the remotes' `dakiya-code`). */
const STATIC_ROUTES = [
  {
    condition: { or: HASHED_CODE_URL_PATTERNS.map((urlPattern) => ({ urlPattern })) },
    source: 'cache',
  },
];

function routesScript() {
  return `// Written by the build (webpack/service-worker-routes.js), imported by service-worker.js.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(${JSON.stringify(STATIC_ROUTES)}).catch(() => undefined));
});
`;
}

/** Emits service-worker-routes.js beside the worker. */
class ServiceWorkerRoutesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(ServiceWorkerRoutesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: ServiceWorkerRoutesPlugin.name,
          stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(SERVICE_WORKER_ROUTES_FILE, new sources.RawSource(routesScript())),
      );
    });
  }
}

module.exports = {
  SERVICE_WORKER_ROUTES_FILE,
  HASHED_CODE_URL_PATTERNS,
  STATIC_ROUTES,
  ServiceWorkerRoutesPlugin,
};

// Where each server of the local system listens, and every URL built from that: the one
// definition that webpack (dev servers, config.json, remotes.json), the scripts (start, serve,
// measure-first-load), e2e, bench and test-kit read. The ports and the host, their variables and
// defaults, are @dakiya/environment's (README: Configuration).
//
// A workspace of its own, in CommonJS with no build step, because its readers are of every kind:
// webpack's config is CommonJS and `require`s it, the scripts are plain Node ES modules, and the
// TypeScript of e2e, bench and test-kit imports it through index.d.ts. It belongs to none of them,
// so it lives in none of their folders.
const path = require('node:path');
const { PORT_VARIABLES, readEnvironment } = require('@dakiya/environment');

const local = readEnvironment('local');
const HOST = local.HOST;

const PORTS = Object.freeze(
  Object.fromEntries(
    Object.entries(PORT_VARIABLES).map(([server, variable]) => [server, local[variable]]),
  ),
);

/** The web apps: federation name, folder in the repository, port. The shell comes first. */
const WEB_APPS = Object.freeze(
  [
    { name: 'shell', dir: 'shell' },
    { name: 'auth_app', dir: 'auth-app' },
    { name: 'booking_app', dir: 'booking-app' },
    { name: 'account_app', dir: 'account-app' },
    { name: 'driver_app', dir: 'driver-app' },
  ].map((app) => Object.freeze({ ...app, port: PORTS[app.name] })),
);

/** The web apps the shell loads at run time. */
const REMOTE_APPS = Object.freeze(WEB_APPS.filter((app) => app.name !== 'shell'));

/** The monorepo's root folder (this package sits one level below it). */
const REPO_ROOT = path.resolve(__dirname, '..');

/** `http://HOST:port` followed by `path`: also for ports of the tests' own spare servers. */
function localUrl(port, path = '') {
  return `http://${HOST}:${port}${path}`;
}

/** The composed app (the shell), e.g. `shellUrl('/login')`. */
function shellUrl(path = '') {
  return localUrl(PORTS.shell, path);
}

/** The API, e.g. `apiUrl('/health')`. */
function apiUrl(path = '') {
  return localUrl(PORTS.api, path);
}

/** nginx serving deployed remotes, e.g. `cdnUrl('/account_app/1a2b3c4d/mf-manifest.json')`. */
function cdnUrl(path = '') {
  return localUrl(PORTS.cdn, path);
}

/** The registry environment `npm run start:cluster`'s shell reads (deploy with `--env local`). */
const LOCAL_REGISTRY_ENV = 'local';

/** An environment's remotes registry on the local API, e.g. `registryUrl('local')`. */
function registryUrl(env = LOCAL_REGISTRY_ENV) {
  return apiUrl(`/registry/${env}/`);
}

/** One web app by its federation name, e.g. `appUrl('booking_app', '/send-courier')`. */
function appUrl(name, path = '') {
  if (!(name in PORTS) || name === 'api' || name === 'cdn')
    throw new Error(`no web app named ${name}`);
  return localUrl(PORTS[name], path);
}

/** Where a remote's mf-manifest.json is served locally. */
function manifestUrl(name) {
  return appUrl(name, '/mf-manifest.json');
}

/** The shell's remotes.json as served locally: remote name -> its manifest URL. */
function localRemotesManifest() {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, manifestUrl(app.name)]));
}

/**
 * The URL that answers 200 once a server is up and ready for a browser: the API's /health, the
 * shell's remotes.json (what its first script asks for), each remote's manifest.
 */
function readyUrl(name) {
  if (name === 'api') return apiUrl('/health');
  if (name === 'shell') return shellUrl('/remotes.json');
  return manifestUrl(name);
}

module.exports = {
  HOST,
  PORTS,
  WEB_APPS,
  REMOTE_APPS,
  REPO_ROOT,
  localUrl,
  shellUrl,
  apiUrl,
  cdnUrl,
  LOCAL_REGISTRY_ENV,
  registryUrl,
  appUrl,
  manifestUrl,
  localRemotesManifest,
  readyUrl,
};

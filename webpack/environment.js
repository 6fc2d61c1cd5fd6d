// What a build writes for run time, from the environment (docs/operations.md, "Configuration";
// the variables are @dakiya/environment's). Where the local system listens (ports, host, URLs) is
// @dakiya/local-system's.
const { readEnvironment } = require('@dakiya/environment');
const { localRemotesManifest, apiUrl, shellUrl } = require('@dakiya/local-system');

/** Run-time configuration written to each app's config.json. */
function runtimeConfig() {
  const build = readEnvironment('build');
  return {
    apiBaseUrl: build.DAKIYA_API_URL ?? apiUrl(),
    // Where a remote running standalone sends the customer for screens it does not own.
    shellUrl: build.DAKIYA_SHELL_URL ?? shellUrl(),
    googleMapsKey: build.DAKIYA_MAPS_KEY,
    customerCareNumber: build.DAKIYA_CUSTOMER_CARE,
    // The shell's: the environment's remotes registry (none: remotes.json alone), and where the
    // releases it names are served from, which the page's CSP allows (docs/deploying-remotes.md).
    registryUrl: build.DAKIYA_REGISTRY_URL ?? '',
    remoteOrigins: build.DAKIYA_REMOTE_ORIGINS,
  };
}

/** Which variable moves each remote's manifest away from the local one. */
const MANIFEST_VARIABLES = {
  auth_app: 'AUTH_APP_MANIFEST',
  booking_app: 'BOOKING_APP_MANIFEST',
  account_app: 'ACCOUNT_APP_MANIFEST',
  driver_app: 'DRIVER_APP_MANIFEST',
};

/** The shell's remotes manifest: remote name -> URL of its mf-manifest.json. */
function remotesManifest() {
  const build = readEnvironment('build');
  return Object.fromEntries(
    Object.entries(localRemotesManifest()).map(([name, url]) => {
      const variable = MANIFEST_VARIABLES[name];
      return [name, build[variable] ?? url];
    }),
  );
}

/** 'throw-on-render': the remote's App is one that throws (a rehearsal of a canary rollback). */
function faultInjection() {
  return readEnvironment('build').DAKIYA_FAULT_INJECTION;
}

module.exports = { runtimeConfig, remotesManifest, faultInjection };

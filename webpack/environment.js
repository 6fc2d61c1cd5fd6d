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

module.exports = { runtimeConfig, remotesManifest };

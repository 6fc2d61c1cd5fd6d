// What a build writes for run time, from the environment (docs/operations.md, "Configuration").
// Where the local
// system listens (ports, host, URLs) is @dakiya/local-system's.
const { localRemotesManifest, apiUrl, shellUrl } = require('@dakiya/local-system');

/** Run-time configuration written to each app's config.json. */
function runtimeConfig() {
  return {
    apiBaseUrl: process.env.DAKIYA_API_URL ?? apiUrl(),
    // Where a remote running standalone sends the customer for screens it does not own.
    shellUrl: process.env.DAKIYA_SHELL_URL ?? shellUrl(),
    googleMapsKey: process.env.DAKIYA_MAPS_KEY ?? '',
    customerCareNumber: process.env.DAKIYA_CUSTOMER_CARE ?? '1800120120',
  };
}

const MANIFEST_ENV = {
  auth_app: 'AUTH_APP_MANIFEST',
  booking_app: 'BOOKING_APP_MANIFEST',
  account_app: 'ACCOUNT_APP_MANIFEST',
  driver_app: 'DRIVER_APP_MANIFEST',
};

/** The shell's remotes manifest: remote name -> URL of its mf-manifest.json. */
function remotesManifest() {
  return Object.fromEntries(
    Object.entries(localRemotesManifest()).map(([name, url]) => [
      name,
      process.env[MANIFEST_ENV[name]] ?? url,
    ]),
  );
}

module.exports = { runtimeConfig, remotesManifest };

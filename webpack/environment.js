// Ports and URLs of the local system, each overridable by environment (README: Configuration).
const PORTS = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  auth_app: Number(process.env.AUTH_PORT ?? 3001),
  booking_app: Number(process.env.BOOKING_PORT ?? 3002),
  account_app: Number(process.env.ACCOUNT_PORT ?? 3003),
  api: Number(process.env.API_PORT ?? 4000),
};
const HOST = process.env.HOST ?? '127.0.0.1';

/** Run-time configuration written to each app's config.json. */
function runtimeConfig() {
  return {
    apiBaseUrl: process.env.DAKIYA_API_URL ?? `http://${HOST}:${PORTS.api}`,
    googleMapsKey: process.env.DAKIYA_MAPS_KEY ?? '',
    customerCareNumber: process.env.DAKIYA_CUSTOMER_CARE ?? '1800120120',
  };
}

/** The shell's remotes manifest: remote name -> URL of its mf-manifest.json. */
function remotesManifest() {
  const url = (name, envName) =>
    process.env[envName] ?? `http://${HOST}:${PORTS[name]}/mf-manifest.json`;
  return {
    auth_app: url('auth_app', 'AUTH_APP_MANIFEST'),
    booking_app: url('booking_app', 'BOOKING_APP_MANIFEST'),
    account_app: url('account_app', 'ACCOUNT_APP_MANIFEST'),
  };
}

module.exports = { PORTS, HOST, runtimeConfig, remotesManifest };

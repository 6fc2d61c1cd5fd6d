// Lingui's catalogues: one per package, so each remote's strings load with the remote. English is
// the source language (its catalogue is filled from the code); `npm test` extracts and compiles
// with --strict, so a string without a Hindi translation fails it (scripts/test.mjs).
// The shell's few strings ride in shared's catalogue (the shell loads it anyway): one request less.
// The route map (shared/src/maps, the entries @dakiya/shared/maps and /google-maps) is drawn only
// by booking-app and driver-app: its strings ride in their catalogues, not in shared's, which
// every first load (/login's among them) carries.
const MAPS = 'shared/src/maps';
// The camera (@dakiya/shared/camera) likewise: only auth-app's and driver-app's sign-ups open it.
const CAMERA = 'shared/src/camera';
// The vehicles' names (@dakiya/shared/vehicles) likewise: only booking-app, account-app (the
// history's wheels) and driver-app use them.
const VEHICLES = 'shared/src/vehicles';
// What follows a booking (@dakiya/shared/orders: payment, invoice, proof) likewise: only
// booking-app's order and account-app's history show it.
const ORDERS = 'shared/src/orders';
const PACKAGES = {
  shared: ['shared/src', 'shell/src'],
  'auth-app': ['auth-app/src', CAMERA],
  'booking-app': ['booking-app/src', MAPS, VEHICLES, ORDERS],
  'account-app': ['account-app/src', VEHICLES, ORDERS],
  'driver-app': ['driver-app/src', MAPS, CAMERA, VEHICLES],
};

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  format: 'po',
  formatOptions: { lineNumbers: false },
  catalogs: Object.entries(PACKAGES).map(([dir, sources]) => ({
    path: `<rootDir>/${dir}/src/locales/{locale}`,
    include: sources.map((source) => `<rootDir>/${source}`),
    exclude: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      ...(dir === 'shared'
        ? [MAPS, CAMERA, VEHICLES, ORDERS].map((source) => `<rootDir>/${source}/**`)
        : []),
    ],
  })),
};

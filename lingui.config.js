// Lingui's catalogues: one per package, so each remote's strings load with the remote. English is
// the source language (its catalogue is filled from the code); `npm test` extracts and compiles
// with --strict, so a string without a Hindi translation fails it (scripts/test.mjs).
// The shell's few strings ride in shared's catalogue (the shell loads it anyway): one request less.
const PACKAGES = {
  shared: ['shared', 'shell'],
  'auth-app': ['auth-app'],
  'booking-app': ['booking-app'],
  'account-app': ['account-app'],
};

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  format: 'po',
  formatOptions: { lineNumbers: false },
  catalogs: Object.entries(PACKAGES).map(([dir, sources]) => ({
    path: `<rootDir>/${dir}/src/locales/{locale}`,
    include: sources.map((source) => `<rootDir>/${source}/src`),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
  })),
};

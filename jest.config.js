// One jest run over the front-end packages (the API uses node's test runner: `npm test -w api`).
const { linguiSwcOptions } = require('./webpack/lingui');

// Lingui's macros compiled as the build does (shared's own code imports Lingui directly).
const swcFor = (name) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      experimental: linguiSwcOptions({ inShared: name === 'shared', production: false }),
    },
    module: { type: 'commonjs' },
  },
];
const swc = swcFor('domain');

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with Node's own fetch, streams, TextEncoder, structuredClone... (RTK Query and MSW need
  // them); it also resolves packages by Node's export conditions, not the browser's, which is
  // where MSW publishes its node entry points.
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup.ts'],
  transform: {
    '/shared/src/.+\\.[jt]sx?$': swcFor('shared'),
    '^.+\\.m?[jt]sx?$': swcFor(name),
    '\\.pdf$': '<rootDir>/../scripts/file-name-transform.js',
  },
  // MSW's helpers and react-leaflet ship as ES modules only: compile them like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-leaflet|@react-leaflet|rettime|until-async|@mswjs|@open-draft|msw|headers-polyfill|outvariant|strict-event-emitter|is-node-process|statuses|cookie|tough-cookie|type-fest|graphql|path-to-regexp)/)',
  ],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../scripts/style-mock.js',
    '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../scripts/file-mock.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

// The domain package has no browser code: its rules and formulas are tested in plain Node.
const domainProject = {
  displayName: 'domain',
  rootDir: '<rootDir>/domain',
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]s$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};

// bench/'s report writer, in plain Node like the domain.
const benchProject = { ...domainProject, displayName: 'bench', rootDir: '<rootDir>/bench' };
// The build's own helpers (webpack/), plain CommonJS.
const webpackProject = {
  ...domainProject,
  displayName: 'webpack',
  rootDir: '<rootDir>/webpack',
  testMatch: ['<rootDir>/*.test.js'],
};
// README.md and docs/ against the repository they describe.
const docsProject = { ...webpackProject, displayName: 'docs', rootDir: '<rootDir>/docs' };

// Every environment variable's schema (environment/), CommonJS like webpack/.
const environmentProject = {
  ...webpackProject,
  displayName: 'environment',
  rootDir: '<rootDir>/environment',
};

module.exports = {
  // Jest's default leaves a core for itself (cores − 1): on a 2-core machine that is one worker,
  // and the suite is CPU-bound in its workers, so it would run at half speed.
  maxWorkers: '100%',
  projects: [
    domainProject,
    benchProject,
    webpackProject,
    environmentProject,
    docsProject,
    ...['shared', 'shell', 'auth-app', 'booking-app', 'account-app', 'driver-app'].map(
      browserProject,
    ),
  ],
};

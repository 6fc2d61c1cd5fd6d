// One jest run over the front-end packages (the API uses node's test runner: `npm test -w api`).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../scripts/jest-environment.js',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup.ts'],
  transform: { '^.+\\.[jt]sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../scripts/style-mock.js',
    '\\.(png|jpe?g|svg|webp|gif|pdf)$': '<rootDir>/../scripts/file-mock.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  projects: [...['shared', 'shell', 'auth-app', 'booking-app', 'account-app'].map(browserProject)],
};

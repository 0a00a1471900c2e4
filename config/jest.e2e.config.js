// Browser tests: playwright-core driving Debian's Chromium against a started app (`npm run test:e2e`).
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/src/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: require('./jest-swc-transform'),
  globalSetup: '<rootDir>/src/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/e2e/support/global-teardown.ts',
  testTimeout: 90_000,
};

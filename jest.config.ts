/**
 * @jest-config-loader-options {"transpileOnly": true, "swc": true}
 */
// (Above: jest reads this file through ts-node; without type checking it starts seconds sooner.)
import type { Config } from 'jest';

import swcTransform from './config/jest-swc-transform';

const tsTransform = {
  // Must come first: jest uses the first pattern that matches.
  '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$':
    '<rootDir>/config/jest-dynamic-import.js',
  ...swcTransform,
};

// Packages jest must transform: ESM-only ones, and ones that load modules with dynamic import().
const transformIgnorePatterns = [
  '/node_modules/(?!(content-disposition|cookie|@fastify/cookie|@electric-sql/pglite)/)',
];

const config: Config = {
  // Real databases, real PDFs, a worker pool that starts on the first bill, and jsdom screens on a
  // busy 2-core machine: 5 s is too short. A test that hangs still fails, just later. (A global
  // option: jest ignores testTimeout inside a project.)
  testTimeout: 30_000,
  // Jest's default on two cores is one worker, which runs every file in turn: the tests that wait
  // (a restore to a minute, PostgreSQL starting and stopping, a killed process coming back) would
  // hold the whole run. Two workers overlap the waiting with the rest.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/shared'],
      transform: tsTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      transform: tsTransform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/config/jest-server-setup.ts'],
      // Keeps V8's compiled code of the ~1,300 modules a server test file loads for the worker's
      // later files (each file still runs every module afresh): config/jest-code-cache-runtime.js.
      runtime: '<rootDir>/config/jest-code-cache-runtime.js',
      globalSetup: '<rootDir>/config/jest-test-cluster-setup.ts',
      globalTeardown: '<rootDir>/config/jest-test-cluster-teardown.ts',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/config/jest-jsdom-environment.js',
      testEnvironmentOptions: { url: 'http://localhost/' },
      roots: ['<rootDir>/src/client'],
      transform: tsTransform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/config/jest-client-setup.ts'],
      // The same compiled-code cache as the server's (measured on 12 client files: 5% less CPU).
      runtime: '<rootDir>/config/jest-code-cache-runtime.js',
      moduleNameMapper: {
        '\\.css$': '<rootDir>/config/jest-style-stub.js',
        '\\.(svg|png)$': '<rootDir>/config/jest-file-stub.js',
        '/sheet-worker-factory$': '<rootDir>/config/jest-no-worker.js',
        '^(\\.\\./)+server/.*$': '<rootDir>/config/jest-forbidden-server-import.js',
      },
    },
  ],
};

export default config;

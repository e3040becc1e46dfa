/**
 * Unit and component tests of the front end (shared, shell, remotes) and the build scripts, in
 * jsdom with swc, as two projects:
 * - `pure` (`*.test.ts(x)`): nothing started; the page's origin is one where nothing listens, so a
 *   test that reaches for the API fails at once instead of passing by luck.
 * - `with-api` (`*.api.test.ts(x)`): component tests against the real API on a real (in-memory)
 *   database, which the project's global setup starts on the jsdom page's own origin. Jest runs a
 *   project's global setup only when at least one of its tests runs, so `npx jest <pure file>`
 *   starts nothing.
 */
const testApiPort = 18181;
/** Nothing listens here: a pure test that calls the API is refused at once. */
const noApiOrigin = 'http://127.0.0.1:9/';

const roots = [
  '<rootDir>/shared/src',
  '<rootDir>/shell/src',
  '<rootDir>/mf-catalog/src',
  '<rootDir>/mf-checkout/src',
  '<rootDir>/mf-account/src',
  '<rootDir>/mf-documents/src',
  '<rootDir>/mf-desk/src',
  '<rootDir>/scripts/lint',
  '<rootDir>/scripts/build',
  '<rootDir>/scripts/release',
  '<rootDir>/scripts/bench',
];

/** @type {import('jest').Config} */
const common = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.cjs',
  roots,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/scripts/jest/css-module-stub.cjs',
    '^@test/(.*)$': '<rootDir>/scripts/jest/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-tests.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'pure',
      testEnvironmentOptions: { url: noApiOrigin },
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '\\.api\\.test\\.tsx?$'],
    },
    {
      ...common,
      displayName: 'with-api',
      // A test against the real API waits on it: seconds when the machine is busy.
      testTimeout: 30_000,
      testEnvironmentOptions: { url: `http://127.0.0.1:${testApiPort}/` },
      testMatch: ['**/*.api.test.ts', '**/*.api.test.tsx'],
      globalSetup: '<rootDir>/scripts/jest/start-test-api.cjs',
      globalTeardown: '<rootDir>/scripts/jest/stop-test-api.cjs',
    },
  ],
};

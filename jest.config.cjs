/**
 * Unit and component tests of the front end (shared, shell, remotes), in jsdom with swc.
 * Component tests talk to the real API on a real (in-memory) database, started by the global
 * setup on the jsdom page's own origin.
 */
const testApiPort = 18181;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.cjs',
  testEnvironmentOptions: { url: `http://127.0.0.1:${testApiPort}/` },
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mf-catalog/src',
    '<rootDir>/mf-checkout/src',
    '<rootDir>/mf-account/src',
    '<rootDir>/mf-documents/src',
    '<rootDir>/scripts/lint',
    '<rootDir>/scripts/build',
    '<rootDir>/scripts/release',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
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
  globalSetup: '<rootDir>/scripts/jest/start-test-api.cjs',
  globalTeardown: '<rootDir>/scripts/jest/stop-test-api.cjs',
};

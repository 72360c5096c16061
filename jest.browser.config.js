const { scaled } = require('./tools/deadlines.cjs');

/**
 * Browser tests: real Chromium (Debian's) against the production build served by `gatsby serve`;
 * browser-tests/engines/ runs the visitor tests in Chromium, Firefox and WebKit against nginx over TLS.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/browser-tests/**/*.test.ts'],
  globalSetup: '<rootDir>/browser-tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/browser-tests/support/global-teardown.ts',
  // A test that names no deadline of its own: 60 s on the usual machine, scaled to this run's (tools/deadlines.cjs).
  testTimeout: scaled(60_000),
  // Two test files at a time (why: CONTRIBUTING.md, "Test layers"), each with its ports from its worker's
  // block (support/server.ts).
  maxWorkers: 2,
  // The long files first, on a fresh clone too (support/longest-first.cjs).
  testSequencer: '<rootDir>/browser-tests/support/longest-first.cjs',
  // A browser or driver a failed test left behind must not keep the run from ending (the results are written by then).
  forceExit: true,
};

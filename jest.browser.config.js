/**
 * Browser tests: real Chromium (Debian's) against the production build served by `gatsby serve`;
 * browser-tests/engines/ runs the visitor tests in Chromium, Firefox and WebKit against nginx over TLS.
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/browser-tests/**/*.test.ts'],
  globalSetup: '<rootDir>/browser-tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/browser-tests/support/global-teardown.ts',
  testTimeout: 60_000,
  // One test file at a time. The files are CPU-bound: one at a time keeps 2 cores about 70 % busy; two at
  // once kept them 97 % busy and each file took about twice as long (the editor file 299 s instead of
  // 153), so the run saved little, and timing checks turned flaky. Each file still takes its ports from
  // its worker's block (support/server.ts).
  maxWorkers: 1,
  // A browser or driver a failed test left behind must not keep the run from ending (the results are written by then).
  forceExit: true,
};

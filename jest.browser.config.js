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
  // Two test files at a time, each with its ports from its worker's block (support/server.ts). One at a time
  // left about a fifth of 2 cores idle (the files wait on pages, drivers and builds); two at once keep them
  // about 95 % busy. In two full runs on one machine the browser tests took 1,115 s one at a time and 858 s two
  // at a time, every check passing.
  maxWorkers: 2,
  // A browser or driver a failed test left behind must not keep the run from ending (the results are written by then).
  forceExit: true,
};

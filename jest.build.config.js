/**
 * Build-output tests: read the production build in public/ (run `npm run build` first); no browser.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['<rootDir>/build-tests/**/*.test.ts'],
  testTimeout: 120_000,
  // Two at once: the files that build (variant, remote image, data checks) overlap.
  maxWorkers: 2,
};

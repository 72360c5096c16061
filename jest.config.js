/**
 * Gatsby's Jest recipe: https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  // .mjs too: each Lucide icon is its own ES module (lucide-react/icons/*).
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2)$': '<rootDir>/__mocks__/file-mock.js',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // A deadline, not a wait: Jest's 5 s ended user-event tests beside the production build on a busy machine.
  testTimeout: 30_000,
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

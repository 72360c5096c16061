// Where Gatsby's loader fetches a page's data, the app's data and a static query's result: the
// addresses of gatsby/cache-dir/loader.js (`createPageDataUrl`, `loadAppData`, the static queries),
// which no public API gives. Written once here for the hydration preloads
// (src/gatsby-hooks/bundle/preloads.ts), the checks of a deployed site (deploy/host-checks.cjs) and the
// bench (tools/bench-reference.cjs); __tests__/shared/gatsby-page-data.test.ts runs the installed
// Gatsby's own `createPageDataUrl` against it. CommonJS, so plain Node can require it.

/**
 * A page's page-data.json: `/` is `index`, other paths lose their surrounding slashes.
 * @param {string} pagePath
 * @param {string} [pathPrefix]
 * @returns {string}
 */
const pageDataPath = (pagePath, pathPrefix = '') => {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  return `${pathPrefix}/page-data/${name}/page-data.json`;
};

/**
 * @param {string} [pathPrefix]
 * @returns {string}
 */
const appDataPath = (pathPrefix = '') => `${pathPrefix}/page-data/app-data.json`;

/**
 * A static query's result, by the query's hash.
 * @param {string} hash
 * @param {string} [pathPrefix]
 * @returns {string}
 */
const staticQueryPath = (hash, pathPrefix = '') => `${pathPrefix}/page-data/sq/d/${hash}.json`;

module.exports = { pageDataPath, appDataPath, staticQueryPath };

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the site's Gatsby hooks and the browser tests assume of the installed Gatsby's runtime
 * (node_modules/gatsby/cache-dir) and React DOM beyond their types and documentation.
 */
const CACHE_DIR = path.resolve(__dirname, '../node_modules/gatsby/cache-dir');
const read = (file: string) => fs.readFileSync(path.join(CACHE_DIR, file), 'utf8');

/** The object literal Gatsby passes to `api` in `file`: the text from the call to its closing `})`. */
function apiArguments(file: string, api: string): string {
  const text = read(file);
  const start = text.indexOf(`apiRunner(\`${api}\`, {`);
  if (start < 0) throw new Error(`${file} no longer runs ${api} with an object of arguments`);
  return text.slice(start, text.indexOf('})', start));
}

test("gatsby-ssr.tsx's onRenderBody gets pathPrefix, which Gatsby passes and its types omit", () => {
  expect(apiArguments('static-entry.js', 'onRenderBody')).toContain('pathPrefix: __PATH_PREFIX__,');
});

test("gatsby-browser.tsx's replaceHydrateFunction is called as (element, container), container being #___gatsby", () => {
  const app = read('production-app.js');
  expect(app).toContain('apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0] ||');
  expect(app).toContain('document.getElementById(`___gatsby`)');
  expect(app).toContain('renderer(<App />, rootElement)');
});

test("the browser tests' window.___navigate is Gatsby's navigate, and #gatsby-focus-wrapper wraps each page", () => {
  expect(read('navigation.js')).toContain('window.___navigate = (to, options) => navigate(to, options)');
  expect(read('production-app.js')).toMatch(
    /<Router\s+basepath=\{__BASE_PATH__\}\s+location=\{location\}\s+id="gatsby-focus-wrapper"/,
  );
});

test("the browser tests' sign that React has taken a node over: React DOM still keeps its props under __reactProps$…", () => {
  // browser-tests/support/browser.ts and visitor.ts (Gatsby's pages), engines/driver.ts (also the marketers' page,
  // which React renders, not hydrates: no mark of the site's says when that is done).
  const reactDom = fs.readFileSync(
    path.resolve(__dirname, '../node_modules/react-dom/cjs/react-dom.production.min.js'),
    'utf8',
  );
  expect(reactDom).toMatch(/\b\w+="__reactProps\$"\+\w+/);
});

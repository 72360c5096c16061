/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the browser tests assume of the installed Gatsby's server render (node_modules/gatsby/cache-dir) and of
 * React DOM beyond their types and documentation. (What the site removes from Gatsby's output:
 * __tests__/gatsby-hooks/csp/page-scripts.test.tsx.)
 */
const CACHE_DIR = path.resolve(__dirname, '../node_modules/gatsby/cache-dir');
const read = (file: string) => fs.readFileSync(path.join(CACHE_DIR, file), 'utf8');

test("the browser tests' #gatsby-focus-wrapper wraps each page in the built HTML", () => {
  expect(read('static-entry.js')).toContain('<Router id="gatsby-focus-wrapper" baseuri={__BASE_PATH__}>');
});

test("the browser tests' sign that React has rendered a node: React DOM still keeps its props under __reactProps$…", () => {
  // engines/driver.ts waits for it on the marketers' page, which React renders in the browser (no mark of the
  // site's says when that is done).
  const reactDom = fs.readFileSync(
    path.resolve(__dirname, '../node_modules/react-dom/cjs/react-dom.production.min.js'),
    'utf8',
  );
  expect(reactDom).toMatch(/\b\w+="__reactProps\$"\+\w+/);
});

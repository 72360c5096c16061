/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { appDataPath, pageDataPath, staticQueryPath } from '../../src/shared/gatsby-page-data.cjs';

/** The installed Gatsby's loader: where the browser fetches each page's data from. */
const LOADER = path.resolve(__dirname, '../../node_modules/gatsby/cache-dir/loader.js');
const loader = fs.readFileSync(LOADER, 'utf8');

/** A top-level `const name = …` arrow function of the loader, by its text up to the next blank line. */
function loaderFunction(name: string): string {
  const start = loader.indexOf(`const ${name} = `);
  if (start < 0) throw new Error(`${LOADER} no longer defines ${name}`);
  const end = loader.indexOf('\n\n', start);
  return loader.slice(start, end < 0 ? undefined : end);
}

/** Gatsby's own `createPageDataUrl`, run with the given path prefix. */
function gatsbysPageDataUrl(pathPrefix: string): (pagePath: string) => string {
  const source = [loaderFunction('stripSurroundingSlashes'), loaderFunction('createPageDataUrl'), 'createPageDataUrl'];
  return vm.runInNewContext(source.join('\n'), { __PATH_PREFIX__: pathPrefix }) as (pagePath: string) => string;
}

test.each(['', '/prefix'])(
  "the page-data address is the installed Gatsby loader's createPageDataUrl (path prefix %j)",
  (pathPrefix) => {
    const gatsby = gatsbysPageDataUrl(pathPrefix);
    for (const page of ['/', '/frammento', '/frammento/', '/a/b', '/404.html', '/dev-404-page/'])
      expect([page, pageDataPath(page, pathPrefix)]).toEqual([page, gatsby(page)]);
  },
);

test("the app's data and a static query's result are where the installed Gatsby's loader fetches them", () => {
  expect(loader).toContain('memoizedGet(`${__PATH_PREFIX__}/page-data/app-data.json`)');
  expect(appDataPath('/p')).toBe('/p/page-data/app-data.json');
  expect(loader).toContain('`${__PATH_PREFIX__}/page-data/sq/d/${staticQueryHash}.json`');
  expect(staticQueryPath('123', '/p')).toBe('/p/page-data/sq/d/123.json');
});

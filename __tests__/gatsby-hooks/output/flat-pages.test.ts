import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flattenPages, restorePages } from '../../../src/gatsby-hooks/output/flat-pages';

describe('flattenPages', () => {
  let dir = '';
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const exists = (file: string) => fs.existsSync(path.join(dir, file));
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flat-pages-'));
    write('index.html', 'home');
    write('frammento/index.html', 'frammento');
    write('otro-proyecto/index.html', 'otro');
    write('404/index.html', '404 folder copy');
    write('404.html', '404 page');
    write('guias/uno/index.html', 'guia uno');
    write('guias/index.html', 'guias');
    write('page-data/frammento/page-data.json', '{}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('moves <path>/index.html to <path>.html for every page but the home page, and removes the empty folder', () => {
    const moved = flattenPages(dir, ['/', '/frammento', '/otro-proyecto/', '/404', '/404.html']);
    expect(moved).toEqual(['frammento.html', 'otro-proyecto.html']);
    expect(read('frammento.html')).toBe('frammento');
    expect(read('otro-proyecto.html')).toBe('otro');
    expect(exists('frammento')).toBe(false);
    expect(read('index.html')).toBe('home');
    expect(exists('page-data/frammento/page-data.json')).toBe(true);
  });

  it('restores Gatsby’s own files before the next build (a build that reuses public/ reads <path>/index.html)', () => {
    const stash = path.join(dir, '.stash');
    const moved = flattenPages(dir, ['/', '/frammento', '/otro-proyecto', '/404', '/404.html'], stash);
    write('frammento.html.br', 'compressed');
    restorePages(dir, moved, stash);
    expect(read('frammento/index.html')).toBe('frammento');
    expect(read('otro-proyecto/index.html')).toBe('otro');
    expect(read('404/index.html')).toBe('404 folder copy');
    expect(read('404.html')).toBe('404 page');
    expect(exists('frammento.html')).toBe(false);
    expect(exists('frammento.html.br')).toBe(false);
    expect(exists('.stash')).toBe(false);
  });

  it('keeps a page that already has its own <path>.html (Gatsby’s /404.html) and drops the folder copy', () => {
    flattenPages(dir, ['/404', '/404.html']);
    expect(read('404.html')).toBe('404 page');
    expect(exists('404')).toBe(false);
  });

  it('replaces a <path>.html left by an earlier build with the page just rendered (Gatsby wiped .cache/, not public/)', () => {
    // A change to gatsby-config or a plugin makes Gatsby empty .cache/ (with the record of what
    // was moved) and render every page again into public/, beside the old <path>.html.
    write('frammento.html', 'frammento, old');
    write('frammento.html.br', 'old compressed');
    write('frammento.html.gz', 'old compressed');
    expect(flattenPages(dir, ['/', '/frammento', '/404', '/404.html'], path.join(dir, '.stash'))).toEqual([
      'frammento.html',
    ]);
    expect(read('frammento.html')).toBe('frammento');
    expect(exists('frammento.html.br')).toBe(false);
    expect(exists('frammento.html.gz')).toBe(false);
    expect(exists('frammento')).toBe(false);
    expect(read('404.html')).toBe('404 page');
  });

  it('keeps a folder that still holds other pages', () => {
    expect(flattenPages(dir, ['/guias/uno', '/guias'])).toEqual(['guias/uno.html', 'guias.html']);
    expect(read('guias.html')).toBe('guias');
    expect(read('guias/uno.html')).toBe('guia uno');
    expect(exists('guias/index.html')).toBe(false);
  });

  it('leaves alone a page path with no built HTML (a client-only or redirect page)', () => {
    expect(flattenPages(dir, ['/sin-html'])).toEqual([]);
  });
});

/**
 * What flat-pages relies on in the installed Gatsby (its compiled code, as `gatsby build` runs it): an
 * upgrade that writes or reads a page's HTML elsewhere fails here. Registered in CONTRIBUTING.md
 * ("Reaches into private state"); a failure lists the lines of Gatsby's code that are missing.
 */
describe('the installed Gatsby', () => {
  const gatsby = path.dirname(require.resolve('gatsby/package.json'));
  const code = (file: string) => fs.readFileSync(path.join(gatsby, 'dist', file), 'utf8');
  const missing = (text: string, lines: string[]) => lines.filter((line) => !text.includes(line));

  test("Gatsby still writes each page's HTML at <path>/index.html, and a path ending in .html as itself (flat-pages moves the first, keeps the second)", () => {
    const pageHtml = fs.readFileSync(require.resolve('gatsby-core-utils/page-html', { paths: [gatsby] }), 'utf8');
    expect(
      missing(pageHtml, [
        'const checkForHtmlSuffix = pagePath => !/\\.(html?)$/i.test(pagePath);',
        'outputFileName = _path.default.join(outputFileName, `index.html`);',
      ]),
    ).toEqual([]);
    expect(
      missing(code('utils/worker/child/render-html.js'), [
        'outputFile((0, _pageHtml.generateHtmlPath)(publicDir, pagePath), html)',
      ]),
    ).toEqual([]);
  });

  test("a build that reuses public/ still reads every page it stitches at <path>/index.html, rendered or not (flat-pages puts Gatsby's files back first)", () => {
    expect(
      missing(code('utils/slices/stitching.js'), [
        'const htmlFilePath = (0, _pageHtml.generateHtmlPath)(publicDir, pagePath);',
        'const html = await fs.readFile(htmlFilePath, `utf-8`);',
      ]),
    ).toEqual([]);
  });
});

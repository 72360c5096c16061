import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts, placeInRuns, visitorRoutes } from '../../tools/bench-reference.cjs';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A fake build: `files` written under a temporary folder (removed after the file's tests). */
function fakeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const gzFile = (dir: string, file: string) => gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
/** Text of `length` characters that gzip cannot shrink to nothing (a chunk's stand-in). */
const noise = (seed: string, length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed.length * 31 + i * i) % 90))).join('');

// The inline scripts every page has, in both designs (their bodies as the build inlines them).
const CHAT = '!function(){const d=document;if(d.chatFirstTap)return;d.chatFirstTap=!0}();';
const FONTS =
  '(function(s){var d=document,f=(s.getAttribute("data-font-preloads")||"").split(" ")})(document.currentScript);';
const FONT_FILES = '/static/inter-400-1.woff2 /static/fraunces-600-2.woff2';
const JSON_LD = '<script type="application/ld+json" data-gatsby-head="true">{"@type":"LegalService"}</script>';

// The design before issue 64 (c41a8f2): loaders that preload the page's chunks and the app chunks, then insert the app.
const PRELOADER =
  '(function(s){function p(a,low){(s.getAttribute(a)||"").split(" ").forEach(function(h){})}p("data-preload-scripts")})(document.currentScript);';
const APP_LOADER =
  '(function(s){(s.getAttribute("data-app-scripts")||"").split(" ").forEach(function(h){var e=document.createElement("script");e.src=h})})(document.currentScript);';
const APP = '/webpack-runtime-1.js /framework-2.js /app-3.js';
const oldPage = (pageScripts: string) =>
  [
    '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
    `<script>${CHAT}</script>`,
    `<script data-font-preloads="${FONT_FILES}">${FONTS}</script>`,
    JSON_LD,
    '</head><body>',
    `<script data-font-preloads="${FONT_FILES}">${FONTS}</script>`,
    `<script data-preload-scripts="${pageScripts}" data-preload-app-scripts="${APP}">${PRELOADER}</script>`,
    '<h1>¿Su constructora no le entregó?</h1>',
    '<script type="application/json" data-gatsby-globals="">{"pagePath":"/"}</script>',
    `<script data-app-scripts="${APP}">${APP_LOADER}</script>`,
    '</body></html>',
  ].join('');
const oldBuild = () =>
  fakeBuild({
    'index.html': oldPage('/commons-4.js /component---src-pages-index-tsx-5.js'),
    'frammento.html': oldPage('/commons-4.js /component---src-templates-project-tsx-6.js'),
    ...Object.fromEntries(
      [
        'webpack-runtime-1',
        'framework-2',
        'app-3',
        'commons-4',
        'component---src-pages-index-tsx-5',
        'component---src-templates-project-tsx-6',
      ].map((name) => [`${name}.js`, noise(name, 2000)]),
    ),
    // The Web Vitals chunk, loaded later by an import(): no HTML names it, never counted.
    '42-vitals.js': noise('vitals', 5000),
  });

// The design of issue 64: inline scripts only, the behaviours naming the Web Vitals script they insert after the first paint.
const BEHAVIOURS =
  '(function(s){var v=s.getAttribute("data-vitals");document.querySelectorAll("[role=tab]")})(document.currentScript);';
const GTM =
  "(function(w,d,s,l,i){w[l]=w[l]||[];var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer','GTM-TEST123');";
const newPage = ({ gtm = false } = {}) =>
  [
    '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
    `<script>${CHAT}</script>`,
    gtm ? `<script>${GTM}</script>` : '',
    `<script data-font-preloads="${FONT_FILES}">${FONTS}</script>`,
    JSON_LD,
    '</head><body>',
    gtm ? '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TEST123"></iframe></noscript>' : '',
    `<script data-font-preloads="${FONT_FILES}">${FONTS}</script>`,
    '<h1>¿Su constructora no le entregó?</h1>',
    `<script data-vitals="/vitals-0a1b2c.js">${BEHAVIOURS}</script>`,
    '</body></html>',
  ].join('');
const newBuild = (options?: { gtm?: boolean }) =>
  fakeBuild({
    'index.html': newPage(options),
    'frammento.html': newPage(options),
    '404.html': newPage(options),
    'vitals-0a1b2c.js': noise('vitals', 5000),
  });

describe('first-load JavaScript, read from the built HTML (tools/bench-reference.cjs)', () => {
  it("the design before issue 64: every inline script that runs, each time it appears, and the chunks its loaders name, each once; not JSON, not the fonts' files, not a chunk imported later", () => {
    const dir = oldBuild();
    const home = firstLoadScripts(dir, '/');
    expect(home.page).toBe('index.html');
    expect(home.inline).toEqual([gz(CHAT), gz(FONTS), gz(FONTS), gz(PRELOADER), gz(APP_LOADER)]);
    expect(home.files).toEqual([
      'commons-4.js',
      'component---src-pages-index-tsx-5.js',
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
    ]);
    const fileBytes = home.files.reduce((sum, file) => sum + gzFile(dir, file), 0);
    expect(home.fileBytes).toBe(fileBytes);
    expect(home.gzipBytes).toBe(fileBytes + gz(CHAT) + 2 * gz(FONTS) + gz(PRELOADER) + gz(APP_LOADER));
    expect(home.vitals).toBeUndefined();

    const project = firstLoadScripts(dir, '/frammento');
    expect(project.page).toBe('frammento.html');
    expect(project.files).toEqual([
      'commons-4.js',
      'component---src-templates-project-tsx-6.js',
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
    ]);
  });

  it('the design of issue 64: the inline scripts alone (Tag Manager’s snippet when it is set); the Web Vitals script its behaviours name is given apart', () => {
    const dir = newBuild();
    for (const route of ['/', '/frammento', '/404']) {
      const page = firstLoadScripts(dir, route);
      expect(page.inline).toEqual([gz(CHAT), gz(FONTS), gz(FONTS), gz(BEHAVIOURS)]);
      expect(page.files).toEqual([]);
      expect(page.fileBytes).toBe(0);
      expect(page.gzipBytes).toBe(gz(CHAT) + 2 * gz(FONTS) + gz(BEHAVIOURS));
      expect(page.vitals).toEqual({ file: 'vitals-0a1b2c.js', gzipBytes: gzFile(dir, 'vitals-0a1b2c.js') });
    }
    const withTagManager = firstLoadScripts(newBuild({ gtm: true }), '/');
    expect(withTagManager.inline).toEqual([gz(CHAT), gz(GTM), gz(FONTS), gz(FONTS), gz(BEHAVIOURS)]);
    expect(withTagManager.files).toEqual([]);
  });

  it('counts every script file the parser loads (a script of any JavaScript type, a module, a script preload), each once, wherever its address points in the build', () => {
    const dir = fakeBuild({
      'frammento.html': [
        '<head><link rel="preload" href="/static/inter.woff2" as="font" crossorigin="anonymous"/>',
        '<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous"/>',
        '<link rel="prefetch" href="/later.js" as="script"/>',
        '<link rel="preload" href="/preloaded.js" as="script"/>',
        '<link rel="modulepreload" href="/module.mjs"/></head><body>',
        '<script src="/a.js?v=1" async></script>',
        '<script type="module" src="module.mjs"></script>',
        '<script type="text/javascript" src="/a.js"></script>',
        '<script type="application/json" src="/data.json"></script>',
        '<script type="application/json">{"a":1}</script>',
        '<script type="text/x-template"><p>not run</p></script>',
        '<script data-later-scripts="/b.js /static/font.woff2">insert()</script>',
        '</body>',
      ].join(''),
      'a.js': noise('a', 300),
      'b.js': noise('b', 300),
      'module.mjs': noise('module', 300),
      'preloaded.js': noise('preloaded', 300),
      'later.js': noise('later', 3000),
      'data.json': '{}',
    });
    const page = firstLoadScripts(dir, '/frammento');
    expect(page.files).toEqual(['a.js', 'module.mjs', 'b.js', 'preloaded.js']);
    expect(page.inline).toEqual([gz('insert()')]);
    expect(page.gzipBytes).toBe(page.files.reduce((sum, file) => sum + gzFile(dir, file), gz('insert()')));
  });

  it('reads a page in its folder in a build from before the flat pages', () => {
    const dir = fakeBuild({ 'index.html': newPage(), 'frammento/index.html': newPage(), 'vitals-0a1b2c.js': 'v' });
    expect(firstLoadScripts(dir, '/frammento').page).toBe(path.join('frammento', 'index.html'));
  });

  it('fails naming the page when the page is missing, or a script it names is not one of the build’s files', () => {
    const dir = fakeBuild({
      'index.html': '<script src="https://cdn.example.com/app.js"></script>',
      'frammento.html': '<script data-app-scripts="/gone-1.js">load()</script>',
      '404.html': '<script data-vitals="/vitals-gone.js">behave()</script>',
    });
    expect(() => firstLoadScripts(dir, '/nada')).toThrow(`${path.join(dir, 'nada.html')}: no page for /nada`);
    expect(() => firstLoadScripts(dir, '/')).toThrow(
      `${path.join(dir, 'index.html')}: https://cdn.example.com/app.js is not one of the build's files`,
    );
    expect(() => firstLoadScripts(dir, '/frammento')).toThrow(
      `${path.join(dir, 'frammento.html')} names /gone-1.js, which the build does not hold`,
    );
    expect(() => firstLoadScripts(dir, '/404')).toThrow(
      `${path.join(dir, '404.html')} names /vitals-gone.js, which the build does not hold`,
    );
  });
});

test("visitorRoutes: a build's top-level pages, / first, not the editor's pages nor Gatsby's folders", () => {
  const dir = fakeBuild({
    'frammento.html': '',
    '404.html': '',
    'index.html': '',
    'index.html.gz': '',
    'admin/index.html': '',
    'admin/marketing.html': '',
    'page-data/404.html': '',
    '_gatsby/slices/_gatsby-scripts-1.html': '',
  });
  expect(visitorRoutes(dir)).toEqual(['/', '/404', '/frammento']);
});

test('placeInRuns: a median is within the runs between their least and greatest (ends included), else below or above them', () => {
  expect(placeInRuns(1200, [1100, 1300, 1250])).toBe('within');
  expect(placeInRuns(1100, [1100, 1300])).toBe('within');
  expect(placeInRuns(1300, [1100, 1300])).toBe('within');
  expect(placeInRuns(1301, [1100, 1300])).toBe('above');
  expect(placeInRuns(1099, [1100, 1300])).toBe('below');
});

test('placeInRuns: a run Lighthouse gave no figure for (NaN) is left out; with no figure on a side, the place is unknown', () => {
  expect(placeInRuns(1301, [1100, Number.NaN, 1300])).toBe('above');
  expect(placeInRuns(910, [Number.NaN, Number.NaN])).toBe('unknown');
  expect(placeInRuns(Number.NaN, [1100, 1300])).toBe('unknown');
});

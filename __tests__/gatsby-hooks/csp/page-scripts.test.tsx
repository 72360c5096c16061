/**
 * Gatsby's per-page and per-build inline scripts, its script tags, the page's script
 * preloads and the Tag Manager snippet become data plus registered constant loaders that
 * set the same globals and insert the same elements (which 'strict-dynamic' then trusts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  fontPreloads,
  fontPreloadsWithoutScripts,
  rewriteBody,
  rewriteHead,
  scriptPreloads,
} from '../../../src/gatsby-hooks/csp/page-scripts';
import { rewriteScriptsSlice, scriptJson } from '../../../src/gatsby-hooks/csp/gatsby-scripts-slice';
import {
  FONTS_FETCHED_KEY,
  FONT_WAIT_MAX_RTT_MS,
  inlineScripts,
} from '../../../src/gatsby-hooks/csp/inline-script-registry.cjs';

/**
 * The scripts slice exactly as gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it (that
 * it still does is checked against the installed Gatsby at the end of this file).
 */
const chunkMap = JSON.stringify({ app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/c-2.js'] });
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(chunkMap)};
          </script>
        <script>window.___webpackCompilationHash="abc123";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-1.js" async></script><script src="/app-1.js" async></script>`;
const APP_SCRIPTS = ['/webpack-runtime-1.js', '/framework-1.js', '/app-1.js'];

const pageScript = (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/</script>x";/*]]>*/' }}
  />
);

/** Runs `script` as the browser runs an inline script, with `document.currentScript` set. */
function run(script: Element): void {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(script.textContent ?? '')();
}

/** Puts `html` in the body and runs its inline scripts in order, as the browser does. */
function runInDocument(html: string): void {
  document.body.innerHTML = html;
  document.querySelectorAll('script:not([src]):not([type])').forEach(run);
}

/** The script elements of the body after its inline scripts ran: address or `inline`, and async. */
const bodyScripts = () =>
  Array.from(document.body.querySelectorAll('script:not([type])'), (script) =>
    script instanceof HTMLScriptElement && script.src !== ''
      ? `${script.getAttribute('src')} async=${script.async}`
      : 'inline',
  );

afterEach(() => {
  for (const key of ['pagePath', '___chunkMapping', '___webpackCompilationHash']) {
    Reflect.deleteProperty(window, key);
  }
});

describe('the scripts slice', () => {
  test('becomes one JSON block and the registered loader, which lists the app scripts in order', () => {
    const html = rewriteScriptsSlice(SLICE);
    expect(html).toMatch(/^<script type="application\/json" data-gatsby-globals>[^<]*<\/script><script [^>]*>/);
    expect(
      html.endsWith(`<script data-app-scripts="${APP_SCRIPTS.join(' ')}">${inlineScripts.gatsbyLoader}</script>`),
    ).toBe(true);
    expect(html).not.toContain('window.___');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(rewriteScriptsSlice(html)).toBe(html);
  });

  test('its loader sets the globals that Gatsby’s scripts set, then inserts the app scripts after itself, async, in order', () => {
    const body = renderToStaticMarkup(<>{rewriteBody([pageScript])}</>);
    runInDocument(body + rewriteScriptsSlice(SLICE) + '<footer></footer>');
    expect(window).toMatchObject({
      pagePath: '/</script>x',
      ___chunkMapping: chunkMap,
      ___webpackCompilationHash: 'abc123',
    });
    expect(bodyScripts()).toEqual(['inline', ...APP_SCRIPTS.map((src) => `${src} async=true`)]);
    expect(document.body.lastElementChild?.tagName).toBe('FOOTER');
  });

  test('a slice Gatsby writes differently stops the build with the file named', () => {
    expect(() => rewriteScriptsSlice('<script src="/app.js" async></script>')).toThrow('_gatsby-scripts-1.html');
    const polyfill = SLICE.replace('<script src="/app-1.js" async>', '<script src="/polyfill-1.js" nomodule>');
    expect(() => rewriteScriptsSlice(polyfill)).toThrow('_gatsby-scripts-1.html');
  });
});

describe('page components', () => {
  test('the page path becomes JSON that cannot close its script element', () => {
    const html = renderToStaticMarkup(<>{rewriteBody([<meta key="m" />, pageScript])}</>);
    expect(html).toBe(
      `<meta/><script type="application/json" data-gatsby-globals="">${scriptJson({ pagePath: '/</script>x' })}</script>`,
    );
    expect(html).toContain('\\u003c/script>');
  });

  test('without slices, the loader follows the data in the page and inserts the app scripts Gatsby put there', () => {
    const mapping = (
      <script
        key="c"
        id="gatsby-chunk-mapping"
        dangerouslySetInnerHTML={{ __html: 'window.___chunkMapping={"app":[]};' }}
      />
    );
    const apps = APP_SCRIPTS.map((src) => <script key={src} src={src} async />);
    const html = renderToStaticMarkup(<>{rewriteBody([pageScript, mapping, ...apps])}</>);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    runInDocument(html);
    expect(window).toMatchObject({ pagePath: '/</script>x', ___chunkMapping: { app: [] } });
    expect(bodyScripts()).toEqual(['inline', ...APP_SCRIPTS.map((src) => `${src} async=true`)]);
  });

  test('the preload loader preloads the page’s chunks, then the app’s scripts at low priority, where it stands, as scripts, without crossorigin', () => {
    document.head.innerHTML =
      renderToStaticMarkup(
        <>{scriptPreloads(['/commons-1.js', '/component-1.js'], ['/runtime-1.js', '/app-1.js'])}</>,
      ) + '<title>x</title>';
    const loader = document.head.querySelector('script');
    if (loader === null) throw new Error('no loader rendered');
    expect(loader.outerHTML).toBe(
      `<script data-preload-scripts="/commons-1.js /component-1.js" data-preload-app-scripts="/runtime-1.js /app-1.js">${inlineScripts.scriptPreloads}</script>`,
    );
    run(loader);
    expect(
      Array.from(document.head.children, (element) =>
        element instanceof HTMLLinkElement
          ? `${element.rel} ${element.as} ${element.getAttribute('href')} ${String(element.getAttribute('crossorigin'))} ${String(element.getAttribute('fetchpriority'))}`
          : element.tagName,
      ),
    ).toEqual([
      'preload script /commons-1.js null null',
      'preload script /component-1.js null null',
      'preload script /runtime-1.js null low',
      'preload script /app-1.js null low',
      'SCRIPT',
      'TITLE',
    ]);
  });

  describe('the font preloads’ loader', () => {
    const FONTS = ['/static/inter-400-1.woff2', '/static/fraunces-600-2.woff2'];
    /** The page's stylesheet with its @font-face rules, before the loader in the <head>. */
    const FONT_STYLES =
      '@font-face{font-family:Inter;src:url(/static/inter-400-1.woff2)}p{color:red}@font-face{font-family:Fraunces;src:url(/static/fraunces-600-2.woff2)}';
    /** The browser's estimate of the round trip, as Chromium gives it (navigator.connection.rtt). */
    const withRoundTrip = (rtt: number | undefined) =>
      Object.defineProperty(navigator, 'connection', {
        value: rtt === undefined ? undefined : { rtt },
        configurable: true,
      });
    /**
     * Renders the page's stylesheet and the loader's two copies (head, start of body), runs them
     * in order, and lists the font links by place.
     */
    function load(): string[] {
      document.head.innerHTML =
        `<style>${FONT_STYLES}</style>` + renderToStaticMarkup(<>{fontPreloads(FONTS, 'head')}</>) + '<title>x</title>';
      document.body.innerHTML = renderToStaticMarkup(<>{fontPreloads(FONTS, 'body')}</>) + '<main></main>';
      for (const script of document.querySelectorAll('script')) run(script);
      return Array.from(
        document.querySelectorAll('link'),
        (link) =>
          `${link.parentElement?.tagName ?? ''} ${link.rel} ${link.as} ${link.type} ${String(link.getAttribute('crossorigin'))} ${link.getAttribute('href') ?? ''}`,
      );
    }
    /** The rules left in the page's stylesheet, by kind. */
    const rulesLeft = () =>
      Array.from(document.styleSheets[0]?.cssRules ?? [], (rule) => (rule.type === 5 ? '@font-face' : rule.cssText));
    afterEach(() => {
      withRoundTrip(undefined);
      localStorage.clear();
    });

    test('carries the font files in its attribute and the registered body, in the head and at the start of the body', () => {
      expect(renderToStaticMarkup(<>{fontPreloads(FONTS, 'head')}</>)).toBe(
        `<script data-font-preloads="${FONTS.join(' ')}">${inlineScripts.fontPreloads}</script>`,
      );
      expect(fontPreloads(FONTS, 'head').key).not.toBe(fontPreloads(FONTS, 'body').key);
    });

    // Where the fonts are fetched from, by the browser's estimate of the round trip (none: a
    // browser without navigator.connection) and whether this browser has fetched these files:
    // preloaded from the head, where the first paint waits for them, while they can arrive
    // inside that wait; else prefetched from the start of the body for the next page, and the
    // page's @font-face rules removed. Once each, either way.
    test.each([
      [undefined, null, 'HEAD'],
      [50, null, 'HEAD'],
      [FONT_WAIT_MAX_RTT_MS - 25, null, 'HEAD'],
      [FONT_WAIT_MAX_RTT_MS, null, 'BODY'],
      [550, null, 'BODY'],
      [550, FONTS.join(' '), 'HEAD'],
      [550, '/static/inter-400-0.woff2 /static/fraunces-600-2.woff2', 'BODY'],
    ])(
      'with a round trip of %s ms and %s fetched before, fetches every font once, from the %s',
      (rtt, fetched, place) => {
        withRoundTrip(rtt);
        if (fetched !== null) localStorage.setItem(FONTS_FETCHED_KEY, fetched);
        const rel = place === 'HEAD' ? 'preload' : 'prefetch';
        expect(load()).toEqual(FONTS.map((href) => `${place} ${rel} font font/woff2 anonymous ${href}`));
        const order = (parent: HTMLElement) => Array.from(parent.children, (element) => element.tagName).join(' ');
        expect([order(document.head), order(document.body)]).toEqual(
          place === 'HEAD'
            ? ['STYLE LINK LINK SCRIPT TITLE', 'SCRIPT MAIN']
            : ['STYLE SCRIPT TITLE', 'LINK LINK SCRIPT MAIN'],
        );
        expect(rulesLeft()).toEqual(
          place === 'HEAD' ? ['@font-face', 'p {color: red;}', '@font-face'] : ['p {color: red;}'],
        );
      },
    );

    test.each([
      [undefined, 'preload'],
      [550, 'prefetch'],
    ])('with a round trip of %s ms, notes the files once every one it asked for has arrived', (rtt, rel) => {
      withRoundTrip(rtt);
      load();
      const links = Array.from(document.querySelectorAll('link'));
      expect(links.map((link) => link.rel)).toEqual([rel, rel]);
      links[0]?.dispatchEvent(new Event('load'));
      expect(localStorage.getItem(FONTS_FETCHED_KEY)).toBeNull();
      links[1]?.dispatchEvent(new Event('load'));
      expect(localStorage.getItem(FONTS_FETCHED_KEY)).toBe(FONTS.join(' '));
    });

    test('without scripts, a <noscript> for the <head> holds the same preloads the loader inserts', () => {
      // jsdom has no `as` property on links: the loader's lands as an expando, the parser's as an attribute.
      const summary = (link: HTMLLinkElement) =>
        ['rel', 'as', 'type', 'crossorigin', 'href']
          .map((name) => link.getAttribute(name) ?? (name === 'as' ? link.as : null))
          .join(' ');
      withRoundTrip(undefined);
      load();
      const inserted = Array.from(document.head.querySelectorAll('link'), summary);
      const markup = renderToStaticMarkup(<>{fontPreloadsWithoutScripts(FONTS)}</>);
      expect(markup).toMatch(/^<noscript>(<link [^>]*\/>){2}<\/noscript>$/);
      // Its links as the parser inserts them when scripting is off.
      const parsed = document.createElement('div');
      parsed.innerHTML = markup.replace(/<\/?noscript>/g, '');
      const links = Array.from(parsed.querySelectorAll('link'));
      expect(links.map(summary)).toEqual(inserted);
      expect(inserted).toEqual(FONTS.map((href) => `preload font font/woff2 anonymous ${href}`));
      for (const link of links)
        expect(link.getAttributeNames().sort()).toEqual(['as', 'crossorigin', 'href', 'rel', 'type']);
    });

    test('a font address that cannot be listed stops the build', () => {
      expect(() => fontPreloads(['/a b.woff2'], 'head')).toThrow(
        'The font preloads: the script address "/a b.woff2" cannot be listed',
      );
    });
  });

  const snippet = (id: string) => (
    <script
      key="plugin-google-tagmanager"
      dangerouslySetInnerHTML={{ __html: `(function(w,d,s,l,i){})(window,document,'script','dataLayer', '${id}');` }}
    />
  );

  test('the Tag Manager snippet becomes the registered one with the id in an attribute; the image script goes', () => {
    const image = <script key="gatsby-image-style-script" type="module" />;
    const html = renderToStaticMarkup(<>{rewriteHead([image, snippet('GTM-ABC123')])}</>);
    expect(html).toBe(`<script data-gtm-id="GTM-ABC123">${inlineScripts.tagManager}</script>`);
  });

  test('the registered Tag Manager snippet loads the container named by its attribute', () => {
    document.head.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute('data-gtm-id', 'GTM-ABC123');
    script.textContent = inlineScripts.tagManager;
    run(script);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect((window as unknown as { dataLayer: { event?: string }[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  test('a snippet without one container id stops the build', () => {
    expect(() => rewriteHead([snippet('nope')])).toThrow('container id');
  });
});

/**
 * What the rewrite relies on in the installed packages (their compiled code, as the build runs it): an
 * upgrade that changes how Gatsby or a plugin writes these scripts fails here, before a build does.
 * Each test names the assumption; a failure lists the lines of the package's code that are missing.
 * Registered in CONTRIBUTING.md ("Reaches into private state").
 */
describe('the installed Gatsby and plugins', () => {
  const code = (pkg: string, file: string) =>
    fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
  const missing = (text: string, lines: string[]) => lines.filter((line) => !text.includes(line));

  test("Gatsby's stats extractor still writes _gatsby-scripts-1.html as the chunk map script, the compilation hash script, then one <script async> per app file (gatsby-scripts-slice.ts rewrites exactly that, after it, in webpack's done hook)", () => {
    const extractor = code('gatsby', 'dist/utils/gatsby-webpack-stats-extractor.js');
    expect(
      missing(extractor, [
        'compiler.hooks.done.tapAsync(this.plugin.name',
        'const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`;',
        'id="gatsby-chunk-mapping"',
        'const hashSliceContents = `<script>window.___webpackCompilationHash="${stats.hash}";</script>`;',
        'assetSliceContents.push(`<script src="${this.publicPath}/${asset}" async></script>`);',
        '`_gatsby-scripts-1.html`), chunkSliceContents + hashSliceContents + assetSliceContents.join(``));',
      ]),
    ).toEqual([]);
  });

  test("Gatsby's static-entry still gives a page's inline scripts the ids gatsby-script-loader and gatsby-chunk-mapping and renders the scripts slice (page-scripts.tsx finds them by id)", () => {
    expect(
      missing(code('gatsby', 'cache-dir/static-entry.js'), [
        'id={`gatsby-script-loader`}',
        'id={`gatsby-chunk-mapping`}',
        'window.pagePath=${JSON.stringify(',
        'sliceId: `_gatsby-scripts`,',
      ]),
    ).toEqual([]);
  });

  test("the Tag Manager plugin's snippet and the image plugin's script keep the keys page-scripts.tsx replaces and drops, and the snippet names its container id in quotes", () => {
    expect(
      missing(code('gatsby-plugin-google-tagmanager', 'gatsby-ssr.js'), [
        'key: "plugin-google-tagmanager",',
        "})(window,document,'script','${dataLayerName}', '${id}');`;",
      ]),
    ).toEqual([]);
    expect(missing(code('gatsby-plugin-image', 'gatsby-ssr.js'), ['key: "gatsby-image-style-script",'])).toEqual([]);
  });
});

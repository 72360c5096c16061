/**
 * A page's scripts: Gatsby's runtime is left out of every production page (its page script and its scripts slice,
 * found by their exact shapes), and every inline script left has a registered constant body: the fonts' loader, and
 * the Tag Manager snippet with its container id in an attribute.
 */
import { createElement } from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  dropRuntimeFromBody,
  fontPreloads,
  fontPreloadsWithoutScripts,
  GATSBY_RUNTIME,
  rewriteHead,
} from '../../../src/gatsby-hooks/csp/page-scripts';
import {
  FONTS_FETCHED_KEY,
  FONT_WAIT_MAX_RTT_MS,
  inlineScripts,
} from '../../../src/gatsby-hooks/csp/inline-script-registry.cjs';

/** Gatsby's page script, as cache-dir/static-entry.js renders it. */
const pageScript = (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/";/*]]>*/' }}
  />
);
/** Gatsby's scripts slice: its ServerSliceRenderer element (a function component, no key). */
const scriptsSlice = createElement(
  function ServerSliceRenderer() {
    return null;
  },
  { sliceId: '_gatsby-scripts' },
);
/** The page's behaviours script (gatsby-ssr.tsx). */
const behaviours = (
  <script key="page-behaviours" data-vitals="/vitals-1.js" dangerouslySetInnerHTML={{ __html: 'x' }} />
);

/** Runs `script` as the browser runs an inline script, with `document.currentScript` set. */
function run(script: Element): void {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(script.textContent ?? '')();
}

describe('Gatsby’s runtime', () => {
  test('its page script and scripts slice leave the page’s body; the rest stays in order', () => {
    expect(dropRuntimeFromBody([pageScript, behaviours, scriptsSlice])).toEqual([behaviours]);
  });

  test.each([
    ['without its page script', [behaviours, scriptsSlice], 0, 1],
    ['without its scripts slice', [pageScript, behaviours], 1, 0],
    ['with two scripts slices', [pageScript, scriptsSlice, scriptsSlice], 1, 2],
  ])('a body %s stops the build: Gatsby’s output changed', (_, body, pageScripts, slices) => {
    expect(() => dropRuntimeFromBody(body)).toThrow(
      `its page script (id gatsby-script-loader) ${pageScripts} times and its scripts slice (_gatsby-scripts) ${slices} times`,
    );
  });

  test('a script file left in the body stops the build', () => {
    expect(() => dropRuntimeFromBody([pageScript, scriptsSlice, <script key="x" src="/app-1.js" async />])).toThrow(
      "A page's body loads a script file: /app-1.js",
    );
  });

  test('the head loses the script preloads Gatsby adds for magic comments, only when the runtime is left out', () => {
    const preload = <link key="a" as="script" rel="preload" href="/chunk-1.js" />;
    const style = <link key="b" as="style" rel="prefetch" href="/styles-1.css" />;
    expect(rewriteHead([preload, style], { dropRuntime: true })).toEqual([style]);
    expect(rewriteHead([preload, style])).toEqual([preload, style]);
  });
});

describe('page components', () => {
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
        'The font preloads: the address "/a b.woff2" cannot be listed',
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
 * What the page's scripts rely on in the installed packages (their compiled code, as the build runs it): an
 * upgrade that changes how Gatsby or a plugin writes these scripts fails here, before a build does.
 * Each test names the assumption; a failure lists the lines of the package's code that are missing.
 * Registered in CONTRIBUTING.md ("Reaches into private state").
 */
describe('the installed Gatsby and plugins', () => {
  const code = (pkg: string, file: string) =>
    fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');
  const missing = (text: string, lines: string[]) => lines.filter((line) => !text.includes(line));

  test("Gatsby's static-entry adds its runtime to a page's body only as its page script and its scripts slice, both before onPreRenderHTML, and always with slices on (page-scripts.tsx removes exactly those)", () => {
    const entry = code('gatsby', 'cache-dir/static-entry.js');
    const lines = [
      'postBodyComponents.push(\n      <script\n        key={`script-loader`}\n        id={`gatsby-script-loader`}',
      'if (process.env.GATSBY_SLICES) {\n      postBodyComponents.push(\n        createElement(ServerSliceRenderer, {\n          sliceId: `_gatsby-scripts`,',
      'headComponents.push(\n          <link\n            as="script"\n            rel={script.rel}',
      'apiRunner(`onPreRenderHTML`, {',
    ].map((line) => line.replaceAll('\\n', '\n'));
    expect(missing(entry, lines)).toEqual([]);
    const at = lines.map((line) => entry.indexOf(line));
    expect(Math.max(...at.slice(0, 3))).toBeLessThan(at[3] ?? -1);
    expect(GATSBY_RUNTIME).toEqual({ pageScriptId: 'gatsby-script-loader', scriptsSliceId: '_gatsby-scripts' });
    // Gatsby 5 sets slices on in every build: the other branch (chunk map and <script src> tags in the page) never runs.
    expect(
      missing(code('gatsby', 'dist/bootstrap/load-config/index.js'), ['process.env.GATSBY_SLICES = `true`;']),
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

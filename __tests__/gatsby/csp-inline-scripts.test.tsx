/**
 * Gatsby's per-page and per-build inline scripts, and the Tag Manager snippet, become data
 * plus registered constant loaders that set the same globals.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { rewriteBody, rewriteHead } from '../../src/gatsby/csp-inline-scripts';
import { rewriteScriptsSlice, scriptJson } from '../../src/gatsby/csp-scripts-slice';
import { inlineScripts } from '../../src/gatsby/inline-scripts.cjs';

/** The scripts slice exactly as gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it. */
const chunkMap = JSON.stringify({ app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/c-2.js'] });
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(chunkMap)};
          </script>
        <script>window.___webpackCompilationHash="abc123";</script><script src="/app-1.js" async></script>`;

const pageScript = (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/</script>x";/*]]>*/' }}
  />
);

/** Puts `html` in the document and runs its inline scripts in order, as the browser does. */
function runInDocument(html: string): void {
  document.body.innerHTML = html;
  document.querySelectorAll('script:not([src]):not([type])').forEach((script) => {
    new Function(script.textContent ?? '')();
  });
}

afterEach(() => {
  for (const key of ['pagePath', '___chunkMapping', '___webpackCompilationHash']) {
    Reflect.deleteProperty(window, key);
  }
});

describe('the scripts slice', () => {
  test('keeps the app scripts after one JSON block and the registered loader', () => {
    const html = rewriteScriptsSlice(SLICE);
    expect(html.indexOf(`<script>${inlineScripts.gatsbyGlobals}</script>`)).toBeLessThan(
      html.indexOf('src="/app-1.js"'),
    );
    expect(html).not.toContain('window.___');
    expect(rewriteScriptsSlice(html)).toBe(html);
  });

  test('its loader sets the globals that Gatsby’s scripts set, with the page’s own', () => {
    const body = renderToStaticMarkup(<>{rewriteBody([pageScript])}</>);
    runInDocument(body + rewriteScriptsSlice(SLICE));
    expect(window).toMatchObject({
      pagePath: '/</script>x',
      ___chunkMapping: chunkMap,
      ___webpackCompilationHash: 'abc123',
    });
  });

  test('a slice Gatsby writes differently stops the build with the file named', () => {
    expect(() => rewriteScriptsSlice('<script src="/app.js" async></script>')).toThrow('_gatsby-scripts-1.html');
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

  test('without slices, the loader follows the data in the page', () => {
    const mapping = (
      <script
        key="c"
        id="gatsby-chunk-mapping"
        dangerouslySetInnerHTML={{ __html: 'window.___chunkMapping={"app":[]};' }}
      />
    );
    runInDocument(renderToStaticMarkup(<>{rewriteBody([pageScript, mapping])}</>));
    expect(window).toMatchObject({ pagePath: '/</script>x', ___chunkMapping: { app: [] } });
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
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(inlineScripts.tagManager)();
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

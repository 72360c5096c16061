import fs from 'node:fs';
import path from 'node:path';
import { hydrationPreloads, isPageData, readPageChunks } from '../src/gatsby-hooks/bundle/preloads';
import { FONT_PRELOADS_ATTRIBUTE, inlineScripts } from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import { builtPages, publicDir, readPublic } from './support/public';

/** Every script the browser may load: the chunks webpack wrote at the root of public/. */
const browserChunks = fs.readdirSync(publicDir).filter((file) => file.endsWith('.js'));

describe('what the production build sends', () => {
  it('has pages and chunks to check', () => {
    expect(builtPages()).toEqual(expect.arrayContaining(['index.html', '404.html', 'frammento.html']));
    expect(browserChunks.length).toBeGreaterThan(3);
  });

  it.each(builtPages())('%s keeps every <style> element in <head>', (page) => {
    const html = readPublic(page);
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toMatch(/<style[\s>]/);
    // Emotion's extracted critical CSS is in the head, named so the browser cache adopts it.
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(/<style data-emotion="css [\w\s-]+">/);
  });

  it("kept webpack's filesystem cache for the browser bundle only: Gatsby applied webpack.ts's `cache: false` to the HTML renderer", () => {
    const webpackCache = path.resolve(__dirname, '../.cache/webpack');
    const stages = fs.readdirSync(webpackCache).filter((entry) => entry.startsWith('stage-'));
    expect(stages).toEqual(['stage-build-javascript']);
  });

  it('ships no react-dom/server in any browser chunk', () => {
    const offenders = browserChunks.filter((file) => {
      const code = fs.readFileSync(path.join(publicDir, file), 'utf8');
      // Names react-dom/server's production build keeps after minification.
      return /renderToStaticMarkup|renderToString|ReactDOMServer|react-dom-server/.test(code);
    });
    expect(offenders).toEqual([]);
  });

  it.each(builtPages())(
    '%s preloads the fonts its CSS declares, all small woff2 subsets, through its loader in <head> and again at the start of <body>, and without scripts from a <noscript> in <head>',
    (page) => {
      const html = readPublic(page);
      const head = html.slice(0, html.indexOf('</head>'));
      const loaders = [
        ...html.matchAll(new RegExp(`<script ${FONT_PRELOADS_ATTRIBUTE}="([^"]*)">([^<]*)</script>`, 'g')),
      ];
      expect(loaders.map((m) => m[2])).toEqual([inlineScripts.fontPreloads, inlineScripts.fontPreloads]);
      expect(loaders[0]?.index).toBeLessThan(head.length);
      // After the <style> with the @font-face rules, which it removes when the fonts cannot make the first paint.
      expect(html.indexOf('<style')).toBeLessThan(html.indexOf('@font-face{'));
      expect(html.lastIndexOf('@font-face{')).toBeLessThan(loaders[0]?.index ?? 0);
      expect(html.slice(html.indexOf('<body'))).toMatch(new RegExp(`^<body><script ${FONT_PRELOADS_ATTRIBUTE}=`));
      const preloaded = (loaders[0]?.[1] ?? '').split(' ');
      expect(loaders[1]?.[1]).toBe(loaders[0]?.[1]);
      // No preload the parser inserts when scripts run: only the loader decides whether the first
      // paint waits. Without scripts, the <head>'s <noscript> preloads the same files, right after it.
      const noscripts = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)];
      expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link\b[^>]*\bas="font"/);
      const fontNoscripts = noscripts.filter((m) => /\bas="font"/.test(m[1] ?? ''));
      expect(fontNoscripts).toHaveLength(1);
      expect(fontNoscripts[0]?.index).toBe((loaders[0]?.index ?? 0) + (loaders[0]?.[0].length ?? 0));
      expect(fontNoscripts[0]?.[1]).toBe(
        preloaded
          .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`)
          .join(''),
      );
      const declared = [...html.matchAll(/@font-face\{[^}]*src:url\(([^)]+)\)/g)].map((m) => m[1] ?? '');
      expect(preloaded.length).toBe(3);
      expect([...preloaded].sort()).toEqual([...declared].sort());
      expect(html).toMatch(/@font-face\{font-display:optional;/);
      for (const href of preloaded) {
        expect(fs.statSync(path.join(publicDir, href)).size).toBeLessThan(20 * 1024);
      }
    },
  );

  it('carries the widths of the theme as values, where they are used, not as an object (src/gatsby-hooks/bundle/inline-tokens.cjs)', () => {
    const stats = JSON.parse(readPublic('webpack.stats.json')) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const scripts = new Set(
      Object.values(stats.namedChunkGroups)
        .flatMap((group) => group.assets.map((asset) => asset.name))
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.size).toBeGreaterThan(3);
    // Two of the widths' names: either would mean the object, or a read of it, was shipped.
    expect([...scripts].filter((file) => /heroTitle|footerText/.test(readPublic(file)))).toEqual([]);
  });

  it("keeps the Core Web Vitals code (src/vitals/, web-vitals) out of every page's first-load scripts, in a chunk of its own", () => {
    // What the pages load first, as the hydration preloads read it: webpack's runtime, React, Gatsby's app, each page's component.
    const chunks = readPageChunks(publicDir);
    const firstLoad = new Set([...(chunks?.app ?? []), ...Object.values(chunks?.pages ?? {}).flat()]);
    expect(firstLoad.size).toBeGreaterThan(3);
    // A key of the payload, and a name of web-vitals' attribution build that minification keeps.
    const carriesVitals = (file: string) => /vitals_metric|interactionTarget/.test(readPublic(file));
    expect([...firstLoad].filter(carriesVitals)).toEqual([]);
    expect(browserChunks.filter((file) => !firstLoad.has(file) && carriesVitals(file)).length).toBeGreaterThan(0);
  });

  it('leaves out the framework code no page runs (src/gatsby-hooks/bundle/webpack.ts): Partytown, gatsby-script, Slices, hoist-non-react-statics and react-is', () => {
    const chunks = readPageChunks(publicDir);
    const firstLoad = [...new Set([...(chunks?.app ?? []), ...Object.values(chunks?.pages ?? {}).flat()])];
    // Each chunk's modules, as its source map names them.
    const modules = firstLoad.flatMap((file) => {
      const map = JSON.parse(readPublic(`${file}.map`)) as { sources: string[] };
      return map.sources;
    });
    expect(modules.some((source) => source.includes('.cache/production-app.js'))).toBe(true);
    expect(modules.some((source) => source.includes('@emotion/react'))).toBe(true);
    const unused =
      /node_modules\/(?:gatsby-script|@builder\.io\/partytown|hoist-non-react-statics|react-is)\/|internal-plugins\/partytown\/|\.cache\/slice\.js$/;
    expect(modules.filter((source) => unused.test(source))).toEqual([]);
  });

  it.each(['/', '/frammento', '/404.html'])(
    "%s: Gatsby's webpack.stats.json still names the `app` group and the page component's group, and its page data is where bundle/preloads.ts preloads it from",
    (pagePath) => {
      const chunks = readPageChunks(publicDir);
      // The app group: webpack's runtime, React, Gatsby's app (each `<name>-<hash>.js`).
      expect(chunks?.app.map((name) => name.replace(/-[0-9a-f]+\.js$/, ''))).toEqual([
        'webpack-runtime',
        'framework',
        'app',
      ]);
      if (!chunks) return;
      // Where preloads.ts says the page's data is (the first JSON it preloads), then the data itself.
      const probe = hydrationPreloads(chunks, pagePath, { componentChunkName: '', staticQueryHashes: [] });
      const dataFile = probe.find((preload) => preload.as === 'fetch')?.href ?? '';
      expect(fs.existsSync(path.join(publicDir, dataFile))).toBe(true);
      const pageData: unknown = JSON.parse(readPublic(dataFile));
      expect(isPageData(pageData)).toBe(true);
      if (!isPageData(pageData)) return;
      const own = chunks.pages[pageData.componentChunkName] ?? [];
      expect(own.some((name) => name.startsWith(pageData.componentChunkName))).toBe(true);
      const missing = hydrationPreloads(chunks, pagePath, pageData).filter(
        ({ href }) => !fs.existsSync(path.join(publicDir, href)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('offers every photo as AVIF and WebP, sized for several widths, without an image runtime', () => {
    const html = readPublic('index.html');
    const pictures = html.match(/<picture[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) {
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w,[^"]+"/);
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+"/);
      expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"/);
    }
    expect(html).not.toMatch(/data-gatsby-image|data-main-image|gatsby-image-wrapper/);
  });
});

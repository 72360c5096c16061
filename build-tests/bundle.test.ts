import fs from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from '../tools/bench-reference.cjs';
import { behavioursScriptBody, vitalsScript } from '../src/behaviours/behaviours-script.cjs';
import { FONT_PRELOADS_ATTRIBUTE, inlineScripts } from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import { executableInlineScripts } from './support/csp';
import { builtPages, publicDir, readPublic } from './support/public';

/** The most first-load JavaScript a visitor page may carry, compressed (issue 64; docs/performance.md). */
const FIRST_LOAD_BUDGET = 8 * 1024;

describe('what the production build sends', () => {
  it('has pages to check', () => {
    expect(builtPages()).toEqual(expect.arrayContaining(['index.html', '404.html', 'frammento.html']));
  });

  it.each(builtPages())(
    '%s carries no framework: no script file, no Gatsby runtime or page data, only its own inline scripts, under the first-load budget',
    (page) => {
      const html = readPublic(page);
      expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
      expect(html).not.toMatch(/<link\b[^>]*\b(?:as="(?:script|fetch)"|rel="modulepreload")/);
      expect(html).not.toMatch(/\/(?:app|webpack-runtime|framework|commons)-[0-9a-f]+\.js|page-data|app-data/);
      expect(html).not.toMatch(/___chunkMapping|window\.pagePath|slice-start|__reactProps|data-gatsby-globals/);
      // The bench's own reading (tools/bench-reference.cjs), so the test and `npm run bench` hold one figure.
      const firstLoad = firstLoadScripts(publicDir, page === 'index.html' ? '/' : `/${page.replace(/\.html$/, '')}`);
      expect(firstLoad.files).toEqual([]);
      expect(firstLoad.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      // The page's own behaviours: no React, no Emotion runtime in them.
      expect(behavioursScriptBody()).not.toMatch(/React|__react|emotion|hydrat/i);
    },
  );

  it("keeps the Core Web Vitals code (src/vitals/, web-vitals) out of every page's first load, in a file of its own that the behaviours script names", () => {
    const { file, text } = vitalsScript();
    expect(readPublic(file)).toBe(text);
    // A key of the payload, and a name of web-vitals' attribution build that minification keeps.
    const carriesVitals = (code: string) => /vitals_metric|interactionTarget/.test(code);
    expect(carriesVitals(text)).toBe(true);
    for (const page of builtPages()) {
      const html = readPublic(page);
      expect([page, html.includes(`data-vitals="/${file}"`)]).toEqual([page, true]);
      expect([page, executableInlineScripts(html).filter(({ body }) => carriesVitals(body))]).toEqual([page, []]);
    }
  });

  it.each(builtPages())('%s keeps every <style> element in <head>', (page) => {
    const html = readPublic(page);
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toMatch(/<style[\s>]/);
    // Emotion's extracted CSS is in the head, static: nothing in the browser adds to it.
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(/<style data-emotion="css [\w\s-]+">/);
  });

  it("kept webpack's filesystem cache for the browser bundle only: Gatsby applied webpack.ts's `cache: false` to the HTML renderer", () => {
    const webpackCache = path.resolve(__dirname, '../.cache/webpack');
    const stages = fs.readdirSync(webpackCache).filter((entry) => entry.startsWith('stage-'));
    expect(stages).toEqual(['stage-build-javascript']);
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

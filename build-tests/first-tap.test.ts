import fs from 'node:fs';
import path from 'node:path';
import { chatScriptBody } from '../src/chat/chat-script.cjs';
import {
  APP_SCRIPTS_ATTRIBUTE,
  FONT_PRELOADS_ATTRIBUTE,
  PRELOAD_APP_SCRIPTS_ATTRIBUTE,
  PRELOAD_SCRIPTS_ATTRIBUTE,
  inlineScripts as registered,
} from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import { executableInlineScripts } from './support/csp';
import { builtPages, publicDir, readPublic } from './support/public';

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1] ?? '',
    body: m[2] ?? '',
  }));

describe('the first-tap script', () => {
  it.each(builtPages())('%s runs it once, inline in <head>, before any other script', (page) => {
    const html = readPublic(page);
    const body = chatScriptBody();
    expect(inlineScripts(html).filter((script) => script.body === body)).toHaveLength(1);
    expect(head(html).indexOf(`>${body}</script>`)).toBeGreaterThan(0);
    expect(executableInlineScripts(html)[0]?.body).toBe(body);
  });

  it.each(builtPages())('%s has no inline event-handler attribute and every chat link carries its type', (page) => {
    const html = readPublic(page);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    const chatLinks = [...html.matchAll(/<a [^>]*href="https:\/\/wa\.me\/[^>]*>/g)].map((m) => m[0]);
    expect(chatLinks.length).toBeGreaterThan(0);
    for (const link of chatLinks) expect(link).toMatch(/ data-chat-type="[a-z0-9_-]+"/);
  });
});

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
const stats = JSON.parse(readPublic('webpack.stats.json')) as Stats;
const jsOf = (group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

/** The page-data file Gatsby's loader fetches for each page, by built HTML file. */
const PAGES = [
  ['index.html', 'page-data/index/page-data.json'],
  ['frammento.html', 'page-data/frammento/page-data.json'],
  ['404.html', 'page-data/404.html/page-data.json'],
] as const;

describe.each(PAGES)('%s lets the browser fetch what hydration needs, from the start', (page, pageDataFile) => {
  const html = readPublic(page);
  const links = [...head(html).matchAll(/<link rel="preload" href="([^"]+)" as="(fetch)"([^>]*)\/>/g)];
  // The page's chunks are preloaded by the registered loader, which lists them in an attribute.
  // It follows the fonts' loader at the start of the <body>, before the page's content (gatsby-ssr.tsx).
  const loader = new RegExp(
    `<body><script ${FONT_PRELOADS_ATTRIBUTE}="[^"]*">[^<]*</script><script ${PRELOAD_SCRIPTS_ATTRIBUTE}="([^"]*)" ${PRELOAD_APP_SCRIPTS_ATTRIBUTE}="([^"]*)">([^<]*)</script><div id="___gatsby">`,
  ).exec(html);
  const chunks = (loader?.[1] ?? '').split(' ');
  const preloaded = (as: string) => (as === 'script' ? chunks : links.map((m) => m[1] ?? ''));
  const pageData = JSON.parse(readPublic(pageDataFile)) as { componentChunkName: string; staticQueryHashes: string[] };

  it('preloads every chunk of its component that the app chunks do not include', () => {
    const app = jsOf('app');
    const expected = jsOf(pageData.componentChunkName)
      .filter((name) => !app.includes(name))
      .map((name) => `/${name}`);
    expect(expected.some((href) => href.includes(pageData.componentChunkName))).toBe(true);
    expect(loader?.[3]).toBe(registered.scriptPreloads);
    expect(preloaded('script')).toEqual(expected);
  });

  it('preloads, from the start of the body and at low priority, the app scripts that the loader at its end inserts', () => {
    // Where Gatsby's parser-inserted <script async> tags were found by the preload scanner with
    // the HTML's first bytes; the loader at the end of <body> would start them only after parsing.
    const inserted = new RegExp(`<script ${APP_SCRIPTS_ATTRIBUTE}="([^"]*)">`).exec(html)?.[1]?.split(' ') ?? [];
    expect(inserted.length).toBeGreaterThan(2);
    expect((loader?.[2] ?? '').split(' ')).toEqual(inserted);
    expect(registered.scriptPreloads).toContain('setAttribute("fetchpriority","low")');
  });

  it('preloads its page data, the app data and its static queries as the loader fetches them', () => {
    const json = [
      `/${pageDataFile}`,
      '/page-data/app-data.json',
      ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
    ];
    expect(preloaded('fetch')).toEqual(json);
    for (const match of links) expect(match[3]).toBe(' crossorigin="anonymous"');
  });

  it('points every preload at a file of the build', () => {
    const hrefs = [...preloaded('script'), ...preloaded('fetch')];
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(fs.existsSync(path.join(publicDir, href))).toBe(true);
  });
});

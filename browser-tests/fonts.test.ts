/**
 * The brand's fonts and the first paint (src/gatsby-hooks/csp/inline-script-registry.cjs, `fontPreloads`).
 * Chromium holds the first paint back until a font preloaded from the <head> arrives, for at
 * most 100 ms after the <body> starts. On a fast connection that wait draws the first view in
 * the brand's fonts. On a phone's round trip a font this browser has not fetched yet cannot
 * arrive inside it: that view is drawn in the fallback fonts, as it was after the wait ran out,
 * and `font-display: optional` never swaps them in later, so the page drops its @font-face rules
 * (no work for fonts it will not use) and prefetches the files; the next full load, from the
 * cache, preloads them again and is drawn in them. A visitor without scripts gets the <head>'s
 * preloads from a <noscript>.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { FONTS_FETCHED_KEY, FONT_WAIT_MAX_RTT_MS } from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import { PHONE } from '../tools/phone-profile.cjs';
import { BASE_URL, openBrowser } from './support/browser';
import { frammento } from './support/content';
import { NGINX_PORT, PUBLIC_DIR, nginxDuringTests } from './support/nginx';

const PAGES = ['/', `/${frammento.slug}`];

let context: BrowserContext;
afterEach(async () => {
  await context.close();
});

/** The font links (preloads, prefetches) and where each stands, by its file. */
const fontLinks = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[as="font"]'), (link) => ({
      href: link.getAttribute('href') ?? '',
      rel: link.getAttribute('rel'),
      in: link.parentElement?.tagName.toLowerCase(),
    })),
  );

/** How many @font-face rules the page's stylesheets hold. */
const fontFaceRules = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).filter((rule) => rule instanceof CSSFontFaceRule),
      ).length,
  );

/**
 * Emulates a connection with this round trip and no bandwidth limit. Chromium gives pages the
 * emulated round trip as its estimate (navigator.connection.rtt), which the fonts' loader reads.
 */
async function emulateRoundTrip(cdp: CDPSession, latency: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The page's estimate of the round trip, in ms. */
const roundTrip = (page: Page) =>
  page.evaluate(() => (navigator as Navigator & { connection?: { rtt: number } }).connection?.rtt);

/** The fonts Chromium drew the element's text with: family, and whether it is a web font. */
async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

describe.each(PAGES)('%s', (route) => {
  test('on a fast connection, the fonts are preloaded from the <head>, once each, so the first paint waits for them', async () => {
    context = await openBrowser({ width: 390, height: 844 });
    const page = await context.newPage();
    // A fast connection's round trip, stated rather than left to the browser's estimate.
    await emulateRoundTrip(await context.newCDPSession(page), 0);
    await page.goto(BASE_URL + route, { waitUntil: 'load' });
    expect(await roundTrip(page)).toBeLessThan(FONT_WAIT_MAX_RTT_MS);
    const preloads = await fontLinks(page);
    expect(preloads.map((preload) => `${preload.rel} ${preload.in}`)).toEqual(Array(3).fill('preload head'));
    expect(new Set(preloads.map((preload) => preload.href)).size).toBe(3);
    expect(await fontFaceRules(page)).toBe(3);
  });

  test('without scripts, the <head>’s <noscript> preloads the fonts, once each, so the first paint waits for them as with the loader', async () => {
    context = await openBrowser({ width: 390, height: 844, javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(BASE_URL + route, { waitUntil: 'load' });
    const preloads = await fontLinks(page);
    expect(preloads.map((preload) => preload.in)).toEqual(['noscript', 'noscript', 'noscript']);
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('link[as="font"]'), (link) => link.parentElement?.parentElement?.tagName),
      ),
    ).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect([...requested].sort()).toEqual(preloads.map((preload) => new URL(preload.href, BASE_URL).pathname).sort());
  });

  test('on a phone’s round trip, the first paint does not wait: the @font-face rules are gone, the first view is drawn in the fallback fonts, the fonts are prefetched from the start of the <body> for the next page, and nothing swaps when they arrive', async () => {
    expect(PHONE.latencyMs).toBeGreaterThanOrEqual(FONT_WAIT_MAX_RTT_MS);
    context = await openBrowser({ width: 390, height: 844 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The phone profile's round trip, without its bandwidth and CPU limits (the order of events
    // below is held by the test, not by speed).
    await emulateRoundTrip(cdp, PHONE.latencyMs);
    // The fonts are held until the first paint is on screen.
    let release = () => {};
    const painted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    await page.route('**/*.woff2', async (font) => {
      held.push(new URL(font.request().url()).pathname);
      await painted;
      await font.continue();
    });
    await page.goto(BASE_URL + route, { waitUntil: 'domcontentloaded' });
    expect(await roundTrip(page)).toBeGreaterThanOrEqual(FONT_WAIT_MAX_RTT_MS);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await fontFaceRules(page)).toBe(0);
    const links = await fontLinks(page);
    expect(links.map((link) => `${link.rel} ${link.in}`)).toEqual(Array(3).fill('prefetch body'));
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const firstView = { heading: await drawnWith(cdp, 'h1'), text: await drawnWith(cdp, 'main p') };
    for (const fonts of Object.values(firstView)) {
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => font.endsWith('(web font)'))).toEqual([]);
    }
    release();
    // Every font arrives and is noted for the next page, and this one draws with what it drew first.
    await page.waitForFunction(([key, files]) => localStorage.getItem(key) === files, [
      FONTS_FETCHED_KEY,
      links.map((link) => link.href).join(' '),
    ] as const);
    expect([...held].sort()).toEqual(links.map((link) => new URL(link.href, BASE_URL).pathname).sort());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect({ heading: await drawnWith(cdp, 'h1'), text: await drawnWith(cdp, 'main p') }).toEqual(firstView);
  });
});

describe('served as production serves it (deploy/nginx.conf), with the browser’s HTTP cache', () => {
  const server = nginxDuringTests(PUBLIC_DIR, NGINX_PORT);

  test.each(PAGES)(
    'on a phone’s round trip, the next full load of %s is drawn in the brand’s fonts, from the cache',
    async (route) => {
      context = await openBrowser({ width: 390, height: 844, httpCache: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await emulateRoundTrip(cdp, PHONE.latencyMs);
      await page.goto(server.url + route, { waitUntil: 'load' });
      expect(await roundTrip(page)).toBeGreaterThanOrEqual(FONT_WAIT_MAX_RTT_MS);
      expect((await fontLinks(page)).map((link) => link.rel)).toEqual(Array(3).fill('prefetch'));
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, FONTS_FETCHED_KEY);
      // A new document: a link followed, or the visitor coming back.
      await page.goto(server.url + route, { waitUntil: 'load' });
      expect(await roundTrip(page)).toBeGreaterThanOrEqual(FONT_WAIT_MAX_RTT_MS);
      expect((await fontLinks(page)).map((link) => `${link.rel} ${link.in}`)).toEqual(Array(3).fill('preload head'));
      expect(await fontFaceRules(page)).toBe(3);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      expect(await drawnWith(cdp, 'h1')).toEqual([expect.stringMatching(/^Fraunces\b.* \(web font\)$/)]);
      expect(await drawnWith(cdp, 'main p')).toEqual([expect.stringMatching(/^Inter\b.* \(web font\)$/)]);
    },
  );
});

/**
 * The brand's fonts and the first paint (src/build/csp/inline-scripts.cjs, `fontPreloads`).
 * Chromium holds the first paint back until a font preloaded from the <head> arrives, for at
 * most 100 ms after the <body> starts. On a fast connection that wait draws the first view in
 * the brand's fonts; on a phone's round trip no font can arrive inside it, so the fonts are
 * preloaded from the start of the <body>, and the first view keeps the fallback fonts, as it
 * did after the wait ran out: `font-display: optional` never swaps them in, so nothing flashes.
 * A visitor without scripts gets the <head>'s preloads from a <noscript>.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { FONT_WAIT_MAX_RTT_MS } from '../src/build/csp/inline-scripts.cjs';
import { PHONE } from '../tools/phone-profile.cjs';
import { BASE_URL, openBrowser } from './support/browser';
import { frammento } from './support/content';

const PAGES = ['/', `/${frammento.slug}`];

let context: BrowserContext;
afterEach(async () => {
  await context.close();
});

/** Where each font preload stands, by its file. */
const fontPreloads = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="preload"][as="font"]'), (link) => ({
      href: link.getAttribute('href') ?? '',
      in: link.parentElement?.tagName.toLowerCase(),
    })),
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
    const preloads = await fontPreloads(page);
    expect(preloads.map((preload) => preload.in)).toEqual(['head', 'head', 'head']);
    expect(new Set(preloads.map((preload) => preload.href)).size).toBe(3);
  });

  test('without scripts, the <head>’s <noscript> preloads the fonts, once each, so the first paint waits for them as with the loader', async () => {
    context = await openBrowser({ width: 390, height: 844, javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(BASE_URL + route, { waitUntil: 'load' });
    const preloads = await fontPreloads(page);
    expect(preloads.map((preload) => preload.in)).toEqual(['noscript', 'noscript', 'noscript']);
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('link[as="font"]'), (link) => link.parentElement?.parentElement?.tagName),
      ),
    ).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect([...requested].sort()).toEqual(preloads.map((preload) => new URL(preload.href, BASE_URL).pathname).sort());
  });

  test('on a phone’s round trip, the first paint does not wait: the fonts are preloaded from the start of the <body>, the first view keeps the fallback fonts, and nothing swaps when they arrive', async () => {
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
    expect(
      await page.evaluate(() => (navigator as Navigator & { connection?: { rtt: number } }).connection?.rtt),
    ).toBeGreaterThanOrEqual(FONT_WAIT_MAX_RTT_MS);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const preloads = await fontPreloads(page);
    expect(preloads.map((preload) => preload.in)).toEqual(['body', 'body', 'body']);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const firstView = { heading: await drawnWith(cdp, 'h1'), text: await drawnWith(cdp, 'main p') };
    for (const fonts of Object.values(firstView)) {
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => font.endsWith('(web font)'))).toEqual([]);
    }
    release();
    // Every font arrives, and the page draws with what it drew first.
    await page.waitForFunction(
      (count) => [...document.fonts].filter((face) => face.status === 'loaded').length >= count,
      preloads.length,
    );
    expect([...held].sort()).toEqual(preloads.map((preload) => new URL(preload.href, BASE_URL).pathname).sort());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect({ heading: await drawnWith(cdp, 'h1'), text: await drawnWith(cdp, 'main p') }).toEqual(firstView);
  });
});

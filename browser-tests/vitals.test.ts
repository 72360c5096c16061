/**
 * Core Web Vitals from a visitor's phone, in Chromium: each page is served by the shipped nginx
 * config over TLS and HTTP/2 (so with the site's Content-Security-Policy) and loaded under the
 * phone profile; the visitor changes a tab, taps a chat link, then leaves (the page is hidden).
 * Every metric is pushed once to the dataLayer as a `web_vitals` event with its attribution keys,
 * the measuring code arrives in a file of its own after the first paint and the load,
 * and the policy lets it load (src/vitals/; docs/performance.md, "Field data").
 */
import type { BrowserContext, Page } from 'playwright-core';
import { throttle } from '../tools/phone-profile.cjs';
import { VITALS_EVENT, VITALS_KEYS } from '../src/vitals/vitals-payload';
import { openPhone } from './support/browser';
import { countedMetrics } from './support/speed-exploration';
import { firstInputHandled } from './support/interaction';
import { until } from './support/until';
import { frammento } from './support/content';
import { PUBLIC_DIR, nginxDuringTests } from './support/nginx';
import { workerPort } from './support/server';
import { deadlines, scaled } from '../tools/deadlines.cjs';

/** Past the ports nginx.ts takes (1 and 2 of the worker's block). */
const TLS_PORT = workerPort(3);
const server = nginxDuringTests(PUBLIC_DIR, TLS_PORT, { tls: true });

type Pushed = Record<string, string | number | undefined> & { event?: string };
type Seen = { pushes: { event: string | undefined; at: number }[]; problems: string[] };

/** A fresh phone (openPhone) on which every push is timed and CSP violations and errors are kept. */
async function phone(): Promise<BrowserContext> {
  const context = await openPhone();
  await context.addInitScript(() => {
    const seen: Seen = { pushes: [], problems: [] };
    (window as unknown as { __seen: Seen }).__seen = seen;
    const layer: unknown[] = [];
    layer.push = function (...items: unknown[]) {
      for (const item of items)
        seen.pushes.push({ event: (item as { event?: string } | null)?.event, at: performance.now() });
      return Array.prototype.push.apply(this, items);
    };
    window.dataLayer = layer;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.problems.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
    window.addEventListener('error', (event) => seen.problems.push(`uncaught: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => seen.problems.push(`unhandled: ${String(event.reason)}`));
  });
  return context;
}

const vitals = (page: Page): Promise<Pushed[]> =>
  page.evaluate(
    (event) => ((window.dataLayer ?? []) as Pushed[]).filter((entry) => entry?.event === event),
    VITALS_EVENT,
  );

/** Waits until the metric `name` has been pushed (the measuring code is registered once TTFB is). */
const pushedMetric = (page: Page, name: string) =>
  until(`${name} pushed`, async () => (await vitals(page)).map((entry) => entry[VITALS_KEYS.metric]), {
    done: (names) => names.includes(name),
    timeoutMs: scaled(60_000),
  });

/** Waits until web-vitals' INP has been handed the visitor's first tap (support/interaction.ts). */
const interactionSeen = (page: Page) =>
  until('the first tap handed to INP (the first input, then an idle moment)', () => page.evaluate(firstInputHandled), {
    timeoutMs: scaled(30_000),
  });

/** The page goes to the background, as when the visitor switches to WhatsApp: the library reports what waits for it. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const RATINGS = ['good', 'needs-improvement', 'poor'];

describe.each([
  ['/', true],
  [`/${frammento.slug}`, false],
])('%s on a throttled phone, with the shipped policy', (route, hasTabs) => {
  test(
    'pushes LCP, INP, CLS, FCP and TTFB once each, with the element to blame, from a chunk loaded after the first paint',
    async () => {
      const context = await phone();
      try {
        const page = await context.newPage();
        await throttle(page);
        await page.goto(server.url + route, { waitUntil: 'commit' });
        // The measuring code registers after the load, once the browser is idle; an interaction after that is one INP sees.
        await pushedMetric(page, 'TTFB');
        await pushedMetric(page, 'FCP');

        if (hasTabs) {
          const tab = page.getByRole('tab').nth(1);
          await tab.scrollIntoViewIfNeeded();
          await tab.click();
          await page.waitForFunction(
            () => document.querySelectorAll('[role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
          );
        }
        const chat = page.locator('a[data-chat-type="navbar"]');
        const [chatPage] = await Promise.all([
          context.waitForEvent('page', { timeout: deadlines().popup }),
          chat.click(),
        ]);
        await chatPage.close();
        await interactionSeen(page);
        await hide(page);
        await pushedMetric(page, 'INP');
        await pushedMetric(page, 'CLS');
        await pushedMetric(page, 'LCP');

        const events = await vitals(page);
        // Once each as the speed report counts (a later tap that changes INP's rating withdraws the first: vitals-count.ts).
        const { counts, last: byName } = countedMetrics(events);
        expect(counts).toEqual({ CLS: 1, FCP: 1, INP: 1, LCP: 1, TTFB: 1 });
        for (const entry of events) {
          expect(RATINGS).toContain(entry[VITALS_KEYS.rating]);
          expect(entry[VITALS_KEYS.id]).toMatch(/^v6-/);
          expect(entry[VITALS_KEYS.navigationType]).toBe('navigate');
          expect(entry[VITALS_KEYS.page]).toBe(route);
          expect(typeof entry[VITALS_KEYS.value]).toBe('number');
        }
        expect(byName.LCP?.[VITALS_KEYS.target]).toEqual(expect.any(String));
        expect(byName.INP?.[VITALS_KEYS.target]).toEqual(expect.any(String));
        for (const key of [VITALS_KEYS.inputDelay, VITALS_KEYS.processingDuration, VITALS_KEYS.presentationDelay])
          expect(byName.INP?.[key]).toEqual(expect.any(Number));
        // A layout shift names its element; the budget's CLS is 0, and with no shift there is nothing to blame.
        const cls = byName.CLS;
        if (Number(cls?.[VITALS_KEYS.value]) > 0) expect(cls?.[VITALS_KEYS.target]).toEqual(expect.any(String));
        else expect(cls?.[VITALS_KEYS.target]).toBeUndefined();

        const timing = await page.evaluate(() => {
          const seen = (window as unknown as { __seen: Seen }).__seen;
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return {
            firstPaint,
            load: navigation?.loadEventStart ?? Infinity,
            firstVitals: seen.pushes.find((push) => push.event === 'web_vitals')?.at ?? -1,
            scripts,
            vitals: document.querySelector('script[data-vitals]')?.getAttribute('data-vitals'),
            problems: seen.problems,
          };
        });
        expect(timing.problems).toEqual([]);
        expect(timing.firstVitals).toBeGreaterThan(timing.load);
        expect(timing.load).toBeGreaterThan(timing.firstPaint);
        // The measuring code is the one script file the page fetches: the one its behaviours script names, inserted
        // after the first paint and the load.
        expect(timing.scripts.map(({ path }) => path)).toEqual([timing.vitals]);
        expect(timing.scripts[0]?.start).toBeGreaterThan(timing.load);
        // The HTML as served, read by Node, which does not share the phone's trust in the test certificate: it names
        // the file only in that attribute, never as a script to load.
        const served = await (await page.request.get(server.url + route, { ignoreHTTPSErrors: true })).text();
        expect(served).toContain(`data-vitals="${timing.vitals}"`);
        expect(served).not.toContain(`src="${timing.vitals}"`);
      } finally {
        await context.close();
      }
    },
    scaled(120_000),
  );
});

test(
  'a link inside the site loads the other page as a new document, whose metrics name it (vitals_page)',
  async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      await throttle(page);
      await page.goto(server.url + `/${frammento.slug}`, { waitUntil: 'commit' });
      await pushedMetric(page, 'TTFB');
      // The site's own link home: every page is a page load (no client-side routing since issue 64).
      await Promise.all([
        page.waitForURL(server.url + '/', { waitUntil: 'commit' }),
        page.locator('a[href="/"]').first().click(),
      ]);
      await pushedMetric(page, 'TTFB');
      expect(
        await page.evaluate(() =>
          performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname),
        ),
      ).toEqual(['/']);
      // A tap on this page, which INP reports.
      const tab = page.getByRole('tab').nth(1);
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await interactionSeen(page);
      await hide(page);
      await pushedMetric(page, 'INP');
      await pushedMetric(page, 'CLS');
      const events = await vitals(page);
      expect(events.map((entry) => entry[VITALS_KEYS.metric]).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
      expect(events.map((entry) => entry[VITALS_KEYS.page])).toEqual(events.map(() => '/'));
    } finally {
      await context.close();
    }
  },
  scaled(120_000),
);

test(
  'a tap the page is hidden on before the library has read it (a chat opening WhatsApp at once) still reports INP',
  async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      await page.goto(server.url + `/${frammento.slug}`, { waitUntil: 'commit' });
      await pushedMetric(page, 'TTFB');
      // Hidden in the very task that delivers the first input: web-vitals' older observer has just been
      // called and asked for an idle callback to read it; this one, called next, hides the page.
      await page.evaluate(() => {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          Object.defineProperty(document, 'hidden', { value: true, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
          (window as unknown as { __hiddenAtInput?: boolean }).__hiddenAtInput = true;
        }).observe({ type: 'first-input' });
      });
      await page.locator('h1').first().click();
      await until('the page hidden as the tap is delivered', () =>
        page.evaluate(() => (window as unknown as { __hiddenAtInput?: boolean }).__hiddenAtInput === true),
      );
      const events = await vitals(page);
      expect(events.map((entry) => entry[VITALS_KEYS.metric])).toContain('INP');
      const inp = events.find((entry) => entry[VITALS_KEYS.metric] === 'INP');
      expect(inp?.[VITALS_KEYS.target]).toEqual(expect.any(String));
    } finally {
      await context.close();
    }
  },
  scaled(120_000),
);

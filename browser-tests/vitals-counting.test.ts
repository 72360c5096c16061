/**
 * The speed report's numbers, from a visitor's phone in Chromium (the build served by the shipped
 * nginx config over TLS, so with the site's policy): a visit that taps the chat, comes back, taps
 * again and leaves counts once per metric in the guide's exploration, with its last rating
 * (src/vitals/vitals-count.ts); a page restored from the back/forward cache names the page it shows;
 * a report after 30 minutes without a push is not pushed (it would open a GA4 session alone).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { VITALS_EVENT, VITALS_KEYS, VITALS_REPORT } from '../src/vitals/vitals-payload';
import { IDLE_LIMIT } from '../src/vitals/vitals-count';
import { REPEAT_CLICK_MS } from '../src/chat/first-tap-options';
import { openPhone, waMe, watchUnanswered } from './support/browser';
import { site } from './support/content';
import { PUBLIC_DIR, nginxDuringTests } from './support/nginx';
import { workerPort } from './support/server';
import { countedMetrics, speedExploration } from './support/speed-exploration';
import { until } from './support/until';
import { deadlines, scaled } from '../tools/deadlines.cjs';

const server = nginxDuringTests(PUBLIC_DIR, workerPort(4), { tls: true });

type Pushed = Record<string, string | number | undefined> & { event?: string };
type Seen = {
  interactions: number[];
  lastInput: number;
  shifts: number;
  restored: number;
  problems: string[];
  skipped: number;
};

/**
 * A fresh phone on which the page keeps what the test reads: the interactions the browser has timed
 * (their interactionId, so the library has them too), each `pageshow` that restored the page from
 * the back/forward cache, errors and CSP violations; and whose `Date.now()` runs `skipped` ms ahead.
 */
async function phone(options: Parameters<typeof openPhone>[0] = {}): Promise<BrowserContext> {
  const context = await openPhone(options);
  await context.addInitScript(() => {
    const seen: Seen = { interactions: [], lastInput: 0, shifts: 0, restored: 0, problems: [], skipped: 0 };
    (window as unknown as { __seen: Seen }).__seen = seen;
    const now = Date.now.bind(Date);
    Date.now = () => now() + seen.skipped;
    const timed = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId && !seen.interactions.includes(entry.interactionId))
          seen.interactions.push(entry.interactionId);
    };
    new PerformanceObserver(timed).observe({
      type: 'event',
      buffered: true,
      durationThreshold: 16,
    } as PerformanceObserverInit);
    new PerformanceObserver(timed).observe({ type: 'first-input', buffered: true });
    // CLS counts a layout shift only when no input came in the 500 ms before it (hadRecentInput).
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(type, () => (seen.lastInput = performance.now()), { capture: true });
    new PerformanceObserver((list) => {
      seen.shifts += list
        .getEntries()
        .filter((entry) => !(entry as unknown as { hadRecentInput: boolean }).hadRecentInput).length;
    }).observe({ type: 'layout-shift', buffered: true });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) seen.restored += 1;
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.problems.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
    window.addEventListener('error', (event) => seen.problems.push(`uncaught: ${event.message}`));
  });
  return context;
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

const vitals = (page: Page): Promise<Pushed[]> =>
  page.evaluate(
    (event) => ((window.dataLayer ?? []) as Pushed[]).filter((entry) => entry?.event === event),
    VITALS_EVENT,
  );

/** `metric` as `key` says, in the pushes so far. */
const pushesOf = (events: Pushed[], metric: string, report: string = VITALS_REPORT.counted) =>
  events.filter((entry) => entry[VITALS_KEYS.metric] === metric && entry[VITALS_KEYS.report] === report);

const pushed = (page: Page, metrics: string[]) =>
  until(`the pushes of ${metrics.join(', ')}`, () => vitals(page), {
    done: (events) => metrics.every((metric) => pushesOf(events, metric).length > 0),
    timeoutMs: scaled(30_000),
  });

/**
 * The visitor leaves the page for another tab (WhatsApp) or comes back to it: the library reports INP
 * and CLS in the `visibilitychange` event itself, so what it pushes is in the dataLayer when this returns.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/**
 * Taps the header's chat button, closes the chat it opens, and waits until the browser has timed the
 * tap (an Event Timing entry with its interactionId). The library reads such entries in an idle
 * callback: a page hidden before that reports the INP it had, and the tap's at the next hide.
 */
async function tapChat(context: BrowserContext, page: Page): Promise<void> {
  // A second tap on the same link within REPEAT_CLICK_MS is a double click, which opens nothing.
  await until('the double-click time since the last tap', () =>
    page.evaluate(
      (ms) => performance.now() - (window as unknown as { __seen: Seen }).__seen.lastInput > ms,
      REPEAT_CLICK_MS,
    ),
  );
  const before = (await seen(page)).interactions.length;
  const [chat] = await Promise.all([
    context.waitForEvent('page', { timeout: deadlines().popup }),
    page.locator('a[data-chat-type="navbar"]').click(),
  ]);
  await chat.close();
  await until('the browser to time the tap (an Event Timing entry with its interactionId)', () => seen(page), {
    done: (state) => state.interactions.length > before,
  });
}

/**
 * The content moves under the reader (a banner pushed in above it) more than half a second after the
 * last tap, so CLS counts it: a shift of about half the screen, a poor CLS (over 0.25).
 */
async function shiftContent(page: Page): Promise<void> {
  const before = (await seen(page)).shifts;
  await until('half a second since the last tap', () =>
    page.evaluate(() => performance.now() - (window as unknown as { __seen: Seen }).__seen.lastInput > 600),
  );
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '400px';
    document.querySelector('#gatsby-focus-wrapper')?.prepend(banner);
  });
  await until('a layout shift CLS counts', () => seen(page), { done: (state) => state.shifts > before });
}

/**
 * A visit to the home page: the pushes at load, a tap on the chat, and the page hidden (the visitor is in
 * WhatsApp). Returns the page and what it pushed by then.
 */
async function tapChatAndLeave(context: BrowserContext): Promise<{ page: Page; first: Pushed[] }> {
  const page = await context.newPage();
  await page.goto(server.url + '/', { waitUntil: 'commit' });
  await pushed(page, ['TTFB', 'FCP']);
  await tapChat(context, page);
  await setVisibility(page, 'hidden');
  const first = await vitals(page);
  // Reported in the event itself (what the idle test relies on): CLS, good (the site moves nothing), and
  // LCP by then. INP too, unless the library has not yet read the tap (then at the next hide). INP is
  // reported at every change: when its rating changed meanwhile (the tap's later event took longer, on a
  // busy phone) the first push is withdrawn and the new one counted, so it counts once by the rule.
  expect(pushesOf(first, 'CLS').map((entry) => entry[VITALS_KEYS.rating])).toEqual(['good']);
  expect(pushesOf(first, 'LCP')).toHaveLength(1);
  const inp = first.filter((entry) => entry[VITALS_KEYS.metric] === 'INP');
  if (inp.length > 0) lastRatingByTheRule(inp);
  expect(countedMetrics(first).counts.INP ?? 0).toBeLessThanOrEqual(1);
  return { page, first };
}

/** The visitor comes back, taps the chat again, and the content moves under them (a poor CLS now). */
async function comeBackTapAndShift(context: BrowserContext, page: Page): Promise<void> {
  await setVisibility(page, 'visible');
  await tapChat(context, page);
  await shiftContent(page);
}

/**
 * The counting rule on one metric's pushes: a `new` one, then for each change of rating the last `new`
 * one again marked `withdrawn` and the next `new` one. Returns the last rating.
 */
function lastRatingByTheRule(pushes: Pushed[]): unknown {
  let last: Pushed | undefined;
  for (let index = 0; index < pushes.length; index += 1) {
    const push = pushes[index];
    if (last) {
      expect(push).toEqual({ ...last, [VITALS_KEYS.report]: VITALS_REPORT.withdrawn });
      index += 1;
    }
    const next = pushes[index];
    expect(next?.[VITALS_KEYS.report]).toBe(VITALS_REPORT.counted);
    expect(next?.[VITALS_KEYS.rating]).not.toBe(last?.[VITALS_KEYS.rating]);
    last = next;
  }
  return last?.[VITALS_KEYS.rating];
}

test(
  'a visit that taps the chat, comes back, taps again (the content moved meanwhile) and leaves counts once per metric in the exploration, with its last rating',
  async () => {
    const context = await phone();
    try {
      const { page, first } = await tapChatAndLeave(context);
      await comeBackTapAndShift(context, page);
      await setVisibility(page, 'hidden');
      const events = await vitals(page);
      const of = (metric: string) => events.filter((entry) => entry[VITALS_KEYS.metric] === metric);
      // CLS went from good to poor: its first push again, withdrawn, then the poor one, counted.
      const [firstCLS] = pushesOf(first, 'CLS');
      expect(of('CLS')).toEqual([
        firstCLS,
        { ...firstCLS, [VITALS_KEYS.report]: VITALS_REPORT.withdrawn },
        expect.objectContaining({ [VITALS_KEYS.rating]: 'poor', [VITALS_KEYS.report]: VITALS_REPORT.counted }),
      ]);
      // Counting the events alone («Recuento de eventos») would count this visit's CLS three times.
      const last = Object.fromEntries(['LCP', 'INP', 'CLS'].map((metric) => [metric, lastRatingByTheRule(of(metric))]));
      expect(last.INP).toEqual(expect.any(String));
      expect(last.CLS).toBe('poor');

      // One row per metric, in any order: the exploration sorts its rows itself, and the library may push CLS before
      // LCP (it ends LCP at the tap in an idle callback, and on a busy phone the page may be hidden first).
      const rows = speedExploration(await page.evaluate(() => window.dataLayer as Pushed[]), 'mobile');
      expect(rows).toHaveLength(3);
      expect(rows).toEqual(
        expect.arrayContaining(
          ['LCP', 'INP', 'CLS'].map((metric) => ({
            page: '/',
            device: 'mobile',
            metric,
            good: 0,
            'needs-improvement': 0,
            poor: 0,
            [String(last[metric])]: 1,
          })),
        ),
      );
      expect((await seen(page)).problems).toEqual([]);
    } finally {
      await context.close();
    }
  },
  scaled(120_000),
);

test(
  'back from the chat (a back/forward-cache restore), the new metrics name the page, and its tabs and floating button work',
  async () => {
    const context = await phone({ backForwardCache: true });
    try {
      const page = await context.newPage();
      // Why Chromium would not restore the page, if it does not (the page itself is told only "masked").
      const notRestored: unknown[] = [];
      const cdp = await context.newCDPSession(page);
      cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(event.notRestoredExplanations));
      await cdp.send('Page.enable');
      // The page's requests not yet answered: Playwright holds each one (the context routes them) until the test's
      // process lets it through, and an answer that reaches a page already in the cache evicts it.
      const pending = watchUnanswered(page);
      await page.goto(server.url + '/', { waitUntil: 'commit' });
      await pushed(page, ['TTFB', 'FCP']);
      // The chat, in this tab, as Google's conversion snippet opens it; then back: the browser restores the page from
      // its back/forward cache, once it has left it with nothing in flight, as a visitor leaves a page that has
      // finished loading.
      await until('every request of the page answered', () => pending.urls(), {
        done: (urls) => urls.length === 0,
      });
      await page.goto(waMe(site.phone.digits, site.chatMessages.general), { waitUntil: 'load' });
      await page.goBack({ waitUntil: 'commit' });
      await until('a pageshow with persisted (the page restored from the back/forward cache)', () => seen(page), {
        done: (state) => state.restored === 1,
        said: () => `Chromium's reasons not to restore it: ${JSON.stringify(notRestored)}`,
      });
      // The library reports a restored page view's TTFB, FCP and LCP at once; its CLS when the page is hidden
      // (below). web-vitals 5 also pushed that CLS at once, as 0, only because its double frame handed the frame's
      // time to the reporter as "force"; 6 calls it with nothing.
      await until("the restored page view's TTFB, FCP and LCP", () => vitals(page), {
        done: (events) =>
          ['TTFB', 'FCP', 'LCP'].every((metric) =>
            events.some(
              (entry) =>
                entry[VITALS_KEYS.metric] === metric && entry[VITALS_KEYS.navigationType] === 'back-forward-cache',
            ),
          ),
      });
      // The restored page still works: a tab switches its testimonial, and the floating button shows past 300 px.
      const tab = page.getByRole('tab').nth(1);
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await until('the second testimonial selected', () => tab.getAttribute('aria-selected'), {
        done: (selected) => selected === 'true',
      });
      expect(await page.getByRole('tabpanel').count()).toBe(1);
      const floating = page.getByTestId('floating-chat');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await until(
        'the floating button hidden at the top',
        () => floating.evaluate((e) => getComputedStyle(e).visibility),
        {
          done: (visibility) => visibility === 'hidden',
        },
      );
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
      await until(
        'the floating button shown past 300 px',
        () => floating.evaluate((e) => getComputedStyle(e).visibility),
        {
          done: (visibility) => visibility === 'visible',
        },
      );
      // The visitor leaves again: the restored page view's CLS is final, and reported in that event.
      await setVisibility(page, 'hidden');
      const restored = await vitals(page);
      const label = (navigationType: string) =>
        restored
          .filter((entry) => entry[VITALS_KEYS.navigationType] === navigationType)
          .map((entry) => [entry[VITALS_KEYS.metric], entry[VITALS_KEYS.page]]);
      expect(label('navigate')).toEqual(expect.arrayContaining([['TTFB', '/']]));
      expect(label('navigate').every(([, shown]) => shown === '/')).toBe(true);
      // (With the INP of the tab's tap, when the library had read it by then.)
      expect(
        label('back-forward-cache')
          .filter(([metric]) => metric !== 'INP')
          .sort(),
      ).toEqual([
        ['CLS', '/'],
        ['FCP', '/'],
        ['LCP', '/'],
        ['TTFB', '/'],
      ]);
      expect((await seen(page)).problems).toEqual([]);
    } finally {
      await context.close();
    }
  },
  scaled(120_000),
);

test(
  'a report as the visitor leaves a tab idle for more than 30 minutes since its last push is not pushed (it would open a GA4 session alone)',
  async () => {
    const context = await phone();
    try {
      const { page, first } = await tapChatAndLeave(context);
      // Then the tab stays open for half an hour and a minute before it is hidden.
      await comeBackTapAndShift(context, page);
      await page.evaluate((skipped) => {
        (window as unknown as { __seen: Seen }).__seen.skipped = skipped;
      }, IDLE_LIMIT + 60_000);
      await setVisibility(page, 'hidden');
      // The library reported the poor CLS in that event (the first test shows it pushed there); nothing left.
      expect(await vitals(page)).toEqual(first);
    } finally {
      await context.close();
    }
  },
  scaled(120_000),
);

/**
 * A new visitor on a mid-range phone (Lighthouse's mobile profile applied for real:
 * latency, bandwidth, CPU 4× slower), the build served by the shipped nginx config over
 * TLS and HTTP/2: chat taps at first sight, +1 s, +2 s and after the page is idle are
 * each reported once and open exactly one chat, before and after the page has loaded; so do a
 * double tap and a Ctrl click at first sight. A chat is a new page the browser opened.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { throttle } from '../tools/phone-profile.cjs';
import { openPhone, waMe, watchNewPages } from './support/browser';
import { frammento, site } from './support/content';
import { PUBLIC_DIR, nginxDuringTests } from './support/nginx';
import { workerPort } from './support/server';
import { scaled } from '../tools/deadlines.cjs';

/** Past the ports nginx.ts takes (1 and 2 of the worker's block). */
const TLS_PORT = workerPort(3);
const wa = (message: string) => waMe(site.phone.digits, message);

type Button = { type: string; index: number; url: string };
/** The header's chat button, on every page. */
const HEADER: Button = { type: 'navbar', index: 0, url: wa(site.chatMessages.general) };
/** On each page: the header button and one more, both on screen at first sight. */
const PAGES: readonly [string, Button, Button][] = [
  ['/', HEADER, { type: 'consulta', index: 0, url: wa(site.chatMessages.consultation) }],
  [`/${frammento.slug}`, HEADER, { type: `${frammento.slug}_page`, index: 0, url: wa(frammento.chatMessages.project) }],
];
/** When the taps land: ms after the header button first shows, or once the page has loaded and its network is idle. */
const MOMENTS = [
  ['at first sight', 0],
  ['1 s after first sight', 1000],
  ['2 s after first sight', 2000],
  ['once the page is idle', 'idle'],
] as const;

const server = nginxDuringTests(PUBLIC_DIR, TLS_PORT, { tls: true });

/**
 * Deadlines, not waits. A click needs the page's main thread (to scroll the link into view), which a throttled
 * phone holds while it parses and lays out the page: on a busy machine, with the cores shared, the hydration the
 * pages had before took more than 10 s (a 10 s deadline failed once). A tap a visitor makes then waits the same
 * way, and still must count once.
 */
const STEP_DEADLINE_MS = scaled(60_000);
const TEST_DEADLINE_MS = scaled(240_000);

type Counts = { conversions: string[]; events: unknown[] };

/** A fresh phone (openPhone), with or without a conversion function. */
async function phone(withConversion: boolean): Promise<BrowserContext> {
  const context = await openPhone();
  // Before the site's own scripts, as Tag Manager's conversion tag could be.
  await context.addInitScript((conversion: boolean) => {
    const record = window as unknown as { __conversions: string[] };
    record.__conversions = [];
    if (conversion) {
      window.gtag_report_conversion = (url: string) => {
        record.__conversions.push(url);
        return false;
      };
    }
  }, withConversion);
  return context;
}

const counts = (page: Page): Promise<Counts> =>
  page.evaluate(() => {
    const record = window as unknown as { __conversions: string[] };
    return {
      conversions: record.__conversions,
      events: (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string } | null)?.event === 'whatsapp_click',
      ),
    };
  });

/** Until the page has loaded (its load event: the behaviours script then loads the Web Vitals script). */
const waitLoaded = (page: Page) => page.waitForLoadState('load', { timeout: STEP_DEADLINE_MS });

/** Until the page has loaded and its network is idle: the last moment a visitor may tap at. */
const waitIdle = async (page: Page) => {
  await waitLoaded(page);
  await page.waitForLoadState('networkidle', { timeout: STEP_DEADLINE_MS });
};

type Tap = 'tap' | 'double tap' | 'Ctrl click';

/**
 * Opens `route` on a fresh phone, waits for `moment`, then taps `buttons` in turn (each by
 * `tap`), lets the page finish loading, and returns what came of it: the chats (the new pages the
 * browser opened, by address), the conversion calls and the chat events.
 */
async function tapOnPhone(
  withConversion: boolean,
  route: string,
  moment: (typeof MOMENTS)[number][1],
  buttons: readonly [Button, ...Button[]],
  tap: Tap = 'tap',
): Promise<Counts & { chats: string[] }> {
  const context = await phone(withConversion);
  try {
    const page = await context.newPage();
    const chats = await watchNewPages(context, page);
    await throttle(page);
    await page.goto(server.url + route, { waitUntil: 'commit' });
    const link = ({ type, index }: Button) => page.locator(`a[data-chat-type="${type}"]`).nth(index);
    await link(buttons[0]).waitFor({ state: 'visible', timeout: STEP_DEADLINE_MS });
    if (moment === 'idle') await waitIdle(page);
    // The moment of the tap after first sight is what is tested: a visitor taps whenever they like, whatever has loaded.
    else await page.waitForTimeout(moment);
    for (const button of buttons) {
      if (tap === 'double tap') await link(button).dblclick({ timeout: STEP_DEADLINE_MS });
      else await link(button).click({ timeout: STEP_DEADLINE_MS, modifiers: tap === 'Ctrl click' ? ['Control'] : [] });
    }
    // Let the page finish loading after the taps: no late second push or chat once the rest of it has run. Only the
    // load: the chat's one handler is the inline script's, and what the page still loads after it (the Web Vitals
    // script) runs no chat code, while the throttled phone spends a core for as long as it is open.
    await waitLoaded(page);
    const opened = await chats.settle(chats.addresses().length, 300);
    expect(page.url()).toBe(server.url + route);
    return { ...(await counts(page)), chats: opened };
  } finally {
    await context.close();
  }
}

const pushed = (buttons: readonly Button[]) =>
  buttons.map(({ type, url }) => ({ event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type }));

describe.each([
  ['without a conversion function', false],
  ['with a conversion function defined before the site loads', true],
])('on a throttled phone, %s', (_name, withConversion) => {
  test.each(
    PAGES.flatMap(([route, ...buttons]) => MOMENTS.map(([when, moment]) => [route, when, moment, buttons] as const)),
  )(
    '%s: taps %s report once and open one chat each',
    async (route, _when, moment, buttons) => {
      const { chats, conversions, events } = await tapOnPhone(withConversion, route, moment, buttons);
      const urls = buttons.map((button) => button.url);
      expect(events).toEqual(pushed(buttons));
      // The conversion function opens the chat itself (Google's sends the page there); the stub does not.
      expect({ chats, conversions }).toEqual(
        withConversion ? { chats: [], conversions: urls } : { chats: urls, conversions: [] },
      );
    },
    TEST_DEADLINE_MS,
  );

  test.each(['double tap', 'Ctrl click'] as const)(
    '/: a %s at first sight reports once and opens one chat',
    async (tap) => {
      const { chats, conversions, events } = await tapOnPhone(withConversion, '/', 0, [HEADER], tap);
      expect(events).toEqual(pushed([HEADER]));
      // A Ctrl click is the browser's new tab, with or without a conversion function.
      const converted = withConversion && tap === 'double tap';
      expect({ chats, conversions }).toEqual(
        converted ? { chats: [], conversions: [HEADER.url] } : { chats: [HEADER.url], conversions: [] },
      );
    },
    TEST_DEADLINE_MS,
  );
});

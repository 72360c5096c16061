/**
 * A new visitor on a mid-range phone (Lighthouse's mobile profile applied for real:
 * latency, bandwidth, CPU 4× slower), the build served by the shipped nginx config over
 * TLS and HTTP/2: chat taps at first sight, +1 s, +2 s and after the page is idle are
 * each reported once and open exactly one chat, before and after React hydrates.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/local-browser.cjs';
import { phoneContextOptions, throttle } from '../scripts/phone-profile.cjs';
import hydratedMark from '../src/components/hydrated-mark.json';
import { waMe } from './support/browser';
import { frammento, site } from './support/content';
import { PUBLIC_DIR, nginxDuringTests } from './support/nginx';
import { PORT } from './support/server';

/** Next to the ports nginx.ts uses (PORT + 1, PORT + 2). */
const TLS_PORT = PORT + 3;
const wa = (message: string) => waMe(site.phone.digits, message);

type Button = { type: string; index: number; url: string };
/** On each page: the header button and one more, both on screen at first sight. */
const PAGES: readonly [string, Button, Button][] = [
  [
    '/',
    { type: 'navbar', index: 0, url: wa(site.chatMessages.general) },
    { type: 'consulta', index: 0, url: wa(site.chatMessages.consultation) },
  ],
  [
    `/${frammento.slug}`,
    { type: 'navbar', index: 0, url: wa(site.chatMessages.general) },
    { type: `${frammento.slug}_page`, index: 0, url: wa(frammento.chatMessages.project) },
  ],
];
/** When the taps land: ms after the header button first shows, or after hydration and network idle. */
const MOMENTS = [
  ['at first sight', 0],
  ['1 s after first sight', 1000],
  ['2 s after first sight', 2000],
  ['once the page is idle', 'idle'],
] as const;

const server = nginxDuringTests(PUBLIC_DIR, TLS_PORT, { tls: true });
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

type Counts = { opens: string[]; conversions: string[]; events: unknown[] };

/** A fresh phone: external requests blocked (wa.me answered locally), window.open counted. */
async function phone(withConversion: boolean): Promise<BrowserContext> {
  const context = await browser.newContext(phoneContextOptions());
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      new URL(route.request().url()).hostname === 'wa.me'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>chat</title>' })
        : route.abort('blockedbyclient'),
  );
  // Before the site's own scripts, as Tag Manager's conversion tag could be.
  await context.addInitScript((conversion: boolean) => {
    const record = window as unknown as { __opens: string[]; __conversions: string[] };
    record.__opens = [];
    record.__conversions = [];
    const open = window.open.bind(window);
    window.open = (url, ...rest) => {
      record.__opens.push(String(url));
      return open(url, ...rest);
    };
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
    const record = window as unknown as { __opens: string[]; __conversions: string[] };
    return {
      opens: record.__opens,
      conversions: record.__conversions,
      events: (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string } | null)?.event === 'whatsapp_click',
      ),
    };
  });

const waitIdle = async (page: Page) => {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, hydratedMark.name, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
};

describe.each([
  ['without a conversion function', false],
  ['with a conversion function defined before the site loads', true],
])('on a throttled phone, %s', (_name, withConversion) => {
  test.each(
    PAGES.flatMap(([route, ...buttons]) => MOMENTS.map(([when, moment]) => [route, when, moment, buttons] as const)),
  )(
    '%s: taps %s report once and open one chat each',
    async (route, _when, moment, buttons) => {
      const context = await phone(withConversion);
      try {
        const page = await context.newPage();
        const popups: Page[] = [];
        page.on('popup', (popup) => popups.push(popup));
        await throttle(page);
        await page.goto(server.url + route, { waitUntil: 'commit' });
        const link = ({ type, index }: Button) => page.locator(`a[data-chat-type="${type}"]`).nth(index);
        await link(buttons[0]).waitFor({ state: 'visible', timeout: 30_000 });
        if (moment === 'idle') await waitIdle(page);
        else await page.waitForTimeout(moment);
        for (const button of buttons) await link(button).click({ timeout: 10_000 });
        // Let hydration finish after the taps: no late second push or chat across the handover.
        await waitIdle(page);
        await page.waitForTimeout(300);

        const { opens, conversions, events } = await counts(page);
        const urls = buttons.map((button) => button.url);
        expect(events).toEqual(
          buttons.map(({ type, url }) => ({ event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type })),
        );
        if (withConversion) {
          expect(conversions).toEqual(urls);
          expect(opens).toEqual([]);
          expect(popups).toHaveLength(0);
        } else {
          expect(conversions).toEqual([]);
          expect(opens).toEqual(urls);
          expect(popups).toHaveLength(buttons.length);
        }
        expect(page.url()).toBe(server.url + route);
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/local-browser.cjs';
import { BASE_URL } from './server';

export { BASE_URL };

export type Options = {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /**
   * Hosts answered by a local server instead of the network (the Tag Manager lab): Chromium
   * gets `args` (its host mapping), accepts that server's self-signed certificate, and lets
   * requests whose host `passes` through.
   */
  mapped?: { args: readonly string[]; passes: (hostname: string) => boolean };
};

/** The chat page a wa.me link opens, answered locally: tests never touch the network. */
const CHAT_STUB = '<!doctype html><title>chat</title><p>chat</p>';

/**
 * A fresh Chromium profile. Requests to anything but the local server (and the `mapped`
 * hosts) are aborted, except wa.me, which gets a local stub so opened chats can be seen.
 */
export async function openBrowser(options: Options = {}): Promise<BrowserContext> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.mapped?.args ?? [])],
    ignoreHTTPSErrors: options.mapped !== undefined,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'es-CO',
  });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    if (options.mapped?.passes(url.hostname)) return route.continue();
    if (url.hostname === 'wa.me') return route.fulfill({ status: 200, contentType: 'text/html', body: CHAT_STUB });
    return route.abort('blockedbyclient');
  });
  return context;
}

/** Loads a route and waits until React has hydrated (the page's scripts have run). */
export async function visit(context: BrowserContext, route: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(BASE_URL + route, { waitUntil: 'networkidle' });
  // React attaches its props to DOM nodes when it hydrates them.
  await page.waitForFunction(() => {
    const link = document.querySelector('header a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  return page;
}

/** The data layer entries the site pushed for chat clicks. */
export const chatEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'whatsapp_click',
    ),
  );

/** Scrolls instantly to `y` and waits two frames for the scroll handlers. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

/** Pages other than `page` opened in the context (chats opened in new tabs). */
export const otherPages = (context: BrowserContext, page: Page) => context.pages().filter((p) => p !== page);

export const waMe = (phoneDigits: string, message: string) =>
  `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;

/** Waits until the page has not scrolled for five frames (smooth scrolls included). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const started = performance.now();
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5 || performance.now() - started > 3000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

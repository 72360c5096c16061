import { chromium, type Browser, type BrowserContext, type Frame, type Page, type Request } from 'playwright-core';
import { deadlines } from '../../tools/deadlines.cjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tools/local-browser.cjs';
import { testCertificateSpki } from '../../tools/local-nginx.cjs';
import { phoneContextOptions } from '../../tools/phone-profile.cjs';
import { ENGINE_PORTS } from '../engines/ports';
import { BASE_URL } from './server';
import { until, watchForAbsence } from './until';

export { BASE_URL };

export type Options = {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /**
   * Hosts answered by a local server instead of the network (the Tag Manager lab): Chromium
   * gets `args` (its host mapping), accepts that server's self-signed certificate, and lets
   * requests to `hosts` through (past the routing and any dead proxy).
   */
  mapped?: { args: readonly string[]; hosts: readonly string[] };
  /**
   * Sends requests that escape the routing to DEAD_PROXY: needed where a test lets Chromium
   * open a tab by itself (a Ctrl, Shift or middle click), which loads before Playwright routes it.
   */
  deadProxy?: boolean;
  /**
   * Keeps the browser's HTTP cache, which Playwright turns off in a context it routes: no
   * routing, and every request to another host goes to DEAD_PROXY (no wa.me stub).
   */
  httpCache?: boolean;
};

/** The chat page a wa.me link opens, answered locally: tests never touch the network. */
const CHAT_STUB = '<!doctype html><title>chat</title><p>chat</p>';

/**
 * Where requests that escape the context's routing go: a port where nothing listens. A tab
 * that Chromium opens by itself (a Ctrl, Shift or middle click) loads before Playwright
 * routes its requests; this keeps it off the network too.
 */
export const DEAD_PROXY = { server: `http://127.0.0.1:${ENGINE_PORTS.deadProxy}`, bypass: '127.0.0.1,localhost' };

/** DEAD_PROXY's setting with `through` (hosts mapped to a local server) also bypassing it. */
export const deadProxyExcept = (through: readonly string[] = []) => ({
  server: DEAD_PROXY.server,
  bypass: [DEAD_PROXY.bypass, ...through].join(','),
});

/** One Chromium per set of launch arguments for the test file (launching one takes seconds; a context, a fraction). */
const browsers = new Map<string, Promise<Browser>>();

/** Playwright's switch that turns the back/forward cache off, which a browser launched with `backForwardCache` keeps on. */
const NO_BACK_FORWARD_CACHE = '--disable-back-forward-cache';

function chromiumWith(args: readonly string[], backForwardCache = false): Promise<Browser> {
  const key = `${args.join(' ')}${backForwardCache ? ' (back/forward cache)' : ''}`;
  let browser = browsers.get(key);
  if (!browser) {
    // launch() gives the browser a fresh, temporary profile of its own. It trusts the certificates of the test file's
    // TLS servers (tools/local-nginx.cjs): see openPhone.
    browser = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${testCertificateSpki()}`, ...args],
      ignoreDefaultArgs: backForwardCache ? [NO_BACK_FORWARD_CACHE] : [],
    });
    browsers.set(key, browser);
  }
  return browser;
}

/**
 * Every wait of a context that names no deadline of its own gets the project's, not Playwright's 30 s: an action on a
 * page already shown, and a page load (tools/deadlines.cjs, scaled to the machine's speed). The waits for slower
 * things (Decap's first screen, a popup, the marketers' page after a file) name theirs at the wait.
 */
export function withDeadlines(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(deadlines().action);
  context.setDefaultNavigationTimeout(deadlines().pageLoad);
  return context;
}

// The test file's browsers close when its tests are done.
afterAll(async () => {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (browser) => (await browser).close()));
});

/**
 * A fresh Chromium context (its own cookies, storage and cache) of the test file's browser. Requests
 * to anything but the local server (and the `mapped` hosts) are aborted, except wa.me, which gets a
 * local stub so opened chats can be seen. Close it when done; the browser stays for the next test.
 */
export async function openBrowser(options: Options = {}): Promise<BrowserContext> {
  const browser = await chromiumWith(options.mapped?.args ?? []);
  const context = await browser.newContext({
    ignoreHTTPSErrors: options.mapped !== undefined,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'es-CO',
    ...(options.deadProxy || options.httpCache ? { proxy: deadProxyExcept(options.mapped?.hosts) } : {}),
  });
  withDeadlines(context);
  if (options.httpCache) return context;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    if (options.mapped?.hosts.includes(url.hostname)) return route.continue();
    if (url.hostname === 'wa.me') return route.fulfill({ status: 200, contentType: 'text/html', body: CHAT_STUB });
    return route.abort('blockedbyclient');
  });
  return context;
}

/**
 * A fresh phone (tools/phone-profile.cjs) of the test file's browser. Requests to anything but
 * 127.0.0.1 are aborted, except wa.me, which gets the local chat stub; a tab Chromium opens by
 * itself goes to DEAD_PROXY. `backForwardCache`: a browser that keeps pages in its back/forward
 * cache, as visitors' browsers do (Playwright turns the cache off by default). Close it when done.
 * It trusts the test servers' certificate, as a visitor's phone trusts the site's, instead of ignoring certificate
 * errors: a page tells the browser each time it runs content that came with an ignored error, and that message from
 * a page already in the back/forward cache evicts it (Chromium's trace: OnDidRunContentWithCertificateErrors asks
 * IsInactiveAndDisallowActivation). Busy runs on 2026-11-29 lost the restore so ("IgnoreEventAndEvict").
 */
export async function openPhone({ backForwardCache = false } = {}): Promise<BrowserContext> {
  const browser = await chromiumWith([], backForwardCache);
  const context = withDeadlines(
    await browser.newContext({ ...phoneContextOptions(), ignoreHTTPSErrors: false, proxy: DEAD_PROXY }),
  );
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      new URL(route.request().url()).hostname === 'wa.me'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: CHAT_STUB })
        : route.abort('blockedbyclient'),
  );
  return context;
}

/**
 * Loads a route until its network is idle. The page's own scripts have run by then: they are inline, the behaviours'
 * at the end of the <body>, so they ran before the document finished parsing.
 */
export async function visit(context: BrowserContext, route: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(BASE_URL + route, { waitUntil: 'networkidle' });
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

/**
 * From now on, the page's requests not yet answered (finished or failed), as "METHOD url": what a load still waits
 * on. `stop()` stops watching.
 */
export function watchUnanswered(page: Page): { urls(): string[]; stop(): void } {
  const unanswered = new Set<Request>();
  const asked = (request: Request) => unanswered.add(request);
  const answered = (request: Request) => unanswered.delete(request);
  page.on('request', asked);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    urls: () => [...unanswered].map((request) => `${request.method()} ${request.url()}`),
    stop: () => {
      page.off('request', asked);
      page.off('requestfinished', answered);
      page.off('requestfailed', answered);
    },
  };
}

/** The new pages a test watches (see `watchNewPages`). */
export type NewPages = {
  /** The address of each new page so far ('' while one is still blank). */
  addresses(): string[];
  /** Forgets the pages seen so far: counting starts again. */
  reset(): void;
  /**
   * Waits until `count` new pages have their address (failing after `timeoutMs`), then watches `settleMs` more
   * for a late extra one (absence: time is what is tested).
   */
  settle(count: number, settleMs?: number, timeoutMs?: number): Promise<string[]>;
};

/**
 * Starts counting the chats: from now on, the address of each new page (tab or window) the
 * browser opens, as Chromium reports its targets. Unlike Playwright's pages, this sees the
 * address of a tab Chromium opens by itself (a Ctrl, Shift or middle click), which loads
 * outside the test's routing (DEAD_PROXY) and so shows only an error page.
 */
export async function watchNewPages(context: BrowserContext, page: Page): Promise<NewPages> {
  const cdp = await context.newCDPSession(page);
  const before = new Set((await cdp.send('Target.getTargets')).targetInfos.map((target) => target.targetId));
  const opened = new Map<string, string>();
  const seen = ({
    targetInfo: { targetId, type, url },
  }: {
    targetInfo: { targetId: string; type: string; url: string };
  }) => {
    // A new tab is created blank, then named by the address it is opened for; the first one counts.
    if (type === 'page' && !before.has(targetId) && !opened.get(targetId)) opened.set(targetId, url);
  };
  cdp.on('Target.targetCreated', seen);
  cdp.on('Target.targetInfoChanged', seen);
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const addresses = () => [...opened.values()];
  return {
    addresses,
    reset() {
      for (const targetId of opened.keys()) before.add(targetId);
      opened.clear();
    },
    async settle(count, settleMs = 500, timeoutMs = deadlines().popup) {
      await until(`${count} new page(s) with their address`, addresses, {
        done: (opened) => opened.filter(Boolean).length >= count,
        timeoutMs,
        pollMs: 50,
      });
      await watchForAbsence(settleMs);
      return addresses();
    },
  };
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

/**
 * Waits until what is in view is drawn: the fonts loaded, every photo in the viewport decoded, and two
 * frames painted after that. For screenshots; a photo that fails to load is drawn as it is.
 */
export async function untilPainted(target: Page | Frame): Promise<void> {
  await target.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

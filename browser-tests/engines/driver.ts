/**
 * One small driver over three browser engines, so one test body runs in all of them:
 * Chromium (playwright-core, as the other browser tests), Firefox (Debian's firefox-esr
 * through puppeteer-core over WebDriver BiDi) and WebKit (Debian's WebKitWebDriver with
 * MiniBrowser under Xvfb, through selenium-webdriver). No engine may reach the network:
 * Chromium aborts every request but loopback, Firefox and WebKit send them to a proxy
 * port where nothing listens (loopback is never proxied), so they fail at once; the
 * `mapped` option lets the Tag Manager lab's hosts reach its local server instead.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page as ChromiumPage } from 'playwright-core';
import puppeteer, { type Browser as FirefoxBrowser, type Page as FirefoxPage, type Target } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { deadlines, scaled } from '../../tools/deadlines.cjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tools/local-browser.cjs';
import { FULL_PAGE_STYLE } from '../../tools/full-page-shot.cjs';
import { DEAD_PROXY as CHROMIUM_DEAD_PROXY, deadProxyExcept, watchNewPages, withDeadlines } from '../support/browser';
import { until } from '../support/until';
import { ENGINE_PORTS } from './ports';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type LaunchOptions = {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /**
   * Host names answered by a local TLS server instead of the network (the Tag Manager lab):
   * Chromium maps them with `args` and lets requests to `hosts` through; Firefox and WebKit
   * send their https requests to `proxy` (host:port), which tunnels only those hosts (and
   * loopback, which MiniBrowser's proxy setting does not exempt).
   * The server's self-signed certificate is accepted.
   */
  mapped?: { args: readonly string[]; hosts: readonly string[]; proxy: string };
};

/** The keys the tests press. */
type KeyName = 'ArrowRight' | 'ArrowLeft' | 'Enter' | 'Tab';

export interface Driver {
  readonly engine: Engine;
  /** Loads `url`, then waits until the page is ready for a visitor (see `READY`). */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (a plain function: no closures, no async syntax). */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** A real mouse click on the `index`-th element matching `selector`, scrolled into view. */
  click(selector: string, index?: number): Promise<void>;
  doubleClick(selector: string, index?: number): Promise<void>;
  /** A click with Ctrl held: "open in a new tab", the browser's own. */
  ctrlClick(selector: string, index?: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  /**
   * Gives the file at `file` (a path) through the file control `selector` (a visible <label> of an
   * <input type=file>), as a person answers the chooser. Chromium and Firefox click the control and
   * answer the chooser it opens (Playwright's `filechooser`, WebDriver BiDi's `input.fileDialogOpened`):
   * no chooser, no file. WebDriver classic (WebKitWebDriver) has no chooser event: the path is typed
   * into the input the label stands for (Element Send Keys, WebDriver's way of answering a chooser),
   * which proves the input takes the file and the page reads it, not that a click opens the chooser.
   */
  chooseFile(selector: string, file: string): Promise<void>;
  /**
   * Resizes the view; resolves to the width obtained. WebKitGTK's MiniBrowser window cannot
   * be narrower than about 430-450 px (its toolbar), so there a phone width gives its narrowest.
   */
  setViewport(width: number, height: number): Promise<number>;
  /** A full-page PNG. */
  screenshot(file: string): Promise<void>;
  /**
   * The address of each window or tab the engine opened besides the test page since the last
   * `goto` or `closeOtherWindows`, closed ones included: the chats a tap opened, counted by the
   * browser itself (Playwright's `page` events, Puppeteer's targets, WebDriver's window handles).
   */
  newWindows(): Promise<string[]>;
  closeOtherWindows(): Promise<void>;
  /** Console errors and warnings, uncaught errors and CSP violations since the last `goto`. */
  problems(): Promise<string[]>;
  /** Everything the page logged to the console since the last `goto`. */
  consoleLog(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Installed before the site's scripts (Chromium, Firefox): records CSP violations, uncaught errors and console errors in `window.__engineTest`. In WebKit it
 * runs right after the `load` event: WebDriver classic has no init script, Debian's
 * WebKitWebDriver 2.50 has no BiDi (`webSocketUrl` is refused), MiniBrowser's
 * console-to-stdout setting does not reach WebKitWebDriver's output, and ReportingObserver
 * keeps no earlier CSP reports. So WebKit sees what happens from the load on (the Web
 * Vitals script, every click), not during the parse; Chromium and Firefox see everything.
 */
const RECORDER = `(() => {
  if (window.__engineTest) return;
  const record = { problems: [], log: [] };
  window.__engineTest = record;
  document.addEventListener('securitypolicyviolation', (event) => {
    record.problems.push('CSP violation: ' + event.effectiveDirective + ' blocked ' + event.blockedURI);
  });
  window.addEventListener('error', (event) => record.problems.push('uncaught: ' + event.message));
  window.addEventListener('unhandledrejection', (event) => record.problems.push('unhandled: ' + String(event.reason)));
  for (const level of ['error', 'warn', 'log']) {
    const original = console[level];
    console[level] = function () {
      const text = Array.prototype.map.call(arguments, String).join(' ');
      record.log.push(text);
      if (level !== 'log') record.problems.push('console.' + level + ': ' + text);
      return original.apply(this, arguments);
    };
  }
})()`;

/**
 * The page is ready when the document has loaded and its scripts have drawn it: a visitor page at once (its
 * behaviours script, the one with `data-vitals`, runs inline as the parser reaches it), the marketers' page once
 * React has rendered its header (React attaches its props to the DOM nodes). A page with neither (none today) counts
 * as ready once loaded.
 */
const READY = `document.readyState === 'complete' && (() => {
  if (document.querySelector('script[data-vitals]')) return true;
  const link = document.querySelector('header a');
  return link === null || Object.keys(link).some((key) => key.startsWith('__reactProps'));
})()`;

/**
 * Polls `READY` through the engine's own evaluation (a string polled in the page, as
 * `waitForFunction` does, is an eval the page's CSP rightly forbids).
 */
async function untilReady(isReady: () => Promise<unknown>, url: string): Promise<void> {
  await until(`${url} to be ready (loaded and drawn)`, isReady, { timeoutMs: deadlines().pageLoad, pollMs: 50 });
}

/**
 * Scrolls `element` to the middle of the view at once, then waits until it stays put for a frame and is
 * what a click at its centre would hit (a lazy image or a late layout change can move it after the first
 * scroll), scrolling again each frame; at most about a second.
 */
const REVEAL = (element: Element) =>
  new Promise<void>((resolve) => {
    let last = '';
    let frames = 0;
    const settle = () => {
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const at = `${box.left},${box.top}`;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const ready = at === last && hit !== null && (hit === element || element.contains(hit));
      last = at;
      frames += 1;
      if (ready || frames >= 60) resolve();
      else requestAnimationFrame(settle);
    };
    requestAnimationFrame(settle);
  });

type Recorded = { problems: string[]; log: string[] };
const RECORDED = `(window.__engineTest || { problems: [], log: [] })`;

/** Resolves once the page is drawn: fonts loaded, every photo decoded (a failed one as it is), then two frames. */
const PAINTED = `document.fonts.ready
  .then(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))))
  .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))`;

/** `fn(arg)` as one JavaScript expression. */
const call = (fn: (arg: never) => unknown, arg: unknown) =>
  `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`;

/** A proxy address where nothing listens: requests that are not for loopback fail at once. */
const DEAD_PROXY = new URL(CHROMIUM_DEAD_PROXY.server).host;

/**
 * The chat page a wa.me link opens, answered locally where the engine lets a test answer
 * requests (Chromium). Firefox and WebKit fail the load at the dead proxy: WebKit's new window
 * keeps the address it was opened for, Firefox's shows its error page, which names it (and
 * Chromium's targets name the tab a Ctrl click opens, outside the routing).
 */
const CHAT_STUB = '<!doctype html><title>chat</title><p>chat</p>';

/** The address a Firefox error page (`about:neterror?…&u=<address>`) failed to load, else `url` itself. */
const failedAddress = (url: string) =>
  url.startsWith('about:neterror?') ? (new URL(url).searchParams.get('u') ?? url) : url;

/** What an engine reports on the 404 page about the 404 answer itself, not a page error. */
const isNotFoundReport = (text: string) => /status of 404|404 \(Not Found\)/.test(text);

// ---------------------------------------------------------------------------------- Chromium

async function launchChromium(options: LaunchOptions): Promise<Driver> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.mapped?.args ?? [])],
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    ignoreHTTPSErrors: true,
    locale: 'es-CO',
    proxy: deadProxyExcept(options.mapped?.hosts),
  });
  withDeadlines(context);
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    if (options.mapped?.hosts.includes(hostname)) return route.continue();
    if (hostname === 'wa.me') return route.fulfill({ status: 200, contentType: 'text/html', body: CHAT_STUB });
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(RECORDER);
  const page: ChromiumPage = context.pages()[0] ?? (await context.newPage());
  // Chromium's targets, not Playwright's pages: they also name a tab that a Ctrl click opens.
  const opened = await watchNewPages(context, page);
  let messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  const locate = (selector: string, index: number) => page.locator(selector).nth(index);
  const recorded = () => page.evaluate<Recorded>(RECORDED);
  return {
    engine: 'chromium',
    async goto(url) {
      messages = [];
      opened.reset();
      await page.goto(url, { waitUntil: 'load' });
      await untilReady(() => page.evaluate(READY), url);
    },
    evaluate: (fn, arg) => page.evaluate(call(fn, arg)),
    click: (selector, index = 0) => locate(selector, index).click(),
    doubleClick: (selector, index = 0) => locate(selector, index).dblclick(),
    ctrlClick: (selector, index = 0) => locate(selector, index).click({ modifiers: ['Control'] }),
    press: (key) => page.keyboard.press(key),
    async chooseFile(selector, file) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), locate(selector, 0).click()]);
      await chooser.setFiles(file);
    },
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
      return width;
    },
    async screenshot(file) {
      await page.screenshot({ path: file, fullPage: true, style: FULL_PAGE_STYLE });
    },
    newWindows: async () => opened.addresses(),
    async closeOtherWindows() {
      await Promise.all(context.pages().map((p) => (p === page ? undefined : p.close())));
      opened.reset();
    },
    problems: async () => [...messages, ...(await recorded()).problems].filter((text) => !isNotFoundReport(text)),
    consoleLog: async () => (await recorded()).log,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ----------------------------------------------------------------------------------- Firefox

async function launchFirefox(options: LaunchOptions): Promise<Driver> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-firefox-'));
  const [proxyHost, proxyPort] = DEAD_PROXY.split(':');
  const [sslProxyHost, sslProxyPort] = (options.mapped?.proxy ?? DEAD_PROXY).split(':');
  const browser: FirefoxBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    acceptInsecureCerts: true,
    defaultViewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': proxyHost,
      'network.proxy.http_port': Number(proxyPort),
      'network.proxy.ssl': sslProxyHost,
      'network.proxy.ssl_port': Number(sslProxyPort),
      'network.proxy.no_proxies_on': '127.0.0.1,localhost',
      'network.proxy.allow_hijacking_localhost': false,
      'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
      'intl.accept_languages': 'es-CO',
    },
  });
  const page: FirefoxPage = (await browser.pages())[0] ?? (await browser.newPage());
  // The project's deadlines, not puppeteer's 30 s (tools/deadlines.cjs).
  page.setDefaultTimeout(deadlines().action);
  page.setDefaultNavigationTimeout(deadlines().pageLoad);
  await page.evaluateOnNewDocument(RECORDER);
  let opened: Target[] = [];
  browser.on('targetcreated', (target: Target) => {
    if (target.type() === 'page') opened.push(target);
  });
  let messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') messages.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${String(error)}`));
  /** The element, scrolled to the middle of the view at once (the page scrolls smoothly otherwise). */
  const element = async (selector: string, index: number) => {
    const found = (await page.$$(selector))[index];
    if (found === undefined) throw new Error(`No element ${index} for ${selector}`);
    await found.evaluate(REVEAL);
    return found;
  };
  const recorded = () => page.evaluate(RECORDED) as Promise<Recorded>;
  const others = async () => (await browser.pages()).filter((p) => p !== page);
  return {
    engine: 'firefox',
    async goto(url) {
      messages = [];
      opened = [];
      await page.goto(url, { waitUntil: 'load' });
      await untilReady(() => page.evaluate(READY), url);
    },
    evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg?: A) {
      return page.evaluate(call(fn, arg)) as Promise<T>;
    },
    click: async (selector, index = 0) => (await element(selector, index)).click(),
    doubleClick: async (selector, index = 0) => (await element(selector, index)).click({ count: 2 }),
    async ctrlClick(selector, index = 0) {
      const found = await element(selector, index);
      await page.keyboard.down('Control');
      try {
        await found.click();
      } finally {
        await page.keyboard.up('Control');
      }
    },
    press: (key) => page.keyboard.press(key),
    async chooseFile(selector, file) {
      const control = await element(selector, 0);
      const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: deadlines().action }), control.click()]);
      await chooser.accept([file]);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      return width;
    },
    async screenshot(file) {
      const style = await page.addStyleTag({ content: FULL_PAGE_STYLE });
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
      await style.evaluate((element) => element.remove());
    },
    newWindows: async () => opened.map((target) => failedAddress(target.url())),
    async closeOtherWindows() {
      await Promise.all((await others()).map((p) => p.close()));
      opened = [];
    },
    problems: async () => [...messages, ...(await recorded()).problems].filter((text) => !isNotFoundReport(text)),
    consoleLog: async () => (await recorded()).log,
    close: async () => {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------------------------ WebKit

/** Starts WebKitWebDriver under its own Xvfb (its output is shown if it does not start). */
async function startWebKitDriver(port: number, reducedMotion: boolean) {
  // WebKitGTK answers prefers-reduced-motion from GTK's gtk-enable-animations setting.
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  fs.mkdirSync(path.join(config, 'gtk-3.0'));
  fs.writeFileSync(
    path.join(config, 'gtk-3.0/settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );

  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, XDG_CONFIG_HOME: config, GTK_A11Y: 'none', NO_AT_BRIDGE: '1' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const state = await until(
    `WebKitWebDriver to answer on ${url}`,
    async () => (child.exitCode !== null ? 'exited' : (await fetch(`${url}/status`)).ok && 'up'),
    { timeoutMs: deadlines().serverFirstAnswer, said: () => output },
  );
  if (state === 'exited') throw new Error(`WebKitWebDriver exited before it answered on ${url}:\n${output}`);
  return {
    url,
    output: () => output,
    /** Whether a MiniBrowser runs in the driver's process group (WebKitWebDriver starts it there). */
    miniBrowserRuns: () => child.pid !== undefined && processGroupRuns(child.pid, 'MiniBrowser'),
    stop() {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      fs.rmSync(config, { recursive: true, force: true });
    },
  };
}

/** Whether a process named `name` runs in the process group `group` (from /proc). */
function processGroupRuns(group: number, name: string): boolean {
  return fs.readdirSync('/proc').some((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp ...": the fields after the name's closing parenthesis.
      const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === group && stat.includes(`(${name})`);
    } catch {
      return false;
    }
  });
}

/** How long MiniBrowser may take to open its first window before the launch is tried again (30 s, scaled). */
const WEBKIT_SESSION_TIMEOUT_MS = scaled(30_000);
/** How many times a launch is tried. */
const WEBKIT_LAUNCH_ATTEMPTS = 4;

async function launchWebKit(options: LaunchOptions): Promise<Driver> {
  const port = ENGINE_PORTS.webkitDriver[options.reducedMotion ? 1 : 0];
  // Debian's MiniBrowser (WebKitGTK 2.50) sometimes dies at its start (a segfault in libc, in the kernel's
  // log: five times in one morning's runs here, once on both tries of one launch), and WebKitWebDriver then
  // waits for it for ever. A launch, not a test step, is tried again: at once when MiniBrowser is seen to end.
  for (let attempt = 1; ; attempt += 1) {
    const server = await startWebKitDriver(port, options.reducedMotion ?? false);
    try {
      return await webKitSession(server, options);
    } catch (error) {
      server.stop();
      const noSession = error instanceof Error && error.message.startsWith('No WebKit session');
      if (attempt >= WEBKIT_LAUNCH_ATTEMPTS || !noSession) throw error;
    }
  }
}

async function webKitSession(
  server: Awaited<ReturnType<typeof startWebKitDriver>>,
  options: LaunchOptions,
): Promise<Driver> {
  let timer: NodeJS.Timeout | undefined;
  let watch: NodeJS.Timeout | undefined;
  // MiniBrowser seen running, then gone before the session: it died at its start.
  let seen = false;
  const died = new Promise<never>((_, reject) => {
    watch = setInterval(() => {
      const runs = server.miniBrowserRuns();
      if (runs) seen = true;
      else if (seen) reject(new Error('No WebKit session: MiniBrowser ended before its window opened'));
    }, 250);
  });
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `No WebKit session within ${WEBKIT_SESSION_TIMEOUT_MS} ms:\n${server.output()}\n` +
              // What ran then, to tell a MiniBrowser that never started from one that never opened its window.
              execFileSync('ps', ['-eo', 'pid,ppid,etimes,time,args'], { encoding: 'utf8' })
                .split('\n')
                .filter((line) => /WebKit|MiniBrowser|Xvfb|PID/.test(line))
                .join('\n'),
          ),
        ),
      WEBKIT_SESSION_TIMEOUT_MS,
    );
  });
  let driver: WebDriver;
  try {
    const session = new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        // WebKitWebDriver makes an "https://" proxy of sslProxy (TLS to the proxy itself, whose
        // certificate acceptInsecureCerts does not cover): the lab's proxy goes to MiniBrowser.
        ...(options.mapped
          ? {}
          : {
              proxy: {
                proxyType: 'manual',
                httpProxy: DEAD_PROXY,
                sslProxy: DEAD_PROXY,
                noProxy: ['127.0.0.1', 'localhost'],
              },
            }),
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', ...(options.mapped ? [`--proxy=http://${options.mapped.proxy}`] : [])],
        },
      })
      .build();
    driver = await Promise.race([session, timedOut, died]);
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
  }
  // MiniBrowser can also die just after the session opens: its first command then finds no session.
  const main = await driver.getWindowHandle().catch((error: Error) => {
    throw error.name === 'NoSuchSessionError'
      ? new Error(`No WebKit session: MiniBrowser ended as the session opened (${error.message})`)
      : error;
  });
  // The project's deadlines for a script and a page load, not WebDriver's 30 s and 300 s (tools/deadlines.cjs).
  await driver.manage().setTimeouts({ script: deadlines().action, pageLoad: deadlines().pageLoad });
  /** The address of each window opened since the last reset, by handle (WebDriver has no window events). */
  let opened = new Map<string, string>();
  const pollWindows = async () => {
    for (const handle of await driver.getAllWindowHandles()) {
      if (handle === main) continue;
      await driver.switchTo().window(handle);
      opened.set(handle, await driver.getCurrentUrl());
    }
    await driver.switchTo().window(main);
  };
  const run = async <T>(expression: string): Promise<T> => {
    const result = (await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => ${expression}).then(
         (value) => done({ value }),
         (error) => done({ error: String(error && error.stack || error) }));`,
    )) as { value: T; error?: string };
    if (result.error !== undefined) throw new Error(result.error);
    return result.value;
  };
  const element = async (selector: string, index: number): Promise<WebElement> => {
    const found = (await driver.findElements(By.css(selector)))[index];
    if (found === undefined) throw new Error(`No element ${index} for ${selector}`);
    return found;
  };
  /** Scrolls the element to the middle of the view, as a visitor would before clicking it. */
  const reveal = async (selector: string, index: number) => {
    const target = await element(selector, index);
    await driver.executeAsyncScript(`(${REVEAL.toString()})(arguments[0]).then(arguments[1]);`, target);
    return target;
  };
  const keys: Record<KeyName, string> = {
    ArrowRight: Key.ARROW_RIGHT,
    ArrowLeft: Key.ARROW_LEFT,
    Enter: Key.ENTER,
    Tab: Key.TAB,
  };
  const setViewport = async (width: number, height: number) => {
    // The window has no toolbar in automation mode; correct for whatever frame it has.
    await driver.manage().window().setRect({ width, height });
    const inner = await run<{ w: number; h: number }>('({ w: window.innerWidth, h: window.innerHeight })');
    if (inner.w !== width || inner.h !== height) {
      await driver
        .manage()
        .window()
        .setRect({ width: width * 2 - inner.w, height: height * 2 - inner.h });
    }
    return run<number>('window.innerWidth');
  };
  await setViewport(options.width ?? 1440, options.height ?? 900);
  return {
    engine: 'webkit',
    async goto(url) {
      opened = new Map();
      await driver.get(url);
      await run(RECORDER);
      await untilReady(() => driver.executeScript(`return ${READY};`), url);
    },
    evaluate: (fn, arg) => run(call(fn, arg)),
    async click(selector, index = 0) {
      // A late layout shift (a lazy image) can move the element after it was revealed: reveal again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await driver
            .actions()
            .click(await reveal(selector, index))
            .perform();
          return;
        } catch (error) {
          if (attempt >= 3 || !(error instanceof Error && error.name === 'MoveTargetOutOfBoundsError')) throw error;
        }
      }
    },
    async doubleClick(selector, index = 0) {
      await driver
        .actions()
        .doubleClick(await reveal(selector, index))
        .perform();
    },
    async ctrlClick(selector, index = 0) {
      const target = await reveal(selector, index);
      await driver.actions().keyDown(Key.CONTROL).click(target).keyUp(Key.CONTROL).perform();
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    async chooseFile(selector, file) {
      const control = await reveal(selector, 0);
      // The label's input (a label's `control`), else the element itself.
      const input: WebElement = await driver.executeScript('return arguments[0].control || arguments[0];', control);
      await input.sendKeys(file);
    },
    setViewport,
    async screenshot(file) {
      // WebDriver's screenshot is the viewport: grow the window to the page's height first.
      const size = await run<{ w: number; h: number; page: number }>(
        '({ w: window.innerWidth, h: window.innerHeight, page: document.documentElement.scrollHeight })',
      );
      await setViewport(size.w, size.page);
      // Let WebKit paint the grown window (unpainted parts come out black): fonts, the photos decoded, two frames.
      await run(PAINTED);
      fs.writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
      await setViewport(size.w, size.h);
    },
    async newWindows() {
      await pollWindows();
      return [...opened.values()];
    },
    async closeOtherWindows() {
      for (const handle of await driver.getAllWindowHandles()) {
        if (handle === main) continue;
        await driver.switchTo().window(handle);
        await driver.close();
      }
      await driver.switchTo().window(main);
      opened = new Map();
    },
    problems: async () => (await run<Recorded>(RECORDED)).problems.filter((text) => !isNotFoundReport(text)),
    consoleLog: async () => (await run<Recorded>(RECORDED)).log,
    async close() {
      try {
        await driver.quit();
      } finally {
        server.stop();
      }
    },
  };
}

/** A fresh browser of `engine` (fresh profile), showing an empty page. */
export function launch(engine: Engine, options: LaunchOptions = {}): Promise<Driver> {
  switch (engine) {
    case 'chromium':
      return launchChromium(options);
    case 'firefox':
      return launchFirefox(options);
    case 'webkit':
      return launchWebKit(options);
  }
}

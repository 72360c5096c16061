/**
 * The production build served by Debian's nginx with the committed deploy/nginx.conf
 * (only its `listen` and `root` lines swapped): headers, routes, the 404 page, and the
 * whole site working under its Content Security Policy, with and without Tag Manager.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { IMMUTABLE, REVALIDATE, securityHeaders } from '../deploy/host-config.cjs';
import { hashedAssetsOf } from '../deploy/host-checks.cjs';
import { openBrowser } from './support/browser';
import {
  NGINX_PORT,
  PUBLIC_DIR,
  TAG_MANAGER_PORT,
  answerGoogleLocally,
  tagManagerBuild,
  nginxDuringTests,
  watchCspViolations,
} from './support/nginx';
import { UNKNOWN_PATH, isNotFoundResourceReport, pageRoutes, useEveryPart, watchConsole } from './support/visitor';
import { until } from './support/until';

const homeHtml = () => fs.readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8');

function expectSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders)) expect([name, headers.get(name)]).toEqual([name, value]);
}

describe('nginx with deploy/nginx.conf serving public/', () => {
  const server = nginxDuringTests(PUBLIC_DIR, NGINX_PORT);
  const get = (route: string) => fetch(server.url + route, { redirect: 'manual' });

  test.each(['/', '/frammento'])(
    '%s answers 200 itself (no redirect), revalidated, with the security headers',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expectSecurityHeaders(response.headers);
      expect(await response.text()).toContain('<html');
    },
  );

  test('page-data is revalidated', async () => {
    const response = await get('/page-data/index/page-data.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expectSecurityHeaders(response.headers);
  });

  test('the hashed scripts and stylesheet the home page loads are cached for a year, immutable', async () => {
    const assets = hashedAssetsOf(homeHtml());
    // The stylesheet Gatsby's HTML names, and the Web Vitals script the behaviours script loads.
    expect(assets.some((asset) => asset.startsWith('/vitals-'))).toBe(true);
    expect(assets.some((asset) => asset.startsWith('/styles.'))).toBe(true);
    for (const asset of assets) {
      const response = await get(asset);
      expect([asset, response.status]).toEqual([asset, 200]);
      expect([asset, response.headers.get('cache-control')]).toEqual([asset, IMMUTABLE]);
      expectSecurityHeaders(response.headers);
    }
  });

  test('scripts and pages are sent as the build’s own Brotli copy, or its gzip copy, byte for byte', async () => {
    /** The raw answer (undecoded) to a GET with the given Accept-Encoding. */
    const raw = (route: string, encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(server.url + route, { headers: { 'accept-encoding': encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const vitals = hashedAssetsOf(homeHtml()).find((asset) => asset.startsWith('/vitals-')) ?? '';
    for (const [route, file] of [
      [vitals, vitals],
      ['/frammento', '/frammento.html'],
    ] as const) {
      const br = await raw(route, 'gzip, deflate, br');
      expect([route, br.encoding]).toEqual([route, 'br']);
      expect(br.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.equals(fs.readFileSync(path.join(PUBLIC_DIR, `${file}.br`)))).toBe(true);
      const gz = await raw(route, 'gzip');
      expect([route, gz.encoding]).toEqual([route, 'gzip']);
      expect(gz.body.equals(fs.readFileSync(path.join(PUBLIC_DIR, `${file}.gz`)))).toBe(true);
    }
  });

  test('a processed image under /static/ is cached for a year, immutable', async () => {
    const image = /src="(\/static\/[^"]+\.(?:png|jpg|webp|avif))"/.exec(homeHtml())?.[1];
    expect(image).toBeDefined();
    const response = await get(image ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expectSecurityHeaders(response.headers);
  });

  test('a trailing slash answers 301 to the same path without it, query kept', async () => {
    const response = await get('/frammento/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/frammento');
    expectSecurityHeaders(response.headers);
    expect((await get('/frammento/?utm_source=ads')).headers.get('location')).toBe('/frammento?utm_source=ads');
  });

  test.each([UNKNOWN_PATH, '/frammento/otra', '/static/no-existe.png', '/app-00000000000000000000.js'])(
    'the unknown path %s answers 404 with the 404 page and the security headers',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers);
      expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8'));
    },
  );
});

describe('the site under its Content Security Policy, served by nginx', () => {
  const server = nginxDuringTests(PUBLIC_DIR, NGINX_PORT);
  let context: BrowserContext;
  let violations: string[];
  let consoleMessages: string[];

  beforeEach(async () => {
    context = await openBrowser();
    violations = await watchCspViolations(context);
    consoleMessages = watchConsole(context);
  });
  afterEach(async () => {
    await context.close();
  });

  test.each(pageRoutes(PUBLIC_DIR))(
    '%s: every part and every chat button works, with no CSP violation and no console message',
    async (route) => {
      const clicked = await useEveryPart(context, server.url + route);
      expect(clicked.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
      expect(consoleMessages).toEqual([]);
    },
  );

  test('the 404 page shows with no CSP violation (it logs the missing path on purpose)', async () => {
    const page = await context.newPage();
    const response = await page.goto(server.url + UNKNOWN_PATH, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(violations).toEqual([]);
    // Chromium reports the 404 answer itself; the page logs the path it was asked for with
    // console.error (a product requirement). Nothing else may be logged there.
    const ownMessages = consoleMessages.filter((message) => !isNotFoundResourceReport(message));
    expect(ownMessages).toHaveLength(1);
    expect(ownMessages[0]).toMatch(/^error .*ruta\/que-no-existe$/);
  });

  test('a page fetches no script file but the Web Vitals one, which its behaviours script inserts after the load', async () => {
    const page = await context.newPage();
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    const seen = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        load: navigation?.loadEventStart ?? Infinity,
        vitals: document.querySelector('script[data-vitals]')?.getAttribute('data-vitals'),
        scripts: performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, by: entry.initiatorType, start: entry.startTime })),
      };
    });
    expect(seen.scripts.map(({ path, by }) => `${path} ${by}`)).toEqual([`${seen.vitals} script`]);
    expect(seen.scripts[0]?.start).toBeGreaterThan(seen.load);
  });

  test('the policy is enforced: an on*= handler, eval and a script the parser inserts (same origin too) are refused and reported', async () => {
    const page = await context.newPage();
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const state = window as unknown as { __handlerRan?: boolean };
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__handlerRan = true');
      document.body.appendChild(button);
      button.click();
      // A document the parser writes inherits the policy: its <script src> is parser-inserted.
      const frame = document.createElement('iframe');
      frame.srcdoc = '<script src="/webpack-runtime-refused.js"></script>';
      document.body.appendChild(frame);
      // An inline script that a script inserts runs ('strict-dynamic'); the eval it makes on
      // its own (a task of the page, not of this test's evaluation) does not.
      const inserted = document.createElement('script');
      inserted.text =
        'setTimeout(function () { try { eval("1"); window.__eval = "ran"; } catch (e) { window.__eval = e.name; } });';
      document.head.appendChild(inserted);
      return state.__handlerRan === true;
    });
    expect(ran).toBe(false);
    const evaluated = () => page.evaluate(() => (window as unknown as { __eval?: string }).__eval);
    expect(await until('the inserted script to try its eval', evaluated)).toBe('EvalError');
    const refused = () => violations.join('\n');
    await until('the refusal of the parser-inserted script', refused, {
      done: (text) => text.includes('webpack-runtime-refused.js'),
    });
    expect(refused()).toContain('script-src-attr');
    expect(refused()).toContain('blocked eval');
    expect(refused()).toContain('/webpack-runtime-refused.js');
  });
});

describe(`a build with a Tag Manager container, served by nginx`, () => {
  const server = nginxDuringTests(tagManagerBuild, TAG_MANAGER_PORT);
  let context: BrowserContext;
  let violations: string[];
  let consoleMessages: string[];
  beforeEach(async () => {
    context = await openBrowser();
    await answerGoogleLocally(context);
    violations = await watchCspViolations(context);
    consoleMessages = watchConsole(context);
  });
  afterEach(async () => {
    await context.close();
  });

  test('the container loads with what its Google Ads tag loads, with no CSP violation', async () => {
    const page = await context.newPage();
    const google: string[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().startsWith(server.url)) google.push(new URL(request.url()).hostname);
    });
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'stub_container_loaded',
      ),
    );
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
    );
    expect(events).toEqual(expect.arrayContaining(['gtm.js', 'stub_container_loaded']));
    // The stub reached every kind of Google host the policy allows (the last ones may still be on their way).
    const hosts = [
      'www.googletagmanager.com',
      'www.googleadservices.com',
      'googleads.g.doubleclick.net',
      'www.google.com',
      'www.google.com.co',
      'pagead2.googlesyndication.com',
      'td.doubleclick.net',
    ];
    await until('a request to every Google host the policy allows', () => [...new Set(google)], {
      done: () => hosts.every((host) => google.includes(host)),
    });
    expect(new Set(google)).toEqual(new Set(hosts));
    expect(violations).toEqual([]);
    expect(consoleMessages).toEqual([]);
  });

  test.each(pageRoutes(PUBLIC_DIR))(
    '%s: every chat button sends a conversion hit and opens one chat, with no CSP violation',
    async (route) => {
      const clicked = await useEveryPart(context, server.url + route, true);
      expect(clicked.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
      expect(consoleMessages).toEqual([]);
    },
  );

  test('the 404 page shows with no CSP violation', async () => {
    const page = await context.newPage();
    const response = await page.goto(server.url + UNKNOWN_PATH, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(violations).toEqual([]);
  });
});

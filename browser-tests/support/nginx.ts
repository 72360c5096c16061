import path from 'node:path';
import type { BrowserContext, Route } from 'playwright-core';
import { variantBuild } from '../../build-tests/support/variant-build';
import { deadlines, scaled } from '../../tools/deadlines.cjs';
import { startNginx } from '../../tools/local-nginx.cjs';
import { workerPort } from './server';

const projectRoot = path.resolve(__dirname, '../..');

export { startNginx } from '../../tools/local-nginx.cjs';

/** The production build of this checkout. */
export const PUBLIC_DIR = path.join(projectRoot, 'public');

/** Ports in the worker's block: nginx with public/, and nginx with the Tag Manager build. */
export const NGINX_PORT = workerPort(1);
export const TAG_MANAGER_PORT = workerPort(2);

type NginxServer = { url: string; stop: () => Promise<void> };

/**
 * nginx serving `root` (a folder, or a function that builds one) on `port` for the tests of
 * the enclosing describe block or file: started before them, stopped after. The returned
 * object gets its `url` once nginx is up, within nginx's first answer's deadline, and a build's before it when
 * `root` builds (tools/deadlines.cjs).
 */
export function nginxDuringTests(
  root: string | (() => Promise<string>),
  port: number,
  options: { tls?: boolean } = {},
  timeoutMs = deadlines().serverFirstAnswer + scaled(30_000) + (typeof root === 'string' ? 0 : deadlines().build),
): { url: string } {
  const server = { url: '' };
  let running: NginxServer | undefined;
  beforeAll(async () => {
    running = await startNginx(typeof root === 'string' ? root : await root(), port, options);
    server.url = running.url;
  }, timeoutMs);
  afterAll(async () => {
    await running?.stop();
  });
  return server;
}

/**
 * The variant build's public/ (with a Tag Manager container: build-tests/support/variant-build.ts), made
 * once in a run, whichever test file asks first.
 */
export async function tagManagerBuild(): Promise<string> {
  return (await variantBuild()).publicDir;
}

/**
 * A small stand-in for a Tag Manager container with the tags docs/marketing/etiquetas.md says work: it loads
 * what such a container loads from each Google host the CSP allows (gtag.js, conversion
 * pixels, a beacon, the remarketing iframe), and, like a built-in Google Ads conversion tag
 * on the `whatsapp_click` trigger, sends a conversion hit for each chat click (recorded in
 * `window.__conversions`). All of it runs inside gtm.js, as built-in tags do.
 */
const TAG_MANAGER_STUB = `
(function () {
  window.dataLayer = window.dataLayer || [];
  window.__conversions = [];
  var gtag = document.createElement('script');
  gtag.async = true;
  gtag.src = 'https://www.googletagmanager.com/gtag/js?id=AW-000000000';
  document.head.appendChild(gtag);
  var ads = document.createElement('script');
  ads.async = true;
  ads.src = 'https://www.googleadservices.com/pagead/conversion_async.js';
  document.head.appendChild(ads);
  [
    'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/000000000/?random=1',
    'https://www.googleadservices.com/pagead/conversion/000000000/?random=1',
    'https://www.google.com/pagead/1p-conversion/000000000/?random=1',
    'https://www.google.com.co/pagead/1p-conversion/000000000/?random=1',
    'https://www.googletagmanager.com/td?id=GTM-TEST123'
  ].forEach(function (src) { new Image().src = src; });
  fetch('https://www.google.com/ccm/collect?en=page_view', { mode: 'no-cors', keepalive: true }).catch(function () {});
  navigator.sendBeacon('https://pagead2.googlesyndication.com/ccm/collect?en=page_view');
  var frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = 'https://td.doubleclick.net/td/rul/000000000';
  document.body.appendChild(frame);
  function conversion(entry) {
    if (!entry || entry.event !== 'whatsapp_click') return;
    window.__conversions.push(entry.whatsapp_url);
    new Image().src = 'https://www.googleadservices.com/pagead/conversion/000000000/?label=whatsapp_click&url=' +
      encodeURIComponent(entry.whatsapp_url);
  }
  var layer = window.dataLayer;
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    Array.prototype.forEach.call(arguments, conversion);
    return result;
  };
  window.dataLayer.push({ event: 'stub_container_loaded' });
})();
`;

/** Scripts from Google hosts record their address in `window.__googleScripts` when they run. */
const GOOGLE_SCRIPT = `(window.__googleScripts = window.__googleScripts || []).push(document.currentScript.src);`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/** Google's hosts, answered locally: `container` for gtm.js, small answers for the rest. */
export async function answerGoogleLocally(context: BrowserContext, container = TAG_MANAGER_STUB): Promise<void> {
  await context.route(
    (url) =>
      /(^|\.)(google\.com|google\.com\.co|googletagmanager\.com|googleadservices\.com|doubleclick\.net|googlesyndication\.com)$/.test(
        url.hostname,
      ),
    (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtm.js') {
        return route.fulfill({ status: 200, contentType: 'application/javascript', body: container });
      }
      switch (request.resourceType()) {
        case 'script':
          return route.fulfill({ status: 200, contentType: 'application/javascript', body: GOOGLE_SCRIPT });
        case 'image':
          return route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
        case 'document':
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>frame</title>' });
        default:
          return route.fulfill({ status: 204, body: '' });
      }
    },
  );
}

/** Aborts every request to Tag Manager, as an ad blocker does. */
export async function blockTagManager(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname === 'www.googletagmanager.com',
    (route: Route) => route.abort('blockedbyclient'),
  );
}

/**
 * Collects Content Security Policy violations in every page of the context: the DOM's
 * `securitypolicyviolation` events and Chromium's console reports of them.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

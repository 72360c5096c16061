// How long an editor waits for the published /admin/ (not a test: machines are noisy). `npm run editor-wait`:
// serves the production build in public/ as production serves it (nginx with the committed configuration, TLS and
// HTTP/2), its /admin/ as the build writes it for an nginx host (CMS_REPO and CMS_AUTH_URL set: the button
// «Iniciar sesión con GitHub»; Pages and Netlify differ only in login.js, which starts Decap by hand), and opens it in Debian's Chromium with a cold cache, under the bench's two profiles:
// a mid-range laptop (Lighthouse's desktop throttling: 40 ms, 10 Mbps, the CPU as it is) and the phone
// (tools/phone-profile.cjs). For each it prints the medians, from the navigation's start, of: Decap's bundle
// received, the load event, and the login button shown; and the bundle's size as sent.
// Options: `--runs N` (default 5) cold loads a profile. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import buildCopy from '../tools/build-copy.cjs';
import localBrowser from '../tools/local-browser.cjs';
import localNginx from '../tools/local-nginx.cjs';
import phoneProfile from '../tools/phone-profile.cjs';
import sharedConstants from '../src/shared/constants.cjs';
import tsModule from '../src/shared/ts-module.cjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const PORT = Number(process.env.BENCH_PORT ?? 9400);
const BUTTON = 'Iniciar sesión con GitHub';

/** The profiles: Lighthouse's desktop throttling (its own constants) and the phone the bench and tests share. */
const PROFILES = {
  laptop: {
    latencyMs: throttling.desktopDense4G.rttMs,
    downloadKbps: throttling.desktopDense4G.throughputKbps,
    uploadKbps: throttling.desktopDense4G.throughputKbps,
    cpuSlowdown: throttling.desktopDense4G.cpuSlowdownMultiplier,
    viewport: { width: 1350, height: 940 },
    mobile: false,
  },
  phone: { ...phoneProfile.PHONE, mobile: true },
};

/** A copy of public/ whose /admin/ is what the build writes for an nginx host with its login Worker (adminFiles). */
function publishedBuild() {
  const publicDir = path.join(root, sharedConstants.PUBLIC_DIR);
  if (!fs.existsSync(path.join(publicDir, 'admin/index.html'))) {
    console.error('No production build in public/: run `npm run build` first.');
    process.exit(1);
  }
  const { adminFiles } = /** @type {typeof import('../src/editor/assemble/admin')} */ (
    tsModule.requireTs(path.join(root, 'src/editor/assemble/admin.ts'))
  );
  const { cmsBackend } = /** @type {typeof import('../src/editor/assemble/config')} */ (
    tsModule.requireTs(path.join(root, 'src/editor/assemble/config.ts'))
  );
  const backend = cmsBackend({ CMS_REPO: 'firma/sitio', CMS_AUTH_URL: 'https://login.example' });
  return buildCopy.copyWithAdmin(publicDir, adminFiles(sharedConstants.DEFAULT_DECAP_SERVER_PORT, backend, false));
}

/** Records, in the page, when the login button first shows (a script the page's CSP does not govern). */
const RECORD_BUTTON = `(() => {
  const look = () => {
    const shown = [...document.querySelectorAll('button')].some(
      (b) => b.textContent.trim() === ${JSON.stringify(BUTTON)} && b.getClientRects().length > 0,
    );
    if (shown && window.__buttonAt === undefined) window.__buttonAt = performance.now();
    return shown;
  };
  new MutationObserver(() => look()).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * @typedef {{ latencyMs: number, downloadKbps: number, uploadKbps: number, cpuSlowdown: number,
 *   viewport: { width: number, height: number }, mobile: boolean }} Profile
 * @typedef {{ bundleReceived: number, bundleBytes: number, load: number, button: number }} Load
 */

/**
 * One cold load under `profile`: a fresh context (empty cache), throttled before it navigates.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 * @returns {Promise<Load>}
 */
async function coldLoad(browser, url, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    locale: 'es-CO',
  });
  try {
    await context.addInitScript(RECORD_BUTTON);
    const page = await context.newPage();
    await phoneProfile.throttle(page, profile);
    await page.goto(url, { waitUntil: 'load', timeout: 600_000 });
    await page.getByRole('button', { name: BUTTON }).waitFor({ timeout: 600_000 });
    return await page.evaluate(() => {
      const bundle = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/decap-cms.js'));
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        bundleReceived: bundle?.responseEnd ?? NaN,
        bundleBytes: bundle?.encodedBodySize ?? NaN,
        load: navigation?.loadEventEnd ?? NaN,
        button: /** @type {{ __buttonAt?: number }} */ (window).__buttonAt ?? NaN,
      };
    });
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const dir = publishedBuild();
const server = await localNginx.startNginx(dir, PORT, { tls: true });
const browser = await chromium.launch({
  executablePath: localBrowser.CHROMIUM,
  headless: true,
  args: [...localBrowser.CHROMIUM_ARGS, '--ignore-certificate-errors'],
});
try {
  const rows = [];
  for (const [name, profile] of Object.entries(PROFILES)) {
    /** @type {Load[]} */
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await coldLoad(browser, `${server.url}/admin/`, profile));
    /** @param {keyof Load} key */
    const of = (key) => median(loads.map((load) => load[key]));
    rows.push({
      profile: name,
      'bundle received': seconds(of('bundleReceived')),
      'load event': seconds(of('load')),
      'login button': seconds(of('button')),
      'button after bundle': seconds(of('button') - of('bundleReceived')),
      'bundle as sent': `${(of('bundleBytes') / 1024 / 1024).toFixed(2)} MB`,
      runs: loads.map((load) => seconds(load.button)).join(', '),
    });
  }
  console.log(`The published /admin/, cold cache, medians of ${RUNS} (from the navigation's start):`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

// The performance benchmark (not a test: machines are noisy). `npm run bench`:
//  1. times a cold `gatsby build` (after `gatsby clean`) and a rebuild after one data
//     file changes (the file is restored and the site rebuilt afterwards);
//  2. serves the production build on loopback with nginx and the committed deploy/nginx.conf
//     (as production serves it) and runs Lighthouse 12 in Debian's
//     Chromium, five times per page with the mobile preset and applied ("devtools")
//     throttling, then once with the desktop preset;
//  3. prints the medians and compares them with the budget; exits 1 when one is over.
// Options: `--gtm` builds with GTM_ID=GTM-TEST123 (the container cannot load offline:
// its requests are blocked, as an ad blocker would); `--no-build` measures public/ as is;
// `--runs N` changes the number of mobile runs; `--host cloudflare` serves through Cloudflare's
// runtime (`wrangler pages dev`, scripts/local-wrangler.cjs) instead of nginx.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import localBrowser from './local-browser.cjs';
import localNginx from './local-nginx.cjs';
import localWrangler from './local-wrangler.cjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = localBrowser;

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => args.includes(name);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const port = Number(process.env.BENCH_PORT ?? 9400);
const HOST = args.includes('--host') ? args[args.indexOf('--host') + 1] : 'nginx';
// Lighthouse does not audit pages answered with status 404, so the 404 page is not listed.
const ROUTES = ['/', '/frammento'];
const GTM_ID = 'GTM-TEST123';

/** Mobile, applied throttling, medians of five, on both pages. */
export const BUDGET = {
  performance: { max: false, limit: 100 },
  accessibility: { max: false, limit: 100 },
  'best-practices': { max: false, limit: 100 },
  seo: { max: false, limit: 100 },
  'LCP ms': { max: true, limit: 1000 },
  'TBT ms': { max: true, limit: 100 },
  CLS: { max: true, limit: 0 },
  'JS KB': { max: true, limit: 90 },
  'total KB': { max: true, limit: 250 },
};

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...(option('--gtm') ? { GTM_ID } : {}) };
if (!option('--gtm')) delete env.GTM_ID;
const gatsby = path.join(root, 'node_modules/.bin/gatsby');
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

function build() {
  const start = performance.now();
  execFileSync(gatsby, ['build'], { cwd: root, env, stdio: 'ignore' });
  return seconds(start);
}

const timings = {};
if (!option('--no-build')) {
  console.log(`Building${option('--gtm') ? ` with GTM_ID=${GTM_ID}` : ''}...`);
  execFileSync(gatsby, ['clean'], { cwd: root, env, stdio: 'ignore' });
  timings['cold build s'] = build();
  // A rebuild after an editor changes one data file (a testimonial's wording).
  const file = path.join(root, 'data/testimonials.json');
  const original = fs.readFileSync(file, 'utf8');
  const entries = JSON.parse(original);
  entries.items[0].quote = `${entries.items[0].quote} `;
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));
  try {
    timings['rebuild after a data change s'] = build();
  } finally {
    fs.writeFileSync(file, original);
  }
  build(); // back to the committed content
}
if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('No build in public/: run `npm run build` first.');
  process.exit(1);
}

// Served as production serves it: Debian's nginx with deploy/nginx.conf (precompressed Brotli).
const server =
  HOST === 'cloudflare'
    ? await localWrangler.serveWithWrangler(path.join(root, 'public'), port)
    : await localNginx.startNginx(path.join(root, 'public'), port);
for (const route of ROUTES) {
  const answer = await fetch(server.url + route, { redirect: 'manual' });
  console.log(
    `${HOST}: ${route} answers ${answer.status}${answer.headers.get('location') ? ` → ${answer.headers.get('location')}` : ''}`,
  );
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  throttlingMethod: 'devtools',
  // Offline here: Google's hosts would only fail slowly; a blocked tag manager is what an
  // ad blocker does, and the page must hold its figures without it.
  blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*', '*googleadservices.com*'],
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': Math.round(audit('first-contentful-paint').numericValue),
    'LCP ms': Math.round(audit('largest-contentful-paint').numericValue),
    'TBT ms': Math.round(audit('total-blocking-time').numericValue),
    CLS: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    'SI ms': Math.round(audit('speed-index').numericValue),
    requests: requests.length,
    'JS KB': Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    'total KB': Number((audit('total-byte-weight').numericValue / 1024).toFixed(1)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs (not one run's figures). */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const mobile = [];
const desktop = [];
try {
  await lighthouse(server.url + ROUTES[0], flags); // warm-up: a fresh Chromium's first run is slow
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(figures((await lighthouse(server.url + route, flags)).lhr));
    mobile.push({ route, ...medians(runs) });
    desktop.push({ route, ...figures((await lighthouse(server.url + route, flags, desktopConfig)).lhr) });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const over = [];
for (const row of mobile) {
  for (const [key, { max, limit }] of Object.entries(BUDGET)) {
    const value = row[key];
    if (max ? value > limit : value < limit)
      over.push(`${row.route} ${key}: ${value} (budget ${max ? '≤' : '≥'} ${limit})`);
  }
}

console.log(`\nGTM_ID: ${option('--gtm') ? `${GTM_ID} (its requests blocked)` : 'not set'}`);
if (Object.keys(timings).length) console.table(timings);
console.log(`Lighthouse 12, mobile preset, applied (devtools) throttling: medians of ${RUNS} runs`);
console.table(mobile);
console.log('Lighthouse 12, desktop preset, applied throttling: one run');
console.table(desktop);
if (over.length) {
  console.log(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log('Every figure is within the budget.');

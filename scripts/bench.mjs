// Size and speed figures of the production build (run `npm run build` first).
// Serves public/ with `gatsby serve`, then for each route prints the bytes a first
// visit costs (gzip) and Lighthouse's mobile run: simulated slow 4G and a 4x slower
// CPU, in Debian's Chromium. Figures, not a test: machines are noisy.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import localBrowser from './local-browser.cjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuild } = localBrowser;

const root = path.resolve(import.meta.dirname, '..');
const port = 9400;
// Lighthouse does not audit pages answered with status 404, so the 404 page is not listed.
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/frammento'];
const gz = (file) => gzipSync(fs.readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** HTML + the scripts it loads, gzip, as built (without images and fonts). */
function buildSize(route) {
  const html = path.join(root, 'public', route, 'index.html');
  const text = fs.readFileSync(html, 'utf8');
  const scripts = [...text.matchAll(/<script src="([^"]+)"/g)].map((m) => path.join(root, 'public', m[1]));
  return { html: gz(html), js: scripts.reduce((sum, file) => sum + gz(file), 0) };
}

if (!fs.existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('No build in public/: run `npm run build` first.');
  process.exit(1);
}
const server = await serveBuild(port);
const base = server.url;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const run = (url) =>
  lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
  });
const RUNS = 3;
const rows = [];
try {
  await run(base + routes[0]); // warm-up: the first run of a fresh Chromium is always slow
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push((await run(base + route)).lhr);
    // The run with the median performance score stands for the route.
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(RUNS / 2)];
    const audit = (id) => lhr.audits[id];
    const size = buildSize(route);
    rows.push({
      route,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      FCP: audit('first-contentful-paint').displayValue,
      LCP: audit('largest-contentful-paint').displayValue,
      TBT: audit('total-blocking-time').displayValue,
      CLS: audit('cumulative-layout-shift').displayValue,
      'page weight': kb(audit('total-byte-weight').numericValue),
      'HTML gz': kb(size.html),
      'JS gz': kb(size.js),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs:`);
console.table(rows);

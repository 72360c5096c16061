// Full-page screenshots of every route at phone and desktop widths, for a human look.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]   (serve the build first: npm run serve)
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import fullPageShot from '../tools/full-page-shot.cjs';
import localBrowser from '../tools/local-browser.cjs';

const { CHROMIUM, CHROMIUM_ARGS } = localBrowser;

const base = process.argv[2] ?? 'http://localhost:9000';
const out = process.argv[3] ?? 'screenshots';
const routes = { home: '/', frammento: '/frammento', 'not-found': '/no-existe' };
const widths = [390, 1440];

mkdirSync(out, { recursive: true });
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-')), {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS],
});
await context.route(
  (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
  (route) => route.abort(),
);
for (const width of widths) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  for (const [name, route] of Object.entries(routes)) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Bring lazy images in before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(400);
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, style: fullPageShot.FULL_PAGE_STYLE });
    console.log(file);
  }
  await page.close();
}
await context.close();

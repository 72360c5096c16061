/**
 * Full-page screenshots of the home page, Frammento and the 404 at 390 px and 1440 px in
 * Chromium, Firefox and WebKit, of the build served by nginx over TLS, for a human look:
 *
 *     npm run screenshots:engines    (writes screenshots/engines/<engine>-<page>-<width>.png)
 *
 * Run through Jest (it needs the TypeScript driver); it only checks that each shot is a
 * full page. WebKit's narrowest window is wider than 390 px (see Driver.setViewport).
 */
import fs from 'node:fs';
import path from 'node:path';
import { frammento } from '../support/content';
import { PUBLIC_DIR, nginxDuringTests } from '../support/nginx';
import { UNKNOWN_PATH } from '../support/visitor';
import { ENGINES, launch } from './driver';
import { ENGINE_PORTS } from './ports';
import { scaled } from '../../tools/deadlines.cjs';

const OUT = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots/engines');
const ROUTES = { home: '/', frammento: `/${frammento.slug}`, 'not-found': UNKNOWN_PATH };
const WIDTHS = [390, 1440];

/** The height of a PNG, from its header. */
const pngHeight = (file: string) => fs.readFileSync(file).readUInt32BE(20);

const server = nginxDuringTests(PUBLIC_DIR, ENGINE_PORTS.nginx, { tls: true });
beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true });
});

test.each(ENGINES)(
  '%s: full-page shots of every page at phone and desktop width',
  async (engine) => {
    const browser = await launch(engine);
    try {
      for (const width of WIDTHS) {
        const height = width < 800 ? 844 : 900;
        await browser.setViewport(width, height);
        for (const [name, route] of Object.entries(ROUTES)) {
          // Twice: the fonts are `font-display: optional`, so a first, cold load may keep the
          // fallback fonts; a visitor's second page has them from the cache.
          await browser.goto(server.url + route);
          await browser.goto(server.url + route);
          // Bring lazy images in (each step drawn, two frames, before the next), then back to the top.
          await browser.evaluate(
            () =>
              new Promise<void>((resolve) => {
                let y = 0;
                const frames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
                const step = () => {
                  window.scrollTo({ top: y, behavior: 'instant' });
                  y += 600;
                  if (y < document.documentElement.scrollHeight) frames(step);
                  else {
                    window.scrollTo({ top: 0, behavior: 'instant' });
                    frames(resolve);
                  }
                };
                step();
              }),
          );
          const file = path.join(OUT, `${engine}-${name}-${width}.png`);
          await browser.screenshot(file);
          expect(pngHeight(file)).toBeGreaterThan(height);
        }
      }
    } finally {
      await browser.close();
    }
  },
  scaled(300_000),
);

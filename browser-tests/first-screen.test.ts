/**
 * The first paint lays out the first screen only: every band below a page's first screen (its
 * sections after the hero, the footer) is drawn when it comes near the viewport
 * (`belowFirstScreen`, src/components/ui/surfaces.ts), and is complete when it gets there.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, scrollToY, visit } from './support/browser';
import { frammento } from './support/content';

const PAGES = ['/', `/${frammento.slug}`];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

let context: BrowserContext;
afterEach(async () => {
  await context.close();
});

/**
 * Each band of the page, in order: the header, every section of <main>, the footer. Read once the fonts are in and two
 * frames have passed, so the bands stand where the browser last decided which of them to draw.
 */
const bands = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [
      ...document.querySelectorAll('#gatsby-focus-wrapper > header, main > section, #gatsby-focus-wrapper > footer'),
    ].map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`,
        deferred: getComputedStyle(element).contentVisibility === 'auto',
        // false while the browser skips the band's contents (content-visibility: auto, off screen)
        drawn: element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        top: box.top + window.scrollY,
        height: box.height,
      };
    });
  });

describe.each(PAGES)('%s', (route) => {
  test.each(SIZES)('at $width px, only the bands after the first screen wait to be drawn', async (size) => {
    context = await openBrowser(size);
    const page = await visit(context, route);
    const all = await bands(page);
    const [header, hero, ...rest] = all;
    expect(header?.name).toBe('header');
    // The header and the page's first section are drawn in the first paint, whatever the screen.
    expect([header?.deferred, hero?.deferred]).toEqual([false, false]);
    expect([header?.drawn, hero?.drawn]).toEqual([true, true]);
    expect(rest.length).toBeGreaterThan(3);
    expect(rest.at(-1)?.name).toBe('footer');
    for (const band of rest) expect(band).toMatchObject({ deferred: true });
    // Those far below the screen are skipped until the visitor comes near them. Chromium draws a band once it is
    // within 150 % of the viewport's height below the screen (its display locks' margin), so "far" starts half a
    // screen past that: a band a few pixels either side of the margin, as the fonts and photos settle, decides nothing.
    const far = rest.filter((band) => band.top > 3 * size.height);
    expect(far.length).toBeGreaterThan(1);
    for (const band of far) expect({ band: band.name, drawn: band.drawn }).toEqual({ band: band.name, drawn: false });
  });
});

test.each(PAGES)('%s: each band is drawn, whole, when the visitor scrolls to it', async (route) => {
  context = await openBrowser({ width: 390, height: 844 });
  const page = await visit(context, route);
  const count = (await bands(page)).length;
  for (let index = 2; index < count; index += 1) {
    // Where it stands now: the bands above it have been drawn at their real height.
    await scrollToY(page, (await bands(page))[index]?.top ?? 0);
    const band = (await bands(page))[index];
    expect(band?.drawn).toBe(true);
    // Drawn with its real content: taller than an empty band's padding.
    expect(band?.height).toBeGreaterThan(150);
  }
  expect((await page.locator('footer').innerText()).length).toBeGreaterThan(40);
});

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, chatEvents, openBrowser, scrollSettled, scrollToY, visit } from './support/browser';
import { home, site } from './support/content';

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await openBrowser();
  page = await visit(context, '/');
});
afterEach(async () => {
  await context.close();
});

const isVisible = (selector: string) =>
  page.$eval(selector, (element) => {
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && Number(style.opacity) > 0;
  });

test('the eight sections come in the spec order', async () => {
  const order = await page.evaluate(() => {
    const pick = (selector: string) => document.querySelector(selector);
    const parts = [
      pick('header'),
      pick('section[aria-labelledby="hero-title"]'),
      pick('section#servicios'),
      pick('section#proceso'),
      pick('section#testimonios'),
      pick('section[aria-labelledby="cta-title"]'),
      pick('footer'),
      pick('[data-testid="floating-chat"]'),
    ];
    if (parts.some((part) => part === null)) return 'missing';
    return parts.every((part, i) => i === 0 || (parts[i - 1] as Node).compareDocumentPosition(part as Node) & 4);
  });
  expect(order).toBe(true);
  expect(await page.locator('h1').innerText()).toBe(home.hero.title);
  expect(await page.getAttribute('html', 'lang')).toBe('es-CO');
});

test('the header stays at the top while scrolling', async () => {
  await scrollToY(page, 2500);
  const box = await page.locator('header').first().boundingBox();
  expect(box?.y).toBe(0);
  expect(await page.getByRole('link', { name: site.contactLabel }).isVisible()).toBe(true);
});

// Its showing and hiding while scrolling: browser-tests/engines/visitor.test.ts, in three engines.
test('the floating button is in the HTML, hidden by its CSS until the first-tap script marks <html>', async () => {
  const html = await (await fetch(BASE_URL + '/')).text();
  expect(html).toContain('data-testid="floating-chat"');
  expect(html).not.toMatch(/<html[^>]*data-scrolled/);
  expect(await isVisible('[data-testid="floating-chat"]')).toBe(false);
});

test('the floating button never covers the element a keyboard user focuses', async () => {
  await scrollToY(page, 400);
  const covered: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    await scrollSettled(page);
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement;
      const floating = document.querySelector('[data-testid="floating-chat"]');
      if (!focused || focused === document.body || !floating || floating.contains(focused)) return null;
      if (getComputedStyle(floating).visibility !== 'visible') return null;
      const a = focused.getBoundingClientRect();
      const b = (floating.querySelector('a') as Element).getBoundingClientRect();
      const hit = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
      return hit ? `${focused.tagName} ${(focused.textContent ?? '').slice(0, 40)}` : null;
    });
    if (overlap !== null) covered.push(overlap);
  }
  expect(covered).toEqual([]);
});

test('the home page has exactly these five chat buttons', async () => {
  const types = await page.$$eval('a[data-chat-type]', (links) => links.map((a) => a.getAttribute('data-chat-type')));
  expect(types.sort()).toEqual(['consulta', 'cta_section', 'floating_cta', 'footer', 'navbar']);
});

// Each button's link, event and chat: browser-tests/engines/visitor.test.ts, in three engines. A chat with no
// opener, a conversion function that throws, no JavaScript: browser-tests/degraded.test.ts.

test('images: the hero photo loads eagerly with high priority, the rest lazily, all with Spanish alt text', async () => {
  const html = (await (await fetch(BASE_URL + '/')).text()).replace(/<noscript>.*?<\/noscript>/gs, '');
  const eager = html.match(/<img[^>]*fetchpriority="high"[^>]*>/g) ?? [];
  expect(eager).toHaveLength(1);
  expect(eager[0]).toMatch(/loading="eager"/);
  const images = await page.$$eval('main img:not([aria-hidden="true"])', (imgs) =>
    imgs
      .filter((img) => !img.closest('noscript'))
      .map((img) => ({
        alt: img.getAttribute('alt'),
        loading: img.getAttribute('loading'),
        w: img.getAttribute('width'),
        h: img.getAttribute('height'),
      })),
  );
  expect(images.length).toBeGreaterThanOrEqual(9);
  for (const image of images) expect(image.alt?.trim()).toBeTruthy();
  expect(images.filter((image) => image.loading === 'lazy').length).toBe(images.length - 1);
});

test('axe finds no accessibility violation on the home page', async () => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('without GTM_ID no Tag Manager is loaded, and clicks still reach the data layer', async () => {
  const html = await (await fetch(BASE_URL + '/')).text();
  expect(html).not.toContain('googletagmanager');
  expect(html).not.toContain('id=undefined');
  await page.evaluate(() => {
    Object.assign(window, { open: () => null });
  });
  await page.getByRole('link', { name: site.contactLabel }).click();
  expect(await chatEvents(page)).toHaveLength(1);
});

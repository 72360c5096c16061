import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BASE_URL,
  chatEvents,
  openBrowser,
  otherPages,
  scrollSettled,
  scrollToY,
  visit,
  waMe,
} from './support/browser';
import { home, site, testimonials } from './support/content';

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

test("'Ver servicios' scrolls smoothly to the services, not hidden under the header", async () => {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  await page.getByRole('link', { name: home.hero.servicesCta }).click();
  await page.waitForFunction(() => {
    const top = document.querySelector('#servicios')?.getBoundingClientRect().top ?? -1;
    return Math.abs(top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)) < 40;
  });
  const { sectionTop, headerBottom, hash } = await page.evaluate(() => ({
    sectionTop: document.querySelector('#servicios h2')?.getBoundingClientRect().top ?? -1,
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    hash: location.hash,
  }));
  expect(hash).toBe('#servicios');
  expect(sectionTop).toBeGreaterThanOrEqual(headerBottom);
});

test('with reduced motion the jump is instant', async () => {
  const reduced = await openBrowser({ reducedMotion: 'reduce' });
  const reducedPage = await visit(reduced, '/');
  expect(await reducedPage.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await reducedPage.getByRole('link', { name: home.hero.servicesCta }).click();
  const top = await reducedPage.evaluate(() => document.querySelector('#servicios')?.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(0);
  expect(top).toBeLessThan(120);
  await reduced.close();
});

test('testimonial tabs: the first is selected; a click and the arrow keys select another', async () => {
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBe(3);
  const [first, second, third] = testimonials;
  const selected = () => page.locator('[role=tab][aria-selected=true]').getAttribute('aria-controls');
  const panelText = async () => page.locator('[role=tabpanel]:not([hidden])').innerText();
  expect(await panelText()).toContain(first?.quote);
  await page.getByRole('tab', { name: second?.author }).click();
  expect(await panelText()).toContain(second?.quote);
  await page.keyboard.press('ArrowRight');
  expect(await panelText()).toContain(third?.quote);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
  await page.keyboard.press('ArrowRight');
  expect(await panelText()).toContain(first?.quote);
  expect(await selected()).toMatch(/^testimonios-panel-/);
});

test('the floating button: hidden at load and at 300 px, visible at 301 px, hidden again at the top', async () => {
  const html = await (await fetch(BASE_URL + '/')).text();
  // In the HTML, before any script: hidden by its CSS until the first-tap script marks <html>.
  expect(html).toContain('data-testid="floating-chat"');
  expect(html).not.toMatch(/<html[^>]*data-scrolled/);
  const floating = '[data-testid="floating-chat"]';
  expect(await isVisible(floating)).toBe(false);
  await scrollToY(page, 300);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  expect(await isVisible(floating)).toBe(false);
  await scrollToY(page, 301);
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('[data-testid="floating-chat"]') as Element).visibility === 'visible',
  );
  expect(await page.getByRole('link', { name: home.floatingCta }).isVisible()).toBe(true);
  await scrollToY(page, 0);
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('[data-testid="floating-chat"]') as Element).visibility === 'hidden',
  );
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

test('a conversion function that throws still opens exactly one chat', async () => {
  await page.evaluate(() => {
    Object.assign(window, {
      gtag_report_conversion: () => {
        throw new ReferenceError('gtag is not defined');
      },
    });
  });
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: site.contactLabel }).click();
  expect((await popup).url()).toBe(waMe(site.phone.digits, site.chatMessages.general));
  await page.waitForTimeout(500);
  expect(otherPages(context, page)).toHaveLength(1);
});

test('a ctrl-click keeps the browser default (a background tab) and still pushes the event', async () => {
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: home.hero.consultCta, exact: true }).click({ modifiers: ['Control'] });
  await popup;
  await page.waitForTimeout(300);
  expect(otherPages(context, page)).toHaveLength(1);
  expect(await chatEvents(page)).toHaveLength(1);
});

test('without JavaScript the chat links still open the chat', async () => {
  const noJs = await openBrowser({ javaScriptEnabled: false });
  const noJsPage = noJs.pages()[0] ?? (await noJs.newPage());
  await noJsPage.goto(BASE_URL + '/');
  const popup = noJs.waitForEvent('page');
  await noJsPage.getByRole('link', { name: site.contactLabel }).click();
  expect((await popup).url()).toBe(waMe(site.phone.digits, site.chatMessages.general));
  await noJs.close();
});

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

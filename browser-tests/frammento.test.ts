import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, openBrowser, scrollToY, visit } from './support/browser';
import { frammento, site } from './support/content';

const route = `/${frammento.slug}`;
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await openBrowser();
  page = await visit(context, route);
});
afterEach(async () => {
  await context.close();
});

test('the sections come in the spec order', async () => {
  const order = await page.evaluate(() => {
    const parts = [
      'header',
      'section[aria-labelledby="hero-title"]',
      'section#caso-ganado',
      'section#problemas',
      'section#testimonios',
      'section#presencia',
      'section#contacto',
      'section#beneficios',
      'section[aria-labelledby="cta-title"]',
      'footer',
      '[data-testid="floating-chat"]',
    ].map((selector) => document.querySelector(selector));
    if (parts.some((part) => part === null)) return 'missing';
    return parts.every((part, i) => i === 0 || (parts[i - 1] as Node).compareDocumentPosition(part as Node) & 4);
  });
  expect(order).toBe(true);
  expect(await page.locator('h1').innerText()).toBe(frammento.hero.title);
});

test('head: Spanish title, es-CO, canonical without trailing slash', async () => {
  expect(await page.title()).toContain(frammento.seo.title);
  expect(await page.getAttribute('html', 'lang')).toBe('es-CO');
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https://[^/]+/${frammento.slug}$`));
});

test('/frammento/ ends on /frammento', async () => {
  const response = await page.goto(`${BASE_URL}${route}/`);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(BASE_URL + route);
  expect(await page.locator('h1').innerText()).toBe(frammento.hero.title);
});

test('the header and footer keep their own chat types', async () => {
  expect(await page.locator('header a[data-chat-type]').getAttribute('data-chat-type')).toBe('navbar');
  expect(await page.locator('footer a[data-chat-type]').getAttribute('data-chat-type')).toBe('footer');
  const types = await page.$$eval('main a[data-chat-type]', (links) =>
    links.map((a) => a.getAttribute('data-chat-type')),
  );
  expect(types).toEqual(Array(6).fill(`${frammento.slug}_page`));
});

test('#contacto holds the contact section with two chat buttons, and the hash lands below the header', async () => {
  expect(await page.locator('#contacto a[data-chat-type]').count()).toBe(2);
  await page.goto(`${BASE_URL}${route}#contacto`);
  await page.waitForFunction(
    () => Math.abs(document.querySelector('#contacto')?.getBoundingClientRect().top ?? 999) < 200,
  );
  const { top, headerBottom } = await page.evaluate(() => ({
    top: document.querySelector('#contacto h2')?.getBoundingClientRect().top ?? -1,
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
  }));
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test('star ratings read as text', async () => {
  for (const { rating } of frammento.testimonials.items) {
    expect(await page.getByText(`${rating} ${frammento.testimonials.ratingLabel}`).count()).toBeGreaterThan(0);
  }
});

test('the floating button asks about the project: hidden at 300 px, visible at 301 px', async () => {
  const floating = '[data-testid="floating-chat"]';
  const visibility = () => page.$eval(floating, (element) => getComputedStyle(element).visibility);
  await scrollToY(page, 300);
  expect(await visibility()).toBe('hidden');
  await scrollToY(page, 301);
  await page.waitForFunction(
    (s) => getComputedStyle(document.querySelector(s) as Element).visibility === 'visible',
    floating,
  );
  expect(await page.getByRole('link', { name: frammento.floatingCta }).isVisible()).toBe(true);
  await scrollToY(page, 0);
  await page.waitForFunction(
    (s) => getComputedStyle(document.querySelector(s) as Element).visibility === 'hidden',
    floating,
  );
});

test('axe finds no accessibility violation on the project page', async () => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the phone is shown as a tel: link too', async () => {
  expect(await page.getByRole('link', { name: site.phone.display }).getAttribute('href')).toBe(
    `tel:+${site.phone.digits}`,
  );
});

import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chatEvents } from './browser';
import { recordedConversions } from './chat-buttons';
import { deadlines } from '../../tools/deadlines.cjs';
import { watchForAbsence } from './until';

/** A path no page has: answered with the 404 page. */
export const UNKNOWN_PATH = '/ruta/que-no-existe';

/**
 * Every page route of a build: `/` and one per `<route>.html` (src/gatsby-hooks/output/flat-pages.ts); the
 * 404 page is reached by UNKNOWN_PATH.
 */
export function pageRoutes(publicDir: string): string[] {
  const routes = ['/'];
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || ['index.html', '404.html'].includes(entry.name)) continue;
    routes.push(`/${path.basename(entry.name, '.html')}`);
  }
  return routes;
}

/** Console errors and warnings, and uncaught errors, of every page in the context. */
export function watchConsole(context: BrowserContext): string[] {
  const messages: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()} ${message.location().url}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => messages.push(`uncaught: ${error.error().message}`));
  return messages;
}

/**
 * What Chromium itself logs on the 404 page: the 404 answer to the page. The page's own
 * message (the path, logged on purpose) is not among them.
 */
export const isNotFoundResourceReport = (message: string): boolean =>
  /^error \S+: Failed to load resource: the server responded with a status of 404/.test(message) &&
  message.includes(UNKNOWN_PATH.slice(1));

/** Scrolls the page from top to bottom in steps, as a reader does, each step drawn (two frames) before the next. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' });
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  }
}

/**
 * Uses a page as a visitor does: loads it, scrolls to the bottom, clicks every tab, then
 * clicks every chat button. Each click must open exactly one chat in a new tab without
 * an opener and push one `whatsapp_click`; with `throughConversion`, the stub container's
 * conversion tag must have recorded each one. Returns the links clicked.
 */
export async function useEveryPart(context: BrowserContext, url: string, throughConversion = false): Promise<string[]> {
  const page = await context.newPage();
  const pagesBefore = context.pages();
  await page.goto(url, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) await tabs.nth(i).click();
  const links = page.locator('a[data-chat-type]');
  const clicked: string[] = [];
  for (let i = 0; i < (await links.count()); i += 1) {
    const link = links.nth(i);
    await link.scrollIntoViewIfNeeded();
    await link.waitFor({ state: 'visible' });
    const href = (await link.getAttribute('href')) ?? '';
    const popup = context.waitForEvent('page', { timeout: deadlines().popup });
    await link.click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chat.url()).toBe(href);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await chat.close();
    clicked.push(href);
  }
  // A late second chat or push from a click is the defect looked for: absence, so time is what is tested.
  await watchForAbsence(300);
  expect(context.pages()).toEqual(pagesBefore);
  expect((await chatEvents(page)).map((event) => (event as { whatsapp_url: string }).whatsapp_url)).toEqual(clicked);
  if (throughConversion) {
    expect(await page.evaluate(recordedConversions)).toEqual(clicked);
  }
  await page.close();
  return clicked;
}

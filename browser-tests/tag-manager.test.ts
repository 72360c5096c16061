/**
 * Tag Manager under the strict policy (hashes and Google host lists, no 'strict-dynamic';
 * README "Marketing"): a build with GTM_ID served by nginx, its container answered by a
 * stub that does what Tag Manager does. What the README says works runs with no CSP
 * violation; what it says is blocked (inline Custom HTML, other hosts, eval) is blocked.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from './support/browser';
import {
  CUSTOM_HTML_STUB,
  TAG_MANAGER_PORT,
  TAG_MANAGER_STUB,
  answerGoogleLocally,
  tagManagerBuild,
  nginxDuringTests,
  watchCspViolations,
} from './support/nginx';
import { hydrated, watchConsole } from './support/visitor';

type Stubbed = {
  __googleScripts?: string[];
  __conversions?: string[];
  __customHtmlDone?: boolean;
  __customHtmlRan?: boolean;
  __customVariable?: number;
  __evalBlocked?: boolean;
};
const stubbed = (page: Page) => page.evaluate(() => ({ ...(window as unknown as Stubbed) }) as Stubbed);

const server = nginxDuringTests(tagManagerBuild, TAG_MANAGER_PORT, {}, 1_200_000);
let context: BrowserContext;
let violations: string[];
let consoleMessages: string[];
let hits: string[];

afterEach(async () => {
  await context.close();
});

async function open(container: string): Promise<Page> {
  context = await openBrowser();
  await answerGoogleLocally(context, container);
  violations = await watchCspViolations(context);
  consoleMessages = watchConsole(context);
  hits = [];
  const page = await context.newPage();
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(server.url)) hits.push(`${request.resourceType()} ${request.url()}`);
  });
  await page.goto(server.url + '/', { waitUntil: 'networkidle' });
  await hydrated(page);
  return page;
}

test('built-in tags run: scripts from Google hosts, image hits, and a conversion hit per chat click, with no violation', async () => {
  const page = await open(TAG_MANAGER_STUB);
  await page.waitForFunction(() => Array.isArray((window as unknown as Stubbed).__googleScripts));
  expect((await stubbed(page)).__googleScripts).toEqual(
    expect.arrayContaining([
      'https://www.googletagmanager.com/gtag/js?id=AW-000000000',
      'https://www.googleadservices.com/pagead/conversion_async.js',
    ]),
  );
  expect(hits).toEqual(
    expect.arrayContaining(['image https://www.googleadservices.com/pagead/conversion/000000000/?random=1']),
  );
  const link = page.locator('header a[data-chat-type]').first();
  const href = (await link.getAttribute('href')) ?? '';
  const popup = context.waitForEvent('page');
  await link.click();
  await (await popup).close();
  await page.waitForTimeout(300);
  expect((await stubbed(page)).__conversions).toEqual([href]);
  expect(hits).toContain(
    `image https://www.googleadservices.com/pagead/conversion/000000000/?label=whatsapp_click&url=${encodeURIComponent(href)}`,
  );
  expect(violations).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test('Custom HTML inline scripts, scripts from unlisted hosts and eval are blocked and reported; a Custom HTML script from a Google host runs', async () => {
  const page = await open(TAG_MANAGER_STUB + CUSTOM_HTML_STUB);
  await page.waitForFunction(() => (window as unknown as Stubbed).__customHtmlDone === true);
  await page.waitForTimeout(500);
  const state = await stubbed(page);
  expect(state.__customHtmlRan).toBeUndefined();
  expect(state.__customVariable).toBeUndefined();
  expect(state.__evalBlocked).toBe(true);
  expect(state.__googleScripts).toContain('https://www.googleadservices.com/pagead/custom-html.js');
  expect(hits.filter((hit) => hit.includes('facebook'))).toEqual([]);
  const events = violations.filter((violation) => !violation.startsWith('console:'));
  expect(events.sort()).toEqual([
    expect.stringMatching(/^script-src blocked eval /),
    expect.stringMatching(/^script-src-elem blocked https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js /),
    expect.stringMatching(/^script-src-elem blocked inline /),
  ]);
});

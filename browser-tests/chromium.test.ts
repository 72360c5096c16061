/**
 * How the tests run Debian's Chromium (tools/chromium.sh, through tools/local-browser.cjs): the
 * features Playwright turns off and the ones we turn off all reach the browser, and a page of a
 * new context starts one renderer, not a second one for the omnibox popup of its window.
 */
import fs from 'node:fs';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/local-browser.cjs';
import { openBrowser } from './support/browser';

/** The process list Chromium reports (the browser's own, its renderers, GPU, network...). */
async function processes(cdp: CDPSession): Promise<{ type: string; id: number }[]> {
  return (await cdp.send('SystemInfo.getProcessInfo')).processInfo;
}

/** The names in the one `--disable-features` the browser process was started with (or throws). */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const main = (await processes(cdp)).find((process) => process.type === 'browser');
  await cdp.detach();
  if (!main) throw new Error('Chromium reported no browser process');
  const switches = fs
    .readFileSync(`/proc/${main.id}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='));
  // Chromium keeps only the last of several: the earlier lists would be dropped.
  expect(switches).toHaveLength(1);
  return (switches[0] ?? '').slice('--disable-features='.length).split(',');
}

/** The features tools/local-browser.cjs turns off. */
const OURS = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))
  .flatMap((arg) => arg.slice('--disable-features='.length).split(','))
  .filter(Boolean);

test('Chromium gets one --disable-features with every feature Playwright turns off and ours', async () => {
  expect(OURS).toEqual(expect.arrayContaining(['WebUIOmniboxPopup']));
  // Playwright's own list, as it gives it to a Chromium launched without our flags.
  const bare = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
  let playwrights: string[];
  try {
    playwrights = await disabledFeatures(bare);
  } finally {
    await bare.close();
  }
  expect(playwrights.length).toBeGreaterThan(3);
  expect(playwrights).not.toEqual(expect.arrayContaining(OURS));
  const context = await openBrowser();
  try {
    const browser = context.browser();
    if (!browser) throw new Error('the test context has no browser');
    expect(new Set(await disabledFeatures(browser))).toEqual(new Set([...playwrights, ...OURS]));
  } finally {
    await context.close();
  }
});

test('a page of a new context starts one renderer, not one more for its window’s omnibox popup', async () => {
  const first = await openBrowser();
  const browser = first.browser();
  if (!browser) throw new Error('the test context has no browser');
  const cdp = await browser.newBrowserCDPSession();
  const renderers = async () => (await processes(cdp)).filter((process) => process.type === 'renderer').length;
  const before = await renderers();
  const contexts = [first, await openBrowser(), await openBrowser()];
  try {
    for (const context of contexts) await (context.pages()[0] ?? (await context.newPage())).goto('about:blank');
    // One renderer per page, and at most one spare that Chromium keeps started for the next.
    expect((await renderers()) - before).toBeLessThanOrEqual(contexts.length + 1);
  } finally {
    await cdp.detach();
    await Promise.all(contexts.map((context) => context.close()));
  }
});

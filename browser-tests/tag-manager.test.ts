/**
 * What a marketer's Tag Manager container does on the site, under the shipped policy: a
 * build with GTM_ID served by nginx with deploy/nginx.conf over TLS, and the tag lab
 * (support/tag-lab.ts) answering Google's, Meta's and another vendor's hosts under their
 * real names with stand-ins that behave as each product documents.
 *
 * Each case loads one container, checks that its requests reached the lab (by host and
 * path, as the lab's server saw them), that the page saw no CSP violation, and that the
 * visitor's first tap on a chat link still pushes one `whatsapp_click` and opens one chat
 * (counted by the navigations to the chat that the browser makes). Two things Tag Manager
 * offers are refused by design, and shown to be: Custom JavaScript variables (eval) and
 * `on*=` attributes in Custom HTML. One small page of the lab runs in all three engines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { inlineScripts, GTM_ID_ATTRIBUTE } from '../src/gatsby-hooks/csp/inline-script-registry.cjs';
import { ENGINES, launch } from './engines/driver';
import { ENGINE_PORTS } from './engines/ports';
import { openBrowser } from './support/browser';
import { TEST_GTM_ID } from '../build-tests/support/variant-build';
import { TAG_MANAGER_PORT, nginxDuringTests, tagManagerBuild, watchCspViolations } from './support/nginx';
import {
  LAB_HOSTS,
  LAB_IDS,
  LAB_MAPPING,
  labDuringTests,
  shippedContainer,
  watchDataLayer,
  type Lab,
  type LabTag,
} from './support/tag-lab';
import { frammento } from './support/content';
import { watchConsole } from './support/visitor';
import { until, watchForAbsence } from './support/until';
import { firstInputHandled } from './support/interaction';
import { gtagReportConversion, metaPixelBase } from '../__tests__/fixtures/vendor-snippets';
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from '../src/chat/chat-types';
import { CHAT_REF_ALPHABET, CHAT_REF_LABEL, CHAT_REF_LENGTH } from '../src/chat/first-tap-options';
import { VITALS_EVENT, VITALS_KEYS } from '../src/vitals/vitals-payload';
import { scaled } from '../tools/deadlines.cjs';

const { measurement, adsConversion, adsLabel, metaPixel } = LAB_IDS;

/** Google Ads' conversion snippet (`gtag_report_conversion`), as Google gives it, in a Custom HTML tag. */
const CONVERSION_SNIPPET = `<script async src="https://${LAB_HOSTS.tagManager}/gtag/js?id=${adsConversion}"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', '${adsConversion}');
</script>
${gtagReportConversion(`${adsConversion}/${adsLabel}`)}`;

/** Meta Pixel's base code, as Meta gives it, in a Custom HTML tag. */
const META_PIXEL_BASE = metaPixelBase({
  pixel: metaPixel,
  scriptHost: LAB_HOSTS.metaScripts,
  pixelHost: LAB_HOSTS.meta,
});

const INLINE_HTML: LabTag = {
  kind: 'html',
  name: 'inline',
  on: 'gtm.js',
  html: `<script>window.__lab.ran.push('custom html inline');</script>`,
};
const VENDOR_HTML: LabTag = {
  kind: 'html',
  name: 'vendor',
  on: 'gtm.js',
  html: `<script src="https://${LAB_HOSTS.vendor}/tag.js"></script>`,
};
const JS_VARIABLE: LabTag = {
  kind: 'jsVariable',
  name: 'page language',
  code: 'function () { return document.documentElement.lang; }',
};
const ONCLICK_HTML: LabTag = {
  kind: 'html',
  name: 'onclick',
  on: 'gtm.js',
  html: `<button type="button" id="lab-onclick" onclick="window.__lab.ran.push('onclick ran')">Lab</button>`,
};

type LabState = { ran: string[]; violations: string[]; fired?: string[]; variables?: Record<string, unknown> };
const labState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lab?: LabState }).__lab ?? { ran: [], violations: [] });

describe('a Tag Manager container on the site (Chromium, the site served by nginx with the shipped policy)', () => {
  const site = nginxDuringTests(tagManagerBuild, TAG_MANAGER_PORT, { tls: true });
  const lab = labDuringTests();
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  let consoleMessages: string[];
  let pushes: { event?: string }[];
  /** Navigations to the chat, in any page: each is one chat opened. */
  let chats: string[];

  const theLab = (): Lab => {
    if (!lab.current) throw new Error('The tag lab did not start');
    return lab.current;
  };

  afterEach(async () => {
    await context.close();
  });

  /** Loads the home page (or `address`) with `container` and waits until its page-view tags have run. */
  async function load(container: readonly LabTag[], address = '/'): Promise<void> {
    theLab().reset(container);
    context = await openBrowser({ mapped: LAB_MAPPING });
    violations = await watchCspViolations(context);
    consoleMessages = watchConsole(context);
    pushes = await watchDataLayer(context);
    chats = [];
    context.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).hostname === 'wa.me') chats.push(request.url());
    });
    page = context.pages()[0] ?? (await context.newPage());
    await visit(address);
  }

  /** A full page load of `address` in the page, until its page-view tags have run. */
  async function visit(address: string): Promise<void> {
    await page.goto(site.url + address, { waitUntil: 'load' });
    await until(
      `the page-view tags of ${address} to run (gtm.js fired)`,
      async () => (await labState(page)).fired ?? [],
      {
        done: (fired) => fired.includes('gtm.js'),
      },
    );
  }

  /** The visitor's first tap on the header's chat link; resolves to the link. */
  async function tapChat(): Promise<string> {
    const link = page.locator('header a[data-chat-type]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await until('a chat to open', () => chats.length > 0);
    return href;
  }

  /** One push and one chat for the one tap, and nothing refused or logged. */
  async function expectOneTrackedChat(href: string): Promise<void> {
    // A second push or a second chat from the one tap is the defect looked for: absence, so time is what is tested.
    await watchForAbsence(500);
    expect(pushes.filter((entry) => entry.event === 'whatsapp_click')).toEqual([
      { event: 'whatsapp_click', whatsapp_url: href, whatsapp_type: 'navbar' },
    ]);
    expect(chats).toEqual([href]);
  }

  const expectClean = () => {
    expect(violations).toEqual([]);
    expect(consoleMessages).toEqual([]);
    expect(theLab().refused).toEqual([]);
  };

  test('GA4 (Google tag and a GA4 event tag): gtag.js loads, page_view goes by sendBeacon and the chat event by fetch to region1.google-analytics.com, with its parameters', async () => {
    await load([{ kind: 'ga4', measurementId: measurement }]);
    const href = await tapChat();
    await until("GA4's whatsapp_click hit", () =>
      theLab()
        .to(LAB_HOSTS.analytics)
        .some((hit) => hit.includes('en=whatsapp_click')),
    );
    await expectOneTrackedChat(href);
    expect(theLab().to(LAB_HOSTS.tagManager)).toEqual([
      `${LAB_HOSTS.tagManager}/gtm.js?id=${TEST_GTM_ID}`,
      `${LAB_HOSTS.tagManager}/gtag/js?id=${measurement}`,
    ]);
    const hits = theLab().requests.filter((request) => request.host === LAB_HOSTS.analytics);
    expect(hits.map((hit) => new URL(hit.path, 'https://x').searchParams.get('en'))).toEqual([
      'page_view',
      'whatsapp_click',
    ]);
    expect(
      hits.every((hit) => hit.method === 'POST' && hit.path.startsWith(`/g/collect?v=2&tid=${measurement}&`)),
    ).toBe(true);
    const event = new URL(hits[1]?.path ?? '', `https://${LAB_HOSTS.analytics}`).searchParams;
    expect(event.get('ep.whatsapp_type')).toBe('navbar');
    expect(event.get('ep.whatsapp_url')).toBe(href);
    expectClean();
  });

  test('Google Ads (remarketing on page view, conversion on the chat event): doubleclick and www.google.com.co on load, googleadservices.com and www.google.com on the tap', async () => {
    await load([
      { kind: 'adsRemarketing', conversionId: adsConversion },
      { kind: 'adsConversion', conversionId: adsConversion, label: adsLabel },
    ]);
    const number = adsConversion.slice(3);
    await until('the remarketing hit to www.google.com.co', () => theLab().to(LAB_HOSTS.googleColombia).length > 0);
    const href = await tapChat();
    await until('the conversion hit to www.google.com', () => theLab().to(LAB_HOSTS.google).length > 0);
    await expectOneTrackedChat(href);
    const paths = (host: string) =>
      theLab()
        .to(host)
        .map((hit) => hit.replace(/\?.*/, ''));
    expect(paths(LAB_HOSTS.adsDoubleClick)).toEqual([
      `${LAB_HOSTS.adsDoubleClick}/pagead/viewthroughconversion/${number}/`,
    ]);
    expect(paths(LAB_HOSTS.googleColombia)).toEqual([`${LAB_HOSTS.googleColombia}/pagead/1p-user-list/${number}/`]);
    expect(theLab().to(LAB_HOSTS.adServices)).toEqual([
      expect.stringMatching(`^${LAB_HOSTS.adServices}/pagead/conversion/${number}/\\?label=${adsLabel}&`),
    ]);
    expect(theLab().to(LAB_HOSTS.google)).toEqual([
      expect.stringMatching(`^${LAB_HOSTS.google}/pagead/1p-conversion/${number}/\\?label=${adsLabel}&`),
    ]);
    expectClean();
  });

  test("the shipped container with the firm's code switch on: a visitor lands from an ad, moves to another page and taps; GA4's chat event carries the code and the gclid, the Ads conversion fires, and the chat's message ends with the code that was pushed", async () => {
    const ad = { gclid: 'Cj0KCQiA-laboratorio_123', utm_source: 'google', utm_medium: 'cpc' };
    await load(shippedContainer(), `/?${new URLSearchParams(ad).toString()}`);
    // A full page load, as a visitor follows a link or comes back later: the address carries nothing.
    await visit(`/${frammento.slug}`);
    // The switch on, as ChatLink renders it with data/site.json's chatReference: true.
    await page.evaluate(() =>
      document.querySelectorAll('a[data-chat-type]').forEach((link) => link.setAttribute('data-chat-ref', '')),
    );
    const link = page.locator('header a[data-chat-type]').first();
    const own = (await link.getAttribute('href')) ?? '';
    const type = await link.getAttribute('data-chat-type');
    await link.click();
    await until(
      'the chat and the Ads conversion hit',
      () => chats.length > 0 && theLab().to(LAB_HOSTS.google).length > 0,
    );
    await until(`GA4's ${CHAT_EVENT.name} hit`, () =>
      theLab()
        .to(LAB_HOSTS.analytics)
        .some((hit) => hit.includes(`en=${CHAT_EVENT.name}`)),
    );
    // A second push, hit or chat from the one tap is the defect looked for: absence, so time is what is tested.
    await watchForAbsence(500);

    // One push, with the code and the ad click kept from the landing page.
    const taps = pushes.filter((entry) => entry.event === CHAT_EVENT.name) as Record<string, string>[];
    expect(taps).toHaveLength(1);
    const code = taps[0]?.[CHAT_REF_KEY] ?? '';
    expect(code).toMatch(new RegExp(`^[${CHAT_REF_ALPHABET}]{${CHAT_REF_LENGTH}}$`));
    const opened = own + encodeURIComponent(`\n${CHAT_REF_LABEL}${code}`);
    expect(taps[0]).toEqual({
      event: CHAT_EVENT.name,
      [CHAT_EVENT.urlKey]: opened,
      [CHAT_EVENT.typeKey]: type,
      [CHAT_REF_KEY]: code,
      ...ad,
      [AD_CLICK.landingPageKey]: '/',
      [AD_CLICK.clickTimeKey]: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // One chat, its message ending with the code's line.
    expect(chats).toEqual([opened]);
    expect(new URL(opened).searchParams.get('text')).toMatch(new RegExp(`\n${CHAT_REF_LABEL}${code}$`));

    // GA4: the chat event with each of the container's parameters; the ones without a value (gbraid, wbraid) left out.
    const hits = theLab().requests.filter((request) => request.host === LAB_HOSTS.analytics);
    const event = hits
      .map((hit) => new URL(hit.path, `https://${LAB_HOSTS.analytics}`).searchParams)
      .find((query) => query.get('en') === CHAT_EVENT.name);
    const sent = Object.fromEntries([...(event?.entries() ?? [])].filter(([name]) => name.startsWith('ep.')));
    expect(sent).toEqual({
      [`ep.${CHAT_EVENT.typeKey}`]: type,
      [`ep.${CHAT_EVENT.urlKey}`]: opened,
      [`ep.${CHAT_REF_KEY}`]: code,
      'ep.ad_gclid': ad.gclid,
      [`ep.${AD_CLICK.clickTimeKey}`]: taps[0]?.[AD_CLICK.clickTimeKey],
    });
    // Google Ads: the conversion, to its id and label.
    const number = adsConversion.slice(3);
    expect(theLab().to(LAB_HOSTS.adServices)).toEqual([
      expect.stringMatching(`^${LAB_HOSTS.adServices}/pagead/conversion/${number}/\\?label=${adsLabel}&`),
    ]);
    expect(theLab().to(LAB_HOSTS.google)).toEqual([
      expect.stringMatching(`^${LAB_HOSTS.google}/pagead/1p-conversion/${number}/\\?label=${adsLabel}&`),
    ]);
    expectClean();
  });

  test('the shipped container sends each Core Web Vital to GA4: one web_vitals event per metric, each Data Layer key as its parameter, none carried over from an earlier metric', async () => {
    await load(shippedContainer());
    // The measuring code registers after the load, once the browser is idle: TTFB comes first.
    const metrics = () =>
      page.evaluate(
        ([event, key]) =>
          ((window.dataLayer ?? []) as Record<string, unknown>[])
            .filter((entry) => entry?.event === event)
            .map((entry) => String(entry[key])),
        [VITALS_EVENT, VITALS_KEYS.metric] as const,
      );
    await until('TTFB pushed (the measuring code registered)', metrics, { done: (names) => names.includes('TTFB') });
    await page.getByRole('tab').nth(1).click();
    // INP reports the tap only once web-vitals has been handed it (support/interaction.ts); hidden sooner, it is lost.
    await until(
      'the tap on the tab handed to INP (the first input, then an idle moment)',
      () => page.evaluate(firstInputHandled),
      { timeoutMs: scaled(30_000) },
    );
    // The visitor leaves the page: the library reports what waits for it (INP, CLS; LCP ended with the tap).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The library reports on the hidden event, in its listener: every push is made when the event returns.
    await until('the five metrics pushed', metrics, { done: (names) => names.length >= 5 });
    const pushed = await page.evaluate(
      (event) => ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((entry) => entry?.event === event),
      VITALS_EVENT,
    );
    // This page's hits, by the metrics' ids: a page the previous test closed may still be sending its own.
    const ids = new Set(pushed.map((entry) => String(entry[VITALS_KEYS.id])));
    const hitsOf = () =>
      theLab()
        .requests.filter((request) => request.host === LAB_HOSTS.analytics)
        .map((hit) => new URL(hit.path, `https://${LAB_HOSTS.analytics}`).searchParams)
        .filter((query) => query.get('en') === VITALS_EVENT && ids.has(query.get(`ep.${VITALS_KEYS.id}`) ?? ''));
    await until("the five metrics' GA4 hits", () => hitsOf().length, { done: (count) => count >= 5 });
    // A metric sent twice is the defect looked for: absence, so time is what is tested.
    await watchForAbsence(500);
    const hits = hitsOf();
    expect(hits.map((hit) => hit.get(`ep.${VITALS_KEYS.metric}`)).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const hit of hits) {
      expect(hit.get('tid')).toBe(measurement);
      const entry = pushed.find((push) => push[VITALS_KEYS.id] === hit.get(`ep.${VITALS_KEYS.id}`));
      // Exactly the keys this metric pushed with a value (strings as ep., numbers as epn.): the lab keeps Tag
      // Manager's data model, where a key keeps its last value, so a key a push left out would show here.
      const expected = Object.fromEntries(
        Object.values(VITALS_KEYS)
          .filter((key) => entry?.[key] !== undefined)
          .map((key) => [`${typeof entry?.[key] === 'number' ? 'epn' : 'ep'}.${key}`, String(entry?.[key])]),
      );
      const sent = Object.fromEntries([...hit.entries()].filter(([name]) => /^epn?\./.test(name)));
      expect(sent).toEqual(expected);
    }
    const byMetric = (name: string) => hits.find((hit) => hit.get(`ep.${VITALS_KEYS.metric}`) === name);
    expect(byMetric('LCP')?.get(`ep.${VITALS_KEYS.target}`)).toEqual(expect.any(String));
    expect(byMetric('INP')?.get(`ep.${VITALS_KEYS.target}`)).toMatch(/testimonios-tab|tab/);
    expect(byMetric('INP')?.get(`epn.${VITALS_KEYS.processingDuration}`)).toMatch(/^\d+$/);
    // TTFB and FCP blame nothing: no target and no INP split reach GA4 for them.
    for (const name of ['TTFB', 'FCP'])
      expect([...(byMetric(name)?.keys() ?? [])].filter((key) => /target|delay|duration/.test(key))).toEqual([]);
    expectClean();
  });

  test('Custom HTML: an inline script runs, and an external script from another vendor runs with the inline and external scripts it inserts', async () => {
    await load([INLINE_HTML, VENDOR_HTML]);
    await until("the vendor script's external child to run", async () => (await labState(page)).ran, {
      done: (ran) => ran.includes('vendor external child'),
    });
    expect((await labState(page)).ran).toEqual(
      expect.arrayContaining(['custom html inline', 'vendor tag.js', 'vendor inline child', 'vendor external child']),
    );
    expect(theLab().to(LAB_HOSTS.vendor)).toEqual([`${LAB_HOSTS.vendor}/tag.js`, `${LAB_HOSTS.vendor}/child.js`]);
    const href = await tapChat();
    await expectOneTrackedChat(href);
    expectClean();
  });

  test("Custom HTML with Google Ads' gtag_report_conversion snippet: one tap makes one push, one conversion and one chat (the snippet opens it)", async () => {
    await load([{ kind: 'html', name: 'conversion snippet', on: 'gtm.js', html: CONVERSION_SNIPPET }]);
    expect(
      await page.evaluate(() => typeof (window as { gtag_report_conversion?: unknown }).gtag_report_conversion),
    ).toBe('function');
    const href = await tapChat();
    // The snippet sends the conversion, then its callback takes this page to the chat.
    await page.waitForURL(href);
    await expectOneTrackedChat(href);
    expect(context.pages()).toEqual([page]);
    const number = adsConversion.slice(3);
    expect(theLab().to(LAB_HOSTS.adServices)).toEqual([
      expect.stringMatching(`^${LAB_HOSTS.adServices}/pagead/conversion/${number}/\\?label=${adsLabel}&`),
    ]);
    expect(theLab().to(LAB_HOSTS.google)).toHaveLength(1);
    expectClean();
  });

  test('Meta Pixel (base code and a Contact event in Custom HTML): fbevents.js and its configuration load, PageView and Contact go to www.facebook.com/tr', async () => {
    await load([
      { kind: 'html', name: 'Meta Pixel', on: 'gtm.js', html: META_PIXEL_BASE },
      { kind: 'html', name: 'Meta Contact', on: 'whatsapp_click', html: `<script>fbq('track', 'Contact');</script>` },
    ]);
    await until("Meta's PageView hit", () => theLab().to(LAB_HOSTS.meta).length > 0);
    const href = await tapChat();
    await until("Meta's Contact hit", () => theLab().to(LAB_HOSTS.meta).length > 1);
    await expectOneTrackedChat(href);
    expect(theLab().to(LAB_HOSTS.metaScripts)).toEqual([
      `${LAB_HOSTS.metaScripts}/en_US/fbevents.js`,
      `${LAB_HOSTS.metaScripts}/signals/config/${metaPixel}?v=2.9.0&r=stable`,
    ]);
    expect(
      theLab()
        .to(LAB_HOSTS.meta)
        .map((hit) => hit.replace(/&dl=.*/, '')),
    ).toEqual([`${LAB_HOSTS.meta}/tr?id=${metaPixel}&ev=PageView`, `${LAB_HOSTS.meta}/tr?id=${metaPixel}&ev=Contact`]);
    expectClean();
  });

  test("Tag Manager's Preview badge: its stylesheet, Google Fonts' stylesheet and font file, and the gstatic images load", async () => {
    await load([{ kind: 'preview' }]);
    await until(
      "the badge's font file and image",
      () => theLab().to(LAB_HOSTS.fontFiles).length > 0 && theLab().to(LAB_HOSTS.sslStatic).length > 0,
    );
    expect(theLab().to(LAB_HOSTS.tagManager)).toContain(`${LAB_HOSTS.tagManager}/debug/badge.css`);
    expect(theLab().to(LAB_HOSTS.fonts)).toEqual([`${LAB_HOSTS.fonts}/css?family=Roboto:400`]);
    expect(theLab().to(LAB_HOSTS.fontFiles)).toEqual([`${LAB_HOSTS.fontFiles}/s/roboto/v30/lab.woff2`]);
    expect(theLab().to(LAB_HOSTS.sslStatic)).toEqual([`${LAB_HOSTS.sslStatic}/tagassistant/badge-background.gif`]);
    expect(theLab().to(LAB_HOSTS.static)).toEqual([`${LAB_HOSTS.static}/tagassistant/badge-icon.svg`]);
    expect(
      await page.evaluate(async () => (await document.fonts.load('16px Roboto')).map((face) => face.status)),
    ).toEqual(['loaded']);
    const href = await tapChat();
    await expectOneTrackedChat(href);
    expectClean();
  });

  test('refused by design: a Custom JavaScript variable (eval) and an onclick= in Custom HTML; exactly those two violations, and the chat is still tracked once', async () => {
    await load([JS_VARIABLE, ONCLICK_HTML, INLINE_HTML]);
    await page.locator('#lab-onclick').click();
    await until(
      'the two refusals (eval and onclick=)',
      () => violations.filter((text) => !text.startsWith('console:')),
      {
        done: (refused) => refused.length >= 2,
      },
    );
    const state = await labState(page);
    expect(state.ran).toContain('variable failed: EvalError');
    expect(state.ran).toContain('custom html inline');
    expect(state.ran).not.toContain('onclick ran');
    expect(violations.filter((text) => !text.startsWith('console:')).sort()).toEqual([
      expect.stringMatching(/^script-src blocked eval /),
      expect.stringMatching(/^script-src-attr blocked inline /),
    ]);
    // Chromium also logs each refusal to the console; nothing else is logged.
    expect(consoleMessages.filter((message) => !/Content Security Policy/.test(message))).toEqual([]);
    const href = await tapChat();
    await expectOneTrackedChat(href);
  });
});

describe('the lab in three engines: a page whose only script is the Tag Manager loader, served by nginx with the shipped policy over TLS', () => {
  const container: LabTag[] = [INLINE_HTML, VENDOR_HTML, JS_VARIABLE, ONCLICK_HTML];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-lab-page-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Laboratorio</title>` +
      `<script ${GTM_ID_ATTRIBUTE}="${TEST_GTM_ID}">${inlineScripts.tagManager}</script></head>` +
      `<body><h1>Laboratorio de Tag Manager</h1></body></html>\n`,
  );
  const site = nginxDuringTests(dir, ENGINE_PORTS.nginx, { tls: true });
  const lab = labDuringTests();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each(ENGINES)(
    '%s: scripts inserted by trusted scripts run (external from another origin, inline, and their children); eval and onclick= are refused',
    async (engine) => {
      lab.current?.reset(container);
      const driver = await launch(engine, { mapped: LAB_MAPPING });
      try {
        await driver.goto(site.url + '/');
        const state = () =>
          driver.evaluate(() => (window as unknown as { __lab?: LabState }).__lab ?? { ran: [], violations: [] });
        await until("the vendor script's external child to run", async () => (await state()).ran, {
          done: (ran) => ran.includes('vendor external child'),
        });
        await driver.click('#lab-onclick');
        await until('the two refusals (eval and onclick=)', async () => (await state()).violations, {
          done: (refused) => refused.length >= 2,
        });
        const { ran, violations } = await state();
        expect(ran).toEqual(
          expect.arrayContaining([
            'gtm.js',
            'custom html inline',
            'vendor tag.js',
            'vendor inline child',
            'vendor external child',
            'variable failed: EvalError',
          ]),
        );
        expect(ran).not.toContain('onclick ran');
        expect([...violations].sort()).toEqual([
          expect.stringMatching(/^script-src eval$/),
          expect.stringMatching(/^script-src(-attr)? inline$/),
        ]);
        // Nothing outside the lab was asked for (Firefox's own services are, and are refused).
        expect(lab.current?.refused.filter((host) => !/\.mozilla\.(com|net|org):/.test(host))).toEqual([]);
      } finally {
        await driver.close();
      }
    },
    // A browser's start is most of it: Firefox took over a minute with both cores busy.
    scaled(180_000),
  );
});

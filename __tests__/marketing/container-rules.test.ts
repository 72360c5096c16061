/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkContainer,
  reportTitle,
  type CheckResult,
  type GtmExport,
  type GtmParameter,
  type GtmTag,
  type GtmTrigger,
  type GtmVariable,
} from '../../src/marketing/container-rules';
import { siteEvents, siteFacts } from '../../src/marketing/site-facts';
import { contentSecurityPolicy } from '../../deploy/host-config.cjs';
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY, HOME_CHAT_TYPES, projectChatTypes } from '../../src/chat/chat-types';
import { ROOT, containerFile as container, readExport, realExports } from '../fixtures/gtm-containers';
import { ROUTE_CHANGE_ADDITIONS, exportedWithRouteChange } from '../fixtures/route-change-container';
import { VITALS_EVENT } from '../../src/vitals/vitals-payload';
import { gtagReportConversion, metaPixelBase } from '../fixtures/vendor-snippets';

/** The site as Node reads it: the policy and the events. */
const site = siteFacts();

/** `npm run check-container -- file`, as a marketer runs it. */
const run = (file: string) => {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-container.mjs'), file], {
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** Each flagged name with its rules (`rule` or `rule:the variable or trigger it uses`), sorted. */
const flagged = (result: CheckResult): Record<string, string[]> =>
  Object.fromEntries(
    result.problems.map((problem) => [
      problem.name,
      problem.reasons.map((r) => [r.rule, r.variable ?? r.trigger].filter(Boolean).join(':')).sort(),
    ]),
  );
const warned = (result: CheckResult): string[] => result.warnings.map((warning) => warning.name);

test("the site's events are read from src/chat/chat-types.ts and data/projects/", () => {
  const slugs = fs
    .readdirSync(path.join(ROOT, 'data/projects'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data/projects', file), 'utf8')).slug);
  const events = siteEvents();
  expect(events.chat).toEqual(CHAT_EVENT);
  expect(events.types.sort()).toEqual(
    [...Object.values(HOME_CHAT_TYPES), ...slugs.flatMap((slug) => Object.values(projectChatTypes(slug)))].sort(),
  );
  expect(events.types).toContain('frammento_page');
  expect(events.vitals).toBe(VITALS_EVENT);
  // Every page is a page load: no page-change event any more.
  expect(Object.keys(events).sort()).toEqual(['adClick', 'chat', 'ref', 'types', 'vitals']);
});

test('a trigger on the Core Web Vitals event the site pushes gets no warning; one on an event it never pushes does', () => {
  const trigger = (triggerId: string, event: string): GtmTrigger => ({
    triggerId,
    name: `CE - ${event}`,
    type: 'CUSTOM_EVENT',
    customEventFilter: [
      {
        type: 'EQUALS',
        parameter: [
          { type: 'TEMPLATE', key: 'arg0', value: '{{_event}}' },
          { type: 'TEMPLATE', key: 'arg1', value: event },
        ],
      },
    ],
  });
  const exported = {
    exportFormatVersion: 2,
    containerVersion: { trigger: [trigger('1', 'web_vitals'), trigger('2', 'web_vital')] },
  } as GtmExport;
  const result = checkContainer(exported, site);
  expect(result.warnings.map((w) => [w.rule, w.name])).toEqual([['unsent-event', 'CE - web_vital']]);
  expect(result.warnings[0]?.why).toBe(
    'Espera el evento «web_vital», que este sitio no envía: las etiquetas que dispara no se dispararán. ' +
      'El sitio envía «whatsapp_click» en cada toque a un botón de chat (y «web_vitals» con la velocidad de cada página).',
  );
});

describe('the five real containers', () => {
  test('the Spanish WhatsApp landing page: its two Custom JavaScript variables, and every tag that reads them', () => {
    const file = container('laseryshow-del__Mi-configuraci-n-gtm__GTM-TNM9JZ3S-WEB-v2.json');
    const result = checkContainer(readExport(file), site);
    const eventId = 'uses-variable:JS - Event ID Generator';
    const userAgent = 'uses-variable:JS - User Agent';
    expect(flagged(result)).toEqual({
      // The event-ID generator feeds Meta's eventID (and the Google tag's event settings).
      'Google Tag - Base': [eventId],
      'Meta Pixel - Base': [eventId],
      'Meta Pixel - ViewContent Home': [eventId],
      'Meta Pixel - ViewContent Show': [eventId],
      'Meta Pixel - Purchase Presupuesto': [eventId],
      'Meta Pixel - Contact WhatsApp': [eventId],
      'Meta Pixel - Lead DK': [eventId],
      'Meta Pixel - Segment Click': [eventId],
      'Meta Pixel - Section View Show': [eventId],
      'Meta Pixel - Video Complete': [eventId],
      // Every GA4 event sends the user agent; all but the lead event also the generated ID.
      'GA4 - ViewContent Home': [eventId, userAgent],
      'GA4 - ViewContent Show': [eventId, userAgent],
      'GA4 - Purchase Presupuesto': [eventId, userAgent],
      'GA4 - Lead Event': [userAgent],
      'GA4 - Lead DK': [eventId, userAgent],
      'GA4 - Contact WhatsApp': [eventId, userAgent],
      'GA4 - Segment Click': [eventId, userAgent],
      'GA4 - Section View': [eventId, userAgent],
      'GA4 - Video Play': [eventId, userAgent],
      'GA4 - Video Progress': [eventId, userAgent],
      'JS - User Agent': ['jsm'],
      'JS - Event ID Generator': ['jsm'],
    });
    // The consent default (inline Custom HTML) and the Meta lead event (Data Layer event_id) work as they are.
    expect(result.working.filter((w) => w.kind === 'tag').map((w) => w.name)).toEqual([
      'Consent Mode - Default',
      'Meta Pixel - Lead',
    ]);
    expect(warned(result)).toEqual([
      'CE - form_submit',
      'CE - segment_click',
      'CE - section_view',
      'CE - video_play',
      'CE - video_progress',
      // Its GA4 WhatsApp tag (on clicks of wa.me links) sends the visitor's e-mail, phone and name: never pushed here.
      'DL - em',
      'DL - ph',
      'DL - fn',
      'DL - ln',
    ]);
    expect(result.warnings.filter((w) => w.name.startsWith('DL - ')).map((w) => w.rule)).toEqual(
      Array(4).fill('unsent-key'),
    );
    expect(result.warnings.find((w) => w.name === 'DL - em')?.why).toMatch(
      /^Lee «em» de la capa de datos, que este sitio no envía: la etiqueta «GA4 - Contact WhatsApp» la recibe vacía\. Con cada «whatsapp_click» el sitio envía «whatsapp_url» y «whatsapp_type»; además «whatsapp_ref» si la firma activó el código de consulta, y «gclid», .* y «ad_click_time» si el visitante llegó de un anuncio\.$/,
    );
    // The Meta lead event's Data Layer event_id is read by a tag the chat does not fire: not a chat key to warn about.
    expect(warned(result)).not.toContain('DL - event_id');
    const { code, stdout } = run(file);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ Variable «JS - Event ID Generator» (JavaScript personalizado)');
    expect(stdout).toContain("sin 'unsafe-eval'");
    expect(stdout).toContain(
      'Use una Variable de capa de datos: el sitio envía el evento «whatsapp_click» con «whatsapp_url»',
    );
    expect(stdout).toMatch(/HTML personalizado \(2\): Consent Mode - Default, Meta Pixel - Lead/);
  });

  test('GTM Kit (Ads and GA4): the items array built by Custom JavaScript, and the Ads tags that send it', () => {
    const file = container('analyzify__GTM-Kit__gtm-kit.json');
    const result = checkContainer(readExport(file), site);
    const items = ['uses-variable:cJS - items - arr - Google Ads Structure'];
    expect(flagged(result)).toEqual({
      '002.03.03 - GAds - eCom Conv. Events - purchase': items,
      '002.03.01 - GAds - eCom Conv. Events - view_item': items,
      '002.02.01 - GAds - eCom RM Events': items,
      '002.03.02 - GAds - eCom Conv. Events - add_to_cart': items,
      'cJS - items - arr - Google Ads Structure': ['jsm'],
    });
    // Google tags, the conversion linker, remarketing configuration, enhanced conversions and GA4 work.
    expect(
      result.working
        .filter((w) => w.kind === 'tag')
        .map((w) => w.type)
        .sort(),
    ).toEqual(['awud', 'gaawe', 'gaawe', 'gaawe', 'gclidw', 'googtag', 'googtag', 'sp'].sort());
    expect(warned(result)).toEqual(
      [
        'ee_purchase',
        'ee_view_item',
        'ee_page_view',
        'ee_add_to_cart',
        'ee_search',
        'ee_view_item_list',
        'ee_remove_from_cart',
        'ee_view_cart',
        'ee_begin_checkout',
        'ee_add_contact_info',
        'ee_add_address_info',
        'ee_add_shipping_info',
        'ee_add_payment_info',
      ].map((event) => `cEv - ${event}`),
    );
    expect(run(file).code).toBe(1);
  });

  test("a university's 2018 container: Universal Analytics, Custom JavaScript in triggers, eval and jQuery in Custom HTML", () => {
    const file = container('jmacario-gmu__gmuj-mason-standard-gtm-container__GTM-MBFRM8W_workspace27.json');
    const result = checkContainer(readExport(file), site);
    const ua = (prefix: string) => {
      const settings = `uses-variable:GA Settings - ${prefix}`;
      return {
        [`${prefix} - event - catch-all`]: ['retired-ua'],
        [`${prefix} - event - download link`]: ['retired-ua', settings, 'uses-trigger:link click - download'].sort(),
        [`${prefix} - event - email link`]: ['retired-ua', settings, 'uses-trigger:link click - email'].sort(),
        [`${prefix} - event - expandable content`]: [
          'retired-ua',
          settings,
          'uses-variable:Expandable Area Click Action',
          'uses-variable:Expandable Area Click Label',
        ].sort(),
        [`${prefix} - event - outbound link`]: ['retired-ua', settings, 'uses-trigger:link click - outbound'].sort(),
        [`${prefix} - pageview - custom`]: ['retired-ua', settings, 'uses-trigger:page view - custom'].sort(),
      };
    };
    expect(flagged(result)).toEqual({
      // It loads the YouTube API (that works) but builds its progress timers with eval, and needs jQuery.
      'YouTube tracker': ['eval', 'jquery'],
      ...ua('local'),
      ...ua('rollup01'),
      ...ua('rollup02'),
      // "Enable this trigger when" IsLocalWebsite / IsInternalLink (Custom JavaScript) equals true.
      'link click - download': ['uses-variable:IsLocalWebsite'],
      'link click - email': ['uses-variable:IsLocalWebsite'],
      'link click - outbound': ['uses-variable:IsInternalLink', 'uses-variable:IsLocalWebsite'],
      'page view - custom': ['uses-variable:IsLocalWebsite'],
      'Expandable Area Click Action': ['jsm'],
      'Expandable Area Click Label': ['jsm'],
      IsInternalLink: ['jsm'],
      IsLocalWebsite: ['jsm'],
      'GA Settings - local': ['retired-ua'],
      'GA Settings - rollup01': ['retired-ua'],
      'GA Settings - rollup02': ['retired-ua'],
    });
    // A Custom HTML tag that only writes to the console works.
    expect(result.working.filter((w) => w.kind === 'tag').map((w) => w.name)).toEqual([
      'debug - output container info to console',
    ]);
    expect(warned(result)).toEqual(['eventTracker']);
    const { code, stdout } = run(file);
    expect(code).toBe(1);
    expect(stdout).toContain('Universal Analytics ya no recopila datos');
  });

  test('a GA4 e-commerce vendor template: nothing is blocked; its shop events are never sent here', () => {
    const file = container('addingwell__gtm-container-web-shopify__template.json');
    const result = checkContainer(readExport(file), site);
    expect(flagged(result)).toEqual({});
    const [placeholder, ...events] = [...warned(result)].reverse();
    expect(events).toHaveLength(12);
    expect(events.every((name) => name.startsWith('GA4 - Trigger - '))).toBe(true);
    // Its measurement ID constant still holds the template's G-XXXXXXXX.
    expect(placeholder).toBe('GA4 - Measurement id');
    const { code, stdout } = run(file);
    expect(code).toBe(0);
    expect(stdout).toContain('Nada de este contenedor queda bloqueado en este sitio.');
    expect(stdout).toContain('Evento de GA4 (12)');
  });

  test('one GA4 WhatsApp event tag: works; it has no trigger yet', () => {
    const file = container('rayl4n__GTM-CONTAINER-WHATSAPPTRACKING-TAGS__wGTM-TAG-GA4-WhatsAppTrackingTag.json');
    const result = checkContainer(readExport(file), site);
    expect(flagged(result)).toEqual({});
    expect(warned(result)).toEqual(['🟤 | [GA4] WhatsAppTrackingTag']);
    expect(run(file).code).toBe(0);
  });
});

// Hand-made exports, one rule at a time.
const ALL_PAGES = '2147479553';
let nextId = 1;
const tag = (type: string, parameter: GtmTag['parameter'] = [], extra: Partial<GtmTag> = {}): GtmTag => ({
  name: `${type} ${nextId}`,
  type,
  tagId: String(nextId++),
  parameter,
  firingTriggerId: [ALL_PAGES],
  ...extra,
});
const html = (code: string, documentWrite = false): GtmTag =>
  tag('html', [
    { type: 'TEMPLATE', key: 'html', value: code },
    { type: 'BOOLEAN', key: 'supportDocumentWrite', value: String(documentWrite) },
  ]);
/** One condition of a trigger: `arg0` compared with `arg1` by `type`, or the opposite with `negate`. */
const condition = (type: string, arg0: string, arg1: string, negate = false) => ({
  type,
  parameter: [
    { type: 'TEMPLATE', key: 'arg0', value: arg0 },
    { type: 'TEMPLATE', key: 'arg1', value: arg1 },
    ...(negate ? [{ type: 'TEMPLATE', key: 'negate', value: 'true' }] : []),
  ],
});
const customEvent = (name: string, event: string, type = 'EQUALS'): GtmTrigger => ({
  name,
  type: 'CUSTOM_EVENT',
  triggerId: String(nextId++),
  customEventFilter: [condition(type, '{{_event}}', event)],
});
const variable = (name: string, type: string, parameter: GtmVariable['parameter'] = []): GtmVariable => ({
  name,
  type,
  variableId: String(nextId++),
  parameter,
});
const jsm = (name: string) =>
  variable(name, 'jsm', [{ type: 'TEMPLATE', key: 'javascript', value: 'function() { return 1; }' }]);
const check = (version: GtmExport['containerVersion']) =>
  checkContainer({ exportFormatVersion: 2, containerVersion: version }, site);
const rulesOf = (entity: { name: string }, version: GtmExport['containerVersion']) =>
  flagged(check(version))[entity.name]?.map((rule) => rule.split(':')[0]) ?? [];

describe('Custom JavaScript variables', () => {
  test('are flagged, and so is everything that reads them: variables (however deep), triggers and tags', () => {
    const js = jsm('JS - clase');
    const lookup = variable('Tabla', 'smm', [{ type: 'TEMPLATE', key: 'input', value: '{{JS - clase}}' }]);
    const trigger: GtmTrigger = {
      ...customEvent('Chat de navbar', 'whatsapp_click'),
      filter: [
        {
          type: 'EQUALS',
          parameter: [
            { type: 'TEMPLATE', key: 'arg0', value: '{{Tabla}}' },
            { type: 'TEMPLATE', key: 'arg1', value: 'x' },
          ],
        },
      ],
    };
    const reader = tag('gaawe', [{ type: 'TEMPLATE', key: 'eventName', value: '{{JS - clase}}' }]);
    const fired = tag('gaawe', [{ type: 'TEMPLATE', key: 'eventName', value: 'chat' }], {
      firingTriggerId: [String(trigger.triggerId)],
    });
    const version = { variable: [js, lookup], trigger: [trigger], tag: [reader, fired] };
    expect(flagged(check(version))).toEqual({
      'JS - clase': ['jsm'],
      Tabla: ['uses-variable:JS - clase'],
      'Chat de navbar': ['uses-variable:Tabla'],
      [reader.name]: ['uses-variable:JS - clase'],
      [fired.name]: ['uses-trigger:Chat de navbar'],
    });
  });

  test('the advice names the Data Layer Variables the site pushes', () => {
    const js = jsm('JS');
    const [reason] = check({ variable: [js] }).problems[0]?.reasons ?? [];
    expect(reason?.instead).toContain('«whatsapp_click»');
    expect(reason?.instead).toContain('«whatsapp_url»');
    expect(reason?.instead).toContain('«whatsapp_type»');
    expect(reason?.instead).toContain('plantilla de la Galería');
  });

  test('built-in and Data Layer variables are not flagged', () => {
    const used = [
      variable('DLV - whatsapp_type', 'v'),
      variable('Constante', 'c'),
      variable('Cookie', 'k'),
      variable('Global', 'j'),
    ];
    expect(check({ variable: used }).problems).toEqual([]);
  });
});

describe('Custom HTML', () => {
  test.each([
    ['an on*= attribute', '<img src="https://x.example/p.gif" onload="track()">', 'event-handler'],
    ['an onclick on a button', '<button onclick="go()">Ir</button>', 'event-handler'],
    ['an on*= attribute set from code', "<script>el.setAttribute('onclick', 'go()');</script>", 'event-handler'],
    ['a javascript: link', '<a href="javascript:go()">Ir</a>', 'javascript-url'],
    ['eval', '<script>eval("track()");</script>', 'eval'],
    ['new Function', '<script>var f = new Function("return 1");</script>', 'eval'],
    ['a string timer', "<script>setTimeout('track()', 100);</script>", 'eval'],
    [
      'document.write without the option',
      '<script>document.write(\'<script src="https://x.example/a.js"><\\/script>\');</script>',
      'document-write',
    ],
    ['an http: script', '<script src="http://cdn.example.com/tag.js"></script>', 'http'],
    ['an http: pixel from code', "<script>new Image().src = 'http://px.example.com/p?e=1';</script>", 'http'],
    ['jQuery', '<script>jQuery(function () { track(); });</script>', 'jquery'],
    ['$ from jQuery', "<script>$('a').on('click', track);</script>", 'jquery'],
  ])('%s is flagged', (_, code, rule) => {
    const custom = html(code);
    expect(rulesOf(custom, { tag: [custom] })).toEqual([rule]);
  });

  const META_PIXEL = metaPixelBase({ pixel: '1234567890' });
  const GTAG_REPORT_CONVERSION = gtagReportConversion('AW-123456789/AbC-D_efG-h12_34-567');
  test.each([
    ["Meta's pixel base code (external script, noscript pixel, style attribute)", META_PIXEL],
    ["Google Ads' gtag_report_conversion snippet", GTAG_REPORT_CONVERSION],
    ['an external script from any https host', '<script src="https://cdn.vendor.example/tag.js" async></script>'],
    [
      'a handler set as a property, a function timer',
      '<script>el.onclick = function () { go(); }; setTimeout(function () { go(); }, 10);</script>',
    ],
    [
      'words that only look like rules',
      '<script>// evaluate(), document.write( in a comment\nvar evaluation = 1; obj.eval(1);</script>',
    ],
    [
      'an SVG namespace and a scheme regex',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg><script>/^https?:\\/\\//.test(u);</script>',
    ],
    [
      'jQuery it loads itself',
      '<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script><script>jQuery(go);</script>',
    ],
    ['template literals with ${}', '<script>var u = `${a}/b`;</script>'],
  ])('%s is not flagged', (_, code) => {
    const custom = html(code);
    expect(check({ tag: [custom] }).problems).toEqual([]);
  });

  test('document.write is not flagged when "Support document.write" is on', () => {
    const custom = html('<script>document.write("<p>hola</p>");</script>', true);
    expect(check({ tag: [custom] }).problems).toEqual([]);
  });
});

describe('tag types', () => {
  test('Universal Analytics is flagged as retired; every built-in Google tag is not', () => {
    const ua = tag('ua');
    const google = ['googtag', 'gaawe', 'gaawc', 'awct', 'sp', 'gclidw', 'awud'].map((type) => tag(type));
    const result = check({ tag: [ua, ...google], variable: [variable('GA Settings', 'gas')] });
    expect(flagged(result)).toEqual({ [ua.name]: ['retired-ua'], 'GA Settings': ['retired-ua'] });
    expect(result.working.map((w) => w.type)).toEqual(google.map((g) => g.type));
  });

  test('an http: address in any parameter is flagged; https: is not', () => {
    const image = tag('img', [{ type: 'TEMPLATE', key: 'url', value: 'http://px.example.com/p.gif' }]);
    const secure = tag('img', [{ type: 'TEMPLATE', key: 'url', value: 'https://px.example.com/p.gif' }]);
    expect(flagged(check({ tag: [image, secure] }))).toEqual({ [image.name]: ['http'] });
  });

  const templateWith = (url: string) => ({
    templateId: '7',
    containerId: '42',
    name: 'Píxel de la galería',
    templateData: `___INFO___\n\n{}\n\n___WEB_PERMISSIONS___\n\n${JSON.stringify([
      {
        instance: {
          key: { publicId: 'inject_script', versionId: '1' },
          param: [{ key: 'urls', value: { type: 2, listItem: [{ type: 1, string: url }] } }],
        },
        isRequired: true,
      },
    ])}\n\n___TESTS___\n\nscenarios: []\n`,
  });
  test('a gallery template works unless its permissions inject scripts from http:', () => {
    const gallery = tag('cvt_42_7');
    expect(
      check({ tag: [gallery], customTemplate: [templateWith('https://connect.facebook.net/*')] }).problems,
    ).toEqual([]);
    expect(rulesOf(gallery, { tag: [gallery], customTemplate: [templateWith('http://cdn.example.com/*')] })).toEqual([
      'http',
    ]);
  });
});

describe('a container exported before, with a trigger on gatsby-route-change (the site no longer sends it)', () => {
  const exported = exportedWithRouteChange();
  const shipped = readExport(path.join(ROOT, 'deploy/tag-manager-container.json'));
  const { trigger, onlyTag, sharedTag } = ROUTE_CHANGE_ADDITIONS;
  const ROUTE_CHANGE_WHY =
    'El sitio ya no envía «gatsby-route-change»: cada página se abre con una carga completa, que la Vista de página de Tag Manager ya cuenta. ' +
    `Este activador no se dispara nunca: quítelo, junto con la etiqueta «${onlyTag}», que solo él dispara. ` +
    `A «${sharedTag}» basta con quitarle este activador, que no es el único que la dispara.`;

  test('still passes: nothing is blocked, and one warning more than the shipped container gets says what to remove', () => {
    const result = checkContainer(exported, site);
    expect(result.problems).toEqual([]);
    const before = checkContainer(shipped, site);
    expect(result.warnings).toEqual([
      {
        kind: 'trigger',
        name: trigger,
        type: 'CUSTOM_EVENT',
        typeLabel: 'Evento personalizado',
        rule: 'retired-event',
        why: ROUTE_CHANGE_WHY,
      },
      ...before.warnings,
    ]);
    // Its trigger and tags import and work: they simply never fire.
    expect(result.working.map((w) => w.name)).toEqual(expect.arrayContaining([trigger, onlyTag, sharedTag]));
  });

  test('names only the tags it fires: none, or several, each in its sentence', () => {
    const alone = customEvent('Cambio de página', 'gatsby-route-change');
    expect(check({ trigger: [alone] }).warnings.map((w) => [w.rule, w.why])).toEqual([
      [
        'retired-event',
        'El sitio ya no envía «gatsby-route-change»: cada página se abre con una carga completa, que la Vista de página de Tag Manager ya cuenta. ' +
          'Este activador no se dispara nunca: quítelo.',
      ],
    ]);
    const only = ['GA4 - A', 'GA4 - B'].map((name) =>
      tag('gaawe', [], { name, firingTriggerId: [String(alone.triggerId)] }),
    );
    const shared = ['Meta - C', 'Meta - D'].map((name) =>
      tag('html', [], { name, firingTriggerId: [ALL_PAGES, String(alone.triggerId)] }),
    );
    const [warning] = check({ trigger: [alone], tag: [...only, ...shared] }).warnings;
    expect(warning?.why).toMatch(
      / quítelo, junto con las etiquetas «GA4 - A» y «GA4 - B», que solo él dispara\. A «Meta - C» y «Meta - D» basta con quitarles este activador, que no es el único que las dispara\.$/,
    );
  });

  test('a pattern that also matches an event the site sends is no warning; one that matches only the retired event is', () => {
    const both = customEvent('Todos', '.*', 'MATCH_REGEX');
    const gatsby = customEvent('De Gatsby', 'gatsby-', 'STARTS_WITH');
    expect(check({ trigger: [both, gatsby] }).warnings.map((w) => [w.rule, w.name])).toEqual([
      ['retired-event', 'De Gatsby'],
    ]);
  });

  test('`npm run check-container` passes it (exit code 0) and prints the warning', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-container-'));
    try {
      const file = path.join(dir, 'contenedor-anterior.json');
      fs.writeFileSync(file, JSON.stringify(exported));
      const { code, stdout } = run(file);
      expect(code).toBe(0);
      expect(stdout).toContain('Nada de este contenedor queda bloqueado en este sitio.');
      expect(stdout).toContain(`! Activador «${trigger}» (Evento personalizado): ${ROUTE_CHANGE_WHY}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('none of the real exports waits for it', () => {
    for (const real of realExports()) {
      expect(checkContainer(real, site).warnings.filter((w) => w.rule === 'retired-event')).toEqual([]);
    }
  });
});

describe('warnings (works, but will not fire): they do not fail the check', () => {
  test("a custom event the site never pushes is a warning; the site's own events are not; the one it no longer pushes is its own warning", () => {
    const ours = customEvent('Chat', 'whatsapp_click');
    const regex = customEvent('Chat (regex)', '^whatsapp_', 'MATCH_REGEX');
    const vitals = customEvent('Velocidad', 'web_vitals');
    const route = customEvent('Cambio de página', 'gatsby-route-change');
    const other = customEvent('Formulario', 'form_submit');
    const result = check({
      trigger: [ours, regex, vitals, route, other],
      tag: [tag('gaawe', [], { firingTriggerId: [String(other.triggerId)] })],
    });
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => [w.rule, w.name])).toEqual([
      ['retired-event', 'Cambio de página'],
      ['unsent-event', 'Formulario'],
    ]);
  });

  test('a tag without a trigger is a warning', () => {
    const lonely = tag('gaawe', [], { firingTriggerId: [] });
    expect(warned(check({ tag: [lonely] }))).toEqual([lonely.name]);
  });
});

describe("the chat's data: what the offline import reads from GA4, GA4's reserved names, keys the site never pushes (warnings)", () => {
  /** Google Ads' click IDs, of the ad parameters the site keeps. */
  const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;
  /** What src/marketing/offline-import.ts reads from the GA4 export, under the names the site pushes. */
  const IMPORTED = [CHAT_REF_KEY, ...CLICK_IDS, AD_CLICK.clickTimeKey];
  const dlv = (key: string) => variable(`DLV - ${key}`, 'v', [{ type: 'TEMPLATE', key: 'name', value: key }]);
  const row = (name: string, value: string): GtmParameter => ({
    type: 'MAP',
    map: [
      { type: 'TEMPLATE', key: 'parameter', value: name },
      { type: 'TEMPLATE', key: 'parameterValue', value },
    ],
  });
  const table = (rows: [string, string][]): GtmParameter => ({
    type: 'LIST',
    key: 'eventSettingsTable',
    list: rows.map(([name, value]) => row(name, value)),
  });
  const chat = customEvent('Evento - whatsapp_click', CHAT_EVENT.name);
  /** A GA4 event tag fired by the chat event, sending `rows`. */
  const ga4OnChat = (rows: [string, string][], extra: Partial<GtmTag> = {}) =>
    tag(
      'gaawe',
      [{ type: 'TEMPLATE', key: 'eventName', value: CHAT_EVENT.name }, ...(rows.length > 0 ? [table(rows)] : [])],
      { firingTriggerId: [String(chat.triggerId)], ...extra },
    );
  const rulesWarned = (result: CheckResult) => result.warnings.map((w) => `${w.rule} ${w.name}`);

  test('the click IDs the import reads are among the ad parameters the site pushes', () => {
    expect(AD_CLICK.params).toEqual(expect.arrayContaining([...CLICK_IDS]));
  });

  test('a GA4 tag on the chat event that sends only the button: one warning naming the five, and how to send them; the check still passes', () => {
    const ga4 = ga4OnChat([[CHAT_EVENT.typeKey, '{{DLV - whatsapp_type}}']]);
    const result = check({ trigger: [chat], tag: [ga4], variable: [dlv(CHAT_EVENT.typeKey)] });
    expect(result.problems).toEqual([]);
    expect(rulesWarned(result)).toEqual([`offline-import ${ga4.name}`]);
    expect(result.warnings[0]?.why).toBe(
      'Se dispara con cada chat, pero no envía «whatsapp_ref», «gclid», «gbraid», «wbraid» ni «ad_click_time» como parámetros del evento: ' +
        'la importación de conversiones sin conexión (docs/marketing.md, sección 8) no los encontrará en GA4 y no podrá unir cada chat con el clic de su anuncio. ' +
        'Agregue una Variable de capa de datos para cada uno y un parámetro del evento con cada variable (whatsapp_ref = {{DLV - whatsapp_ref}}, ' +
        'ad_gclid = {{DLV - gclid}}, gbraid = {{DLV - gbraid}}, wbraid = {{DLV - wbraid}}, ad_click_time = {{DLV - ad_click_time}}), ' +
        'como trae el contenedor listo (deploy/tag-manager-container.json).',
    );
  });

  test('only what is missing is named; sent through an Event Settings variable or in the older eventParameters list counts', () => {
    const sent = IMPORTED.filter((key) => key !== AD_CLICK.clickTimeKey);
    const own = ga4OnChat(sent.map((key) => [key === 'gclid' ? 'ad_gclid' : key, `{{DLV - ${key}}}`]));
    const shared = variable('Configuración de eventos', 'gtes', [
      table(IMPORTED.map((key) => [key === 'gclid' ? 'ad_gclid' : key, `{{DLV - ${key}}}`])),
    ]);
    const viaSettings = ga4OnChat([], {
      parameter: [{ type: 'TEMPLATE', key: 'eventSettingsVariable', value: '{{Configuración de eventos}}' }],
    });
    const older = ga4OnChat([], {
      parameter: [
        {
          type: 'LIST',
          key: 'eventParameters',
          list: IMPORTED.map((key) => ({
            type: 'MAP',
            map: [
              { type: 'TEMPLATE', key: 'name', value: `dato_${key}` },
              { type: 'TEMPLATE', key: 'value', value: `{{DLV - ${key}}}` },
            ],
          })),
        },
      ],
    });
    const result = check({
      trigger: [chat],
      tag: [own, viaSettings, older],
      variable: [...IMPORTED.map(dlv), shared],
    });
    expect(rulesWarned(result)).toEqual([`offline-import ${own.name}`]);
    expect(result.warnings[0]?.why).toMatch(/^Se dispara con cada chat, pero no envía «ad_click_time» como parámetros/);
  });

  test('a GA4 tag that the chat does not fire, or that is already broken, is not asked for the chat data', () => {
    const pageView = tag('gaawe', [{ type: 'TEMPLATE', key: 'eventName', value: 'page_view' }]);
    const broken = ga4OnChat([['clase', '{{JS - clase}}']]);
    const result = check({ trigger: [chat], tag: [pageView, broken], variable: [jsm('JS - clase')] });
    expect(result.warnings).toEqual([]);
    expect(flagged(result)[broken.name]).toEqual(['uses-variable:JS - clase']);
  });

  test('a GA4 tag on clicks of wa.me links is the chat tag too, and is told to use the chat event; one on other links is not', () => {
    const clicks = (name: string, type: string, value: string, negate = false): GtmTrigger => ({
      name,
      type: 'LINK_CLICK',
      triggerId: String(nextId++),
      filter: [condition(type, '{{Click URL}}', value, negate)],
    });
    const whatsapp = clicks('Clic - WhatsApp', 'CONTAINS', 'wa.me');
    const regex = clicks('Clic - WhatsApp (regex)', 'MATCH_REGEX', '^https://(wa\\.me|api\\.whatsapp\\.com)/');
    const outbound = clicks('Clic - salida', 'CONTAINS', 'wa.me', true);
    const pdf = clicks('Clic - PDF', 'ENDS_WITH', '.pdf');
    const [onWhatsapp, onRegex, onOutbound, onPdf] = [whatsapp, regex, outbound, pdf].map((trigger) =>
      tag('gaawe', [], { firingTriggerId: [String(trigger.triggerId)] }),
    );
    const result = check({
      trigger: [whatsapp, regex, outbound, pdf],
      tag: [onWhatsapp, onRegex, onOutbound, onPdf].filter((t) => t !== undefined),
    });
    expect(rulesWarned(result)).toEqual([`offline-import ${onWhatsapp?.name}`, `offline-import ${onRegex?.name}`]);
    expect(result.warnings[0]?.why).toMatch(
      / Dispárela con el evento personalizado «whatsapp_click»: es el mensaje del sitio que trae esos datos\.$/,
    );
  });

  test("the gclid under GA4's reserved parameter name «gclid» is a warning that names ad_gclid; a reserved name for other data (user_id) is not", () => {
    const ga4 = ga4OnChat([
      ...IMPORTED.map((key): [string, string] => [key, `{{DLV - ${key}}}`]),
      ['user_id', '{{ID}}'],
    ]);
    const result = check({ trigger: [chat], tag: [ga4], variable: [...IMPORTED.map(dlv), variable('ID', 'k')] });
    expect(rulesWarned(result)).toEqual([`reserved-parameter ${ga4.name}`]);
    expect(result.warnings[0]?.why).toBe(
      'Envía el parámetro «gclid», un nombre que GA4 reserva: no se puede registrar como dimensión personalizada, así que su valor no aparece en las exploraciones ni en su exportación. ' +
        'Llame al parámetro «ad_gclid» y registre con él la dimensión «gclid» (docs/marketing.md, sección 8).',
    );
  });

  test("a Data Layer Variable a chat tag reads is a warning when the site never pushes its key; the site's keys, Tag Manager's own and the container's own pushes are not", () => {
    const keys = [
      'email',
      'ecommerce.value',
      'form_id',
      'gtm.elementId',
      'event',
      CHAT_EVENT.urlKey,
      CHAT_REF_KEY,
      ...AD_CLICK.params,
      AD_CLICK.landingPageKey,
    ];
    const variables = keys.map(dlv);
    const meta = tag(
      'html',
      [
        {
          type: 'TEMPLATE',
          key: 'html',
          value: `<script>fbq('track', 'Contact', { em: '{{DLV - email}}', v: '{{DLV - ecommerce.value}}', f: '{{DLV - form_id}}' });</script>`,
        },
      ],
      { firingTriggerId: [String(chat.triggerId)] },
    );
    const ga4 = ga4OnChat(keys.map((key) => [key.replace(/\W/g, '_'), `{{DLV - ${key}}}`]));
    // A tag of the page view reads one too: the chat's tags are the ones asked about.
    const pageView = tag('gaawe', [table([['lista', '{{DLV - lista}}']])]);
    const pusher = html(`<script>window.dataLayer.push({ event: 'formulario', form_id: 'contacto' });</script>`);
    const result = check({
      trigger: [chat],
      tag: [meta, ga4, pageView, pusher],
      variable: [...variables, dlv('lista')],
    });
    expect(result.problems).toEqual([]);
    expect(rulesWarned(result).filter((w) => w.startsWith('unsent-key'))).toEqual([
      'unsent-key DLV - email',
      'unsent-key DLV - ecommerce.value',
    ]);
    expect(result.warnings.find((w) => w.name === 'DLV - email')?.why).toMatch(
      new RegExp(
        `^Lee «email» de la capa de datos, que este sitio no envía: las etiquetas «${meta.name}» y «${ga4.name}» la reciben vacía\\.`,
      ),
    );
  });

  describe('on the real containers', () => {
    test('the Spanish WhatsApp landing page: once its Custom JavaScript is replaced, its GA4 tag on wa.me clicks is told what the import needs and to fire on whatsapp_click', () => {
      const exported = readExport(container('laseryshow-del__Mi-configuraci-n-gtm__GTM-TNM9JZ3S-WEB-v2.json'));
      for (const entry of exported.containerVersion.variable ?? []) {
        if (entry.type === 'jsm')
          Object.assign(entry, { type: 'c', parameter: [{ type: 'TEMPLATE', key: 'value', value: 'x' }] });
      }
      const result = check(exported.containerVersion);
      expect(result.problems).toEqual([]);
      const chatWarnings = result.warnings.filter((w) => w.rule === 'offline-import');
      expect(chatWarnings.map((w) => w.name)).toEqual(['GA4 - Contact WhatsApp']);
      expect(chatWarnings[0]?.why).toMatch(
        /^Se dispara con cada chat, pero no envía «whatsapp_ref», «gclid», «gbraid», «wbraid» ni «ad_click_time» .* Dispárela con el evento personalizado «whatsapp_click»/,
      );
    });

    test('the lone GA4 WhatsApp tag: given the chat trigger its warning suggests, it is told what the import needs', () => {
      const exported = readExport(
        container('rayl4n__GTM-CONTAINER-WHATSAPPTRACKING-TAGS__wGTM-TAG-GA4-WhatsAppTrackingTag.json'),
      );
      const [lone] = exported.containerVersion.tag ?? [];
      if (!lone) throw new Error('no tag');
      lone.firingTriggerId = [String(chat.triggerId)];
      const result = check({ ...exported.containerVersion, trigger: [chat] });
      expect(rulesWarned(result)).toEqual([`offline-import ${lone.name}`]);
    });

    test('the other three have no GA4 tag the chat fires: no chat-data warning', () => {
      for (const file of [
        'analyzify__GTM-Kit__gtm-kit.json',
        'jmacario-gmu__gmuj-mason-standard-gtm-container__GTM-MBFRM8W_workspace27.json',
        'addingwell__gtm-container-web-shopify__template.json',
      ]) {
        const result = checkContainer(readExport(container(file)), site);
        expect({
          file,
          rules: result.warnings
            .map((w) => w.rule)
            .filter((rule) => !['unsent-event', 'no-trigger', 'placeholder'].includes(rule)),
        }).toEqual({ file, rules: [] });
      }
    });
  });
});

describe('the command', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-container-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['a missing file', path.join(dir, 'no-existe.json'), /No se puede leer «.*no-existe\.json»: no se pudo abrir/],
    ['a file that is not JSON', write('roto.json', '{ "exportFormatVersion": 2,'), /no es un JSON válido/],
    [
      'JSON that is not an export',
      write('otro.json', '{"hola": 1}'),
      /no es una exportación de contenedor de Tag Manager en el formato 2/,
    ],
    [
      'an export without containerVersion',
      write('vacio.json', '{"exportFormatVersion": 2}'),
      /no tiene «containerVersion»/,
    ],
  ])('%s: exit code 2 and a Spanish message', (_, file, message) => {
    const { code, stdout, stderr } = run(file);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });

  test('no file: exit code 2 and how to use it', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-container.mjs')], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Uso: npm run check-container -- contenedor.json');
  });

  test('a clean export: exit code 0; one that will not work: 1', () => {
    const clean = write(
      'limpio.json',
      JSON.stringify({ exportFormatVersion: 2, containerVersion: { tag: [tag('gaawe')] } }),
    );
    const broken = write(
      'roto-jsm.json',
      JSON.stringify({ exportFormatVersion: 2, containerVersion: { variable: [jsm('JS')] } }),
    );
    expect(run(clean).code).toBe(0);
    expect(run(broken).code).toBe(1);
  });
});

describe('stylesheets and fonts in Custom HTML follow the policy', () => {
  test("another host's stylesheet or font is flagged; the site's own and inline <style> are not", () => {
    const vendor = html('<link rel="stylesheet" href="https://cdn.vendor.example/widget.css">');
    const imported = html('<style>@import url("https://cdn.vendor.example/a.css");</style>');
    const font = html(
      '<style>@font-face { font-family: X; src: url(https://cdn.vendor.example/x.woff2) format("woff2"); }</style>',
    );
    const own = html(
      '<link rel="stylesheet" href="/estilos.css"><style>.x { color: red; }</style><p style="margin:0">hola</p>',
    );
    expect(flagged(check({ tag: [vendor, imported, font, own] }))).toEqual({
      [vendor.name]: ['style-host'],
      [imported.name]: ['style-host'],
      [font.name]: ['style-host'],
    });
  });

  test('every https host that style-src and font-src list is allowed', () => {
    const hosts = (directive: string) =>
      (contentSecurityPolicy[directive] ?? []).filter((source) => source.startsWith('https://'));
    const tags = [
      ...hosts('style-src').map((host) => html(`<link rel="stylesheet" href="${host}/css">`)),
      ...hosts('font-src').map((host) => html(`<style>@font-face { src: url(${host}/f.woff2); }</style>`)),
    ];
    expect(check({ tag: tags }).problems).toEqual([]);
  });
});

describe("reportTitle: what a report is about, for the command and the marketers' page", () => {
  const exported = (container: object) => ({ containerVersion: { container } }) as unknown as GtmExport;

  test("the container's name and public id", () => {
    expect(reportTitle(exported({ name: 'Sitio', publicId: 'GTM-ABC123' }), 'export.json')).toBe('Sitio (GTM-ABC123)');
    expect(reportTitle(exported({ publicId: 'GTM-ABC123' }), 'x.json')).toBe('(GTM-ABC123)');
  });

  test("the file's name when the export does not say", () => {
    expect(reportTitle({ containerVersion: {} } as unknown as GtmExport, 'export.json')).toBe('export.json');
    expect(reportTitle(exported({ name: 'Sitio' }), 'export.json')).toBe('export.json');
  });
});

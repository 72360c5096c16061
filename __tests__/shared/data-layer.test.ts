/**
 * @jest-environment node
 *
 * The data layer contract (src/shared/data-layer.ts) against everything that cannot import it, or
 * that names its events and keys on its own: the shipped container, the marketers' guide and the
 * container rules. Each check names the place an entry is missing from, so adding an event is one
 * declaration, its push, and what this test lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CHAT_TAP,
  CONTAINER_NAMES,
  DATA_LAYER_EVENTS,
  type EventDeclaration,
  GUIDE_TABLE_HEADER,
  guideEventRows,
  type KeyDeclaration,
  RETIRED_EVENTS,
  type RetiredEventDeclaration,
  WEB_VITALS,
} from '../../src/shared/data-layer';
import { checkContainer, type GtmExport, type GtmTag } from '../../src/marketing/container-rules';
import { siteEvents, siteFacts } from '../../src/marketing/site-facts';
import { containerFile, readExport, ROOT } from '../fixtures/gtm-containers';
import { exportedWithRouteChange } from '../fixtures/route-change-container';

const shipped: GtmExport = readExport(path.join(ROOT, 'deploy/tag-manager-container.json'));
type Key = KeyDeclaration & { key: string };
/** An event's keys, each with its dataLayer name. */
const keysOf = (event: EventDeclaration): Key[] =>
  Object.entries<KeyDeclaration>(event.keys).map(([key, declaration]) => ({ key, ...declaration }));
const reads = (entry: { readers: readonly string[] }, reader: string) => entry.readers.includes(reader);

/** The marketers' guide: docs/marketing.md, or the files it is split into (docs/marketing/*.md). */
function guideFiles(): { file: string; text: string }[] {
  const dir = path.join(ROOT, 'docs/marketing');
  const files = [
    path.join(ROOT, 'docs/marketing.md'),
    ...(fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.md'))
          .sort()
      : []
    ).map((f) => path.join(dir, f)),
  ].filter((file) => fs.existsSync(file));
  return files.map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }));
}

/**
 * The text of the guide's section whose heading holds `heading` (its number aside), up to the next
 * heading of the same level or higher, in whichever guide file has it; undefined when none does.
 */
function guideSection(heading: string, guide = guideFiles()): string | undefined {
  for (const { text } of guide) {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.includes(heading));
    if (start < 0) continue;
    const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
    const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
    return lines.slice(start, end < 0 ? undefined : end).join('\n');
  }
  return undefined;
}

/** The heading of the guide's table of every event and key (guideEventRows). */
const GUIDE_TABLE_HEADING = 'Todos los datos que envía el sitio';

/** The body rows of the first Markdown table in `text`, as cells without backticks. */
const tableRows = (text: string): string[][] => {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first < 0) return [];
  const rest = lines.slice(first);
  const end = rest.findIndex((line) => !line.startsWith('|'));
  return rest.slice(2, end < 0 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim().replace(/`/g, '')),
  );
};

const parameter = (entity: { parameter?: { key?: string; value?: string }[] }, key: string) =>
  entity.parameter?.find((p) => p.key === key)?.value;
/** A GA4 event tag's rows: GA4 event parameter → its value. */
const ga4Rows = (tag: GtmTag): Map<string, string> =>
  new Map(
    (tag.parameter?.find((p) => p.key === 'eventSettingsTable')?.list ?? []).map((row) => [
      row.map?.find((p) => p.key === 'parameter')?.value ?? '',
      row.map?.find((p) => p.key === 'parameterValue')?.value ?? '',
    ]),
  );

/**
 * Where a container misses what the contract says it reads, and what it reads that the contract does
 * not declare: by event and key, each naming the trigger, tag or variable.
 */
function containerGaps(exported: GtmExport, events: readonly EventDeclaration[], name: string): string[] {
  const version = exported.containerVersion;
  const gaps: string[] = [];
  const customEvent = (trigger: {
    customEventFilter?: { type: string; parameter: { key?: string; value?: string }[] }[];
  }) => (trigger.customEventFilter ?? []).find((f) => f.type === 'EQUALS' && parameter(f, 'arg0') === '{{_event}}');
  for (const event of events.filter((e) => reads(e, 'container'))) {
    const triggerName = CONTAINER_NAMES.trigger(event.event);
    const trigger = version.trigger?.find((t) => t.name === triggerName);
    const filter = trigger && customEvent(trigger);
    if (trigger?.type !== 'CUSTOM_EVENT' || filter === undefined || parameter(filter, 'arg1') !== event.event) {
      gaps.push(
        `event ${event.event}: ${name} has no trigger for it («${triggerName}», a Custom Event equal to ${event.event})`,
      );
    }
    const tagName = CONTAINER_NAMES.ga4Tag(event.event);
    const tag = version.tag?.find((t) => t.name === tagName);
    if (tag?.type !== 'gaawe' || parameter(tag, 'eventName') !== event.ga4) {
      gaps.push(`event ${event.event}: ${name} has no GA4 event tag for it («${tagName}», sending ${event.ga4})`);
    } else if (!(tag.firingTriggerId ?? []).includes(trigger?.triggerId ?? '')) {
      gaps.push(`event ${event.event}: ${name}'s tag «${tagName}» is not fired by «${triggerName}»`);
    }
    const rows = tag ? ga4Rows(tag) : new Map<string, string>();
    for (const key of keysOf(event).filter((k) => reads(k, 'container'))) {
      const variableName = CONTAINER_NAMES.variable(key.key);
      const variable = version.variable?.find((v) => v.name === variableName);
      if (variable?.type !== 'v' || parameter(variable, 'name') !== key.key) {
        gaps.push(`key ${key.key} (${event.event}): ${name} has no Data Layer Variable «${variableName}» reading it`);
      }
      if (tag && rows.get(key.ga4 ?? '') !== `{{${variableName}}}`) {
        gaps.push(
          `key ${key.key} (${event.event}): ${name}'s tag «${tagName}» does not send it as the GA4 parameter ${key.ga4}`,
        );
      }
    }
    const sent = new Map(keysOf(event).flatMap((k) => (k.ga4 === null ? [] : [[k.ga4, k.key] as const])));
    for (const [ga4] of rows) {
      if (!sent.has(ga4))
        gaps.push(`event ${event.event}: ${name}'s tag «${tagName}» sends ${ga4}, which the contract does not declare`);
    }
  }
  const declared = new Set(events.map((e) => e.event));
  for (const trigger of (version.trigger ?? []).filter((t) => t.type === 'CUSTOM_EVENT')) {
    const filter = customEvent(trigger);
    const event = filter && parameter(filter, 'arg1');
    if (event !== undefined && !event.startsWith('gtm.') && !declared.has(event)) {
      gaps.push(`${name}'s trigger «${trigger.name}» waits for ${event}, which the contract does not declare`);
    }
  }
  const containerKeys = new Set(
    events.flatMap((e) =>
      keysOf(e)
        .filter((k) => reads(k, 'container'))
        .map((k) => k.key),
    ),
  );
  for (const variable of (version.variable ?? []).filter((v) => v.type === 'v')) {
    const key = parameter(variable, 'name') ?? '';
    if (!key.startsWith('gtm.') && !containerKeys.has(key)) {
      gaps.push(
        `${name}'s variable «${variable.name}» reads ${key}, which the contract does not say the container reads`,
      );
    }
  }
  return gaps;
}

/** Where the marketers' guide misses an event or a key the contract says it explains. */
function guideGaps(events: readonly EventDeclaration[], guide = guideFiles()): string[] {
  return events
    .filter((event) => reads(event, 'guide'))
    .flatMap((event) => {
      const section = guideSection(event.guideSection, guide);
      if (section === undefined) return [`event ${event.event}: the guide has no section «${event.guideSection}»`];
      return [
        ...(section.includes(`\`${event.event}\``)
          ? []
          : [`event ${event.event}: not in the guide's section «${event.guideSection}»`]),
        ...keysOf(event)
          .filter((key) => reads(key, 'guide') && !section.includes(`\`${key.key}\``))
          .map((key) => `key ${key.key} (${event.event}): not in the guide's section «${event.guideSection}»`),
      ];
    });
}

/**
 * Where the marketers' guide does not say what to do with a trigger on an event the site no longer
 * pushes: its section names the event, and says to remove the trigger (`quite`, `quítelo`).
 */
function retiredGuideGaps(retired: readonly RetiredEventDeclaration[], guide = guideFiles()): string[] {
  return retired.flatMap((event) => {
    const section = guideSection(event.guideSection, guide);
    if (section === undefined)
      return [`retired event ${event.event}: the guide has no section «${event.guideSection}»`];
    const paragraph = section.split(/\n\s*\n/).find((text) => text.includes(`\`${event.event}\``));
    if (paragraph === undefined)
      return [`retired event ${event.event}: not in the guide's section «${event.guideSection}»`];
    return /\bqu[ií]te/i.test(paragraph)
      ? []
      : [
          `retired event ${event.event}: the guide's section «${event.guideSection}» does not say to remove its trigger`,
        ];
  });
}

/** What the container rules know the site pushes (src/marketing/site-facts.ts). */
const known = siteEvents();
const knownEvents = [known.chat.name, known.vitals];
const knownChatKeys = [
  known.chat.urlKey,
  known.chat.typeKey,
  known.ref,
  ...known.adClick.params,
  known.adClick.landingPageKey,
  known.adClick.clickTimeKey,
];

/** Where the container rules miss an event or a chat key the contract says they know. */
function checksGaps(events: readonly EventDeclaration[]): string[] {
  return events
    .filter((event) => reads(event, 'container-rules'))
    .flatMap((event) => [
      ...(knownEvents.includes(event.event)
        ? []
        : [`event ${event.event}: the container checks do not know the site pushes it`]),
      ...keysOf(event)
        .filter((key) => reads(key, 'container-rules') && !knownChatKeys.includes(key.key))
        .map((key) => `key ${key.key} (${event.event}): the container checks do not know the site pushes it`),
    ]);
}

describe('the contract', () => {
  test('names each event once and each key once, and every reader it names is a reader', () => {
    const events = DATA_LAYER_EVENTS.map((e) => e.event);
    const keys = DATA_LAYER_EVENTS.flatMap((e) => keysOf(e).map((k) => k.key));
    expect(events.filter((e, i) => events.indexOf(e) !== i)).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys.filter((k) => k === 'event' || events.includes(k))).toEqual([]);
  });

  test('the container reads exactly what goes to GA4, and only keys of events it reads', () => {
    for (const event of DATA_LAYER_EVENTS) {
      expect({ event: event.event, container: reads(event, 'container') }).toEqual({
        event: event.event,
        container: event.ga4 !== null,
      });
      for (const key of keysOf(event)) {
        expect({ key: key.key, container: reads(key, 'container') }).toEqual({
          key: key.key,
          container: key.ga4 !== null,
        });
        if (key.ga4 !== null)
          expect({ key: key.key, event: reads(event, 'container') }).toEqual({ key: key.key, event: true });
      }
    }
  });

  test('the two events of the site, with the names the site pushes', () => {
    expect(DATA_LAYER_EVENTS.map((e) => e.event)).toEqual(['whatsapp_click', 'web_vitals']);
    expect([CHAT_TAP.event, WEB_VITALS.event]).toEqual(DATA_LAYER_EVENTS.map((e) => e.event));
  });

  test('gatsby-route-change is retired: every page is a page load, and the site pushes it no more', () => {
    expect(RETIRED_EVENTS.map((e) => e.event)).toEqual(['gatsby-route-change']);
    const pushed = DATA_LAYER_EVENTS.map((e) => e.event);
    expect(RETIRED_EVENTS.filter((e) => pushed.includes(e.event))).toEqual([]);
    expect(guideEventRows().filter(([event]) => RETIRED_EVENTS.some((e) => event === `\`${e.event}\``))).toEqual([]);
  });
});

describe('every place that reads the contract has every entry, and nothing it does not declare', () => {
  test('the shipped container (deploy/tag-manager-container.json)', () => {
    expect(containerGaps(shipped, DATA_LAYER_EVENTS, 'the shipped container')).toEqual([]);
  });

  test("the marketers' guide (docs/marketing.md, or docs/marketing/*.md)", () => {
    expect(guideGaps(DATA_LAYER_EVENTS)).toEqual([]);
  });

  test("the guide's speed table lists every Web Vitals key, and nothing else, each as the contract says it", () => {
    const section = guideSection(WEB_VITALS.guideSection) ?? '';
    const dataTable = section.slice(section.indexOf('| Dato'));
    const listed = tableRows(dataTable).flatMap(([keys, label]) =>
      (keys ?? '').split(/,\s*/).map((key) => ({ key, label })),
    );
    const strip = (text: string) => text.replace(/`/g, '');
    expect(listed).toEqual(keysOf(WEB_VITALS).map((k) => ({ key: k.key, label: strip(k.label) })));
  });

  test("the guide's table of every event and key, where the guide has it, is the one the contract generates", () => {
    const section = guideSection(GUIDE_TABLE_HEADING);
    if (section === undefined) return; // Not written yet: /work/notes has its text; guideGaps holds each section meanwhile.
    const strip = (text: string) => text.replace(/`/g, '');
    const header = section.split('\n').find((line) => line.startsWith('|')) ?? '';
    expect(
      header
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    ).toEqual([...GUIDE_TABLE_HEADER]);
    expect(tableRows(section)).toEqual(guideEventRows().map((row) => row.map(strip)));
  });

  test("the guide's dimensions for the offline import are the contract's keys, under the contract's GA4 parameters", () => {
    const rows = tableRows(guideSection('Registrar las dimensiones personalizadas en GA4') ?? '');
    const importKeys = keysOf(CHAT_TAP).filter((k) => reads(k, 'offline-import'));
    expect(rows.map(([dimension, , parameter]) => ({ dimension, parameter }))).toEqual(
      importKeys.map((k) => ({ dimension: k.key, parameter: k.ga4 })),
    );
  });

  test('the container checks know every event and chat key, as the contract names them', () => {
    expect(checksGaps(DATA_LAYER_EVENTS)).toEqual([]);
    expect(knownEvents.filter((e) => !DATA_LAYER_EVENTS.some((d) => d.event === e))).toEqual([]);
    const chatKeys = keysOf(CHAT_TAP)
      .filter((k) => reads(k, 'container-rules'))
      .map((k) => k.key);
    expect([...knownChatKeys].sort()).toEqual(chatKeys.sort());
  });

  test('a container exported before, waiting for a retired event: the container checks warn, and the guide says what to remove', () => {
    const result = checkContainer(exportedWithRouteChange(), siteFacts());
    expect(result.problems).toEqual([]);
    for (const retired of RETIRED_EVENTS) {
      expect(result.warnings.filter((w) => w.rule === 'retired-event').map((w) => w.why)).toEqual([
        expect.stringContaining(`«${retired.event}»`),
      ]);
    }
    expect(retiredGuideGaps(RETIRED_EVENTS)).toEqual([]);
  });

  test("the container checks ask for the offline import's keys under the contract's GA4 parameters", () => {
    const bare: GtmExport = structuredClone(shipped);
    const tag = bare.containerVersion.tag?.find((t) => t.name === CONTAINER_NAMES.ga4Tag(CHAT_TAP.event));
    const table = tag?.parameter?.find((p) => p.key === 'eventSettingsTable');
    if (table?.list === undefined) throw new Error('the shipped chat GA4 tag has no eventSettingsTable');
    table.list = table.list.filter((row) => !row.map?.some((p) => p.key === 'parameter' && p.value !== 'whatsapp_url'));
    const warning = checkContainer(bare, siteFacts()).warnings.find((w) => w.rule === 'offline-import');
    for (const key of keysOf(CHAT_TAP).filter((k) => reads(k, 'offline-import'))) {
      expect(warning?.why).toContain(`${key.ga4} = {{${CONTAINER_NAMES.variable(key.key)}}}`);
    }
  });
});

describe('a new declaration is named in every place that misses it', () => {
  const added: EventDeclaration = {
    event: 'form_submit',
    meaning: 'A test entry.',
    label: 'Una prueba',
    pushedBy: 'nothing',
    ga4: 'form_submit',
    readers: ['container', 'container-rules', 'guide'],
    guideSection: 'Los eventos del sitio',
    keys: {
      form_field: {
        meaning: 'A test key.',
        label: 'Un dato de prueba',
        ga4: 'form_field',
        readers: ['container', 'guide'],
      },
    },
  };

  test('the container: its trigger, its GA4 tag, its variable and its parameter', () => {
    expect(containerGaps(shipped, [...DATA_LAYER_EVENTS, added], 'the shipped container')).toEqual([
      'event form_submit: the shipped container has no trigger for it («Evento - form_submit», a Custom Event equal to form_submit)',
      'event form_submit: the shipped container has no GA4 event tag for it («GA4 - Evento - form_submit», sending form_submit)',
      'key form_field (form_submit): the shipped container has no Data Layer Variable «DLV - form_field» reading it',
    ]);
  });

  test("the guide's section, and the container checks", () => {
    expect(guideGaps([added])).toEqual([
      "event form_submit: not in the guide's section «Los eventos del sitio»",
      "key form_field (form_submit): not in the guide's section «Los eventos del sitio»",
    ]);
    expect(guideGaps([{ ...added, guideSection: 'Formularios' }])).toEqual([
      'event form_submit: the guide has no section «Formularios»',
    ]);
    expect(checksGaps([added])).toEqual(['event form_submit: the container checks do not know the site pushes it']);
  });

  test('a retired event the guide does not explain is named, and so is a trigger on it in the shipped container', () => {
    const [routeChange] = RETIRED_EVENTS;
    if (routeChange === undefined) throw new Error('no retired event');
    const retired: RetiredEventDeclaration = { ...routeChange, event: 'gatsby-page-change' };
    expect(retiredGuideGaps([retired])).toEqual([
      "retired event gatsby-page-change: not in the guide's section «Los eventos del sitio»",
    ]);
    expect(retiredGuideGaps([{ ...retired, guideSection: 'Eventos retirados' }])).toEqual([
      'retired event gatsby-page-change: the guide has no section «Eventos retirados»',
    ]);
    expect(
      retiredGuideGaps(
        [retired],
        [{ file: 'x.md', text: '## 3. Los eventos del sitio\n\n`gatsby-page-change` ya no.\n' }],
      ),
    ).toEqual([
      "retired event gatsby-page-change: the guide's section «Los eventos del sitio» does not say to remove its trigger",
    ]);
    expect(containerGaps(exportedWithRouteChange(), DATA_LAYER_EVENTS, 'that container')).toEqual([
      "that container's trigger «Evento - gatsby-route-change» waits for gatsby-route-change, which the contract does not declare",
    ]);
  });

  test('a key removed from the shipped container is named, and so is what a real container reads that the contract does not declare', () => {
    const without: GtmExport = structuredClone(shipped);
    without.containerVersion.variable = without.containerVersion.variable?.filter((v) => v.name !== 'DLV - gbraid');
    expect(containerGaps(without, DATA_LAYER_EVENTS, 'the container')).toEqual([
      'key gbraid (whatsapp_click): the container has no Data Layer Variable «DLV - gbraid» reading it',
    ]);
    // A real WhatsApp-tracking export from a public repository: none of the site's names, and its own event.
    const real = containerGaps(
      readExport(containerFile('rayl4n__GTM-CONTAINER-WHATSAPPTRACKING-TAGS__wGTM-TAG-GA4-WhatsAppTrackingTag.json')),
      DATA_LAYER_EVENTS,
      'that container',
    );
    expect(real).toEqual(
      expect.arrayContaining([
        'event whatsapp_click: that container has no trigger for it («Evento - whatsapp_click», a Custom Event equal to whatsapp_click)',
        'event web_vitals: that container has no GA4 event tag for it («GA4 - Evento - web_vitals», sending web_vitals)',
      ]),
    );
  });
});

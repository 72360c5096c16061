/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkContainer, type GtmExport, type GtmParameter } from '../../src/marketing/container-rules';
import { siteFacts } from '../../src/marketing/site-facts';

const site = siteFacts();
import { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from '../../src/chat/chat-types';
import { ROOT, realExports } from '../fixtures/gtm-containers';
import { CHAT_TAP } from '../../src/shared/data-layer';
import { GA4_LIMITS, VITALS_EVENT, VITALS_KEYS } from '../../src/vitals/vitals-payload';

const FILE = path.join(ROOT, 'deploy/tag-manager-container.json');
const shipped: GtmExport = JSON.parse(fs.readFileSync(FILE, 'utf8'));
const version = shipped.containerVersion;

const real = realExports();

type Entry = { type: string; parameter?: GtmParameter[]; [key: string]: unknown };
const entriesOf = (exported: GtmExport): Entry[] => [
  ...(exported.containerVersion.tag ?? []),
  ...(exported.containerVersion.trigger ?? []),
  ...(exported.containerVersion.variable ?? []),
];
const realEntries = real.flatMap(entriesOf);
const keys = (value: object) => Object.keys(value).sort().join(',');
/** A parameter's shape: key and type, and for LIST/MAP the shapes inside. */
const shape = (p: GtmParameter): string =>
  `${p.key ?? ''}:${p.type}${p.list ? `[${[...new Set(p.list.map(shape))].sort().join('|')}]` : ''}${p.map ? `{${p.map.map(shape).sort().join(',')}}` : ''}`;

test('has the exportFormatVersion of the real exports, and their keys', () => {
  expect(new Set(real.map((r) => r.exportFormatVersion))).toEqual(new Set([shipped.exportFormatVersion]));
  expect(real.some((r) => keys(r) === keys(shipped))).toBe(true);
  const realVersionKeys = new Set(real.flatMap((r) => Object.keys(r.containerVersion)));
  expect(Object.keys(version).filter((key) => !realVersionKeys.has(key))).toEqual([]);
  const container = version.container as object;
  expect(real.some((r) => keys(r.containerVersion.container as object) === keys(container))).toBe(true);
  const builtIns = version.builtInVariable as object[];
  const realBuiltIn = real.flatMap((r) => (r.containerVersion.builtInVariable as object[] | undefined) ?? []);
  expect(builtIns.every((b) => realBuiltIn.some((r) => keys(r) === keys(b)))).toBe(true);
});

/**
 * What the GA4 event sends, by Data Layer key: the button and the link, and what the offline import
 * (src/marketing/offline-import.ts) reads from GA4: the reference code, Google Ads' click IDs and the
 * click's time. GA4 reserves the parameter name `gclid` (no custom dimension can be registered on it),
 * so the gclid goes as `ad_gclid` (the data layer contract, src/shared/data-layer.ts, says which);
 * docs/marketing/conversiones.md, section 8, registers the dimension `gclid` on it.
 */
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;
const SENT_KEYS = [CHAT_EVENT.typeKey, CHAT_EVENT.urlKey, CHAT_REF_KEY, ...CLICK_IDS, AD_CLICK.clickTimeKey];
/** The GA4 parameter the data layer contract sends a chat key as. */
const parameterFor = (key: string) => CHAT_TAP.keys[key as keyof typeof CHAT_TAP.keys].ga4;

/** The Custom Event filter that fires on exactly `event`. */
const onEvent = (event: string) => [
  {
    type: 'EQUALS',
    parameter: [
      { type: 'TEMPLATE', key: 'arg0', value: '{{_event}}' },
      { type: 'TEMPLATE', key: 'arg1', value: event },
    ],
  },
];
/** A GA4 event tag's parameters, name → value. */
const ga4Parameters = (eventName: string) => {
  const ga4 = version.tag?.find(
    (t) => t.type === 'gaawe' && t.parameter?.some((p) => p.key === 'eventName' && p.value === eventName),
  );
  const settings = ga4?.parameter?.find((p) => p.key === 'eventSettingsTable')?.list ?? [];
  return Object.fromEntries(
    settings.map((row) => [
      row.map?.find((p) => p.key === 'parameter')?.value,
      row.map?.find((p) => p.key === 'parameterValue')?.value,
    ]),
  );
};
const VITALS_SENT = Object.values(VITALS_KEYS);

test('holds the chat and Web Vitals triggers, a Data Layer Variable for each key GA4 gets, two GA4 events, the Ads conversion and the conversion linker', () => {
  expect(AD_CLICK.params).toEqual(expect.arrayContaining([...CLICK_IDS]));
  expect(version.tag?.map((t) => t.type).sort()).toEqual(['awct', 'gaawe', 'gaawe', 'gclidw']);
  expect(version.trigger?.map((t) => t.type)).toEqual(['CUSTOM_EVENT', 'CUSTOM_EVENT']);
  expect(version.trigger?.map((t) => t.customEventFilter)).toEqual([onEvent(CHAT_EVENT.name), onEvent(VITALS_EVENT)]);
  const dataLayer = (version.variable ?? []).filter((v) => v.type === 'v');
  expect(dataLayer.map((v) => v.parameter?.find((p) => p.key === 'name')?.value)).toEqual([
    ...SENT_KEYS,
    ...VITALS_SENT,
  ]);
  expect(dataLayer.map((v) => v.name)).toEqual([...SENT_KEYS, ...VITALS_SENT].map((key) => `DLV - ${key}`));
  expect(ga4Parameters(CHAT_EVENT.name)).toEqual(
    Object.fromEntries(SENT_KEYS.map((key) => [parameterFor(key), `{{DLV - ${key}}}`])),
  );
});

test("the Web Vitals tag sends every key of the payload under its own name, fired by the event, within GA4's limits", () => {
  const sent = ga4Parameters(VITALS_EVENT);
  expect(sent).toEqual(Object.fromEntries(VITALS_SENT.map((key) => [key, `{{DLV - ${key}}}`])));
  expect(Object.keys(sent).length).toBeLessThanOrEqual(GA4_LIMITS.parameters);
  for (const name of [VITALS_EVENT, ...Object.keys(sent)]) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
  const tag = version.tag?.find((t) => t.parameter?.some((p) => p.key === 'eventName' && p.value === VITALS_EVENT));
  const trigger = version.trigger?.find((t) => t.name === `Evento - ${VITALS_EVENT}`);
  expect(tag?.name).toBe(`GA4 - Evento - ${VITALS_EVENT}`);
  expect(tag?.firingTriggerId).toEqual([trigger?.triggerId]);
  expect(tag?.parameter?.find((p) => p.key === 'measurementIdOverride')?.value).toBe(
    '{{COMPLETAR - ID de medición de GA4}}',
  );
});

test('every entry has the keys and parameter shapes of a real entry of its type', () => {
  for (const entry of entriesOf(shipped)) {
    const sameType = realEntries.filter((r) => r.type === entry.type);
    expect({ type: entry.type, matches: sameType.some((r) => keys(r) === keys(entry)) }).toEqual({
      type: entry.type,
      matches: true,
    });
    const realShapes = new Set(sameType.flatMap((r) => (r.parameter ?? []).map(shape)));
    const unknown = (entry.parameter ?? []).map(shape).filter((s) => !realShapes.has(s));
    expect({ type: entry.type, unknown }).toEqual({ type: entry.type, unknown: [] });
  }
  for (const trigger of version.trigger ?? []) {
    const realFilters = new Set(
      realEntries
        .filter((r) => r.type === 'CUSTOM_EVENT')
        .flatMap((r) =>
          (r.customEventFilter as { parameter: GtmParameter[] }[]).map((f) => keys(f) + f.parameter.map(shape).join()),
        ),
    );
    for (const filter of trigger.customEventFilter ?? [])
      expect(realFilters.has(keys(filter) + filter.parameter.map(shape).join())).toBe(true);
  }
});

test('is what Tag Manager imports: consistent ids, fingerprints, and every {{Name}} defined', () => {
  const entries = entriesOf(shipped);
  const account = new Set(
    [version, version.container as Entry, ...entries, ...(version.builtInVariable as Entry[])].map(
      (e) => `${e.accountId}/${e.containerId}`,
    ),
  );
  expect(account.size).toBe(1);
  for (const [list, id] of [
    [version.tag ?? [], 'tagId'],
    [version.trigger ?? [], 'triggerId'],
    [version.variable ?? [], 'variableId'],
  ] as const) {
    const ids = list.map((e: Entry) => e[id]);
    expect(ids.every((value) => typeof value === 'string' && /^\d+$/.test(value))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  }
  // Firing triggers are the file's own, or Tag Manager's built-in "Initialization - All Pages" (as in the real exports).
  const triggerIds = new Set((version.trigger ?? []).map((t) => t.triggerId));
  const realBuiltInTriggers = new Set(
    real
      .flatMap((r) => (r.containerVersion.tag ?? []).flatMap((t) => t.firingTriggerId ?? []))
      .filter((id) => Number(id) > 2147479000),
  );
  for (const tag of version.tag ?? []) {
    expect(tag.firingTriggerId?.length).toBeGreaterThan(0);
    for (const id of tag.firingTriggerId ?? []) expect(triggerIds.has(id) || realBuiltInTriggers.has(id)).toBe(true);
  }
  const defined = new Set([...(version.variable ?? []).map((v) => v.name), '_event']);
  const referenced = JSON.stringify(entries).match(/\{\{[^{}]+\}\}/g) ?? [];
  expect(referenced.length).toBeGreaterThan(0);
  expect(referenced.map((r) => r.slice(2, -2)).filter((name) => !defined.has(name))).toEqual([]);
  for (const fingerprinted of [version, version.container as Entry, ...entries]) {
    expect(fingerprinted.fingerprint).toMatch(/^\d{13}$/);
  }
});

test('the IDs a marketer fills in are obvious placeholders, in constants', () => {
  const constants = Object.fromEntries(
    (version.variable ?? []).filter((v) => v.type === 'c').map((v) => [v.name, v.parameter?.[0]?.value]),
  );
  expect(Object.values(constants)).toEqual(['G-XXXXXXXXXX', 'XXXXXXXXXX', 'XXXXXXXXXXXXXXXXXXXX']);
  expect(Object.keys(constants).every((name) => name.startsWith('COMPLETAR - '))).toBe(true);
});

test('the checker passes it, and only reminds to fill in the three placeholders', () => {
  const result = checkContainer(shipped, site);
  expect(result.problems).toEqual([]);
  expect(result.warnings.map((w) => w.name)).toEqual(
    (version.variable ?? []).filter((v) => v.name.startsWith('COMPLETAR - ')).map((v) => v.name),
  );
  const filled = structuredClone(shipped);
  for (const constant of filled.containerVersion.variable ?? []) {
    const value = constant.parameter?.[0];
    if (constant.type === 'c' && value) value.value = value.value?.startsWith('G-') ? 'G-AB12CD34EF' : '123456789';
  }
  expect(checkContainer(filled, site).warnings).toEqual([]);
  // Without the reference code, the GA4 tag is reported for the offline import.
  const withoutRef = structuredClone(filled);
  const ga4 = withoutRef.containerVersion.tag?.find((t) => t.type === 'gaawe');
  const rows = ga4?.parameter?.find((p) => p.key === 'eventSettingsTable');
  if (rows?.list) rows.list = rows.list.filter((row) => !row.map?.some((p) => p.value === CHAT_REF_KEY));
  expect(checkContainer(withoutRef, site).warnings.map((w) => [w.rule, w.name])).toEqual([
    ['offline-import', ga4?.name],
  ]);
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-container.mjs'), FILE], { encoding: 'utf8' });
  expect(run.status).toBe(0);
});

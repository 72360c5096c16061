/**
 * @jest-environment node
 */
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
} from 'web-vitals/attribution';
import {
  GA4_LIMITS,
  VITALS_EVENT,
  VITALS_KEYS,
  measuredPage,
  vitalsPayload as payloadOn,
} from '../../src/vitals/vitals-payload';

/** The page the metrics belong to, in most tests. */
const PAGE = '/frammento';
const vitalsPayload = (metric: MetricWithAttribution) => payloadOn(metric, PAGE);

/** A metric as the library reports it, with only what the payload reads filled in. */
const base = {
  delta: 0,
  entries: [],
  id: 'v6-1700000000000-1234567890123',
  navigationType: 'navigate' as const,
  navigationId: 1,
  navigationURL: `https://abogados.example${PAGE}?gclid=abc`,
  navigationStartTime: 0,
};

const lcp = {
  ...base,
  name: 'LCP',
  value: 1834.6,
  rating: 'good',
  attribution: {
    target: 'main>section>h1',
    timeToFirstByte: 0,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 0,
  },
} as LCPMetricWithAttribution;

const inp = {
  ...base,
  name: 'INP',
  value: 232,
  rating: 'needs-improvement',
  navigationType: 'back-forward-cache',
  attribution: {
    interactionTarget: 'button#tab-2',
    inputDelay: 12.4,
    processingDuration: 150.6,
    presentationDelay: 69.2,
  },
} as unknown as INPMetricWithAttribution;

const cls = {
  ...base,
  name: 'CLS',
  value: 0.123456,
  rating: 'poor',
  attribution: { largestShiftTarget: 'div.floating' },
} as unknown as CLSMetricWithAttribution;

const fcp = {
  ...base,
  name: 'FCP',
  value: 0.4,
  rating: 'good',
  attribution: {},
} as unknown as FCPMetricWithAttribution;

test('a metric is pushed as one web_vitals event with flat keys: name, value, rating, id, navigation type and the page measured', () => {
  expect(VITALS_EVENT).toBe('web_vitals');
  expect(vitalsPayload(fcp)).toEqual({
    event: 'web_vitals',
    vitals_page: '/frammento',
    vitals_metric: 'FCP',
    vitals_report: 'new',
    vitals_value: 0,
    vitals_rating: 'good',
    vitals_id: base.id,
    vitals_navigation_type: 'navigate',
  });
});

test("LCP's value is whole milliseconds and its element is the one to blame", () => {
  expect(vitalsPayload(lcp)).toMatchObject({
    vitals_metric: 'LCP',
    vitals_report: 'new',
    vitals_value: 1835,
    vitals_target: 'main>section>h1',
  });
});

test('INP names its target and splits its time into input delay, processing and presentation, in whole milliseconds', () => {
  expect(vitalsPayload(inp)).toEqual({
    event: 'web_vitals',
    vitals_page: '/frammento',
    vitals_metric: 'INP',
    vitals_report: 'new',
    vitals_value: 232,
    vitals_rating: 'needs-improvement',
    vitals_id: base.id,
    vitals_navigation_type: 'back-forward-cache',
    vitals_target: 'button#tab-2',
    vitals_input_delay: 12,
    vitals_processing_duration: 151,
    vitals_presentation_delay: 69,
  });
});

test('CLS keeps four decimals (it has no unit) and blames the element of its largest shift', () => {
  expect(vitalsPayload(cls)).toMatchObject({
    vitals_metric: 'CLS',
    vitals_report: 'new',
    vitals_value: 0.1235,
    vitals_target: 'div.floating',
  });
});

test("every metric pushes every key, undefined where it has nothing, so a Data Layer Variable never keeps an earlier metric's value", () => {
  // Tag Manager's data model keeps a key's last pushed value: an FCP without INP's keys would carry INP's target to GA4.
  for (const metric of [lcp, inp, cls, fcp])
    expect(Object.keys(vitalsPayload(metric)).sort()).toEqual(['event', ...Object.values(VITALS_KEYS)].sort());
  const withoutTarget = { ...cls, attribution: {} } as CLSMetricWithAttribution;
  expect(vitalsPayload(withoutTarget)[VITALS_KEYS.target]).toBeUndefined();
  expect(vitalsPayload(fcp)[VITALS_KEYS.inputDelay]).toBeUndefined();
});

test("a selector is cut to GA4's 100 characters for a parameter's value", () => {
  const long = `html>body>${'div.card>'.repeat(20)}p`;
  const payload = vitalsPayload({ ...lcp, attribution: { ...lcp.attribution, target: long } });
  expect(payload.vitals_target).toBe(long.slice(0, 100));
  expect(GA4_LIMITS.valueLength).toBe(100);
});

test("every name fits GA4: letters, digits and '_', starting with a letter, at most 40 characters, at most 25 parameters", () => {
  const names = [VITALS_EVENT, ...Object.values(VITALS_KEYS)];
  for (const name of names)
    expect({ name, fits: /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) }).toEqual({ name, fits: true });
  expect(Object.values(VITALS_KEYS).length).toBeLessThanOrEqual(GA4_LIMITS.parameters);
  // GA4 reserves the prefixes google_, ga_ and firebase_ for its own parameters.
  expect(names.filter((name) => /^(google_|ga_|firebase_)/.test(name))).toEqual([]);
});

test('every key the payload pushes for any metric is one of VITALS_KEYS, and every value is a short string, a number or undefined', () => {
  const metrics: MetricWithAttribution[] = [lcp, inp, cls, fcp];
  const keys = new Set<string>(['event', ...Object.values(VITALS_KEYS)]);
  for (const metric of metrics) {
    for (const [key, value] of Object.entries(vitalsPayload(metric))) {
      expect({ key, known: keys.has(key) }).toEqual({ key, known: true });
      expect(
        value === undefined || typeof value === 'number' || (typeof value === 'string' && value.length <= 100),
      ).toBe(true);
    }
  }
});

describe("the page measured: the document's own path, whatever the address shows when a metric is reported", () => {
  // web-vitals measures the document that loaded, and names the URL of its navigation with each metric
  // (navigationURL, web-vitals 6); the address may carry an ad's query, or a section's fragment after a tap.
  it("is the path of the navigation's URL, without its query or fragment (a gclid is not a page)", () => {
    expect(measuredPage('https://abogados.example/frammento?gclid=abc#proyectos', '/')).toBe('/frammento');
    expect(measuredPage('https://abogados.example/', '/frammento')).toBe('/');
  });

  it('falls back to the address given when the browser has no navigation entry, and is cut to 100 characters', () => {
    expect(measuredPage(undefined, '/frammento')).toBe('/frammento');
    expect(measuredPage('not a url', '/')).toBe('/');
    expect(measuredPage(`https://abogados.example/${'a'.repeat(150)}`, '/')).toHaveLength(GA4_LIMITS.valueLength);
  });

  it('is the path of the URL the library names with each metric, the same for each; the address now when it names none', () => {
    for (const metric of [lcp, inp, cls, fcp]) expect(payloadOn(metric, '/otra')[VITALS_KEYS.page]).toBe(PAGE);
    expect(payloadOn({ ...lcp, navigationURL: undefined }, '/otra')[VITALS_KEYS.page]).toBe('/otra');
  });
});

test("web-vitals 6's soft-navigation fields are left out: one page load is one navigation here", () => {
  const soft = { ...lcp, navigationId: 7, navigationInteractionId: 31, navigationStartTime: 4321 };
  const payload = payloadOn(soft, PAGE);
  expect(Object.keys(payload).sort()).toEqual(['event', ...Object.values(VITALS_KEYS)].sort());
  expect(Object.values(payload)).not.toEqual(expect.arrayContaining([7]));
  expect(Object.values(payload)).not.toEqual(expect.arrayContaining([31]));
  expect(Object.values(payload)).not.toEqual(expect.arrayContaining([4321]));
});

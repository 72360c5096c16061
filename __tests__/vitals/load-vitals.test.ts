import { loadVitals, whenIdle } from '../../src/vitals/load-vitals';

jest.mock('web-vitals/attribution', () => ({
  onTTFB: jest.fn(),
  onFCP: jest.fn(),
  onLCP: jest.fn(),
  onCLS: jest.fn(),
  onINP: jest.fn(),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('nothing is loaded until the browser has an idle moment, and then the measuring starts once', async () => {
  const queued: (() => void)[] = [];
  const reportVitals = jest.fn();
  const load = jest.fn(() => Promise.resolve({ reportVitals }));
  loadVitals((run) => queued.push(run), load);
  await flush();
  expect(load).not.toHaveBeenCalled();
  queued.forEach((run) => run());
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect(reportVitals).toHaveBeenCalledTimes(1);
});

test('a chunk that fails to load (offline, a newer build) raises no error', async () => {
  const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  loadVitals((run) => run(), load);
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
});

test('the idle moment is requestIdleCallback with a time limit where the browser has it, else a timeout', () => {
  jest.useFakeTimers();
  const run = jest.fn();
  const original = window.requestIdleCallback;
  Object.defineProperty(window, 'requestIdleCallback', { value: undefined, configurable: true, writable: true });
  whenIdle(run);
  expect(run).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
  const idle = jest.fn((callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  window.requestIdleCallback = idle;
  whenIdle(run);
  expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  expect(run).toHaveBeenCalledTimes(2);
  window.requestIdleCallback = original;
  jest.useRealTimers();
});

test("the loaded module registers every metric with reportAllChanges off, and each report is pushed to the page's dataLayer", async () => {
  const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals/attribution');
  const { reportVitals } = await import('../../src/vitals/report-vitals');
  delete window.dataLayer;
  reportVitals();
  for (const name of ['onTTFB', 'onFCP', 'onLCP', 'onCLS'])
    expect({ name, options: vitals[name]?.mock.calls[0]?.[1] }).toEqual({ name, options: { reportAllChanges: false } });
  // INP at every change: a tap read after the page is hidden is reported only as a change (report-vitals.ts).
  expect(vitals.onINP?.mock.calls[0]?.[1]).toEqual({ reportAllChanges: true });
  const report = vitals.onLCP?.mock.calls[0]?.[0] as (metric: object) => void;
  report({
    name: 'LCP',
    value: 1200.2,
    rating: 'good',
    id: 'v5-1',
    navigationType: 'navigate',
    attribution: { target: 'h1' },
  });
  expect(window.dataLayer).toEqual([
    {
      event: 'web_vitals',
      // jsdom has no navigation entry: the address now.
      vitals_page: window.location.pathname,
      vitals_metric: 'LCP',
      vitals_report: 'new',
      vitals_value: 1200,
      vitals_rating: 'good',
      vitals_id: 'v5-1',
      vitals_navigation_type: 'navigate',
      vitals_target: 'h1',
    },
  ]);
});

test('a data layer that throws on push (a broken container or extension) raises no error from a report', async () => {
  const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals/attribution');
  const { reportVitals } = await import('../../src/vitals/report-vitals');
  vitals.onTTFB?.mockClear();
  window.dataLayer = {
    push: () => {
      throw new Error('broken data layer');
    },
  } as unknown as unknown[];
  reportVitals();
  const report = vitals.onTTFB?.mock.calls[0]?.[0] as (metric: object) => void;
  expect(() =>
    report({ name: 'TTFB', value: 80, rating: 'good', id: 'v5-2', navigationType: 'navigate', attribution: {} }),
  ).not.toThrow();
  delete window.dataLayer;
});

test("each report names the document's own page, from its navigation entry, even after the site's links changed the address", async () => {
  const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals/attribution');
  const { reportVitals } = await import('../../src/vitals/report-vitals');
  vitals.onCLS?.mockClear();
  const entries = jest.fn(() => [{ name: `${window.location.origin}/frammento?gclid=abc` }]);
  Object.defineProperty(performance, 'getEntriesByType', { value: entries, configurable: true, writable: true });
  window.history.pushState({}, '', '/otra-pagina');
  delete window.dataLayer;
  reportVitals();
  expect(entries).toHaveBeenCalledWith('navigation');
  const report = vitals.onCLS?.mock.calls[0]?.[0] as (metric: object) => void;
  report({ name: 'CLS', value: 0, rating: 'good', id: 'v5-3', navigationType: 'navigate', attribution: {} });
  expect(window.dataLayer).toEqual([expect.objectContaining({ vitals_page: '/frammento', vitals_metric: 'CLS' })]);
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  window.history.pushState({}, '', '/');
  delete window.dataLayer;
});

test('after a back/forward-cache restore, the reports name the page shown then, not the one that loaded', async () => {
  const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals/attribution');
  const { reportVitals } = await import('../../src/vitals/report-vitals');
  vitals.onTTFB?.mockClear();
  delete window.dataLayer;
  reportVitals();
  const report = vitals.onTTFB?.mock.calls[0]?.[0] as (metric: object) => void;
  report({ name: 'TTFB', value: 80, rating: 'good', id: 'v5-4', navigationType: 'navigate', attribution: {} });
  // The site's links showed another page, then the visitor left the document and came back with the back button.
  window.history.pushState({}, '', '/frammento');
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  report({ name: 'TTFB', value: 90, rating: 'good', id: 'v5-5', navigationType: 'navigate', attribution: {} });
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  window.history.pushState({}, '', '/otra-pagina');
  report({ name: 'TTFB', value: 5, rating: 'good', id: 'v5-6', navigationType: 'back-forward-cache', attribution: {} });
  expect((window.dataLayer ?? []).map((entry) => (entry as Record<string, unknown>).vitals_page)).toEqual([
    '/',
    '/',
    '/frammento',
  ]);
  window.history.pushState({}, '', '/');
  delete window.dataLayer;
});

import { afterLoadWhenIdle, loadVitals, whenIdle } from '../../src/vitals/load-vitals';

jest.mock('web-vitals/attribution', () => ({
  onTTFB: jest.fn(),
  onFCP: jest.fn(),
  onLCP: jest.fn(),
  onCLS: jest.fn(),
  onINP: jest.fn(),
}));

test('nothing is loaded until the moment comes, and then the measuring script is inserted once, async', () => {
  const queued: (() => void)[] = [];
  loadVitals('/vitals-0123456789abcdef0123.js', (run) => queued.push(run));
  expect(document.querySelector('script')).toBeNull();
  queued.forEach((run) => run());
  const scripts = Array.from(document.head.querySelectorAll('script'));
  expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual([
    ['/vitals-0123456789abcdef0123.js', true],
  ]);
  scripts.forEach((script) => script.remove());
});

test('the moment is after the load event, then an idle moment; at once when the page has loaded', () => {
  const run = jest.fn();
  const idle = jest.fn((callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  const original = window.requestIdleCallback;
  window.requestIdleCallback = idle;
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  afterLoadWhenIdle(run);
  expect(run).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  expect(run).toHaveBeenCalledTimes(1);
  readyState.mockReturnValue('complete');
  afterLoadWhenIdle(run);
  expect(run).toHaveBeenCalledTimes(2);
  expect(idle).toHaveBeenCalledTimes(2);
  readyState.mockRestore();
  window.requestIdleCallback = original;
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

test("each report names the document's own page: the path of the navigation URL the library names with it", async () => {
  const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals/attribution');
  const { reportVitals } = await import('../../src/vitals/report-vitals');
  vitals.onCLS?.mockClear();
  window.history.pushState({}, '', '/otra-pagina');
  delete window.dataLayer;
  reportVitals();
  const report = vitals.onCLS?.mock.calls[0]?.[0] as (metric: object) => void;
  const cls = { name: 'CLS', value: 0, rating: 'good', id: 'v6-3', navigationType: 'navigate', attribution: {} };
  report({ ...cls, navigationId: 1, navigationURL: `${window.location.origin}/frammento?gclid=abc` });
  // A browser without a navigation entry: the library names no URL, and the address now stands in.
  report({ ...cls, id: 'v6-4', navigationId: 0 });
  expect(window.dataLayer).toEqual([
    expect.objectContaining({ vitals_page: '/frammento', vitals_metric: 'CLS', vitals_id: 'v6-3' }),
    expect.objectContaining({ vitals_page: '/otra-pagina', vitals_metric: 'CLS', vitals_id: 'v6-4' }),
  ]);
  window.history.pushState({}, '', '/');
  delete window.dataLayer;
});

/**
 * @jest-environment node
 */
import { IDLE_LIMIT, countOnce } from '../../src/vitals/vitals-count';
import { VITALS_EVENT, VITALS_KEYS, VITALS_REPORT, type VitalsPayload } from '../../src/vitals/vitals-payload';

const START = Date.UTC(2026, 10, 28, 12);
const MINUTE = 60_000;

/** A payload as vitalsPayload makes it, with what the rule reads. */
const report = (id: string, rating: string, value: number, target = 'a.chat'): VitalsPayload => ({
  event: VITALS_EVENT,
  [VITALS_KEYS.page]: '/',
  [VITALS_KEYS.metric]: 'INP',
  [VITALS_KEYS.report]: VITALS_REPORT.counted,
  [VITALS_KEYS.value]: value,
  [VITALS_KEYS.rating]: rating,
  [VITALS_KEYS.id]: id,
  [VITALS_KEYS.navigationType]: 'navigate',
  [VITALS_KEYS.target]: target,
  [VITALS_KEYS.inputDelay]: undefined,
  [VITALS_KEYS.processingDuration]: undefined,
  [VITALS_KEYS.presentationDelay]: undefined,
});
const reports = (pushes: VitalsPayload[]) => pushes.map((push) => push[VITALS_KEYS.report]);

test("a metric's first report is pushed as it is, marked new", () => {
  const count = countOnce(START);
  const first = report('v5-1', 'good', 80);
  expect(count(first, START + MINUTE)).toEqual([first]);
  expect(first[VITALS_KEYS.report]).toBe('new');
});

test('the same metric reported again with the same rating (a larger value, still good) is not pushed: no count changes', () => {
  const count = countOnce(START);
  count(report('v5-1', 'good', 80), START + MINUTE);
  expect(count(report('v5-1', 'good', 150), START + 2 * MINUTE)).toEqual([]);
});

test('a report with another rating undoes the earlier push (the same keys, marked withdrawn), then counts the new one', () => {
  const count = countOnce(START);
  const first = report('v5-1', 'good', 80, 'a.chat');
  count(first, START + MINUTE);
  const worse = report('v5-1', 'poor', 720, 'button.tab');
  expect(count(worse, START + 2 * MINUTE)).toEqual([{ ...first, [VITALS_KEYS.report]: 'withdrawn' }, worse]);
  // A third report withdraws the second, not the first again.
  const better = report('v5-1', 'needs-improvement', 300);
  expect(count(better, START + 3 * MINUTE)).toEqual([{ ...worse, [VITALS_KEYS.report]: 'withdrawn' }, better]);
  expect(reports(count(report('v5-2', 'good', 10), START + 4 * MINUTE))).toEqual(['new']);
});

test("no report leaves more than 30 minutes after the page's start or its last push (GA4 would open a session for it alone)", () => {
  expect(IDLE_LIMIT).toBe(30 * MINUTE);
  const late = countOnce(START);
  expect(late(report('v5-1', 'good', 80), START + IDLE_LIMIT + 1)).toEqual([]);
  // Nothing left since: a later report is just as alone.
  expect(late(report('v5-2', 'good', 80), START + IDLE_LIMIT + 2)).toEqual([]);

  const count = countOnce(START);
  expect(reports(count(report('v5-1', 'good', 80), START + IDLE_LIMIT))).toEqual(['new']);
  // Each push starts the 30 minutes again.
  expect(reports(count(report('v5-1', 'poor', 900), START + 2 * IDLE_LIMIT))).toEqual(['withdrawn', 'new']);
  expect(count(report('v5-1', 'good', 80), START + 3 * IDLE_LIMIT + 1)).toEqual([]);
});

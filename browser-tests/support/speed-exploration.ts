/**
 * The guide's speed exploration (docs/marketing/velocidad.md, 10.2, tab 1) computed as GA4 computes it, from
 * the dataLayer pushes: the shipped container sends one GA4 event per `web_vitals` push, each key as
 * the parameter of the same name (browser-tests/tag-manager.test.ts). Pure, so a test reads the
 * report a marketer would read.
 */
import { VITALS_EVENT, VITALS_KEYS, VITALS_REPORT } from '../../src/vitals/vitals-payload';

type Pushed = Record<string, unknown>;

/** GA4's «Recuento de eventos», with the exploration's filters and its row and column dimensions. */
type Cells = Map<string, number>;

/** A row of the sheet (step 5): its page, device and metric, and how many page views ended in each rating. */
export type SpeedRow = {
  page: string;
  device: string;
  metric: string;
  good: number;
  'needs-improvement': number;
  poor: number;
};

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/**
 * Filters: the event name is exactly `web_vitals` and `vitals_metric` matches the regular expression
 * `LCP|INP|CLS`. Rows: `vitals_page`, device category (`device`: what GA4 reads from the visitor's
 * browser, one per visit), `vitals_metric`. Columns: `vitals_rating`, then `vitals_report`. Values:
 * the event count. Then the sheet's step: each rating's `new` column minus its `withdrawn` column. The rows
 * come in the order of their first push (the exploration sorts them its own way).
 */
export function speedExploration(pushes: readonly Pushed[], device: string): SpeedRow[] {
  const cells: Cells = new Map();
  const rows = new Map<string, Pick<SpeedRow, 'page' | 'device' | 'metric'>>();
  for (const push of pushes) {
    const metric = String(push[VITALS_KEYS.metric]);
    if (push.event !== VITALS_EVENT || !/LCP|INP|CLS/.test(metric)) continue;
    const page = String(push[VITALS_KEYS.page]);
    const row = JSON.stringify([page, device, metric]);
    rows.set(row, { page, device, metric });
    const cell = JSON.stringify([row, push[VITALS_KEYS.rating], push[VITALS_KEYS.report]]);
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }
  const count = (row: string, rating: string, report: string) => cells.get(JSON.stringify([row, rating, report])) ?? 0;
  return [...rows].map(([row, dimensions]) => ({
    ...dimensions,
    ...(Object.fromEntries(
      RATINGS.map((rating) => [
        rating,
        count(row, rating, VITALS_REPORT.counted) - count(row, rating, VITALS_REPORT.withdrawn),
      ]),
    ) as Record<(typeof RATINGS)[number], number>),
  }));
}

/**
 * Each metric as the exploration counts it, whatever the filter: its `new` pushes minus its `withdrawn`
 * ones (one per page view), and its last `new` push (the rating it ends with).
 */
export function countedMetrics<T extends Pushed>(
  pushes: readonly T[],
): { counts: Record<string, number>; last: Record<string, T> } {
  const counts: Record<string, number> = {};
  const last: Record<string, T> = {};
  for (const push of pushes) {
    if (push.event !== VITALS_EVENT) continue;
    const metric = String(push[VITALS_KEYS.metric]);
    const report = push[VITALS_KEYS.report];
    counts[metric] = (counts[metric] ?? 0) + (report === VITALS_REPORT.withdrawn ? -1 : 1);
    if (report !== VITALS_REPORT.withdrawn) last[metric] = push;
  }
  return { counts, last };
}

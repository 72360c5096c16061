/**
 * What the page at /admin/marketing.html says about an offline import (offline-import.ts): the
 * download's name and how many conversions of each name the file holds. Pure functions.
 */
import type { ImportedRow } from './offline-import';

const two = (n: number) => String(n).padStart(2, '0');

/** conversiones-google-ads-AAAA-MM-DD.csv, with the day of `date` on the computer's own clock. */
export const googleAdsFileName = (date: Date): string =>
  `conversiones-google-ads-${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}.csv`;

/** Each conversion name in the file, in the order it first appears, with how many rows carry it. */
export function conversionCounts(rows: readonly ImportedRow[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.conversionName, (counts.get(row.conversionName) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

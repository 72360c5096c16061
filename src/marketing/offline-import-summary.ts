/**
 * What the page at /admin/marketing says about an offline import (offline-import.ts): the
 * download's name, how many conversions of each name the file holds and the click each one was
 * credited to. Pure functions.
 */
import { bogotaMinute, type ImportedRow } from './offline-import';

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

/** A gclid (about 90 characters) fits a phone's column as its start and end: enough to tell two apart. */
const shortGclid = (gclid: string): string => (gclid.length > 20 ? `${gclid.slice(0, 8)}…${gclid.slice(-8)}` : gclid);

/** The click a conversion was credited to: its time in Bogotá and its gclid, `2025-03-04 14:12 · EAIaIQob…mer-clic`. */
export const creditedClick = (row: ImportedRow): string =>
  `${bogotaMinute(Date.parse(row.clickTime))} · ${shortGclid(row.gclid)}`;

/**
 * @jest-environment node
 *
 * docs/marketing/velocidad.md, section 10 (the speed report), checked against the code and the shipped
 * container: what the guide registers in GA4 is what the site pushes and the container sends, each
 * one is used by a step of the exploration, and nothing GA4 would add up is registered as a metric.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GtmExport } from '../../src/marketing/container-rules';
import { VITALS_EVENT, VITALS_KEYS, VITALS_REPORT } from '../../src/vitals/vitals-payload';
import { ROOT } from '../fixtures/gtm-containers';

const guide = fs.readFileSync(path.join(ROOT, 'docs/marketing/velocidad.md'), 'utf8');
const shipped: GtmExport = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));

/** From the heading that starts with `title` to the next heading of the same level or higher. */
function part(text: string, title: string): string {
  const start = text.search(new RegExp(`^#+ ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  if (start < 0) throw new Error(`No heading "${title}" in docs/marketing/velocidad.md`);
  const level = /^#+/.exec(text.slice(start))?.[0].length ?? 2;
  const body = text.indexOf('\n', start) + 1;
  const end = text.slice(body).search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? text.slice(start) : text.slice(start, body + end);
}

const registering = part(guide, '10.1 ');
const exploring = part(guide, '10.2 ');
/** The first cell of each body row of the Markdown tables in `text`, without backticks. */
const firstCells = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\|/.test(line))
    .map((line) => line.split('|')[1]?.trim().replace(/`/g, '') ?? '')
    .filter((cell, index, cells) => !/^-+$/.test(cell) && !/^-+$/.test(cells[index + 1] ?? ''));

const registered = firstCells(registering);
const sent = (shipped.containerVersion.tag ?? [])
  .find((tag) => tag.parameter?.some((p) => p.key === 'eventName' && p.value === VITALS_EVENT))
  ?.parameter?.find((p) => p.key === 'eventSettingsTable')
  ?.list?.map((row) => row.map?.find((p) => p.key === 'parameter')?.value);

test('the guide registers custom dimensions only: each a key the site pushes and the container sends to GA4', () => {
  expect(registered.length).toBeGreaterThan(0);
  expect(registered.filter((name) => !Object.values(VITALS_KEYS).includes(name as never))).toEqual([]);
  expect(registered.filter((name) => !sent?.includes(name))).toEqual([]);
  // GA4 adds up a custom metric over every event: no key here is a number that can be summed meaningfully.
  expect(registering).not.toMatch(/Crear métrica personalizada/);
  expect(registering).toMatch(/Crear dimensión personalizada/);
});

test("every dimension registered is used by a step of the exploration, and the count keeps the page views' last rating", () => {
  expect(registered.filter((name) => !exploring.includes(`\`${name}\``))).toEqual([]);
  expect(registered).toEqual(expect.arrayContaining([VITALS_KEYS.report, VITALS_KEYS.rating, VITALS_KEYS.page]));
  for (const value of Object.values(VITALS_REPORT)) expect(exploring).toContain(`\`${value}\``);
  expect(exploring).toMatch(/Mostrar filas/);
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteEvents, type GtmExport } from '../../tools/container-checks.cjs';
import { ROOT } from '../fixtures/gtm-containers';

const guide = fs.readFileSync(path.join(ROOT, 'docs/marketing.md'), 'utf8');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const shipped: GtmExport = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));

/** The rows of the Markdown table that follows a heading, as cells. */
function table(heading: string): string[][] {
  const section = guide.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

test('the README links the guide', () => {
  expect(readme).toContain('](docs/marketing.md)');
});

test("the events table lists every whatsapp_type the site sends, read from the site's code and data", () => {
  const { chat, types } = siteEvents();
  const listed = table('6. Los eventos del sitio').map(([type]) => type?.replace(/`/g, ''));
  expect(listed.sort()).toEqual([...types].sort());
  for (const name of Object.values(chat)) expect(guide).toContain(`\`${name}\``);
});

test('every row of the "what works" table that says it works names the test that proves it', () => {
  const rows = table('3. Qué funciona en este sitio');
  expect(rows.length).toBeGreaterThan(10);
  const proved = rows.filter(([, works]) => works?.startsWith('Sí'));
  expect(proved.length).toBeGreaterThan(0);
  for (const [kind, works, proof] of rows) {
    expect({ kind, works: /^(Sí, probado|Sin probar|\*\*No\*\*)/.test(works ?? '') }).toEqual({ kind, works: true });
    if (works?.startsWith('Sí'))
      expect({ kind, proof: /`(browser-tests|__tests__)\/[\w/.-]+\.test\.ts`/.test(proof ?? '') }).toEqual({
        kind,
        proof: true,
      });
  }
});

test('the tests the guide names exist', () => {
  const named = new Set(
    [...guide.matchAll(/`((?:browser-tests|__tests__)\/[\w/.-]+\.test\.ts)`/g)].map((match) => match[1] ?? ''),
  );
  const missing = [...named].filter((file) => !fs.existsSync(path.join(ROOT, file)));
  expect(missing).toEqual([]);
});

test('the import steps name everything the shipped container holds, and every placeholder to fill in', () => {
  const version = shipped.containerVersion;
  for (const entry of [...(version.tag ?? []), ...(version.trigger ?? []), ...(version.variable ?? [])]) {
    expect(guide).toContain(`\`${entry.name}\``);
  }
  for (const constant of (version.variable ?? []).filter((v) => v.type === 'c')) {
    expect(guide).toContain(`\`${constant.parameter?.[0]?.value}\``);
  }
  expect(guide).toContain('npm run check-container -- ');
});

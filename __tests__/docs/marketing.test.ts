/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GtmExport } from '../../src/marketing/container-checks';
import { siteEvents } from '../../src/marketing/site-facts';
import { AD_CLICK, CHAT_REF_KEY } from '../../src/chat/chat-types';
import { buildOfflineImport, OfflineImportFileError } from '../../src/marketing/offline-import';
import { ROOT } from '../fixtures/gtm-containers';

const guide = fs.readFileSync(path.join(ROOT, 'docs/marketing.md'), 'utf8');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const shipped: GtmExport = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));

/** The text under a heading (`## ` by default, or `### `), up to the next heading of that level. */
const section = (heading: string, level = '## ') =>
  guide.split(new RegExp(`^${level}`, 'm')).find((part) => part.startsWith(heading)) ?? '';

/** The rows of the Markdown table that follows a heading, as cells. */
function table(heading: string, level = '## '): string[][] {
  return section(heading, level)
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

test('the events section names every key a chat tap may push', () => {
  const events = section('6. Los eventos del sitio');
  const keys = [CHAT_REF_KEY, ...AD_CLICK.params, AD_CLICK.landingPageKey, AD_CLICK.clickTimeKey];
  expect(keys.filter((key) => !events.includes(`\`${key}\``))).toEqual([]);
});

describe('section 8, the offline import, checked against the code', () => {
  const dimensions = table('8.1 Registrar las dimensiones', '### ').map((cells) =>
    cells.map((cell) => cell.replace(/`/g, '')),
  );
  const ga4Header = (names: string[]) =>
    [
      names.join(','),
      `K7Q2MX,${names
        .slice(1)
        .map(() => 'x')
        .join(',')}`,
    ].join('\n');
  const problemsWith = (names: string[]) => {
    try {
      buildOfflineImport('codigo,fecha_hora,etapa\n', ga4Header(names));
      return [];
    } catch (error) {
      if (error instanceof OfflineImportFileError) return error.problems.map((problem) => problem.column);
      throw error;
    }
  };

  test('the dimensions to register are the columns the import reads, event-scoped', () => {
    const names = dimensions.map(([name]) => name ?? '');
    expect(names).toHaveLength(5);
    expect(dimensions.every(([, scope]) => scope === 'Evento')).toBe(true);
    expect(problemsWith(names)).toEqual([]);
    // Each one is needed: without it the import names it as missing.
    for (const name of names) expect(problemsWith(names.filter((other) => other !== name))).toEqual([name]);
  });

  test("each dimension's event parameter is what the shipped GA4 tag sends from the Data Layer key of that name", () => {
    const variables = shipped.containerVersion.variable ?? [];
    const ga4 = shipped.containerVersion.tag?.find((tag) => tag.type === 'gaawe');
    const rows = ga4?.parameter?.find((parameter) => parameter.key === 'eventSettingsTable')?.list ?? [];
    const sent = Object.fromEntries(
      rows.map((row) => {
        const reference = row.map?.find((p) => p.key === 'parameterValue')?.value ?? '';
        const variable = variables.find((v) => `{{${v.name}}}` === reference);
        return [
          row.map?.find((p) => p.key === 'parameter')?.value,
          variable?.parameter?.find((p) => p.key === 'name')?.value,
        ];
      }),
    );
    for (const [dimension, , parameter] of dimensions)
      expect({ parameter, key: sent[parameter ?? ''] }).toEqual({ parameter, key: dimension });
  });

  test('the worked example is what the import makes of it, and its conversion actions are the ones to create', () => {
    const blocks = [...section('8.6 Un ejemplo completo', '### ').matchAll(/```csv\n([\s\S]*?)```/g)].map(
      (m) => m[1] ?? '',
    );
    expect(blocks).toHaveLength(3);
    const [ga4, log, file] = blocks;
    const result = buildOfflineImport(log ?? '', ga4 ?? '');
    expect(result.rejected).toEqual([]);
    expect(result.csv.replace(/\r\n/g, '\n')).toBe(file);
    const actions = table('8.4 Crear las acciones', '### ').map(([name]) => name?.replace(/`/g, ''));
    expect(actions).toEqual([...new Set(result.rows.map((row) => row.conversionName))]);
  });
});

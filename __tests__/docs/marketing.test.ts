/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GtmExport } from '../../src/marketing/container-rules';
import { siteEvents } from '../../src/marketing/site-facts';
import { AD_CLICK, CHAT_REF_KEY } from '../../src/chat/chat-types';
import { buildOfflineImport, OfflineImportFileError } from '../../src/marketing/offline-import';
import { ROOT } from '../fixtures/gtm-containers';

/** The guide's pages: the index and one page per task. */
const page = (file: string) => fs.readFileSync(path.join(ROOT, 'docs', file), 'utf8');
const container = page('marketing/contenedor.md');
const ownTags = page('marketing/etiquetas.md');
const conversions = page('marketing/conversiones.md');
const guide = [page('marketing.md'), container, ownTags, conversions, page('marketing/velocidad.md')].join('\n');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const shipped: GtmExport = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/tag-manager-container.json'), 'utf8'));

/** The text under a heading (`## ` by default, or `### `) of a page, up to the next heading of that level. */
const section = (text: string, heading: string, level = '## ') =>
  text.split(new RegExp(`^${level}`, 'm')).find((part) => part.startsWith(heading)) ?? '';

/** The rows of the (first) Markdown table that follows a heading, as cells. */
function table(text: string, heading: string, level = '## '): string[][] {
  const lines = section(text, heading, level).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines
    .slice(start, end < 0 ? undefined : end)
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
  const listed = table(container, '3. Los eventos del sitio').map(([type]) => type?.replace(/`/g, ''));
  expect(listed.sort()).toEqual([...types].sort());
  for (const name of Object.values(chat)) expect(guide).toContain(`\`${name}\``);
});

/**
 * The test that proves each row of the "what works" table that says «Sí, probado». The guide says in
 * words what is proved (a marketer cannot open a test file); the file that proves it is named here.
 */
const PROVED_BY: Record<string, string> = {
  'Etiqueta de Google + Evento de GA4': 'browser-tests/tag-manager.test.ts',
  'Seguimiento de conversiones de Google Ads y Remarketing de Google Ads': 'browser-tests/tag-manager.test.ts',
  'HTML personalizado con un `<script>` en línea': 'browser-tests/tag-manager.test.ts',
  'HTML personalizado con `<script src>` de otro proveedor (cualquier `https://`)': 'browser-tests/tag-manager.test.ts',
  'HTML personalizado con el código `gtag_report_conversion` de Google Ads': 'browser-tests/tag-manager.test.ts',
  'Píxel de Meta (código base en HTML personalizado)': 'browser-tests/tag-manager.test.ts',
  'Vista previa (aviso de Tag Assistant)': 'browser-tests/tag-manager.test.ts',
};

test('every row of the "what works" table that says it works says what is proved, and a test here proves it', () => {
  const rows = table(ownTags, '5. Qué funciona en este sitio');
  expect(rows.length).toBeGreaterThan(10);
  const proved = rows.filter(([, works]) => works?.startsWith('Sí'));
  expect(proved.length).toBeGreaterThan(0);
  for (const [kind, works, proof] of rows) {
    expect({ kind, works: /^(Sí, probado|Sin probar|\*\*No\*\*)/.test(works ?? '') }).toEqual({ kind, works: true });
    if (works?.startsWith('Sí')) {
      const test = PROVED_BY[kind ?? ''];
      expect({ kind, test, exists: test !== undefined && fs.existsSync(path.join(ROOT, test)) }).toEqual({
        kind,
        test,
        exists: true,
      });
      expect({ kind, says: (proof ?? '').length > 20 }).toEqual({ kind, says: true });
    }
  }
  // No row left here that the table no longer says is proved.
  expect(Object.keys(PROVED_BY).sort()).toEqual(proved.map(([kind]) => kind).sort());
});

test('the guide names no test file and no path of the repository: a marketer cannot open them', () => {
  // Every file and folder at the top of the repository, as a path would start: `src/…`, `deploy/…`, `package.json`.
  const top = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && !['node_modules', 'public'].includes(entry.name))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A folder is a path's start (`src/marketing/…`); a file is a whole word (`package.json`, not `package.jsonc`).
  const names = top.map((name) => (name.endsWith('/') ? escape(name) : `${escape(name)}(?![\\w-])`));
  const repositoryPath = new RegExp(`(?<![\\w./@-])(?:${names.join('|')})`, 'g');
  const found = (text: string) => [...text.matchAll(repositoryPath)].map((match) => match[0]);
  expect(top).toEqual(expect.arrayContaining(['src/', 'deploy/', 'tools/', '__tests__/', 'browser-tests/']));
  expect(
    found('`deploy/tag-manager-container.json`, (`src/marketing/x.csv`), package.json. Not /admin/marketing'),
  ).toEqual(['deploy/', 'src/', 'package.json']);
  expect(found(guide)).toEqual([]);
  expect(guide.match(/[\w/.-]+\.test\.tsx?/g) ?? []).toEqual([]);
});

test('the guide sends marketers to the page at the address every host serves, one click from the editor', () => {
  expect(guide).toContain('`/admin/marketing`');
  expect(guide).not.toMatch(/marketing\.html/);
  expect(guide).toContain('«Herramientas de mercadeo»');
  expect(section(container, '4. Revisar un contenedor')).toContain('Revisar un contenedor de Tag Manager');
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
  const events = section(container, '3. Los eventos del sitio');
  const keys = [CHAT_REF_KEY, ...AD_CLICK.params, AD_CLICK.landingPageKey, AD_CLICK.clickTimeKey];
  expect(keys.filter((key) => !events.includes(`\`${key}\``))).toEqual([]);
});

describe('section 8, the offline import, checked against the code', () => {
  const dimensions = table(conversions, '8.1 Registrar las dimensiones', '### ').map((cells) =>
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
      buildOfflineImport('codigo,fecha_hora,etapa\n', ga4Header(names), { today: new Date('2025-03-31T12:00:00Z') });
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
    const blocks = [...section(conversions, '8.6 Un ejemplo completo', '### ').matchAll(/```csv\n([\s\S]*?)```/g)].map(
      (m) => m[1] ?? '',
    );
    expect(blocks).toHaveLength(3);
    const [ga4, log, file] = blocks;
    // Made on the exploration's last day, as the guide has it done each week.
    const [, year, month, day] = /^# Fecha de finalización: (\d{4})(\d{2})(\d{2})$/m.exec(ga4 ?? '') ?? [];
    expect([year, month, day]).not.toContain(undefined);
    const result = buildOfflineImport(log ?? '', ga4 ?? '', { today: new Date(`${year}-${month}-${day}T23:00:00Z`) });
    expect(result.notices).toEqual([]);
    expect(result.rejected).toEqual([]);
    expect(result.csv.replace(/\r\n/g, '\n')).toBe(file);
    const actions = table(conversions, '8.4 Crear las acciones', '### ').map(([name]) => name?.replace(/`/g, ''));
    expect(actions).toEqual([...new Set(result.rows.map((row) => row.conversionName))]);
  });
});

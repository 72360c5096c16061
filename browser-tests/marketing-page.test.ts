/**
 * The marketers' page at /admin/marketing.html in Chromium: the production build's files, served
 * under the editor's Content-Security-Policy as every host sends it. A chat log saved by Spanish
 * Excel (Windows-1252, `;`) and a GA4 export become the Google Ads file, read back from the
 * download; each kind of unusable row is listed with its reason; a real Tag Manager export gets the
 * report `npm run check-container` prints for it in Node. Nothing leaves the page but requests to the
 * local server for the page's own files; the policy refuses nothing; axe finds nothing; and the
 * page fits a 390 px phone and a 1440 px screen (screenshots in the temporary folder).
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import * as rules from '../src/marketing/container-checks';
import { siteFacts } from '../src/marketing/site-facts';
import { admin } from '../deploy/host-config.cjs';
import { DEFAULT_DECAP_SERVER_PORT } from '../src/shared/constants.cjs';
import { buildOfflineImport } from '../src/marketing/offline-import';
import { googleAdsFileName } from '../src/marketing/offline-import-summary';
import { openBrowser } from './support/browser';
import { serveBuiltAdmin } from './support/cms';
import { workerPort } from './support/server';

const PORT = workerPort(5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = `${ORIGIN}/admin/marketing.html`;

/** A real export from a Spanish WhatsApp landing page (../shared/gtm-containers/README.md). */
const CONTAINER = path.resolve(
  __dirname,
  '../../shared/gtm-containers/laseryshow-del__Mi-configuraci-n-gtm__GTM-TNM9JZ3S-WEB-v2.json',
);

/** An exploration downloaded from GA4: its `#` lines, the totals row, events without a code. */
const GA4 = [
  '# ----------------------------------------',
  '# Clics de WhatsApp desde anuncios',
  '# Forma libre 1',
  '# Fecha de inicio: 20241201',
  '# Fecha de finalización: 20250331',
  '# ----------------------------------------',
  'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time,Recuento de eventos',
  'Totales,,,,,14',
  'K7Q2MX,EAIaIQobChMI-k7q2mx,,,2025-03-04T19:12:08.431Z,2',
  'P3NM8R,EAIaIQobChMI-p3nm8r,,,2025-03-10T20:05:41.250Z,1',
  '(not set),,,,,4',
  'H6XW3E,EAIaIQobChMI-h6xw3e,,,2024-12-05T15:00:00Z,1',
  'M2QJ7A,EAIaIQobChMI-m2qj7a,,,2025-03-20T15:00:00Z,1',
  'S4GB6V,,,,,1',
  'T9FD1C,,1.gbraid-ejemplo,,2025-03-15T18:30:00Z,1',
  'X3ZK9B,EAIaIQobChMI-x3zk9b,,,(not set),1',
  '',
].join('\r\n');

/** The chat log as Spanish Excel saves «CSV (delimitado por comas)»: `;`, CRLF, Windows-1252. */
const CHAT_LOG = [
  'Código;Fecha_hora;Etapa;Valor COP;Notas', // 1
  'K7Q2MX;2025-03-04 14:30;chat;;Preguntó por la escritura', // 2
  'k7q2mx;20/03/2025 10:00;Cliente;$ 1.500.000;Firmó el poder', // 3
  'P3NM8R;2025-03-10 15:05;chat;;', // 4: in the click's own minute
  'H6XW3E;2025-03-05 10:01;cliente;800000;', // 5: more than 90 days after the click
  'ZZZZZZ;2025-03-07 09:00;chat;;', // 6: not in GA4
  'M2QJ7A;2025-03-19 09:00;chat;;', // 7: before the click
  'S4GB6V;2025-03-08 12:00;chat;;', // 8: no click ID
  'T9FD1C;2025-03-15 14:00;chat;;', // 9: gbraid only
  'X3ZK9B;2025-03-16 09:00;chat;;', // 10: no click time
  ';2025-03-16 10:00;chat;;', // 11: no code
  'K7Q2M;2025-03-16 11:00;chat;;', // 12: not a code
  'K7Q2MX;2025-02-30 10:00;chat;;', // 13: no such date
  'K7Q2MX;2025-03-21 10:00;llamada;;Llamó la señora', // 14: no such stage
  'K7Q2MX;2025-03-21 10:00;cliente;1,500,000;', // 15: not a sum of pesos
  '',
].join('\r\n');
const CHAT_LOG_BYTES = Buffer.from(CHAT_LOG, 'latin1');

/** The file Google Ads gets, line by line. */
const EXPECTED_FILE =
  'Parameters:TimeZone=America/Bogota\r\n' +
  'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
  'EAIaIQobChMI-k7q2mx,Chat de WhatsApp,2025-03-04 14:30:00,,\r\n' +
  'EAIaIQobChMI-k7q2mx,Cliente firmado,2025-03-20 10:00:00,1500000,COP\r\n' +
  'EAIaIQobChMI-p3nm8r,Chat de WhatsApp,2025-03-10 15:05:42,,\r\n';

let server: http.Server;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const violations: string[] = [];
const pageErrors: string[] = [];

async function open(width: number): Promise<void> {
  await context?.close();
  context = await openBrowser({ width, height: 900 });
  context.on('request', (request) => void requests.push(request.url()));
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => void pageErrors.push(error.message));
  await page.goto(PAGE);
  await page.getByRole('heading', { level: 1, name: 'Herramientas de mercadeo' }).waitFor();
}

/** Drops a file on the zone titled `title`, as a file dragged from the desktop. */
async function dropFile(title: string, name: string, bytes: Buffer, type: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, data, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(data)], name, { type }));
      return transfer;
    },
    { name, data: [...bytes], type },
  );
  const zone = page.getByText(title, { exact: true }).locator('..');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** The chat log dropped, the GA4 export picked with the file input. */
async function giveBothFiles(): Promise<void> {
  await dropFile('1. Registro de chats (CSV)', 'registro-marzo.csv', CHAT_LOG_BYTES, 'text/csv');
  await page
    .getByLabel('2. Exportación de GA4 (CSV)')
    .setInputFiles({ name: 'ga4-marzo.csv', mimeType: 'text/csv', buffer: Buffer.from(GA4) });
  await page.getByRole('heading', { name: 'Resumen' }).waitFor();
}

async function reviewContainer(): Promise<void> {
  await dropFile(
    'Contenedor exportado (JSON)',
    path.basename(CONTAINER),
    fs.readFileSync(CONTAINER),
    'application/json',
  );
  await page.getByRole('heading', { name: /^Contenedor: / }).waitFor();
}

beforeAll(async () => {
  server = await serveBuiltAdmin(PORT, DEFAULT_DECAP_SERVER_PORT);
  await open(1440);
});

afterAll(async () => {
  await context?.close();
  server?.close();
});

test('is served under the policy every host sends for /admin/', async () => {
  const response = await page.request.get(PAGE);
  expect(response.headers()['content-security-policy']).toBe(admin.securityHeaders['Content-Security-Policy']);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-CO');
});

test('the keyboard reaches each file input, and its button shows the focus', async () => {
  // From the top of the freshly loaded page, before any file.
  let focused = '';
  for (let tab = 0; tab < 12 && focused !== 'registro-chats'; tab += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.id ?? '');
  }
  expect(focused).toBe('registro-chats');
  const outline = await page.locator('label[for="registro-chats"]').evaluate((label) => {
    const style = getComputedStyle(label);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 3px');
});

test('the two files give the Google Ads file: its name, and exactly these lines', async () => {
  await giveBothFiles();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar el archivo para Google Ads' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(googleAdsFileName(new Date()));
  const saved = await download.path();
  expect(fs.readFileSync(saved, 'utf8')).toBe(EXPECTED_FILE);
  // The page's join is the module's, on the log decoded as Windows-1252.
  expect(buildOfflineImport(CHAT_LOG, GA4).csv).toBe(EXPECTED_FILE);
  await expect(page.getByText('3 conversiones van en el archivo').textContent()).resolves.toBeTruthy();
});

test('every unusable row is shown with its row, its code and the reason, one of each kind', async () => {
  const table = page.getByRole('table', { name: 'Filas que no se pueden usar (11)' });
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
  const { rejected } = buildOfflineImport(CHAT_LOG, GA4);
  expect(shown).toEqual(rejected.map((row) => [String(row.row), row.code, row.reason]));
  expect(shown.map(([row]) => Number(row))).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
});

test('a real Tag Manager export gets the findings and the report of `npm run check-container`', async () => {
  await reviewContainer();
  const exported = JSON.parse(fs.readFileSync(CONTAINER, 'utf8'));
  const result = rules.checkContainer(exported, siteFacts());
  const title = 'Configuracion Completa v2 (GTM-TNM9JZ3S)';
  await page.getByRole('heading', { name: `Contenedor: ${title}` }).waitFor();
  expect(await page.getByTestId('informe-texto').textContent()).toBe(rules.formatReport(result, title));
  const problems = page.getByRole('region', { name: `No funcionarán en este sitio (${result.problems.length})` });
  const items = await problems.getByRole('listitem').allTextContents();
  expect(items).toEqual(
    result.problems.map((problem) =>
      expect.stringContaining(
        `«${problem.name}» (${problem.typeLabel})${problem.reasons.map((r) => `Por qué${r.why}Qué usar${r.instead}`).join('')}`,
      ),
    ),
  );
  const warnings = page.getByRole('region', { name: `Avisos: funcionan, pero revíselos (${result.warnings.length})` });
  expect(await warnings.getByRole('listitem').allTextContents()).toEqual(
    result.warnings.map((warning) => expect.stringContaining(`«${warning.name}» (${warning.typeLabel})${warning.why}`)),
  );
  await page.getByRole('region', { name: `Funcionan en este sitio (${result.working.length})` }).waitFor();
});

test('axe finds no accessibility violation with both tools showing their results', async () => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.each([1440, 390])('at %i px nothing runs off the side (screenshot in the temporary folder)', async (width) => {
  if (page.viewportSize()?.width !== width) {
    await open(width);
    await giveBothFiles();
    await reviewContainer();
  }
  for (const summary of await page.locator('details > summary').all()) await summary.click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: path.join(os.tmpdir(), `marketing-page-${width}.png`), fullPage: true });
});

test('nothing left the page: every request went to the local server, for the page’s own files', () => {
  const elsewhere = requests.filter((url) => !url.startsWith(`${ORIGIN}/admin/`) && !url.startsWith(`blob:${ORIGIN}/`));
  expect(elsewhere).toEqual([]);
  const files = [...new Set(requests.filter((url) => url.startsWith(ORIGIN)).map((url) => new URL(url).pathname))];
  expect(files).toEqual(expect.arrayContaining(['/admin/marketing.html', '/admin/marketing.js']));
  expect(
    files.filter((file) => !/^\/admin\/(marketing\.html|marketing\.js|preview\.css|fonts\/.+\.woff2)$/.test(file)),
  ).toEqual([]);
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

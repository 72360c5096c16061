/**
 * The marketers' page at /admin/marketing in Chromium, used as a marketer uses it: the production
 * build's files, routed as every host routes them (tools/serve-build.cjs: /admin/marketing answers
 * marketing.html) under the editor's Content-Security-Policy. Each file is given through the
 * visible «Elegir archivo» and the chooser it opens, once by the keyboard (Tab, then Enter or
 * Space); a file dragged onto a box is read too, and only a mouse is offered that. A chat log saved
 * by Spanish Excel (Windows-1252, `;`) and a GA4 export become the Google Ads file, read back from
 * the download; the unusable rows are listed with their reasons; a real Tag Manager export gets
 * the report `npm run check-container` prints for it in Node (expectations computed by the modules,
 * on the day the page's clock is set to). The page as Chromium drew it is valid HTML (the W3C
 * checker) with no duplicate id; axe finds nothing; it fits a 390 px phone and a 1440 px screen
 * (screenshots in the temporary folder). The editor at /admin/ links to it in one click, and it
 * links back. Nothing leaves the page but requests for its own files.
 */
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import * as rules from '../src/marketing/container-rules';
import { siteFacts } from '../src/marketing/site-facts';
import { admin, adminContentSecurityPolicyFor } from '../deploy/host-config.cjs';
import { DEFAULT_DECAP_SERVER_PORT } from '../src/shared/constants.cjs';
import { cmsConfigYaml } from '../src/editor/assemble/config';
import { startDecapServer } from '../src/editor/local/decap-server.cjs';
import { createServer as routesOfEveryHost } from '../tools/serve-build.cjs';
import { copyProject } from '../tools/build-copy.cjs';
import { buildOfflineImport } from '../src/marketing/offline-import';
import { googleAdsFileName } from '../src/marketing/offline-import-summary';
import { openBrowser } from './support/browser';
import { ADMIN_PORT, DECAP_PORT, answerDecap, EDITOR_SETUP_MS, logInLocally } from './support/cms';
import { PUBLIC_DIR } from './support/nginx';
import { workerPort } from './support/server';
import { until, untilShown } from './support/until';
import { deadlines, scaled } from '../tools/deadlines.cjs';

const PORT = workerPort(5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The page's one address: every host answers it without a redirect (browser-tests/hosts.test.ts). */
const PAGE = `${ORIGIN}/admin/marketing`;

/** The day the page's clock says: the clicks below are recent then (Google Ads refuses clicks over 90 days old). */
const TODAY = new Date('2025-03-25T12:00:00-05:00');

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

/** What the page makes of the two files, by the module it runs (offline-import.ts). */
const expectedImport = () => buildOfflineImport(CHAT_LOG, GA4, { today: TODAY });

/** The three files, as a marketer has them on disk. */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-page-'));
const FILES = {
  chatLog: path.join(filesDir, 'registro-marzo.csv'),
  ga4: path.join(filesDir, 'ga4-marzo.csv'),
  container: CONTAINER,
};
fs.writeFileSync(FILES.chatLog, Buffer.from(CHAT_LOG, 'latin1'));
fs.writeFileSync(FILES.ga4, GA4);

/** Each box's title, as a marketer reads it above its «Elegir archivo». */
const TITLES = {
  chatLog: '1. Registro de chats (CSV)',
  ga4: '2. Exportación de GA4 (CSV)',
  container: 'Contenedor exportado (JSON)',
} as const;
type Kind = keyof typeof TITLES;

/**
 * The built public/ routed as every host routes it (tools/serve-build.cjs, which the host test holds to the
 * hosts), with the editor's policy for a decap-server on `decapPort` and the config.yml that names it.
 */
function serveAsHosts(port: number, decapPort: number): Promise<http.Server> {
  const files = routesOfEveryHost(PUBLIC_DIR);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    response.setHeader('Content-Security-Policy', adminContentSecurityPolicyFor(decapPort));
    if (pathname === '/admin/config.yml') response.writeHead(200).end(cmsConfigYaml(decapPort));
    else files.emit('request', request, response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let server: http.Server;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const violations: string[] = [];
const pageErrors: string[] = [];
/** The page's DOM as Chromium drew it, for the W3C checker: fresh, then with both tools' results. */
const drawn: { [state: string]: string } = {};

async function open(width: number): Promise<void> {
  await context?.close();
  context = await openBrowser({ width, height: 900 });
  context.on('request', (request) => void requests.push(request.url()));
  page = await context.newPage();
  // Playwright turns file-chooser interception on when the first 'filechooser' listener is added, in a
  // message of its own; a key press is one message too and can reach Chromium first, whose chooser then
  // opens unseen (no event). Listening from the start keeps interception on before any press.
  page.on('filechooser', () => undefined);
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => void pageErrors.push(error.message));
  await page.clock.setFixedTime(TODAY);
  await page.goto(PAGE);
  await page.getByRole('heading', { level: 1, name: 'Herramientas de mercadeo' }).waitFor();
}

/** The box of a file: its title's parent. */
const box = (kind: Kind) => page.getByText(TITLES[kind], { exact: true }).locator('..');
/** The visible control a person clicks to choose a file. */
const chooseButton = (kind: Kind) => box(kind).getByText('Elegir archivo', { exact: true });
/** The box's status line, which a screen reader reads as it changes. */
const status = (kind: Kind) => box(kind).locator('[aria-live="polite"]');

/** Waits until the box's status names the file it was given (it is read in the page first). */
const fileShown = (kind: Kind, name: string) =>
  untilShown(
    status(kind).getByText(`Archivo: ${name}`, { exact: true }),
    `the box’s status naming the file ${name}`,
    deadlines().marketersPageAfterFile,
  );

/** Clicks «Elegir archivo» of `kind` and answers the chooser that opens with the file. */
async function chooseByClick(kind: Kind): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: deadlines().action }),
    chooseButton(kind).click(),
  ]);
  await chooser.setFiles(FILES[kind]);
  await fileShown(kind, path.basename(FILES[kind]));
}

/** Both files of the conversions tool, each through its «Elegir archivo». */
async function giveBothFiles(): Promise<void> {
  await chooseByClick('chatLog');
  await chooseByClick('ga4');
  await untilShown(
    page.getByRole('heading', { name: 'Resumen' }),
    'the summary of both files',
    deadlines().marketersPageAfterFile,
  );
}

async function reviewContainer(): Promise<void> {
  await chooseByClick('container');
  await untilShown(
    page.getByRole('heading', { name: /^Contenedor: / }),
    'the container’s review',
    deadlines().marketersPageAfterFile,
  );
}

/** The accessible name of the focused element, and the box title it carries (its aria-labelledby's first id). */
const focusedControl = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLInputElement) || element.type !== 'file') return null;
    const [titleId = ''] = (element.getAttribute('aria-labelledby') ?? '').split(' ');
    return document.getElementById(titleId)?.textContent ?? null;
  });

beforeAll(async () => {
  server = await serveAsHosts(PORT, DEFAULT_DECAP_SERVER_PORT);
  await open(1440);
  drawn.fresh = await page.content();
});

afterAll(async () => {
  await context?.close();
  server?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

test('is served at /admin/marketing without a redirect, under the policy every host sends for /admin/', async () => {
  const response = await page.request.get(PAGE, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toBe(admin.securityHeaders['Content-Security-Policy']);
  expect(await page.evaluate(() => [document.documentElement.lang, location.pathname])).toEqual([
    'es-CO',
    '/admin/marketing',
  ]);
});

test('the keyboard reaches the three file controls in order, shows the focus on «Elegir archivo», and Enter or Space opens the chooser', async () => {
  // From the top of the freshly loaded page, before any file.
  const reached: string[] = [];
  for (let tab = 0; tab < 30 && reached.length < 3; tab += 1) {
    await page.keyboard.press('Tab');
    const title = await focusedControl();
    if (title !== null && !reached.includes(title)) reached.push(title);
    if (title === TITLES.chatLog && reached.length === 1) {
      const outline = await chooseButton('chatLog').evaluate((label) => {
        const style = getComputedStyle(label);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(outline).toBe('solid 3px');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
      await chooser.setFiles(FILES.chatLog);
    }
    if (title === TITLES.ga4 && reached.length === 2) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
      await chooser.setFiles(FILES.ga4);
    }
  }
  expect(reached).toEqual([TITLES.chatLog, TITLES.ga4, TITLES.container]);
  await fileShown('chatLog', 'registro-marzo.csv');
  await fileShown('ga4', 'ga4-marzo.csv');
  await untilShown(
    page.getByRole('heading', { name: 'Resumen' }),
    'the summary of both files',
    deadlines().marketersPageAfterFile,
  );
});

test('a screen reader hears each file control by its box and its button, then the hint and which file it holds', async () => {
  for (const kind of ['chatLog', 'ga4', 'container'] as const) {
    const input = page.getByLabel(TITLES[kind], { exact: false }).and(page.locator('input[type="file"]'));
    const described = await input.evaluate((element) => {
      const text = (ids: string | null) =>
        (ids ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no #${id})`)
          .join(' | ');
      return {
        name: text(element.getAttribute('aria-labelledby')),
        description: text(element.getAttribute('aria-describedby')),
      };
    });
    expect(described.name).toBe(`${TITLES[kind]} | Elegir archivo`);
    expect(described.description).not.toContain('(no #');
    expect(described.description).toMatch(/ \| (Ningún archivo todavía\.|Archivo: .+)$/);
  }
});

test('each «Elegir archivo» opens the chooser at a click: the two files give the Google Ads file, exactly as the module makes it', async () => {
  await giveBothFiles();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar el archivo para Google Ads' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(googleAdsFileName(TODAY));
  const expected = expectedImport();
  expect(expected.rows.length).toBeGreaterThan(0);
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(expected.csv);
});

test('every unusable row is shown with its row, its code and the reason', async () => {
  const { rejected } = expectedImport();
  expect(rejected.length).toBeGreaterThan(5);
  const table = page.getByRole('table', { name: `Filas que no se pueden usar (${rejected.length})` });
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
  expect(shown).toEqual(rejected.map((row) => [String(row.row), row.code, row.reason]));
});

test('the container’s «Elegir archivo» opens the chooser (it used to point at the heading), and a real export gets the findings and the report of `npm run check-container`', async () => {
  await reviewContainer();
  const exported = JSON.parse(fs.readFileSync(CONTAINER, 'utf8'));
  const result = rules.checkContainer(exported, siteFacts());
  const title = 'Configuracion Completa v2 (GTM-TNM9JZ3S)';
  await untilShown(
    page.getByRole('heading', { name: `Contenedor: ${title}` }),
    `the review of the container ${title}`,
    deadlines().marketersPageAfterFile,
  );
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
  await untilShown(
    page.getByRole('region', { name: `Funcionan en este sitio (${result.working.length})` }),
    'the container’s working tags',
    deadlines().marketersPageAfterFile,
  );
  drawn.results = await page.content();
});

test('with a mouse, each box says a file can be dragged onto it, and a file dropped on it is read', async () => {
  for (const kind of ['chatLog', 'ga4', 'container'] as const) {
    expect(await box(kind).getByText('o arrástrelo a este recuadro').isVisible()).toBe(true);
    expect(await box(kind).evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('dashed');
  }
  const dataTransfer = await page.evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(data)], name, { type: 'text/csv' }));
      return transfer;
    },
    { name: 'registro-arrastrado.csv', data: [...fs.readFileSync(FILES.chatLog)] },
  );
  await box('chatLog').dispatchEvent('dragenter', { dataTransfer });
  // Under the dragged file the edge turns navy (at the end of its 150 ms transition).
  const edge = await until(
    'the edge navy under the dragged file',
    () => box('chatLog').evaluate((element) => getComputedStyle(element).borderTopColor),
    { done: (color) => color === 'rgb(18, 49, 79)' },
  );
  expect(edge).toBe('rgb(18, 49, 79)');
  await box('chatLog').dispatchEvent('drop', { dataTransfer });
  await fileShown('chatLog', 'registro-arrastrado.csv');
});

test('on a touch screen no box offers dragging: no «arrástrelo», no dashed drop zone, a plain file picker', async () => {
  const phone = await context.newPage();
  try {
    const cdp = await context.newCDPSession(phone);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await phone.goto(PAGE);
    await phone.getByRole('heading', { level: 1, name: 'Herramientas de mercadeo' }).waitFor();
    expect(await phone.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(false);
    expect(await phone.getByText('o arrástrelo a este recuadro').evaluateAll((all) => all.length)).toBe(3);
    for (const title of Object.values(TITLES)) {
      const touchBox = phone.getByText(title, { exact: true }).locator('..');
      expect(await touchBox.getByText('o arrástrelo a este recuadro').isVisible()).toBe(false);
      expect(await touchBox.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
      expect(await touchBox.getByText('Elegir archivo', { exact: true }).isVisible()).toBe(true);
    }
    // A finger's tap on «Elegir archivo» (touch events, as Chromium gets them from a touch screen) opens the chooser.
    const target = await phone
      .getByText(TITLES.ga4, { exact: true })
      .locator('..')
      .getByText('Elegir archivo', { exact: true })
      .boundingBox();
    const point = { x: (target?.x ?? 0) + (target?.width ?? 0) / 2, y: (target?.y ?? 0) + (target?.height ?? 0) / 2 };
    const [chooser] = await Promise.all([
      phone.waitForEvent('filechooser'),
      (async () => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      })(),
    ]);
    await chooser.setFiles(FILES.ga4);
    await untilShown(
      phone
        .getByText(TITLES.ga4, { exact: true })
        .locator('..')
        .locator('[aria-live="polite"]')
        .getByText('Archivo: ga4-marzo.csv', { exact: true }),
      'the phone’s status naming ga4-marzo.csv',
      deadlines().marketersPageAfterFile,
    );
  } finally {
    await phone.close();
  }
});

test('axe finds no accessibility violation with both tools showing their results', async () => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.each([1440, 390])(
  'at %i px, with the three files chosen by click, nothing runs off the side (screenshot in the temporary folder)',
  async (width) => {
    if (page.viewportSize()?.width !== width) {
      await open(width);
      await giveBothFiles();
      await reviewContainer();
    }
    for (const summary of await page.locator('details > summary').all()) await summary.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Each «Elegir archivo» is whole in its box and big enough for a finger (44 px).
    for (const kind of ['chatLog', 'ga4', 'container'] as const) {
      const button = await chooseButton(kind).boundingBox();
      expect(button?.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: path.join(os.tmpdir(), `marketing-page-${width}.png`), fullPage: true });
  },
);

test(
  'the W3C checker finds no error and no duplicate id in the page as Chromium drew it, fresh and with both tools’ results',
  () => {
    expect(Object.keys(drawn).sort()).toEqual(['fresh', 'results']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-page-dom-'));
    try {
      const files = Object.entries(drawn).map(([state, html]) => {
        const file = path.join(dir, `${state}.html`);
        fs.writeFileSync(file, html);
        return file;
      });
      // As build-tests/html-valid.test.ts runs it.
      const run = spawnSync(
        'java',
        [
          '-jar',
          path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar'),
          '--format',
          'json',
          '--exit-zero-always',
          ...files,
        ],
        { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
      );
      const messages = (
        JSON.parse(run.stderr) as {
          messages: { type: string; subType?: string; url: string; message: string; extract?: string }[];
        }
      ).messages;
      const problems = messages
        .filter((message) => message.type !== 'info' || message.subType === 'warning')
        .map((message) => `${path.basename(message.url)}: ${message.message} [${message.extract ?? ''}]`);
      expect(problems).toEqual([]);
      for (const html of Object.values(drawn)) {
        const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id);
        expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  scaled(60_000),
);

test('nothing left the page: every request went to the local server, for the page’s own files', () => {
  const elsewhere = requests.filter((url) => !url.startsWith(`${ORIGIN}/admin/`) && !url.startsWith(`blob:${ORIGIN}/`));
  expect(elsewhere).toEqual([]);
  const files = [...new Set(requests.filter((url) => url.startsWith(ORIGIN)).map((url) => new URL(url).pathname))];
  expect(files).toEqual(expect.arrayContaining(['/admin/marketing', '/admin/marketing.js']));
  expect(
    files.filter((file) => !/^\/admin\/(marketing|marketing\.js|preview\.css|fonts\/.+\.woff2)$/.test(file)),
  ).toEqual([]);
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

describe('from the editor at /admin/ (against decap-server), one click each way', () => {
  let editor: { context: BrowserContext; page: Page; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = copyProject();
    const decap = await startDecapServer(dir, DECAP_PORT);
    const adminServer = await serveAsHosts(ADMIN_PORT, DECAP_PORT);
    const editorContext = await openBrowser();
    const tab = await editorContext.newPage();
    tab.on('dialog', answerDecap);
    await logInLocally(tab, `http://127.0.0.1:${ADMIN_PORT}/admin/`);
    editor = {
      context: editorContext,
      page: tab,
      close: async () => {
        await editorContext.close();
        adminServer.close();
        decap.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }, EDITOR_SETUP_MS);
  afterAll(async () => {
    await editor?.close();
  });

  test.each([1440, 390])(
    'at %i px the link «Herramientas de mercadeo» shows above Decap’s bar, covers none of it, and leads to the page; «Editor del sitio» leads back',
    async (width) => {
      const tab = editor.page;
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto(`http://127.0.0.1:${ADMIN_PORT}/admin/#/collections/content`);
      const link = tab.getByRole('navigation', { name: 'Otras herramientas' }).getByRole('link', {
        name: 'Herramientas de mercadeo',
      });
      await untilShown(link, 'the link «Herramientas de mercadeo» above Decap’s bar', deadlines().decapFirstScreen);
      await untilShown(
        tab.getByText('Textos y datos del sitio').first(),
        'the editor’s collections',
        deadlines().decapFirstScreen,
      );
      const layout = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const strip = element.closest('nav')?.getBoundingClientRect();
        const header = document.querySelector('#nc-root header')?.getBoundingClientRect();
        return {
          shown: hit === element || element.contains(hit),
          stripBottom: strip?.bottom ?? NaN,
          headerTop: header?.top ?? NaN,
          linkInView: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
      expect(layout.shown).toBe(true);
      expect(layout.linkInView).toBe(true);
      // Decap's bar starts below the strip: nothing of Decap's is under it.
      expect(layout.headerTop).toBeGreaterThanOrEqual(layout.stripBottom);
      await link.click();
      await tab.getByRole('heading', { level: 1, name: 'Herramientas de mercadeo' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/admin/marketing');
      await tab.getByRole('link', { name: 'Editor del sitio' }).click();
      await untilShown(
        tab.getByText('Textos y datos del sitio').first(),
        'the editor’s collections back from the marketers’ page',
        deadlines().editorLoad + deadlines().decapFirstScreen,
      );
      expect(new URL(tab.url()).pathname).toBe('/admin/');
    },
    deadlines().editorLoad + 3 * deadlines().decapFirstScreen + deadlines().pageLoad,
  );

  test(
    'while a form fills the window, the strip is gone, so the keyboard never reaches a link hidden under it',
    async () => {
      const tab = editor.page;
      await tab.setViewportSize({ width: 1440, height: 900 });
      await tab.goto(`http://127.0.0.1:${ADMIN_PORT}/admin/#/collections/content`);
      await tab.locator('a[href$="#/collections/content/entries/site"]').first().click();
      await tab.getByText('Escribiendo en la colección Textos y datos del sitio').waitFor({ timeout: scaled(30_000) });
      expect(await tab.getByRole('link', { name: 'Herramientas de mercadeo' }).count()).toBe(0);
      await tab.goBack();
      await untilShown(
        tab.getByRole('link', { name: 'Herramientas de mercadeo' }),
        'the link «Herramientas de mercadeo» back in Decap’s list',
        deadlines().decapFirstScreen,
      );
    },
    scaled(60_000),
  );
});

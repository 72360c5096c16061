/**
 * The marketers' page at /admin/marketing in Chromium, Firefox and WebKit, served as production
 * serves it (nginx with deploy/nginx.conf, over TLS): it draws, each of its three file controls
 * takes a file the way the engine lets a test answer a chooser (Driver.chooseFile: Chromium and
 * Firefox click «Elegir archivo» and answer the chooser that opens; WebKit's WebDriver can only type
 * the path into the control's input), the Google Ads file and the container's report come out as
 * the modules make them in Node, and no engine reports a problem. One short pass: these engines are
 * slow; browser-tests/marketing-page.test.ts goes through everything in Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContainer, formatReport, reportTitle, type GtmExport } from '../../src/marketing/container-rules';
import { buildOfflineImport } from '../../src/marketing/offline-import';
import { siteFacts } from '../../src/marketing/site-facts';
import { PUBLIC_DIR, nginxDuringTests } from '../support/nginx';
import { until } from '../support/until';
import { ENGINES, launch, type Driver } from './driver';
import { ENGINE_PORTS } from './ports';
import { scaled } from '../../tools/deadlines.cjs';

jest.setTimeout(scaled(90_000));

const server = nginxDuringTests(PUBLIC_DIR, ENGINE_PORTS.nginx, { tls: true });

/** A real export from a Spanish WhatsApp landing page (../shared/gtm-containers/README.md). */
const CONTAINER = path.resolve(
  __dirname,
  '../../../shared/gtm-containers/laseryshow-del__Mi-configuraci-n-gtm__GTM-TNM9JZ3S-WEB-v2.json',
);
/** Bogotá's wall clock (UTC-5 all year) of `ms`, as the chat log writes it: `YYYY-MM-DD HH:MM`. */
const bogota = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
/**
 * Two ad clicks a few days ago (the engines' clocks cannot be set: Google Ads refuses clicks over 90 days old),
 * each followed by a chat, and a signed client.
 */
const DAY = 86_400_000;
const first = Date.now() - 6 * DAY;
const second = Date.now() - 4 * DAY;
/** Two chats and a client, as Spanish Excel saves the log (`;`, Windows-1252). */
const CHAT_LOG = [
  'Código;Fecha_hora;Etapa;Valor COP',
  `K7Q2MX;${bogota(first + 600_000)};chat;`,
  `K7Q2MX;${bogota(first + 2 * DAY)};cliente;$ 1.500.000`,
  `P3NM8R;${bogota(second + 600_000)};chat;`,
  '',
].join('\r\n');
const GA4 = [
  'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time,Recuento de eventos',
  `K7Q2MX,EAIaIQobChMI-k7q2mx,,,${new Date(first).toISOString()},2`,
  `P3NM8R,EAIaIQobChMI-p3nm8r,,,${new Date(second).toISOString()},1`,
  '',
].join('\r\n');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-marketing-'));
const files = {
  chatLog: path.join(dir, 'registro-marzo.csv'),
  ga4: path.join(dir, 'ga4-marzo.csv'),
};
fs.writeFileSync(files.chatLog, Buffer.from(CHAT_LOG, 'latin1'));
fs.writeFileSync(files.ga4, GA4);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The visible control («Elegir archivo», a <label>) of the file input named by the zone's title. */
const controlOf = (browser: Driver, title: string) =>
  browser.evaluate((wanted) => {
    const input = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((candidate) =>
      (candidate.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent === wanted),
    );
    return input ? `label[for="${input.id}"]` : `no file input titled ${wanted}`;
  }, title);

/** What the page shows once both tools have their files: the Google Ads file's text and the container's report. */
const results = (browser: Driver) =>
  browser.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[download$=".csv"][href^="blob:"]');
    const report = document.querySelector('[data-testid="informe-texto"]')?.textContent ?? null;
    const googleAds = link ? fetch(link.href).then((response) => response.text()) : Promise.resolve(null);
    return googleAds.then((text) => ({ googleAds: text, report }));
  });

describe.each(ENGINES)('%s', (engine) => {
  let browser: Driver;
  beforeAll(async () => {
    browser = await launch(engine);
  }, scaled(120_000));
  afterAll(async () => {
    await browser?.close();
  });

  test('the marketers’ page draws, its three file controls take their files, both results show, and nothing goes wrong', async () => {
    await browser.goto(`${server.url}/admin/marketing`);
    expect(await browser.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Herramientas de mercadeo');

    await browser.chooseFile(await controlOf(browser, '1. Registro de chats (CSV)'), files.chatLog);
    await browser.chooseFile(await controlOf(browser, '2. Exportación de GA4 (CSV)'), files.ga4);
    await browser.chooseFile(await controlOf(browser, 'Contenedor exportado (JSON)'), CONTAINER);

    const exported = JSON.parse(fs.readFileSync(CONTAINER, 'utf8')) as GtmExport;
    const expected = {
      googleAds: buildOfflineImport(CHAT_LOG, GA4, { today: new Date() }).csv,
      report: formatReport(checkContainer(exported, siteFacts()), reportTitle(exported, path.basename(CONTAINER))),
    };
    const shown = await until(
      'both results shown (the Google Ads file and the container report)',
      () => results(browser),
      {
        done: (seen) => seen.googleAds !== null && seen.report !== null,
      },
    );
    expect(shown).toEqual(expected);
    // Each control says which file it holds (its status, read by screen readers as it changes).
    const statuses = await browser.evaluate(() =>
      [...document.querySelectorAll('input[type="file"]')].map(
        (input) => document.getElementById(`${input.id}-status`)?.textContent,
      ),
    );
    expect(statuses).toEqual([
      'Archivo: registro-marzo.csv',
      'Archivo: ga4-marzo.csv',
      `Archivo: ${path.basename(CONTAINER)}`,
    ]);
    expect(await browser.problems()).toEqual([]);
  });
});

/**
 * What the build refuses, the editor refuses before saving: /admin/ (the production build's
 * editor, under its CSP) against decap-server on a throwaway copy of the project. Rules the form
 * cannot express (a phone shown with other digits, a repeated identifier, a project page whose
 * identifier is changed, an image that does not exist) are refused with the build's Spanish
 * message under the field and in the notice naming the field; nothing under data/ changes, and
 * the page raises no uncaught error. A valid save still goes through.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { copyProject } from '../tools/build-copy.cjs';
import { startDecapServer } from '../src/editor/local/decap-server.cjs';
import { openBrowser } from './support/browser';
import { answerDecap, EDITOR_SETUP_MS, logInLocally, openEntry, serveBuiltAdmin } from './support/cms';
import { workerPort } from './support/server';
import { until, watchForAbsence } from './support/until';
import { scaled } from '../tools/deadlines.cjs';

jest.setTimeout(scaled(5 * 60_000));

/** Ports of its own (cms-editor.test.ts takes 3 and 4 of the worker's block). */
const DECAP_PORT = workerPort(5);
const ADMIN_PORT = workerPort(6);
const ADMIN = `http://127.0.0.1:${ADMIN_PORT}/admin/`;

let dir: string;
let dataDir: string;
let stopDecap: () => void;
let adminServer: http.Server;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const consoleErrors: string[] = [];

/** Every file under the copy's data/, with its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else files.set(path.relative(dataDir, absolute), fs.readFileSync(absolute).toString('base64'));
    }
  };
  walk(dataDir);
  return files;
}

function watch(tab: Page): void {
  tab.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  tab.on('dialog', answerDecap);
}

/** Opens a form, leaving the last one (its changes are dropped). */
async function open(hash: string, field: string): Promise<void> {
  // A test may have answered Decap's questions its own way.
  page.removeAllListeners('dialog');
  page.on('dialog', answerDecap);
  await openEntry(page, ADMIN, hash);
  await page
    .locator(`label[for^="${field}-field"]`)
    .first()
    .waitFor({ timeout: scaled(60_000) });
}

/** The id of the nth control of a field, as its label names it (an image control has no input). */
const controlId = async (field: string, nth = 0): Promise<string> =>
  (await page.locator(`label[for^="${field}-field"]`).nth(nth).getAttribute('for')) ?? '';

async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
}

/** The error list Decap shows under the control `id` (the label's `for`). */
const errorsUnder = (control: string) => page.locator(`label[for="${control}"]`).locator('xpath=..').locator('ul li');

/**
 * Publishes, then waits for the refusal: the notice, and the message under the nth control of
 * `field` (its id is read then: Decap may mount the form again, with new ids, after a Duplicar).
 */
async function refused([field, nth]: [string, number?], message: RegExp, label: string): Promise<void> {
  const before = snapshot();
  await publish();
  // The notice names the field (a notice of the last form may still show).
  await page.getByText('No se ha podido guardar la entrada').filter({ hasText: label }).first().waitFor();
  await until(
    `the message ${String(message)} under ${field}`,
    async () => (await errorsUnder(await controlId(field, nth)).allTextContents()).join(' | '),
    { done: (shown) => message.test(shown) },
  );
  // A write after a refusal is the defect looked for: absence, so time is what is tested.
  await watchForAbsence(500);
  expect(snapshot()).toEqual(before);
}

beforeAll(async () => {
  dir = copyProject();
  dataDir = path.join(dir, 'data');
  ({ stop: stopDecap } = await startDecapServer(dir, DECAP_PORT));
  adminServer = await serveBuiltAdmin(ADMIN_PORT, DECAP_PORT);
  context = await openBrowser();
  page = await context.newPage();
  watch(page);
  await logInLocally(page, ADMIN);
}, EDITOR_SETUP_MS);

afterAll(async () => {
  await context?.close();
  adminServer?.close();
  stopDecap?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("a phone shown with other digits than the WhatsApp number is refused, the message under its field (dispatched to Decap's Redux store, found through React's fibers: decap-store.ts)", async () => {
  await open('collections/content/entries/site', 'display');
  await page.locator('[id^="display-field"]').first().fill('+57 310 555 9999');
  await refused(
    ['display'],
    /Muestra otros dígitos que el Número de WhatsApp \(573105550123\)/,
    'Teléfono y WhatsApp › Teléfono como se muestra',
  );
});

test("two services with one identifier are refused, the message under the field (Decap's store, through React's fibers: decap-store.ts)", async () => {
  await open('collections/content/entries/services', 'slug');
  await page.locator('[id^="slug-field"]').nth(1).fill('proteccion-legal');
  await refused(['slug', 1], /El elemento 1 ya usa este identificador/, 'Servicios › n.º 2 › Identificador');
});

test("a project page's identifier cannot change after it is created, the message under the field (Decap's store, through React's fibers: decap-store.ts)", async () => {
  await open('collections/pages/entries/frammento', 'slug');
  await page.locator('[id^="slug-field"]').first().fill('frammento-torre');
  await refused(['slug'], /Debe ser «frammento»/, 'Identificador');
});

test("a new project page cannot take an existing page's identifier: a rule across files, read from the entries in Decap's store (found through React's fibers: decap-store.ts)", async () => {
  await open('collections/pages/entries/frammento', 'slug');
  // Decap's "Duplicar" opens a new page with every field of this one, its identifier included.
  await page.getByRole('button', { name: 'Publicado' }).click();
  await page.getByText('Duplicar', { exact: true }).click();
  await page.waitForURL(/\/collections\/pages\/new$/);
  await page.locator('label[for^="slug-field"]').first().waitFor();
  await refused(
    ['slug'],
    /Ya hay otra página con el identificador «frammento» \(data\/projects\/frammento\.json\); elige otro\./,
    'Identificador',
  );
});

test("an image that does not exist is refused: the known images are read from Decap's store, its media library and entries (found through React's fibers: decap-store.ts)", async () => {
  await open('collections/content/entries/clients', 'photo');
  page.removeAllListeners('dialog');
  page.on(
    'dialog',
    (dialog) => void (dialog.type() === 'prompt' ? dialog.accept('images/no-existe.jpg') : dialog.dismiss()),
  );
  await page.getByText('Cambiar por una dirección https://').first().click();
  await refused(['photo'], /La imagen data\/images\/no-existe\.jpg no existe/, 'Fotos de clientes › n.º 1 › Foto');
});

test('a valid change is saved: the same digits written another way', async () => {
  await open('collections/content/entries/site', 'display');
  await page.locator('[id^="display-field"]').first().fill('+57 3105550123');
  await publish();
  const file = path.join(dataDir, 'site.json');
  await until(
    'site.json saved with the new display',
    () => fs.readFileSync(file, 'utf8').includes('"+57 3105550123"'),
    {
      timeoutMs: scaled(30_000),
    },
  );
});

test("no refused save raises an uncaught error in the page, the form's own refusals included (refused-saves.ts: Decap 3.16.3 rejects with nothing or with its ENTRY_PERSIST_FAILURE action)", async () => {
  const before = snapshot();
  await open('collections/content/entries/site', 'digits');
  await page.locator('[id^="digits-field"]').fill('57310555');
  await publish();
  await page.getByText('El número debe ser 57 seguido de 10 dígitos').first().waitFor();
  // A write or an uncaught error after the refusal is the defect looked for: absence, so time is what is tested.
  await watchForAbsence(500);
  expect(snapshot()).toEqual(before);
  expect(pageErrors).toEqual([]);
});

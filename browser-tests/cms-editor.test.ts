/**
 * An editor at /admin/ (Decap CMS from the production build, under the admin CSP) against
 * decap-server on a throwaway copy of the project: changes a testimonial, a figure and the
 * phone, sees an invalid phone and a rating of 6 refused in Spanish, and opens a new project
 * page with a photo it uploads; then the build's own content check and a build of the copy find every change.
 * (An editing session stopped at any moment: build-tests/support/stopped-sessions.ts.)
 * The real data/ is never touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildIn } from '../tools/build-copy.cjs';
import { checkDataDir, formatProblem } from '../src/content/content-check';
import {
  ADMIN_PORT,
  answerDecap,
  choosePhoto,
  DECAP_PORT,
  decapSaved,
  EDITOR_SETUP_MS,
  openEditor,
  openEntry,
} from './support/cms';
import { until } from './support/until';
import { scaled } from '../tools/deadlines.cjs';

jest.setTimeout(scaled(20 * 60_000));

const ADMIN = `http://127.0.0.1:${ADMIN_PORT}/admin/`;
const NEW_QUOTE = 'El equipo nos acompañó hasta recibir las llaves y la escritura. Muy recomendados.';
const NEW_FIGURE = '650+';
const NEW_PHONE = { digits: '573209998877', display: '+57 320 999 8877' };
/** The new project page: frammento.json's texts for a project named Torre Norte. */
const NEW_SLUG = 'torre-norte';
const NEW_NAME = 'Torre Norte';
const NEW_PHOTO = 'torre-norte-propietaria.jpg';
/** The new page's three testimonial photos: the uploaded one twice, then one the site already publishes. */
const AVATARS = [NEW_PHOTO, NEW_PHOTO, 'avatar-4.jpg'] as const;

let dir: string;
let dataDir: string;
let page: Page;
const violations: string[] = [];
/**
 * Uncaught errors of the editor's page (Chromium's pageerror): none, refused saves included. Decap
 * 3.16.3 leaves each refused save as a rejection with no reason (decap-cms-core 3.19.1,
 * actions/entries.js line 828 rejects with nothing; components/Editor/Editor.js line 228 awaits it
 * without a catch); src/editor/refused-saves.ts marks exactly those handled.
 */
const pageErrors: string[] = [];

const read = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8');
const committed = (file: string) => fs.readFileSync(path.resolve(__dirname, '../data', file), 'utf8');

/** Opens a form (a refused draft is not restored: `watch` declines Decap's offer). */
async function open(hash: string, field: string): Promise<void> {
  await openEntry(page, ADMIN, hash);
  await page
    .locator(`[id^="${field}-field"]`)
    .first()
    .waitFor({ timeout: scaled(60_000) });
}

/** Publicar → Publicar ahora, as Decap's own end-to-end tests do. */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
}

function watch(tab: Page): void {
  tab.on('pageerror', (error) => {
    pageErrors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`);
  });
  tab.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  tab.on('dialog', answerDecap);
}

let close: () => Promise<void>;

beforeAll(async () => {
  // Its last test builds the copy: small photos save that cold build most of its image work.
  ({ dir, page, close } = await openEditor(DECAP_PORT, ADMIN_PORT, watch, { smallPhotos: true }));
  dataDir = path.join(dir, 'data');
}, EDITOR_SETUP_MS);

afterAll(() => close?.());

test("the editor's interface is all Spanish: every phrase of Decap's English has a Spanish one", async () => {
  const missing = await page.evaluate(() => {
    type Phrases = { [key: string]: string | Phrases };
    const cms = (window as unknown as { CMS: { getLocale: (name: string) => Phrases } }).CMS;
    const out: string[] = [];
    const walk = (en: Phrases, es: Phrases | undefined, prefix: string) => {
      for (const [key, phrase] of Object.entries(en)) {
        const dotted = prefix ? `${prefix}.${key}` : key;
        const spanish = es?.[key];
        if (typeof phrase === 'object') walk(phrase, typeof spanish === 'object' ? spanish : undefined, dotted);
        else if (typeof spanish !== 'string') out.push(`${dotted}: ${phrase}`);
      }
    };
    walk(cms.getLocale('en'), cms.getLocale('es'), '');
    return out;
  });
  // A phrase listed here needs a Spanish one in src/editor/locale-es.ts.
  expect(missing).toEqual([]);
  await open('collections/content/entries/site', 'digits');
  expect(await page.getByText('Replace with URL').count()).toBe(0);
  await page.getByText('Cambiar por una dirección https://').first().waitFor();
});

test('an invalid phone number is refused in Spanish and nothing is written', async () => {
  const before = read('site.json');
  await open('collections/content/entries/site', 'digits');
  await page.locator('[id^="digits-field"]').fill('57310555');
  await publish();
  await page.getByText('El número debe ser 57 seguido de 10 dígitos').first().waitFor();
  expect(read('site.json')).toBe(before);
});

test('a marketing figure and the phone number are saved in the committed format', async () => {
  await open('collections/content/entries/site', 'digits');
  await page.locator('[id^="digits-field"]').fill(NEW_PHONE.digits);
  await page.locator('[id^="display-field"]').first().fill(NEW_PHONE.display);
  await page.locator('[id^="value-field"]').first().fill(NEW_FIGURE);
  await publish();
  await until('site.json to be saved', () => read('site.json').includes(NEW_PHONE.digits), {
    timeoutMs: scaled(30_000),
  });
  const site = JSON.parse(read('site.json')) as {
    phone: { digits: string; display: string };
    figures: { ownersThisYear: { value: string } };
  };
  expect(site.phone).toEqual(NEW_PHONE);
  expect(site.figures.ownersThisYear.value).toBe(NEW_FIGURE);
  // Only the three values changed: same keys, same order, same indentation, final newline.
  const expected = committed('site.json')
    .replace(/"digits": "\d+"/, `"digits": "${NEW_PHONE.digits}"`)
    .replace(/"display": "[^"]+"/, `"display": "${NEW_PHONE.display}"`)
    .replace(/("ownersThisYear": \{\n\s+"value": )"[^"]+"/, `$1"${NEW_FIGURE}"`);
  expect(read('site.json')).toBe(expected);
});

test("a testimonial's quote is changed; saving without a change gives no diff", async () => {
  await open('collections/content/entries/testimonials', 'quote');
  await page.locator('[id^="quote-field"]').first().fill(NEW_QUOTE);
  await publish();
  await until('testimonials.json to be saved', () => read('testimonials.json').includes(NEW_QUOTE), {
    timeoutMs: scaled(30_000),
  });
  const [first] = (JSON.parse(read('testimonials.json')) as { items: { quote: string }[] }).items;
  expect(first?.quote).toBe(NEW_QUOTE);

  const clients = read('clients.json');
  fs.writeFileSync(path.join(dataDir, 'clients.json'), clients.replace('"alt": "', '"alt": "X'));
  await open('collections/content/entries/clients', 'alt');
  const alt = page.locator('[id^="alt-field"]').first();
  await alt.fill((await alt.inputValue()).slice(1));
  await publish();
  await until('clients.json to be saved back unchanged', () => read('clients.json') === clients, {
    timeoutMs: scaled(30_000),
  });
});

test('a rating of 6 is refused in Spanish and nothing is written', async () => {
  const before = read('projects/frammento.json');
  await open('collections/pages/entries/frammento', 'rating');
  await page.locator('[id^="rating-field"]').first().fill('6');
  await publish();
  await page
    .getByText(/5/)
    .filter({ hasText: /menor|máximo|entre/i })
    .first()
    .waitFor();
  expect(read('projects/frammento.json')).toBe(before);
});

type Json = string | number | { [key: string]: Json } | Json[];

/** Every value of a JSON document, in its key order (the form's order), with its field's name. */
function leaves(value: Json, name = ''): { name: string; value: string | number }[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, name));
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, key));
  return [{ name, value }];
}

test('a new project page is created with a photo uploaded from the editor and one already published', async () => {
  const model = JSON.parse(
    committed('projects/frammento.json')
      .replaceAll('"slug": "frammento"', `"slug": "${NEW_SLUG}"`)
      .replaceAll('Frammento', NEW_NAME)
      // Testimonials' slugs are the new page's own.
      .replace(/("slug": ")([a-z-]+)(",\n\s+"quote")/g, '$1$2-tn$3'),
  ) as Json;
  const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-photo-')), NEW_PHOTO);
  fs.copyFileSync(path.resolve(__dirname, '../data/images/avatar-1.jpg'), upload);

  // The collection's "new entry" button (Decap labels it with the singular name, Proyecto).
  await openEntry(page, ADMIN, 'collections/pages/new');
  await page
    .locator('[id^="slug-field"]')
    .first()
    .waitFor({ timeout: scaled(60_000) });

  const seen = new Map<string, number>();
  let photos = 0;
  for (const { name, value } of leaves(model)) {
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    if (name === 'avatar') {
      // The image widget opens the media library, which lists the site's photos (data/images) also for a page
      // not saved yet: the photo is uploaded once and chosen for the first two testimonials; the third takes a
      // photo already published.
      await page.getByRole('button', { name: 'Elige una imagen', exact: true }).first().click();
      if (photos === 0) await page.locator('input[type="file"]').first().setInputFiles(upload);
      await choosePhoto(page, AVATARS[photos] ?? NEW_PHOTO);
      photos += 1;
      continue;
    }
    const input = page.locator(`[id^="${name}-field"]`).nth(nth);
    if (name === 'icon') {
      // A select: type the option and choose it.
      await input.fill(String(value));
      await page.keyboard.press('Enter');
      continue;
    }
    await input.fill(String(value));
  }
  // decap-server's answers and the console's errors, to say why if the page is not written.
  const answers: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1')) {
      void response.text().then((body) => answers.push(`${response.status()} ${body.slice(0, 300)}`));
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') answers.push(`console: ${message.text()}`);
  });
  const saved = decapSaved(page);
  await publish();
  const file = `projects/${NEW_SLUG}.json`;
  await saved.catch(async (error: Error) => {
    await page.screenshot({ path: path.join(os.tmpdir(), 'cms-new-page-not-written.png') });
    const refused = await page.locator('[class*="ControlErrorsList"] li').allTextContents();
    throw new Error([`data/${file} was not written: ${error.message}`, ...refused, ...answers].join('\n'));
  });
  const written = JSON.parse(read(file)) as {
    slug: string;
    name: string;
    testimonials: { items: { avatar: string }[] };
  };
  expect(written.slug).toBe(NEW_SLUG);
  expect(written.name).toBe(NEW_NAME);
  expect(written.testimonials.items.map((item) => item.avatar)).toEqual(AVATARS.map((photo) => `../images/${photo}`));
  expect(fs.readFileSync(path.join(dataDir, 'images', NEW_PHOTO))).toEqual(fs.readFileSync(upload));
  // Everything else is the model's, in the committed format.
  const expected = model as { testimonials: { items: { avatar: string }[] } };
  expected.testimonials.items.forEach((item, index) => (item.avatar = `../images/${AVATARS[index] ?? NEW_PHOTO}`));
  expect(read(file)).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  fs.rmSync(path.dirname(upload), { recursive: true, force: true });
});

test('the saved files pass the content check and Prettier, the CSP let the editor work, and nothing threw', async () => {
  expect(checkDataDir(dataDir).map(formatProblem)).toEqual([]);
  // Throws (with Prettier's list of files) unless every saved file is formatted as Prettier writes it.
  const files = ['site.json', 'testimonials.json', 'clients.json', 'process.json', `projects/${NEW_SLUG}.json`].map(
    (f) => `data/${f}`,
  );
  const prettier = path.resolve(__dirname, '../node_modules/.bin/prettier');
  expect(execFileSync(prettier, ['--check', ...files], { cwd: dir, encoding: 'utf8' })).toContain(
    'All matched files use Prettier code style!',
  );
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a build of the copy shows every change', async () => {
  const { ok, output } = await buildIn(dir);
  expect([ok, ok ? '' : output.slice(-3000)]).toEqual([true, '']);
  const html = (route: string) => fs.readFileSync(path.join(dir, 'public', route, 'index.html'), 'utf8');
  const home = html('.');
  expect(home).toContain(NEW_QUOTE);
  expect(home).toContain(NEW_FIGURE);
  expect(home).toContain(`https://wa.me/${NEW_PHONE.digits}`);
  // The new project page, with its title and the uploaded photo (processed by the build).
  const project = fs.readFileSync(path.join(dir, 'public', `${NEW_SLUG}.html`), 'utf8');
  expect(project).toMatch(new RegExp(`<title[^>]*>Propietarios de ${NEW_NAME}: entrega`));
  expect(project).toContain(`¿Compraste un apartamento en ${NEW_NAME}`);
  expect(project).toMatch(new RegExp(`/static/[0-9a-f]+/[^"]*/${NEW_PHOTO.replace('.jpg', '')}\\.`));
});

/**
 * The editor's previews (/admin/, production build, under the editor's CSP) against decap-server
 * on a throwaway copy: for a home section, a site part and a project page, the preview shows the
 * entry's texts and figures, follows the form within a second, looks as the built page does
 * (the same computed styles at the same width) and shows a photo uploaded in the form; the form
 * shows each published photo as its field's thumbnail; and no error or CSP violation is reported.
 * Screenshots of each preview beside the built page at 1440 px go to PREVIEW_SHOTS, when set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, untilPainted } from './support/browser';
import { answerDecap, choosePhoto, EDITOR_SETUP_MS, openEditor, openEntry } from './support/cms';
import { workerPort } from './support/server';
import { until, watchForAbsence } from './support/until';
import { scaled } from '../tools/deadlines.cjs';

jest.setTimeout(scaled(10 * 60_000));

const DECAP_PORT = workerPort(7);
const ADMIN_PORT = workerPort(8);
const ADMIN = `http://127.0.0.1:${ADMIN_PORT}/admin/`;
const SHOTS = process.env.PREVIEW_SHOTS;
const PHOTO = 'vista-previa-foto.jpg';

const data = (file: string): unknown => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../data', file), 'utf8'));
type Figure = { value: string };
const site = data('site.json') as {
  phone: { display: string };
  address: { street: string };
  figures: { ownersThisYear: Figure; casesWon: Figure };
};
const home = data('home.json') as { hero: { title: string }; cta: { button: string }; floatingCta: string };
const project = data('projects/frammento.json') as {
  hero: { title: string };
  wonCase: { figure: Figure };
  presence: { title: string };
};
const testimonials = data('testimonials.json') as { items: { author: string }[] };

let context: BrowserContext;
let page: Page;
const problems: string[] = [];

function watch(tab: Page): void {
  tab.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  tab.on('dialog', answerDecap);
}

/** Opens an entry's form; resolves with its preview's frame once the preview shows `text`. */
async function open(hash: string, text: string): Promise<Frame> {
  // The last form's changes are dropped: `watch` leaves the form and declines Decap's offer to restore them.
  await openEntry(page, ADMIN, hash);
  const handle = await page.locator('#preview-pane').elementHandle({ timeout: scaled(60_000) });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no preview frame for ${hash}`);
  await frame
    .getByText(text, { exact: false })
    .first()
    .waitFor({ timeout: scaled(30_000) });
  return frame;
}

/** The form's field named `name` that holds `value` (several fields share a name: title, display…). */
async function field(name: string, value: string): Promise<Locator> {
  const fields = page.locator(`[id^="${name}-field"]`);
  const values = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = values.indexOf(value);
  if (index < 0) throw new Error(`no ${name} field holds "${value}"`);
  return fields.nth(index);
}

type Clock = { __typedAt?: number; __shownAt?: number };

/**
 * Types into a field and returns how long, in ms, the editor took from the field's input event to the text in the
 * preview's DOM: both moments are read in the page (the frame's MutationObserver, the field's listener), so the
 * test's own round trips to the browser, slower on a busy machine, are not counted.
 */
async function typed(field: Locator, frame: Frame, value: string): Promise<number> {
  await frame.evaluate((text) => {
    const clock = window as unknown as Clock;
    delete clock.__shownAt;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return;
      clock.__shownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, value);
  await field.evaluate((input) => {
    delete (window as unknown as Clock).__typedAt;
    input.addEventListener('input', () => ((window as unknown as Clock).__typedAt = Date.now()), { once: true });
  });
  await field.fill(value);
  const shownAt = await until(`the preview to show "${value}"`, () =>
    frame.evaluate(() => (window as unknown as Clock).__shownAt),
  );
  const typedAt = await field.evaluate(() => (window as unknown as Clock).__typedAt);
  if (typedAt === undefined || shownAt === undefined)
    throw new Error(`no input event from the field "${value}" was typed into`);
  return shownAt - typedAt;
}

const STYLES = ['fontFamily', 'fontSize', 'fontWeight', 'color', 'backgroundColor'] as const;
const stylesOf = (target: Locator) =>
  target.evaluate(
    (element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style[name]]));
    },
    [...STYLES],
  );

/** The built page at the preview's width, and the styles of the same elements there. */
async function builtStyles(route: string, width: number, selectors: string[]) {
  const built = await context.newPage();
  await built.setViewportSize({ width, height: 900 });
  await built.goto(`${BASE_URL}${route}`);
  const styles = await Promise.all(selectors.map((selector) => stylesOf(built.locator(selector).first())));
  await built.close();
  return styles;
}

async function expectSameStyles(frame: Frame, route: string, selectors: string[]) {
  const width = await frame.evaluate(() => document.documentElement.clientWidth);
  const preview = await Promise.all(selectors.map((selector) => stylesOf(frame.locator(selector).first())));
  expect(preview).toEqual(await builtStyles(route, width, selectors));
}

/** Uploads a photo from the image widget's media library and chooses it. */
async function upload(button: string): Promise<void> {
  // The photo's bytes, under the name the tests look for (no file on disk: the page reads the upload later,
  // to draw it).
  const buffer = fs.readFileSync(path.resolve(__dirname, '../data/images/process-2.jpg'));
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.locator('input[type="file"]').first().setInputFiles({ name: PHOTO, mimeType: 'image/jpeg', buffer });
  await choosePhoto(page, PHOTO);
}

/** The size of the photo the tests upload (process-2.jpg), unlike any other photo of the site. */
const UPLOADED_SIZE = '1200x900';

/** Waits until a photo the preview shows in `selector` is the uploaded one, loaded. */
async function uploadedShown(frame: Frame, selector: string): Promise<void> {
  const sizes = () =>
    frame
      .locator(selector)
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => `${image.naturalWidth}x${image.naturalHeight}`),
      );
  // Lazy photos load once in view, as on the site.
  await frame.locator(selector).first().scrollIntoViewIfNeeded();
  await until(`the uploaded photo (${UPLOADED_SIZE}) shown in ${selector}`, sizes, {
    done: (shown) => shown.includes(UPLOADED_SIZE),
  });
}

/**
 * The built page at `width`, scrolled to `selector`. Its fonts are `optional`: a busy machine can
 * miss their short wait and draw the fallback, so for the picture they wait (`block`).
 */
async function builtShot(route: string, width: number, selector: string): Promise<Buffer> {
  const built = await context.newPage();
  await built.route(`${BASE_URL}${route}`, async (request) => {
    const response = await request.fetch();
    const html = (await response.text()).replaceAll('font-display:optional', 'font-display:block');
    await request.fulfill({ response, body: html });
  });
  await built.setViewportSize({ width, height: 900 });
  // Scrolled at once (the site scrolls smoothly when motion is welcome).
  await built.emulateMedia({ reducedMotion: 'reduce' });
  await built.goto(`${BASE_URL}${route}`);
  await built.evaluate(() => document.fonts.ready);
  await built
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await untilPainted(built);
  const shot = await built.screenshot();
  await built.close();
  return shot;
}

/**
 * With PREVIEW_SHOTS set: the editor at 1440 px, and its preview pane beside the built page at
 * the pane's width, both scrolled to `selector`.
 */
async function screenshots(frame: Frame, route: string, name: string, selector: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await frame
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await untilPainted(frame);
  await page.screenshot({ path: path.join(SHOTS, `${name}-editor.png`) });
  const pane = await page.locator('#preview-pane').screenshot();
  const { width = 0, height = 0 } = await sharp(pane).metadata();
  const built = await builtShot(route, await frame.evaluate(() => document.documentElement.clientWidth), selector);
  const builtSize = await sharp(built).metadata();
  const crop = {
    left: 0,
    top: 0,
    width: Math.min(width, builtSize.width ?? 0),
    height: Math.min(height, builtSize.height ?? 0),
  };
  await sharp({ create: { width: width * 2 + 16, height, channels: 3, background: '#888888' } })
    .composite([
      { input: pane, left: 0, top: 0 },
      { input: await sharp(built).extract(crop).toBuffer(), left: width + 16, top: 0 },
    ])
    .png()
    .toFile(path.join(SHOTS, `${name}.png`));
}

let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, page, close } = await openEditor(DECAP_PORT, ADMIN_PORT, watch));
}, EDITOR_SETUP_MS);

afterAll(() => close?.());

test('home: the hero shows its texts and figure, follows the form, and looks as built', async () => {
  const frame = await open('collections/content/entries/home', home.hero.title);
  await frame.getByText(site.figures.ownersThisYear.value).first().waitFor();
  await frame.getByText(home.cta.button).first().waitFor();
  await frame.getByText(site.figures.casesWon.value).first().waitFor();
  await expectSameStyles(frame, '/', ['#hero-title', 'a[data-chat-type="consulta"]', '#testimonios-title']);
  await screenshots(frame, '/', 'home', '#hero-title');
  expect(await typed(await field('title', home.hero.title), frame, 'Un título nuevo para el inicio')).toBeLessThan(
    1000,
  );
  // The chat button is inert: no tab opens.
  const opened: Page[] = [];
  context.on('page', (tab) => opened.push(tab));
  await frame.locator('a[data-chat-type="consulta"]').click();
  // A tab opened by the inert button is the defect looked for: absence, so time is what is tested.
  await watchForAbsence(500);
  expect(opened).toEqual([]);
  expect(await frame.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('home: the preview’s testimonial tabs switch on a click and with the arrow keys, as on the page (the same module)', async () => {
  const frame = await open('collections/content/entries/testimonials', testimonials.items[0]?.author ?? '');
  const tabs = frame.getByRole('tab');
  const selected = () =>
    frame.evaluate(() =>
      Array.from(document.querySelectorAll('[role="tab"]'), (tab) => tab.getAttribute('aria-selected') === 'true'),
    );
  expect((await selected())[0]).toBe(true);
  await tabs.nth(1).click();
  await until('the second tab selected in the preview', selected, { done: (state) => state[1] === true });
  expect(await frame.getByRole('tabpanel').count()).toBe(1);
  await expect(frame.getByRole('tabpanel').textContent()).resolves.toContain(testimonials.items[1]?.author ?? '?');
  await tabs.nth(1).press('Home');
  await until('the first tab selected with Home', selected, { done: (state) => state[0] === true });
  expect(await frame.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
});

test('home: a testimonial photo uploaded in the form shows in its tab', async () => {
  const frame = await open('collections/content/entries/testimonials', testimonials.items[0]?.author ?? '');
  await screenshots(frame, '/', 'testimonials', '#testimonios-title');
  await upload('Elige una imagen diferente');
  await uploadedShown(frame, '[role="tab"] img');
});

test('site: the header and footer show the phone and address, follow the form, and look as built', async () => {
  const frame = await open('collections/content/entries/site', site.phone.display);
  await frame.getByText(site.address.street, { exact: false }).first().waitFor();
  await frame.getByText(home.floatingCta).first().waitFor();
  await expectSameStyles(frame, '/', [
    'header a[data-chat-type="navbar"]',
    'footer a[href="/"]',
    'footer a[href^="tel:"]',
  ]);
  await screenshots(frame, '/', 'site', 'footer ul');
  expect(await typed(await field('display', site.phone.display), frame, '+57 320 111 2233')).toBeLessThan(1000);
  await upload('Elige una imagen diferente');
  await uploadedShown(frame, 'header img');
});

test('project page: its texts and figures, the form, the styles and an uploaded photo', async () => {
  const frame = await open('collections/pages/entries/frammento', project.hero.title);
  await frame.getByText(project.wonCase.figure.value).first().waitFor();
  await frame.getByText(project.presence.title).first().waitFor();
  await expectSameStyles(frame, '/frammento', ['#hero-title', 'a[data-chat-type="frammento_page"]']);
  await screenshots(frame, '/frammento', 'project', '#hero-title');
  expect(await typed(await field('title', project.hero.title), frame, 'Un título nuevo del proyecto')).toBeLessThan(
    1000,
  );
  await upload('Elige una imagen diferente');
  await uploadedShown(frame, '#testimonios img');
});

/**
 * The bytes of each photo the form shows as a field's thumbnail (img[role="presentation"], Decap's image field), in
 * the form's order: an empty box (Decap's 46-byte placeholder) or a photo that failed to load shows as its size.
 */
const thumbnails = () =>
  page
    .locator('img[role="presentation"]')
    .evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map(async (image) =>
          image.complete && image.naturalWidth > 0 ? (await (await fetch(image.src)).blob()).size : 0,
        ),
      ),
    );

test.each([
  ['home testimonials', 'collections/content/entries/testimonials', 'testimonials.json'],
  ['a project page', 'collections/pages/entries/frammento', 'projects/frammento.json'],
])(
  "%s: the form shows each photo already published as its field's thumbnail (photo-thumbnails.ts: Decap's image widget asks again when getAsset changes, and gives empty.svg until the photo loads)",
  async (_, hash, file) => {
    const json = fs.readFileSync(path.resolve(__dirname, '../data', file), 'utf8');
    const photos = [...json.matchAll(/"avatar": "(?:\.\.\/)?images\/([^"]+)"/g)].map(
      ([, name]) => fs.statSync(path.resolve(__dirname, '../data/images', name ?? '')).size,
    );
    expect(photos).toHaveLength(3);
    const first = JSON.parse(json) as { name?: string; items?: { author: string }[] };
    await open(hash, first.name ?? first.items?.[0]?.author ?? '');
    const shown = await until("each published photo as its field's thumbnail", thumbnails, {
      done: (sizes) => sizes.join() === photos.join(),
    });
    expect(shown).toEqual(photos);
  },
);

test('no console error, page error or CSP violation in the editor', () => {
  expect(problems).toEqual([]);
});

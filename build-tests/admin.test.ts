/**
 * The editor at /admin/ in the production build: its configuration is what content-shape.ts
 * generates, it keeps out of search engines, and the public pages do not load any of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmsConfigYaml } from '../src/editor/assemble/config';
import { contentSnapshot } from '../src/editor/assemble/admin';
import { builtPages, publicDir, readPublic } from './support/public';

test('the built config.yml is what content-shape.ts generates, and the committed copy too', () => {
  expect(readPublic('admin/config.yml')).toBe(cmsConfigYaml());
  expect(fs.readFileSync(path.resolve(__dirname, '../src/editor/admin/config.yml'), 'utf8')).toBe(cmsConfigYaml());
});

/** The attributes of a page's scripts, each checked to have no body: no inline script. */
function scriptAttributes(html: string): string[] {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, , body] of scripts) expect(body).toBe('');
  return scripts.map(([, attributes]) => attributes ?? '');
}

test('admin/index.html: Spanish, noindex, loads the login’s start, Decap and then the editor bundle as files, no inline script', () => {
  const html = readPublic('admin/index.html');
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(scriptAttributes(html)).toEqual([
    ' src="/admin/login.js"',
    ' src="/admin/decap-cms.js"',
    ' src="/admin/editor.js"',
  ]);
  expect(fs.existsSync(path.join(publicDir, 'admin/cms-setup.js'))).toBe(false);
});

test('the Decap bundle, its chunks, the preview style and its fonts are built, and compressed', () => {
  const names = fs.readdirSync(path.join(publicDir, 'admin'));
  expect(fs.statSync(path.join(publicDir, 'admin/decap-cms.js')).size).toBeGreaterThan(4_000_000);
  expect(names.filter((n) => /^\d+\.decap-cms\.js$/.test(n)).length).toBeGreaterThan(10);
  expect(names).toContain('decap-cms.js.br');
  const css = readPublic('admin/preview.css');
  for (const font of fs.readdirSync(path.join(publicDir, 'admin/fonts'))) expect(css).toContain(`/admin/fonts/${font}`);
  expect(css).toMatch(/font-family: Inter/);
});

test("the editor's previews are built: their bundle, and the content they show around the edited file", () => {
  const bundle = readPublic('admin/editor.js');
  expect(bundle.length).toBeGreaterThan(50_000);
  expect(bundle).toContain('registerPreviewTemplate');
  expect(JSON.parse(readPublic('admin/content.json'))).toEqual(contentSnapshot());
});

test("admin/index.html links to the marketers' page at /admin/marketing, the address every host answers without a redirect", () => {
  const html = readPublic('admin/index.html');
  // Outside Decap's root (Decap 3.16.3 has no API for a link in its menus), before Decap's script adds it.
  const strip =
    /<nav id="otras-herramientas"[^>]*aria-label="Otras herramientas">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect([...strip.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text])).toEqual([
    ['/admin/marketing', 'Herramientas de mercadeo'],
  ]);
  expect(html.indexOf('<nav id="otras-herramientas"')).toBeLessThan(html.indexOf('<script src="/admin/decap-cms.js">'));
  expect(fs.existsSync(path.join(publicDir, 'admin/marketing.html'))).toBe(true);
});

test("admin/marketing.html: Colombia's Spanish, noindex, loads the page (the rules inside it) as a file, no inline script", () => {
  const html = readPublic('admin/marketing.html');
  expect(html).toContain('<html lang="es-CO">');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(scriptAttributes(html)).toEqual([' src="/admin/marketing.js"']);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test("the marketers' page has its script and the chat log's template, compressed as the rest", () => {
  // (esbuild writes letters beyond ASCII as escapes.)
  const page = readPublic('admin/marketing.js');
  expect(page).toContain('Descargar el archivo para Google Ads');
  // The container rules' own Spanish, with the site's events and policy, which a browser cannot read.
  expect(page).toContain('Es una variable de JavaScript personalizado');
  expect(page).toContain('"whatsapp_click"');
  expect(page).toContain(`"'strict-dynamic'"`);
  expect(readPublic('admin/registro-de-chats.csv')).toBe(
    fs.readFileSync(path.resolve(__dirname, '../src/marketing/registro-de-chats.csv'), 'utf8'),
  );
  const names = fs.readdirSync(path.join(publicDir, 'admin'));
  expect(names).toEqual(expect.arrayContaining(['marketing.js.br']));
  expect(names).not.toContain('container-rules.js');
});

test('no public page links to or loads the editor; robots.txt and the sitemap keep it out', () => {
  for (const page of builtPages()) expect([page, readPublic(page).includes('/admin')]).toEqual([page, false]);
  expect(readPublic('robots.txt')).toContain('\nDisallow: /admin/\n');
  expect(readPublic('sitemap-0.xml')).not.toContain('/admin');
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { isBundleFile } from '../../src/editor/assemble/admin';
import { FORM_ROUTE } from '../../src/editor/other-tools';
import { FIELD_ID_INFIX } from '../../src/editor/pre-save';
import { COPY_FOUND, COPY_TAKEN } from '../../src/editor/taken-copy';

/**
 * What the editor assumes of the installed Decap's browser bundle (node_modules/decap-cms/dist), which
 * Decap documents nowhere: its form fields' ids, its hash routes, its chunks' file names.
 */
const DIST = path.resolve(__dirname, '../../node_modules/decap-cms/dist');
const bundle = fs.readFileSync(path.join(DIST, 'decap-cms.js'), 'utf8');
const chunkFiles = fs.readdirSync(DIST).filter((name) => /^\d+\.decap-cms\.js$/.test(name));
const chunks = chunkFiles.map((name) => fs.readFileSync(path.join(DIST, name), 'utf8'));

test("Decap's form still labels each field's control `<name>-field-<n>` (pre-save.ts marks a field by it)", () => {
  // EditorControl: `uniqueFieldId = uniqueId(`${field.get('name')}-field-`)`, lodash's counter after it.
  const id = `uniqueFieldId=\\w+\\(\\)\\(\`\\$\\{this\\.props\\.field\\.get\\("name"\\)\\}${FIELD_ID_INFIX}\`\\)`;
  expect(new RegExp(id).test(bundle)).toBe(true);
  // The field's label points at that id: `label[for^="<name>-field-"]` finds the control.
  const label = /function \w+\(\{field:\w,isActive:\w,hasErrors:\w,uniqueFieldId:(\w),[^]{0,300}?htmlFor:\1,/;
  expect(label.test(bundle)).toBe(true);
});

test("Decap's hash routes of a form are still the ones other-tools.ts hides the strip on, and its lists are not", () => {
  // Decap's router (App.js): each route's path as the bundle declares it.
  const routes = [...bundle.matchAll(/\{path:"(\/[^"]*)",collections:\w+,render:/g)].map((match) => match[1] ?? '');
  const forms = ['/collections/:name/new', '/collections/:name/entries/*', '/edit/:name/:entryName'];
  expect(routes).toEqual(expect.arrayContaining(forms));
  const address = (route: string) => `#${route.replace(':name', 'home').replace(':entryName', 'x').replace('*', 'a')}`;
  expect(forms.map(address).filter((hash) => !FORM_ROUTE.test(hash))).toEqual([]);
  const lists = routes.filter((route) => !forms.includes(route));
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.map(address).filter((hash) => FORM_ROUTE.test(hash))).toEqual([]);
});

test("Decap's bundle still loads its chunks as `<id>.decap-cms.js`, and admin.ts copies every chunk it loads", () => {
  expect(bundle).toContain('__webpack_require__.u=e=>e+".decap-cms.js"');
  expect(isBundleFile('decap-cms.js')).toBe(true);
  const loaded = new Set(
    [bundle, ...chunks].flatMap((code) =>
      [...code.matchAll(/__webpack_require__\.e\((\d+)\)|\b\w\.e\((\d+)\)/g)].map(
        (m) => `${m[1] ?? m[2]}.decap-cms.js`,
      ),
    ),
  );
  expect(loaded.size).toBeGreaterThan(10);
  const notCopied = [...loaded].filter((name) => !chunkFiles.includes(name) || !isBundleFile(name));
  expect(notCopied).toEqual([]);
});

test("the only other files Decap's chunks load are its image encoder's WebAssembly, which this editor never starts", () => {
  // Decap re-encodes an upload (WebP) only under `media_processing: { enabled: true }`, which config.yml never sets.
  const assets = new Set(chunks.flatMap((code) => [...code.matchAll(/\w\.p\+"([^"]+)"/g)].map((m) => m[1] ?? '')));
  expect([...assets].filter((name) => !name.endsWith('.wasm'))).toEqual([]);
  expect(bundle.includes('.media_processing;if(n?.enabled)')).toBe(true);
  const config = fs.readFileSync(path.resolve(__dirname, '../../src/editor/admin/config.yml'), 'utf8');
  expect(config.includes('media_processing')).toBe(false);
});

test("Decap's actions for an entry's copy kept in the browser are still the ones taken-copy.ts dispatches", () => {
  for (const action of [COPY_FOUND, COPY_TAKEN]) expect(bundle).toContain(`"${action}"`);
  // The copy waits in entryDraft.localBackup until the editor answers.
  expect(bundle).toMatch(/\.set\("localBackup",/);
});

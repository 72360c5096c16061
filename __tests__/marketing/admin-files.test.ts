/**
 * @jest-environment node
 *
 * The marketers' page among the files of /admin/: what the build writes into public/admin/ and
 * `npm run cms` serves (src/editor/assemble/admin.ts, with src/marketing/page/assemble.ts's files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminFiles } from '../../src/editor/assemble/admin';
import { marketingPageFiles } from '../../src/marketing/page/assemble';

const files = adminFiles(undefined, undefined, undefined, marketingPageFiles());
const source = (name: string) => {
  const file = files.get(name);
  if (!file) throw new Error(`no ${name} in /admin/`);
  return 'copy' in file ? fs.readFileSync(file.copy, 'utf8') : file.text;
};

test('the page, its script and the chat log template are files of /admin/', () => {
  expect(source('marketing.html')).toContain('<script src="/admin/marketing.js"></script>');
  expect(source('registro-de-chats.csv')).toBe(
    fs.readFileSync(path.resolve(__dirname, '../../src/marketing/registro-de-chats.csv'), 'utf8'),
  );
});

test('every address the page names is a file of /admin/', () => {
  const html = source('marketing.html');
  const named = [...html.matchAll(/(?:src|href)="\/admin\/([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(named.sort()).toEqual(['marketing.js', 'preview.css']);
  for (const name of named) expect(files.has(name)).toBe(true);
});

test("the editor's own files do not include the marketers' page unless it is given", () => {
  expect(adminFiles().has('marketing.html')).toBe(false);
});

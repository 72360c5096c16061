import fs from 'node:fs';
import path from 'node:path';
import { checkDataDir, formatProblem, imageUrlProblem, imageUrls, readJson } from '../../src/content/content-check';
import { contentFiles } from '../../src/content/content-shape';
import { dataDir } from '../../src/gatsby-hooks/node-api';
import { cases } from '../fixtures/bad-data/cases.cjs';
import { tempDir } from '../fixtures/temp-dir';

/** A copy of data/ in a temp dir that a test can break. */
function copyOfData(): string {
  const copy = path.join(tempDir('data'), 'data');
  fs.cpSync(dataDir, copy, { recursive: true });
  return copy;
}

const edit = (dir: string, file: string, change: (json: never) => void) => {
  const absolute = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(absolute, 'utf8'));
  change(json as never);
  fs.writeFileSync(absolute, JSON.stringify(json));
};

const messages = (dir: string) => checkDataDir(dir).map(formatProblem);

test('the shipped content passes every check', () => {
  expect(checkDataDir(dataDir)).toEqual([]);
});

describe('each mistake an editor makes stops the build with its own message', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, badCase) => {
    const dir = copyOfData();
    badCase.apply(dir);
    expect(messages(dir)).toEqual(badCase.messages);
  });
});

describe('readJson says where a file stops being JSON', () => {
  test.each([
    [
      '{\n  "a": 1,\n}\n',
      'line 3, column 1: a field name in double quotes was expected (is there a comma before a "}"?)',
    ],
    ['[\n  "a",\n  "b"\n', 'line 4, column 1: a "]" was expected to close the list'],
    [
      '{ "a": tru }',
      'line 1, column 8: this is not a value (texts need double quotes; true, false and null are lowercase)',
    ],
    ['{ "a": "uno" }\n]', 'line 2, column 1: the file should end here; there is more text after the data'],
    ['{ // nota\n "a": 1 }', 'line 1, column 3: JSON files cannot hold comments'],
    ['{ "a": "sin cerrar }', 'line 1, column 8: a text is not closed with a double quote'],
    ['', 'line 1, column 1: a value was expected (is there a comma before a "]" or a missing value?)'],
  ])('%j', (text, where) => {
    expect(readJson(text)).toEqual({ error: `is not valid JSON: ${where}` });
  });

  test('a byte order mark is named, not reported as a stray character', () => {
    expect(readJson('\uFEFF{}')).toEqual({
      error: 'starts with an invisible byte order mark (BOM); save it as UTF-8 without BOM',
    });
  });

  test('valid JSON is returned as data', () => {
    expect(readJson('{ "a": [1, "dos"] }')).toEqual({ data: { a: [1, 'dos'] } });
  });
});

describe('images by address', () => {
  test.each([
    ['https://cdn.example.com/fotos/cliente.jpg', null],
    ['https://cdn.example.com/render?id=7', null],
    ['http://127.0.0.1:8123/foto.jpg', null],
    ['http://localhost/foto.jpg', null],
    ['http://example.com/foto.jpg', 'needs an https:// address (got "http://example.com/foto.jpg")'],
    ['ftp://example.com/foto.jpg', 'needs an https:// address (got "ftp://example.com/foto.jpg")'],
    ['https://', 'is not a valid web address (got "https://")'],
  ])('%s', (url, problem) => {
    expect(imageUrlProblem(url)).toBe(problem);
  });

  test('an address passes the check without a file and is listed with its entry and field', () => {
    const dir = copyOfData();
    const url = 'https://cdn.example.com/fotos/cliente-2';
    const file = path.join(dir, 'clients.json');
    const clients = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: { photo: string }[] };
    const [, second] = clients.items;
    if (second) second.photo = url;
    fs.writeFileSync(file, JSON.stringify(clients));
    expect(messages(dir)).toEqual([]);
    const spec = contentFiles.find((f) => f.typeName === 'ClientsJson');
    if (!spec) throw new Error('no ClientsJson');
    expect(imageUrls(clients, spec, 'data/clients.json', dir)).toEqual([
      { file: 'data/clients.json', entry: 'entry 2 ("cliente-2")', field: 'photo', url },
    ]);
  });

  test('the shipped content has no address to download', () => {
    for (const spec of contentFiles.filter((f) => !f.path.includes('*'))) {
      const data = JSON.parse(fs.readFileSync(path.join(dataDir, spec.path), 'utf8')) as unknown;
      expect(imageUrls(data, spec, spec.path, dataDir)).toEqual([]);
    }
  });
});

test('an unknown field far from any known one lists the known fields', () => {
  const dir = copyOfData();
  const file = path.join(dir, 'home.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), constructor: 1 }));
  expect(messages(dir)).toEqual([
    `data/home.json, the file, field "constructor": is not a known field here (known: ${Object.keys(
      contentFiles[1]?.fields ?? {},
    ).join(', ')})`,
  ]);
});

test('an empty text, a nested field and a list item are named precisely', () => {
  const dir = copyOfData();
  edit(dir, 'process.json', ({ items: list }: { items: { title: string; bullets: string[] }[] }) => {
    if (list[0]) list[0].title = '  ';
    if (list[2]) list[2].bullets[1] = '';
  });
  edit(dir, 'site.json', (site: { figures: { casesWon: { value?: string } } }) => {
    delete site.figures.casesWon.value;
  });
  expect(messages(dir)).toEqual([
    'data/site.json, the file, field "figures.casesWon.value": needs a non-empty text (missing)',
    'data/process.json, entry 1 ("evaluacion"), field "title": needs a non-empty text (got "  ")',
    'data/process.json, entry 3 ("representacion"), field "bullets[1]": needs a non-empty text (got "")',
  ]);
});

test('a bad phone, a display that disagrees, an unknown icon and an unknown field', () => {
  const dir = copyOfData();
  edit(dir, 'site.json', (site: { phone: { digits: string }; extra?: number }) => {
    site.phone.digits = '3105550123';
    site.extra = 1;
  });
  edit(dir, 'services.json', ({ items: list }: { items: { icon: string }[] }) => {
    if (list[0]) list[0].icon = 'rocket';
  });
  expect(messages(dir)).toEqual([
    expect.stringMatching(
      /^data\/site\.json, the file, field "phone\.digits": needs Colombian number as international digits/,
    ),
    'data/site.json, the file, field "extra": is not a known field here (known: ' +
      Object.keys(contentFiles[0]?.fields ?? {}).join(', ') +
      ')',
    'data/site.json, the file, field "phone.display": shows other digits than phone.digits (3105550123)',
    'data/services.json, entry 1 ("proteccion-legal"), field "icon": needs one of shield, users, trophy, eye, scale, home (got "rocket")',
  ]);
});

test('wrong counts, repeated slugs and a missing file', () => {
  const dir = copyOfData();
  edit(dir, 'services.json', ({ items: list }: { items: { slug: string }[] }) => {
    list.pop();
    if (list[1] && list[0]) list[1].slug = list[0].slug;
  });
  fs.rmSync(path.join(dir, 'home.json'));
  expect(messages(dir)).toEqual([
    'data/home.json, the file, field "(whole file)": is missing',
    'data/services.json, the file, field "(whole file)": needs 4 entries (has 3)',
    'data/services.json, entry 2 ("proteccion-legal"), field "slug": repeats the slug of another entry',
  ]);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDataDir, formatProblem } from '../../src/gatsby/content-check';
import { contentFiles } from '../../src/gatsby/content-shape';
import { dataDir } from '../../src/gatsby/node-api';

/** A copy of data/ in a temp dir that a test can break. */
function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  const copy = path.join(dir, 'data');
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

test('a missing field names the file, the entry and the field', () => {
  const dir = copyOfData();
  edit(dir, 'testimonials.json', (list: { quote?: string }[]) => {
    delete list[1]?.quote;
  });
  expect(messages(dir)).toEqual([
    'data/testimonials.json, entry 2 ("gloria-mendez"), field "quote": needs a non-empty text (missing)',
  ]);
});

test('an empty text, a nested field and a list item are named precisely', () => {
  const dir = copyOfData();
  edit(dir, 'process.json', (list: { title: string; bullets: string[] }[]) => {
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

test('a missing image is reported with its path', () => {
  const dir = copyOfData();
  edit(dir, 'clients.json', (list: { photo: string }[]) => {
    if (list[2]) list[2].photo = 'images/no-existe.jpg';
  });
  expect(messages(dir)).toEqual([
    'data/clients.json, entry 3 ("cliente-3"), field "photo": points to an image that does not exist: data/images/no-existe.jpg',
  ]);
});

test('a malformed file is reported, not thrown', () => {
  const dir = copyOfData();
  fs.writeFileSync(path.join(dir, 'services.json'), '[{ "slug": "a", }');
  const [problem] = messages(dir);
  expect(problem).toMatch(/^data\/services\.json, the file, field "\(whole file\)": is not valid JSON: /);
});

test('a bad phone, a display that disagrees, an unknown icon and an unknown field', () => {
  const dir = copyOfData();
  edit(dir, 'site.json', (site: { phone: { digits: string }; extra?: number }) => {
    site.phone.digits = '3105550123';
    site.extra = 1;
  });
  edit(dir, 'services.json', (list: { icon: string }[]) => {
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
  edit(dir, 'services.json', (list: { slug: string }[]) => {
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

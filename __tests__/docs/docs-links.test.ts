/**
 * @jest-environment node
 *
 * The guides stay readable: every link between them leads to a file and a heading that exist, every
 * guide or guide's section a file of the code names is there, and each page stays short enough to
 * finish (CONTRIBUTING.md the current rules; the marketers' guide one page per task, with a short index).
 */
import fs from 'node:fs';
import path from 'node:path';
import { markdownFilesUnder, readMarkdown, ROOT, slug } from '../fixtures/markdown';

const pages = ['README.md', 'CONTRIBUTING.md', ...markdownFilesUnder('docs')].map(readMarkdown);
const byFile = new Map(pages.map((page) => [page.file, page]));
const bytes = (file: string) => fs.statSync(path.join(ROOT, file)).size;

test.each([
  ['3. Qué funciona en este sitio', '3-qué-funciona-en-este-sitio'],
  [
    '8.4 Crear las acciones «Chat de WhatsApp» y «Cliente firmado»',
    '84-crear-las-acciones-chat-de-whatsapp-y-cliente-firmado',
  ],
  ['Añadir una página: el diseño de la sección', 'añadir-una-página-el-diseño-de-la-sección'],
  ['Measuring: `npm run bench`', 'measuring-npm-run-bench'],
  ['What each part costs: `--variants`', 'what-each-part-costs---variants'],
  ['snake_case and kebab-case', 'snake_case-and-kebab-case'],
  ['[A link](x.md) in a heading', 'a-link-in-a-heading'],
])(
  "GitHub's anchor of %j is %j: lower-case, spaces to '-', punctuation gone, accents and ñ kept",
  (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
  },
);

test('the pages read here are the README, CONTRIBUTING.md and every guide under docs/', () => {
  expect(pages.length).toBeGreaterThan(8);
  expect([...byFile.keys()]).toEqual(expect.arrayContaining(['docs/marketing.md', 'docs/marketing/velocidad.md']));
});

describe.each(pages)('$file', ({ file, links }) => {
  const local = links.filter(({ href }) => !/^[a-z][a-z0-9+.-]*:/i.test(href));

  test('every relative link leads to a file that exists', () => {
    const missing = local
      .map(({ href, line }) => ({ line, href, target: href.split('#')[0] ?? '' }))
      .filter(({ target }) => target !== '' && !fs.existsSync(path.join(ROOT, path.dirname(file), target)))
      .map(({ line, href }) => `${file}:${line} ${href}`);
    expect(missing).toEqual([]);
  });

  test('every #anchor of a link is a heading of the page it leads to', () => {
    const broken = local
      .filter(({ href }) => href.includes('#'))
      .filter(({ href }) => {
        const [target = '', anchor = ''] = href.split('#');
        const into = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const page = byFile.get(into) ?? (into.endsWith('.md') ? readMarkdown(into) : undefined);
        return !page?.headings.some((heading) => heading.anchor === decodeURIComponent(anchor));
      })
      .map(({ href, line }) => `${file}:${line} ${href}`);
    expect(broken).toEqual([]);
  });
});

test('CONTRIBUTING.md is at most 15 KB: the current rules, with history and yearly procedures on pages it links', () => {
  expect(bytes('CONTRIBUTING.md')).toBeLessThanOrEqual(15 * 1024);
});

describe("the marketers' guide", () => {
  const guidePages = markdownFilesUnder('docs/marketing');
  const index = readMarkdown('docs/marketing.md');

  test('is split by task into pages of at most 25 KB each', () => {
    expect(guidePages.length).toBeGreaterThanOrEqual(3);
    expect(guidePages.map((file) => ({ file, small: bytes(file) <= 25 * 1024 }))).toEqual(
      guidePages.map((file) => ({ file, small: true })),
    );
  });

  test('has a short index (at most 5 KB) that links every page', () => {
    expect(bytes('docs/marketing.md')).toBeLessThanOrEqual(5 * 1024);
    const linked = new Set(index.links.map(({ href }) => path.posix.join('docs', href.split('#')[0] ?? '')));
    expect(guidePages.filter((file) => !linked.has(file))).toEqual([]);
  });

  test("the index lists every numbered section of the guide's pages, in order, each linked where it lives", () => {
    const sections = guidePages
      .flatMap((file) =>
        readMarkdown(file)
          .headings.filter(({ level, text }) => level === 2 && /^\d+\. /.test(text))
          .map(({ text, anchor }) => ({ number: Number(text.split('.')[0]), href: `${file.slice(5)}#${anchor}` })),
      )
      .sort((a, b) => a.number - b.number);
    expect(sections.map(({ number }) => number)).toEqual(sections.map((_, i) => i + 1));
    const listed = index.links.map(({ href }) => decodeURIComponent(href)).filter((href) => href.includes('#'));
    expect(listed).toEqual(sections.map(({ href }) => href));
  });

  test('each page says what it is for and links back to the index', () => {
    for (const file of guidePages) {
      const intro = fs.readFileSync(path.join(ROOT, file), 'utf8').split(/^## /m)[0] ?? '';
      expect({ file, linksIndex: intro.includes('](../marketing.md)') }).toEqual({ file, linksIndex: true });
    }
  });
});

/**
 * A guide named in the code, a test or a configuration file (`docs/publishing.md`, `CONTRIBUTING.md`),
 * and the section it names in quotes after it (`CONTRIBUTING.md, "Test layers"`): a heading of that
 * page (its number aside, or the words before its colon) or a bold lead-in of its lists (`**The review on this computer**`).
 */
describe('the guides and sections the code names', () => {
  const folders = [
    'src',
    'scripts',
    'tools',
    'deploy',
    '__tests__',
    'browser-tests',
    'build-tests',
    'functions',
    'netlify',
  ];
  const rootFiles = fs
    .readdirSync(ROOT)
    .filter((name) => /\.(ts|tsx|js|cjs|mjs|json|jsonc|toml|sh)$/.test(name) && name !== 'package-lock.json');
  const sources = [
    ...rootFiles,
    ...folders
      .filter((folder) => fs.existsSync(path.join(ROOT, folder)))
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
          .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
      )
      .filter((file) => /\.(ts|tsx|js|cjs|mjs|json|jsonc|toml|sh|yml|html)$/.test(file))
      .filter((file) => !file.startsWith('src/gatsby-types') && fs.statSync(path.join(ROOT, file)).isFile()),
  ];
  const named = sources.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .matchAll(
          /(?<![\w/.'"-])(CONTRIBUTING\.md|docs\/[\w/.-]+\.md)(?:`?'s\s+|`?,\s*|`?\s+\(?)?(?:(["'«])([^"'»\n]{2,80})(?:["'»]))?/g,
        ),
    ].map(([, guide = '', quote, section]) => ({ file, guide, section: quote ? section : undefined })),
  );

  test('some are found, so the checks below have something to check', () => {
    expect(named.filter(({ section }) => section).length).toBeGreaterThan(10);
  });

  test('every guide named exists', () => {
    expect(named.filter(({ guide }) => !fs.existsSync(path.join(ROOT, guide)))).toEqual([]);
  });

  test('every section named in quotes after a guide is a heading or a bold lead-in of that guide', () => {
    const missing = named.filter(({ guide, section }) => {
      if (section === undefined || !fs.existsSync(path.join(ROOT, guide))) return false;
      const page = readMarkdown(guide);
      // A heading is named by its words, without its number, or by the words before its colon ("Field data").
      const titles = page.headings.map(({ text }) => text.replace(/^[\d.]+\s+/, ''));
      return (
        !titles.some((title) => title === section || title.startsWith(`${section}:`)) &&
        !page.text.includes(`**${section}`)
      );
    });
    expect(missing).toEqual([]);
  });
});

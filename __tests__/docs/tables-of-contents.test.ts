/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const DOCS = path.resolve(__dirname, '../../docs');

/**
 * A heading's anchor as GitHub makes it (github-slugger): lower-case, every character that is not a
 * letter, a mark, a digit, '_', '-' or a space removed (so accents stay), then each space a '-'.
 */
const slug = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading anchors on its text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

interface Guide {
  /** Every heading, in order, with its anchor ('-1', '-2'… after a repeat, as GitHub does). */
  headings: { level: number; anchor: string }[];
  /** The table of contents: the anchors linked before the first `##` heading, in order. */
  contents: string[];
}

/** A guide's headings and table of contents, outside fenced code (a `# comment` in a block is no heading). */
function readGuide(file: string): Guide {
  const guide: Guide = { headings: [], contents: [] };
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(path.join(DOCS, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.*?)(\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[2] ?? '');
      const repeats = seen.get(base) ?? 0;
      seen.set(base, repeats + 1);
      guide.headings.push({ level: heading[1]?.length ?? 0, anchor: repeats ? `${base}-${repeats}` : base });
    } else if (!guide.headings.some(({ level }) => level === 2)) {
      for (const [, anchor] of line.matchAll(/\]\(#([^)\s]+)\)/g))
        guide.contents.push(decodeURIComponent(anchor ?? ''));
    }
  }
  return guide;
}

const guides = fs
  .readdirSync(DOCS)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file, ...readGuide(file) }));
const withContents = guides.filter(({ contents }) => contents.length > 0);

test("a heading's anchor follows GitHub's rule: lower-case, spaces to '-', punctuation gone, accents kept", () => {
  expect(slug('3. Qué funciona en este sitio')).toBe('3-qué-funciona-en-este-sitio');
  expect(slug('8.4 Crear las acciones «Chat de WhatsApp» y «Cliente firmado»')).toBe(
    '84-crear-las-acciones-chat-de-whatsapp-y-cliente-firmado',
  );
  expect(slug('Measuring: `npm run bench`')).toBe('measuring-npm-run-bench');
  expect(slug('What each part costs: `--variants`')).toBe('what-each-part-costs---variants');
  expect(slug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
});

test("the marketers' guide has a table of contents, so the checks below have one to check", () => {
  expect(withContents.map(({ file }) => file)).toContain('marketing.md');
});

test("both Spanish guides, the marketers' and the editors', list the marketers' page in their tables of contents", () => {
  for (const file of ['marketing.md', 'editores.md']) {
    const contents = withContents.find((guide) => guide.file === file)?.contents ?? [];
    expect({ file, listed: contents.some((anchor) => anchor.endsWith('herramientas-de-mercadeo')) }).toEqual({
      file,
      listed: true,
    });
  }
});

describe.each(withContents)('docs/$file', ({ headings, contents }) => {
  test('its table of contents lists every ## section, in order', () => {
    const sections = headings.filter(({ level }) => level === 2).map(({ anchor }) => anchor);
    expect(contents.filter((anchor) => sections.includes(anchor))).toEqual(sections);
  });

  test('every link of its table of contents leads to a heading of the guide', () => {
    const anchors = new Set(headings.map(({ anchor }) => anchor));
    expect(contents.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });
});

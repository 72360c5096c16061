/**
 * @jest-environment node
 */
import { markdownFilesUnder, readMarkdown } from '../fixtures/markdown';

const guides = markdownFilesUnder('docs').map(readMarkdown);
const withContents = guides.filter(({ contents }) => contents.length > 0);

test("the marketers' guide has tables of contents, so the checks below have some to check", () => {
  expect(withContents.map(({ file }) => file)).toEqual(
    expect.arrayContaining(['docs/marketing/contenedor.md', 'docs/marketing/conversiones.md', 'docs/editores.md']),
  );
});

test("both Spanish guides, the marketers' and the editors', list the marketers' page in their tables of contents", () => {
  const index = readMarkdown('docs/marketing.md');
  const listed = {
    'docs/marketing.md': index.links.some(({ href }) => href.endsWith('herramientas-de-mercadeo')),
    'docs/editores.md': readMarkdown('docs/editores.md').contents.some((a) => a.endsWith('herramientas-de-mercadeo')),
  };
  expect(listed).toEqual({ 'docs/marketing.md': true, 'docs/editores.md': true });
});

describe.each(withContents)('$file', ({ headings, contents }) => {
  test('its table of contents lists exactly its headings of the levels it lists, in order', () => {
    const levels = new Set(headings.filter(({ anchor }) => contents.includes(anchor)).map(({ level }) => level));
    expect(levels.size).toBeGreaterThan(0);
    expect(contents).toEqual(headings.filter(({ level }) => levels.has(level)).map(({ anchor }) => anchor));
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtPages, publicDir } from './support/public';
import { scaled } from '../tools/deadlines.cjs';

// The W3C Nu HTML checker, from the vnu-jar npm package (Java runs it).
const vnuJar = path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

type Message = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
};

/**
 * Every built page is valid HTML: no error and no warning. Nothing is left out: the
 * photos are plain <picture> elements, so none of gatsby-plugin-image's lazy-image
 * messages can occur. Only "info" messages are not counted (the checker's note that a
 * trailing slash on void elements such as <meta/>, which React writes, has no effect).
 */
describe('W3C Nu HTML checker', () => {
  const pages = builtPages();
  let messages: Message[];

  beforeAll(() => {
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages.map((page) => path.join(publicDir, page))],
      { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
    );
    // vnu writes its JSON report on stderr.
    messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages;
  }, scaled(120_000));

  it('checked every page', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'frammento.html', '404.html']));
    // The report really covers them: each page has at least the checker's informational notes.
    const reported = new Set(messages.map((message) => path.relative(publicDir, new URL(message.url).pathname)));
    expect([...reported].sort()).toEqual(pages);
  });

  it('reports no error or warning on any page', () => {
    const problems = messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map(
        (message) =>
          `${path.relative(publicDir, new URL(message.url).pathname)}: ${message.message} [${message.extract ?? ''}]`,
      );
    expect(problems).toEqual([]);
  });
});

/**
 * The two pages of /admin/ as the build writes them: the editor's (with the link to the marketers' page above
 * Decap) and the marketers' page. Decap and React draw the rest in the browser; the marketers' page as
 * Chromium drew it is checked by browser-tests/marketing-page.test.ts.
 */
describe('W3C Nu HTML checker, on the pages of /admin/', () => {
  const pages = ['admin/index.html', 'admin/marketing.html'];

  it(
    'reports no error or warning on the editor’s page or the marketers’ page',
    () => {
      const run = spawnSync(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages.map((page) => path.join(publicDir, page))],
        { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
      );
      const messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages;
      const reported = new Set(messages.map((message) => path.relative(publicDir, new URL(message.url).pathname)));
      const problems = messages
        .filter((message) => message.type !== 'info' || message.subType === 'warning')
        .map((message) => `${path.relative(publicDir, new URL(message.url).pathname)}: ${message.message}`);
      expect(problems).toEqual([]);
      // Checked: a page the checker did not read would have no message at all (not even its notes).
      expect([...reported].sort()).toEqual(pages);
    },
    scaled(60_000),
  );
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtPages, publicDir } from './support/public';

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
  }, 120_000);

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

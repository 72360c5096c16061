/**
 * What an editor saved is what the next build publishes, however `gatsby develop` ended. On a
 * throwaway copy: `gatsby develop` runs; a testimonial's quote is changed in data/ (as decap-server
 * writes it); develop stores the changed node in .cache/ and is killed (SIGKILL) before its
 * queries run again. A small plugin in the copy holds develop at exactly that moment (after the
 * node is written to Gatsby's store, before the queries). Then `gatsby build` must publish the new quote.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIn, copyProject } from '../tools/build-copy.cjs';
import { workerPort } from './support/server';

jest.setTimeout(30 * 60_000);

const NEW_QUOTE = 'Guardé este testimonio desde el editor y lo detuve de inmediato; la página lo publica.';
/** Holds develop once the node with PAUSE_ON_TEXT is in Gatsby's store, and says so in PAUSE_MARKER. */
const PAUSE_PLUGIN = `exports.onCreateNode = async ({ node }) => {
  const text = process.env.PAUSE_ON_TEXT;
  if (!text || !JSON.stringify(node).includes(text)) return;
  await require('gatsby/dist/datastore').getDataStore().ready();
  require('node:fs').writeFileSync(process.env.PAUSE_MARKER, node.id);
  await new Promise(() => {});
};
`;

let dir: string;
let oldQuote = '';

async function until(check: () => boolean, what: string, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a quote saved while gatsby develop runs, which is then killed before its queries run, is on the next build', async () => {
  dir = fs.realpathSync(copyProject());
  // The plugin is in the configuration of both runs (a plugin change would make Gatsby drop the cache).
  fs.mkdirSync(path.join(dir, 'plugins/pause-after-node'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'plugins/pause-after-node/gatsby-node.js'), PAUSE_PLUGIN);
  fs.writeFileSync(path.join(dir, 'plugins/pause-after-node/package.json'), '{ "name": "pause-after-node" }\n');
  const config = fs.readFileSync(path.join(dir, 'gatsby-config.ts'), 'utf8');
  expect(config).toContain('plugins: [\n');
  fs.writeFileSync(
    path.join(dir, 'gatsby-config.ts'),
    config.replace('plugins: [\n', "plugins: [\n    'pause-after-node',\n"),
  );

  const marker = path.join(dir, 'paused');
  // A terminal's environment: Jest's NODE_ENV=test would make gatsby develop's Babel fail.
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  const develop = spawn(
    path.join(dir, 'node_modules/.bin/gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(workerPort(5))],
    { cwd: dir, env: { ...env, PAUSE_ON_TEXT: NEW_QUOTE, PAUSE_MARKER: marker }, detached: true },
  );
  let output = '';
  develop.stdout.on('data', (chunk) => (output += chunk));
  develop.stderr.on('data', (chunk) => (output += chunk));
  const group = develop.pid;
  const savedState = path.join(dir, '.cache/redux');
  let stateBefore = '';
  if (group === undefined) throw new Error('gatsby develop did not start');
  try {
    // Ready: its first queries ran and their results were saved to .cache/.
    await until(
      () => /You can now view/.test(output),
      'gatsby develop to be ready',
      15 * 60_000,
      () => output,
    );
    // Gatsby's query state as develop saved it once ready, before the change: restored after the
    // kill, so the case is the same whether or not develop saved its state again in between
    // (it does on its own schedule): a changed node in .cache/, the query state from before it.
    await until(
      () => fs.existsSync(savedState),
      'develop to save its state',
      60_000,
      () => output,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stateBefore = fs.mkdtempSync(path.join(dir, '..', 'redux-before-'));
    fs.cpSync(savedState, stateBefore, { recursive: true });
    const file = path.join(dir, 'data/testimonials.json');
    const before = fs.readFileSync(file, 'utf8');
    const data = JSON.parse(before) as { items: { quote: string }[] };
    const first = data.items[0];
    if (!first) throw new Error('data/testimonials.json has no testimonial');
    oldQuote = first.quote;
    first.quote = NEW_QUOTE;
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    await until(
      () => fs.existsSync(marker),
      'develop to store the changed node',
      5 * 60_000,
      () => output,
    );
    // Gatsby's store commits its writes apart from the call that made them: wait until the
    // committed store on disk holds the new quote, so that killing develop now leaves exactly
    // the case to reproduce (a changed node in .cache/, its queries not run again).
    const store = path.join(dir, '.cache/data/datastore/data.mdb');
    const quote = Buffer.from(NEW_QUOTE);
    await until(
      () => fs.existsSync(store) && fs.readFileSync(store).includes(quote),
      'the changed node to be committed to .cache/',
      60_000,
      () => output,
    );
  } finally {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // gone
    }
  }
  fs.rmSync(savedState, { recursive: true, force: true });
  fs.cpSync(stateBefore, savedState, { recursive: true });
  fs.rmSync(stateBefore, { recursive: true, force: true });

  const { ok, output: built } = await buildIn(dir);
  expect([ok, ok ? '' : built.slice(-3000)]).toEqual([true, '']);
  const home = fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8');
  const published = home.includes(NEW_QUOTE) ? 'the new quote' : home.includes(oldQuote) ? 'the old quote' : 'neither';
  expect(published).toBe('the new quote');
  // The build said why it read the file again.
  expect(built).toContain('.cache held 1 unpublished change(s); reading them again.');
});

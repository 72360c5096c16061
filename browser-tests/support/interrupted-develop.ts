/**
 * `gatsby develop` stopped at the worst moment, for the editor test's last step: a file in data/ is
 * changed (as decap-server writes it) while develop runs; develop stores the changed node in .cache/
 * and is killed (SIGKILL) before its queries run again and before it saves its query state. A small
 * plugin in the copy holds develop at exactly that moment (after the node is written to Gatsby's
 * store, before the queries). The next build must publish the change (CONTRIBUTING.md, "Stale
 * builds"). The copy must have been built before: without that build (or with the second testimonial
 * changed instead of the first), the next build published the change even with the check switched
 * off, so the test proved nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { terminalEnv, until } from './cms-command';

/** Holds develop once the node with PAUSE_ON_TEXT is in Gatsby's store, and says so in PAUSE_MARKER. */
const PAUSE_PLUGIN = `exports.onCreateNode = async ({ node }) => {
  const text = process.env.PAUSE_ON_TEXT;
  if (!text || !JSON.stringify(node).includes(text)) return;
  await require('gatsby/dist/datastore').getDataStore().ready();
  require('node:fs').writeFileSync(process.env.PAUSE_MARKER, node.id);
  await new Promise(() => {});
};
`;

/** Where Gatsby keeps its compiled gatsby-config and gatsby-node, and the cache of the compiler (Parcel). */
const BUILD_COMPILED = ['.cache/compiled', '.cache/.parcel-cache'];

/**
 * Adds the pause plugin to the configuration of the copy `dir`, before its first build: it must be in
 * the configuration of every run, as a plugin change would make Gatsby drop its cache. Without
 * PAUSE_ON_TEXT it does nothing.
 */
export function addPausePlugin(dir: string): void {
  fs.mkdirSync(path.join(dir, 'plugins/pause-after-node'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'plugins/pause-after-node/gatsby-node.js'), PAUSE_PLUGIN);
  fs.writeFileSync(path.join(dir, 'plugins/pause-after-node/package.json'), '{ "name": "pause-after-node" }\n');
  const config = fs.readFileSync(path.join(dir, 'gatsby-config.ts'), 'utf8');
  if (!config.includes('plugins: [\n'))
    throw new Error('gatsby-config.ts has no "plugins: [" line to add the plugin to');
  fs.writeFileSync(
    path.join(dir, 'gatsby-config.ts'),
    config.replace('plugins: [\n', "plugins: [\n    'pause-after-node',\n"),
  );
}

/**
 * In the copy `dir` (built once, with the pause plugin): runs gatsby develop on `port` until it is
 * ready, lets `save` write `text` into data/, and kills develop once the changed node is committed to
 * .cache/ and before its queries run again. Then puts back the query state the copy's build saved, as
 * if develop had been stopped before it saved its own: every node develop stored (at its start and the
 * change) is newer than the saved state. Develop saves its state on its own schedule (once ready, and
 * after running queries), so this makes the case the same on every run; and it is the case that made
 * the build fail when the check deleted those nodes (Gatsby refused to delete its own pages' nodes).
 * It also puts back the build's compiled gatsby-config and gatsby-node (BUILD_COMPILED): develop compiles
 * them with source maps, and the site's gatsby-node is a build dependency of webpack's cache (it has
 * onCreateWebpackConfig), so the next build would bundle everything again, about 60 core-seconds, for a
 * reason the case does not test.
 */
export async function saveWhileDevelopDies(dir: string, port: number, text: string, save: () => void): Promise<void> {
  const marker = path.join(dir, 'paused');
  const kept = ['.cache/redux', ...BUILD_COMPILED].map((folder) => path.join(dir, folder));
  for (const folder of kept) if (!fs.existsSync(folder)) throw new Error(`${dir} has no ${folder}: build it first`);
  const before = fs.mkdtempSync(path.join(dir, '..', 'cache-before-'));
  kept.forEach((folder, i) => fs.cpSync(folder, path.join(before, String(i)), { recursive: true }));
  const env = { ...terminalEnv(), GATSBY_TELEMETRY_DISABLED: '1' };
  const develop = spawn(
    path.join(dir, 'node_modules/.bin/gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: dir, env: { ...env, PAUSE_ON_TEXT: text, PAUSE_MARKER: marker }, detached: true },
  );
  let output = '';
  develop.stdout.on('data', (chunk) => (output += chunk));
  develop.stderr.on('data', (chunk) => (output += chunk));
  const log = () => output;
  const group = develop.pid;
  if (group === undefined) throw new Error('gatsby develop did not start');
  try {
    // Ready: its first queries ran and their results were saved to .cache/.
    await until(() => /You can now view/.test(output), 'gatsby develop to be ready', 15 * 60_000, log);
    save();
    await until(() => fs.existsSync(marker), 'develop to store the changed node', 5 * 60_000, log);
    // Gatsby's store commits its writes apart from the call that made them: wait until the
    // committed store on disk holds the new text, so that killing develop now leaves exactly
    // the case to reproduce (a changed node in .cache/, its queries not run again).
    const store = path.join(dir, '.cache/data/datastore/data.mdb');
    const saved = Buffer.from(text);
    await until(
      () => fs.existsSync(store) && fs.readFileSync(store).includes(saved),
      'the changed node to be committed to .cache/',
      60_000,
      log,
    );
  } finally {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // gone
    }
    // Also when a wait timed out, so that the saved copy never stays behind in the temporary folder.
    kept.forEach((folder, i) => {
      fs.rmSync(folder, { recursive: true, force: true });
      fs.cpSync(path.join(before, String(i)), folder, { recursive: true });
    });
    fs.rmSync(before, { recursive: true, force: true });
  }
}

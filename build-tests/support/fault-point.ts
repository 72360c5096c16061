/**
 * Gatsby stopped at an exact step between a saved file of data/ and its saved query state, for
 * build-tests/support/stopped-sessions.ts. A small plugin added to a copy of the project holds
 * `gatsby develop` (or `gatsby build`) at the step FAULT_AT names, once Gatsby's node store has
 * committed what that step leaves, and says so by writing FAULT_MARKER. The test then signals the
 * command's process group as a terminal's Ctrl-C (SIGINT) or a kill (SIGKILL) would. No step is
 * picked by a clock: the plugin waits on the store's own state, the test on the marker.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { terminalEnv } from '../../tools/build-copy.cjs';
import { until } from '../../browser-tests/support/until';
import { scaled } from '../../tools/deadlines.cjs';

/** The steps, in the order Gatsby goes through them after `data/testimonials.json` is saved. */
export const STEPS = {
  /** The file's node has its new content; the old testimonials node is deleted, the new one not made. */
  oldNodeDeleted: 'the old node is deleted and the new one does not exist yet',
  /** The new testimonials node is stored; no query has run on it. */
  newNodeStored: 'the new node is stored and its queries have not run',
  /** Its queries ran and their results were written; Gatsby has not saved its query state. */
  queriesRan: 'its queries ran and the query state is not saved yet',
} as const;
export type Step = keyof typeof STEPS;

/** The plugin (CommonJS, as Gatsby loads a local plugin). Without FAULT_AT it does nothing. */
const FAULT_PLUGIN = `const fs = require('node:fs');
const { FAULT_AT: at, FAULT_TEXT: text, FAULT_MARKER: marker } = process.env;
const store = () => require('gatsby/dist/datastore').getDataStore();
const hold = (step) => {
  fs.writeFileSync(marker, step);
  return new Promise(() => {});
};
/** Until the store's committed data passes \`done\`: each look after Gatsby's pending writes are committed. */
async function until(done) {
  for (;;) {
    await store().ready();
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
let seen = false;
exports.onPreInit = () => {
  if (at !== 'queriesRan') return;
  // Develop saves its query state each time it is idle again, after its queries ran.
  const redux = require('gatsby/dist/redux');
  const save = redux.saveState;
  redux.saveState = () => (seen ? hold(at) : save());
};
exports.onCreateNode = async ({ node }) => {
  if (!at || !text) return;
  const { type } = node.internal;
  if (at === 'oldNodeDeleted' && type === 'File' && node.relativePath === 'testimonials.json') {
    if (!fs.readFileSync(node.absolutePath, 'utf8').includes(text)) return;
    // This plugin runs before gatsby-transformer-json: the file's node is new, its old child gone.
    await until(
      () =>
        store().getNode(node.id)?.internal.contentDigest === node.internal.contentDigest &&
        store().countNodes('TestimonialsJson') === 0,
    );
    return hold(at);
  }
  if (type !== 'TestimonialsJson' || !JSON.stringify(node).includes(text)) return;
  if (at === 'queriesRan') {
    seen = true;
    return;
  }
  if (at === 'newNodeStored') {
    await until(() => JSON.stringify(store().getNode(node.id) ?? {}).includes(text));
    return hold(at);
  }
};
`;

/**
 * Adds the plugin to the copy `dir`, first in its configuration (so it sees a file's node before
 * gatsby-transformer-json makes its child), before the copy's first build: a plugin added later
 * would make Gatsby drop its cache for that reason alone.
 */
export function addFaultPlugin(dir: string): void {
  const plugin = path.join(dir, 'plugins/fault-point');
  fs.mkdirSync(plugin, { recursive: true });
  fs.writeFileSync(path.join(plugin, 'gatsby-node.js'), FAULT_PLUGIN);
  fs.writeFileSync(path.join(plugin, 'package.json'), '{ "name": "fault-point" }\n');
  const config = fs.readFileSync(path.join(dir, 'gatsby-config.ts'), 'utf8');
  if (!config.includes('plugins: [\n'))
    throw new Error('gatsby-config.ts has no "plugins: [" line to add the plugin to');
  fs.writeFileSync(
    path.join(dir, 'gatsby-config.ts'),
    config.replace('plugins: [\n', "plugins: [\n    'fault-point',\n"),
  );
}

/** A free port on 127.0.0.1, from the system. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const alive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

export type Stopped = {
  /** What the command printed. */
  output: string;
  /** Whether every process of the command ended on the signal (a SIGINT that Gatsby ignored would not). */
  ended: boolean;
};

/**
 * In the copy `dir`: runs `gatsby develop` (until it is ready, then `save()`) or `gatsby build` (after
 * `save()`), holds it at `step` once `text` is saved, and sends `signal` to its process group. Resolves once
 * every process of the command is gone (after a SIGINT left alone for 5 minutes, with a SIGKILL: `ended` says so;
 * the stopped sessions run at the least CPU share, scripts/test-all.sh, so a minute could end a slow exit).
 */
export async function stopAt(
  dir: string,
  command: 'develop' | 'build',
  step: Step,
  signal: 'SIGINT' | 'SIGKILL',
  text: string,
  save: () => void,
): Promise<Stopped> {
  const marker = path.join(dir, 'fault-point-reached');
  fs.rmSync(marker, { force: true });
  if (command === 'build') save();
  const args =
    command === 'develop' ? ['develop', '--host', '127.0.0.1', '--port', String(await freePort())] : ['build'];
  const child = spawn(path.join(dir, 'node_modules/.bin/gatsby'), args, {
    cwd: dir,
    env: { ...terminalEnv(), GATSBY_TELEMETRY_DISABLED: '1', FAULT_AT: step, FAULT_TEXT: text, FAULT_MARKER: marker },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const said = () => output;
  const group = child.pid;
  if (group === undefined) throw new Error(`gatsby ${command} did not start`);
  let ended = false;
  try {
    if (command === 'develop') {
      await until('gatsby develop to be ready', () => /You can now view/.test(output), {
        timeoutMs: scaled(30 * 60_000),
        said,
      });
      save();
    }
    await until(`gatsby ${command} to reach "${STEPS[step]}"`, () => fs.existsSync(marker), {
      timeoutMs: scaled(30 * 60_000),
      said,
    });
    process.kill(-group, signal);
    await until(`gatsby ${command} to end on ${signal}`, () => !alive(group), {
      timeoutMs: scaled(5 * 60_000),
      said,
    }).then(
      () => (ended = true),
      () => undefined,
    );
  } finally {
    if (alive(group)) process.kill(-group, 'SIGKILL');
    await until(`gatsby ${command} to end on SIGKILL`, () => !alive(group), { timeoutMs: scaled(60_000), said });
  }
  return { output, ended };
}

/**
 * `npm run cms` as an editor runs it in a terminal, for the tests that run the command on a
 * throwaway copy of the project (cms-command.test.ts, cms-review.test.ts): starting it, waiting
 * for it, and checking that Ctrl-C left nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { copyProject, shrinkPhotos, terminalEnv } from '../../tools/build-copy.cjs';
import { PORT } from './server';
import { until, untilShown } from './until';
import { deadlines, scaled } from '../../tools/deadlines.cjs';

/**
 * Where the copies for `npm run cms` live: `<tmp>/site-copy-cms-<port>`, or `…-<port>-<worker>` while it is taken.
 * Named by the run's port (support/server.ts): two runs on one machine, their ports apart, never share a copy nor
 * remove each other's (one run replacing the other's copy under its develop failed that run's cms-command, 2026-12-07).
 */
const CMS_COPY = path.join(os.tmpdir(), `site-copy-cms-${PORT}`);

/** Held (a folder, made at once or not at all) by the test file using CMS_COPY; released by `releaseCmsCopy`. */
const CMS_COPY_LEASE = `${CMS_COPY}.lease`;

/** Whether this test file holds the lease (Jest gives each test file its own modules). */
let leased = false;

/** What develop leaves in a checkout and starts again from: its cache and what it wrote to public/. */
const DEVELOP_OUTPUT = ['.cache', 'public'];

/**
 * A fresh copy of the project for `npm run cms`, at one place for the whole run, that keeps the `.cache/` and
 * `public/` the previous `npm run cms` test left there: the first of the files that run the command starts
 * gatsby develop cold, as on a new checkout, and the next one warm, as an editor's next session does, with
 * data/ as committed (develop reads the files that changed since its last session again). Everything else is
 * copied again, the photos shrunk (`shrinkPhotos`: these files test texts and figures, and the build after
 * the session makes every photo again). If the other Jest worker's file holds it, this file gets a cold copy of
 * its own. Give it back with `releaseCmsCopy`; the browser tests' global teardown removes them all (`removeCmsCopies`).
 */
export async function cmsCopy(): Promise<string> {
  try {
    fs.mkdirSync(CMS_COPY_LEASE);
    leased = true;
  } catch {
    leased = false;
  }
  const dir = leased ? CMS_COPY : `${CMS_COPY}-${process.env.JEST_WORKER_ID ?? '1'}`;
  const kept = fs.mkdtempSync(`${dir}-kept-`);
  for (const name of DEVELOP_OUTPUT) {
    if (fs.existsSync(path.join(dir, name))) fs.renameSync(path.join(dir, name), path.join(kept, name));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  copyProject(dir);
  await shrinkPhotos(dir);
  for (const name of DEVELOP_OUTPUT) {
    if (fs.existsSync(path.join(kept, name))) fs.renameSync(path.join(kept, name), path.join(dir, name));
  }
  fs.rmSync(kept, { recursive: true, force: true });
  return dir;
}

/** Gives back the copy `cmsCopy` gave (once its command is stopped): the next file that runs the command starts warm from it. */
export function releaseCmsCopy(): void {
  if (leased) fs.rmSync(CMS_COPY_LEASE, { recursive: true, force: true });
  leased = false;
}

/** Removes every copy `cmsCopy` made, and the lease. */
export function removeCmsCopies(): void {
  for (const name of fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(path.basename(CMS_COPY)))) {
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** A running `npm run cms`: its process, its process group (what Ctrl-C signals) and what it printed so far. */
export type CmsCommand = { cms: ChildProcess; group: number; output: () => string };

/** Starts `npm run cms` in `dir` in its own process group, as a terminal runs it, with a terminal's environment plus `env`. */
export function startCmsCommand(dir: string, env: NodeJS.ProcessEnv): CmsCommand {
  const cms = spawn('npm', ['run', 'cms'], { cwd: dir, env: { ...terminalEnv(), ...env }, detached: true });
  if (cms.pid === undefined) throw new Error('npm run cms did not start');
  let output = '';
  cms.stdout?.on('data', (chunk) => (output += chunk));
  cms.stderr?.on('data', (chunk) => (output += chunk));
  return { cms, group: -cms.pid, output: () => output };
}

/** GET `url` without following redirects; undefined when nothing answers. */
export async function get(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

/** The local addresses listening on `port` (from /proc/net/tcp and tcp6), as hex as the kernel writes them. */
export function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local_address is "ADDR:PORT"; state 0A is LISTEN.
      .flatMap(([, local = '', , state]) => {
        const [address = '', hex] = local.split(':');
        return hex === hexPort && state === '0A' ? [address] : [];
      }),
  );
}

/** Processes whose working directory is inside `root`: whatever `npm run cms` started there. */
export function processesIn(root: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (cwd === root || cwd.startsWith(`${root}/`)) {
        found.push(`${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Sends Ctrl-C to the command's process group and waits until every process in `roots` has ended. */
export async function pressCtrlC({ cms, group }: CmsCommand, roots: readonly string[]): Promise<void> {
  const running = () => roots.flatMap(processesIn);
  const exited = new Promise<number | null>((resolve) => cms.once('exit', (code) => resolve(code)));
  process.kill(group, 'SIGINT');
  await exited;
  await until('every process of the command to end', () => running().length === 0, { timeoutMs: scaled(60_000) }).catch(
    (error: Error) => {
      throw new Error(`${error.message}\nstill running:\n${running().join('\n')}`);
    },
  );
}

/** After the test: kills whatever the command left running (decap-server and gatsby develop have their own process groups). */
export function killCmsCommand(command: CmsCommand | undefined, roots: readonly string[]): void {
  const pids = [
    ...(command?.cms.exitCode === null ? [command.group] : []),
    ...roots.flatMap(processesIn).map((line) => Number(line.split(' ')[0])),
  ];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/**
 * Opens data/site.json's form in the editor that `npm run cms` serves on `sitePort`, logs in to
 * decap-server and gives the first figure's box ("Propietarios este año").
 */
export async function openFigure(page: Page, sitePort: number): Promise<Locator> {
  // Decap uses the local backend only on localhost (src/editor/assemble/config.ts).
  // The editor's load: develop bundles editor.js when it is first asked for, slow on a busy machine.
  await page.goto(`http://localhost:${sitePort}/admin/#/collections/content/entries/site`, {
    timeout: deadlines().editorLoad,
  });
  const login = page.getByRole('button', { name: 'Iniciar sesión' });
  await untilShown(login, 'Decap’s first screen: its button «Iniciar sesión»', deadlines().decapFirstScreen);
  await login.click();
  const figure = page.locator('[id^="value-field"]').first();
  await untilShown(figure, 'the form of data/site.json after «Iniciar sesión»', deadlines().decapFirstScreen);
  return figure;
}

/** data/site.json as committed, with only that figure changed, in the committed format. */
export const siteWithFigure = (committed: string, figure: string): string =>
  committed.replace(/("ownersThisYear": \{\n\s+"value": )"[^"]+"/, `$1"${figure}"`);

/** Waits until the home page of the running site at `site` shows `text` (gatsby develop has picked a saved file up). */
export async function untilHomeShows(
  context: BrowserContext,
  site: string,
  text: string,
  said: () => string,
): Promise<void> {
  const home = await context.newPage();
  await until(
    `the home page to show ${text}`,
    async () => {
      try {
        await home.goto(`${site}/`, { waitUntil: 'load', timeout: scaled(60_000) });
        // Its text, whether or not the band it stands in is drawn yet (content-visibility: auto
        // leaves a band's text out of innerText until the visitor scrolls near it).
        return ((await home.locator('main').textContent({ timeout: scaled(30_000) })) ?? '').includes(text);
      } catch {
        // develop is still rebuilding, or slow on a busy machine: look again
        return undefined;
      }
    },
    { timeoutMs: scaled(240_000), said },
  );
}

/**
 * `npm run cms` as an editor runs it, on a throwaway copy of the project (gatsby develop
 * rewrites src/gatsby-types.d.ts and .cache/, and the editor writes data/): it starts
 * decap-server on 127.0.0.1 only and the site; the editor at /admin/ logs in to that
 * decap-server, saves a figure into the copy's data/, and the running site shows it. Ctrl-C
 * (SIGINT to the command's process group, as a terminal sends it) leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { copyProject } from '../tools/build-copy.cjs';
import { openBrowser } from './support/browser';
import { workerPort } from './support/server';

jest.setTimeout(15 * 60_000);

const SITE_PORT = workerPort(3);
const DECAP_PORT = workerPort(4);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NEW_FIGURE = '777+';

let dir: string;
let cms: ChildProcess;
/** The command's process group: what Ctrl-C in its terminal signals. */
let group: number;
let output = '';
let context: BrowserContext | undefined;

async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n--- npm run cms said:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function get(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

/** The local addresses listening on `port` (from /proc/net/tcp and tcp6), as hex as the kernel writes them. */
function listeners(port: number): string[] {
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

/** Processes whose working directory is inside the copy: whatever `npm run cms` started there. */
function processesIn(root: string): string[] {
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

beforeAll(async () => {
  dir = fs.realpathSync(copyProject());
  // The README's command, in its own process group as a terminal runs it, with a terminal's
  // environment: Jest's NODE_ENV=test would make gatsby develop's Babel fail.
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  cms = spawn('npm', ['run', 'cms'], {
    cwd: dir,
    env: { ...env, CMS_SITE_PORT: String(SITE_PORT), DECAP_SERVER_PORT: String(DECAP_PORT), CI: '1' },
    detached: true,
  });
  if (cms.pid === undefined) throw new Error('npm run cms did not start');
  group = -cms.pid;
  cms.stdout?.on('data', (chunk) => (output += chunk));
  cms.stderr?.on('data', (chunk) => (output += chunk));
  // gatsby develop compiles the site first: minutes on a busy machine.
  await until(async () => (await get(`${SITE}/admin/`))?.status === 200, 'the editor at /admin/', 10 * 60_000);
});

afterAll(async () => {
  await context?.close();
  if (cms?.exitCode === null) {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('decap-server listens on 127.0.0.1 only; the site serves the editor with a config naming it', async () => {
  expect(listeners(DECAP_PORT)).toEqual(['0100007F']);
  const config = await get(`${SITE}/admin/config.yml`);
  expect(config?.status).toBe(200);
  expect(config?.text).toContain(`"url": "http://localhost:${DECAP_PORT}/api/v1"`);
  expect((await get(`${SITE}/admin`))?.status).toBe(302);
  expect((await get(`${SITE}/admin/`))?.text).toContain('<meta name="robots" content="noindex');
});

test('an editor saves a figure from /admin/ and the running site shows it', async () => {
  context = await openBrowser({ width: 1440, height: 900 });
  const page = await context.newPage();
  // Decap uses the local backend only on localhost (src/editor/build/config.ts).
  await page.goto(`http://localhost:${SITE_PORT}/admin/#/collections/content/entries/site`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const figure = page.locator('[id^="value-field"]').first();
  await figure.waitFor({ timeout: 120_000 });
  await figure.fill(NEW_FIGURE);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();

  const site = path.join(dir, 'data/site.json');
  await until(() => fs.readFileSync(site, 'utf8').includes(NEW_FIGURE), 'data/site.json to be saved', 60_000);
  // Only the figure changed, in the committed format.
  const committed = fs.readFileSync(path.resolve(__dirname, '../data/site.json'), 'utf8');
  expect(fs.readFileSync(site, 'utf8')).toBe(
    committed.replace(/("ownersThisYear": \{\n\s+"value": )"[^"]+"/, `$1"${NEW_FIGURE}"`),
  );
  // gatsby develop picks the saved file up: the home page shows the new figure.
  const home = await context.newPage();
  await until(
    async () => {
      await home.goto(`${SITE}/`, { waitUntil: 'load' });
      return (await home.locator('main').innerText({ timeout: 30_000 })).includes(NEW_FIGURE);
    },
    'the home page to show the new figure',
    120_000,
  );
});

test('Ctrl-C stops decap-server, the site and every process they started', async () => {
  expect(processesIn(dir).length).toBeGreaterThan(0);
  const exited = new Promise<number | null>((resolve) => cms.once('exit', (code) => resolve(code)));
  process.kill(group, 'SIGINT');
  await exited;
  await until(() => processesIn(dir).length === 0 || undefined, 'every process in the copy to end', 60_000).catch(
    (error: Error) => {
      throw new Error(`${error.message}\nstill running:\n${processesIn(dir).join('\n')}`);
    },
  );
  expect(listeners(DECAP_PORT)).toEqual([]);
  expect(listeners(SITE_PORT)).toEqual([]);
  expect(await get(`${SITE}/admin/`)).toBeUndefined();
});

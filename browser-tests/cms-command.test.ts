/**
 * `npm run cms` as an editor runs it, on a throwaway copy of the project (gatsby develop
 * rewrites src/gatsby-types.d.ts and .cache/, and the editor writes data/): it starts
 * decap-server on 127.0.0.1 only and the site; the editor at /admin/ logs in to that
 * decap-server, saves a figure into the copy's data/, and the running site shows it. Ctrl-C
 * (SIGINT to the command's process group, as a terminal sends it) leaves nothing running, and the
 * next build (`npm run build`, as the editor then publishes) starts from scratch and shows the figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { FINISHED_BUILD_MARK, FROM_SCRATCH_LINE } from '../src/gatsby-hooks/finished-build';
import { buildIn } from '../tools/build-copy.cjs';
import { openBrowser } from './support/browser';
import {
  cmsCopy,
  releaseCmsCopy,
  get,
  killCmsCommand,
  listeners,
  openFigure,
  pressCtrlC,
  processesIn,
  siteWithFigure,
  startCmsCommand,
  untilHomeShows,
  type CmsCommand,
} from './support/cms-command';
import { workerPort } from './support/server';
import { until as waitUntil } from './support/until';
import { scaled } from '../tools/deadlines.cjs';

jest.setTimeout(scaled(15 * 60_000));

const SITE_PORT = workerPort(3);
const DECAP_PORT = workerPort(4);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NEW_FIGURE = '777+';

let dir: string;
let command: CmsCommand | undefined;
let context: BrowserContext | undefined;

/** Waits for `what`; on its deadline the error ends with what the command printed. */
const until = (what: string, check: () => unknown, timeoutMs: number) =>
  waitUntil(what, check, { timeoutMs, said: () => command?.output() ?? '', pollMs: 500 });

beforeAll(async () => {
  dir = fs.realpathSync(await cmsCopy());
  command = startCmsCommand(dir, { CMS_SITE_PORT: String(SITE_PORT), DECAP_SERVER_PORT: String(DECAP_PORT) });
  // gatsby develop compiles the site first: minutes on a busy machine.
  await until('the editor at /admin/', async () => (await get(`${SITE}/admin/`))?.status === 200, scaled(10 * 60_000));
});

afterAll(async () => {
  await context?.close();
  killCmsCommand(command, dir ? [dir] : []);
  // The copy stays, with develop's cache, for the next file that runs the command (support/cms-command.ts, cmsCopy).
  releaseCmsCopy();
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
  const figure = await openFigure(page, SITE_PORT);
  await figure.fill(NEW_FIGURE);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();

  const site = path.join(dir, 'data/site.json');
  await until('data/site.json to be saved', () => fs.readFileSync(site, 'utf8').includes(NEW_FIGURE), scaled(60_000));
  // Only the figure changed, in the committed format.
  const committed = fs.readFileSync(path.resolve(__dirname, '../data/site.json'), 'utf8');
  expect(fs.readFileSync(site, 'utf8')).toBe(siteWithFigure(committed, NEW_FIGURE));
  // gatsby develop picks the saved file up: the home page shows the new figure.
  await untilHomeShows(context, SITE, NEW_FIGURE, () => command?.output() ?? '');
});

test('Ctrl-C stops decap-server, the site and every process they started', async () => {
  expect(processesIn(dir).length).toBeGreaterThan(0);
  if (!command) throw new Error('npm run cms did not start');
  await pressCtrlC(command, [dir]);
  expect(listeners(DECAP_PORT)).toEqual([]);
  expect(listeners(SITE_PORT)).toEqual([]);
  expect(await get(`${SITE}/admin/`)).toBeUndefined();
});

test('the build after the session, stopped by Ctrl-C, starts from scratch and publishes the saved figure', async () => {
  // After the Ctrl-C test: the command is stopped.
  expect(processesIn(dir)).toEqual([]);
  // develop removed the finished build's mark when it started. Whether it saved Gatsby's state before
  // Ctrl-C depends on how far it got (a loaded machine may stop it first): with state, the build must
  // say it starts from scratch; without, there is nothing to reuse and it starts from scratch anyway.
  expect(fs.existsSync(path.join(dir, FINISHED_BUILD_MARK))).toBe(false);
  const leftState = fs.existsSync(path.join(dir, '.cache/redux'));
  const { ok, output } = await buildIn(dir);
  const home = ok ? fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8') : '';
  expect({ ok, fromScratch: output.includes(FROM_SCRATCH_LINE), figure: home.includes(NEW_FIGURE) }).toEqual({
    ok: true,
    fromScratch: leftState,
    figure: true,
  });
});

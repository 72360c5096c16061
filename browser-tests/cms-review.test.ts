/**
 * `CMS_REVIEW=1 npm run cms`: the review before publishing on one's own computer, on a throwaway
 * copy of the project made a git repository. decap-server's git mode works in a worktree of the
 * copy on a branch of its own: a saved change is a draft branch `cms/...` and the copy's data/
 * does not change; once the change is "Listo" and published, the published file is copied into
 * the copy's data/ (one changed line, nothing committed there) and the running site shows it.
 * Ctrl-C leaves nothing running and no worktree, and keeps the branches (drafts survive a restart).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REVIEW_BRANCH } from '../src/editor/local/cms-review.cjs';
import { openBrowser } from './support/browser';
import { answerDecap } from './support/cms';
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

/** Ports of its own in the worker's block (the other files take 1 to 8). */
const SITE_PORT = workerPort(9);
const DECAP_PORT = workerPort(10);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NEW_FIGURE = '888+';

let dir: string;
let command: CmsCommand | undefined;
let context: BrowserContext | undefined;
let page: Page;
let committed: string;
let firstCommit: string;
/** The copy's changed tracked files once the command runs, before any edit. */
let trackedBefore: string[];

const said = () => command?.output() ?? '';
/** Waits for `what`; on its deadline the error ends with what the command printed. */
const until = (what: string, check: () => unknown, timeoutMs: number) =>
  waitUntil(what, check, { timeoutMs, said: said, pollMs: 500 });
const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
const siteJson = () => fs.readFileSync(path.join(dir, 'data/site.json'), 'utf8');
const drafts = () => git('branch', '--list', 'cms/*').trim();
/**
 * The tracked files changed in the copy, as `git status` lists them, but for the one gatsby develop
 * rewrites itself whenever it likes (src/gatsby-types.d.ts, its GraphQL types).
 */
const trackedChanges = () =>
  git('status', '--porcelain', '--untracked-files=no')
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith(' src/gatsby-types.d.ts'));

beforeAll(async () => {
  dir = fs.realpathSync(await cmsCopy());
  // The owner's working copy: a git repository with the project committed (node_modules is a symlink here).
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Dueño del sitio');
  git('config', 'user.email', 'dueno@example.com');
  git('add', '-A', '--', '.', ':!node_modules');
  git('commit', '-q', '-m', 'The site as the owner has it');
  firstCommit = git('rev-parse', 'HEAD').trim();
  committed = siteJson();
  command = startCmsCommand(dir, {
    CMS_REVIEW: '1',
    CMS_SITE_PORT: String(SITE_PORT),
    DECAP_SERVER_PORT: String(DECAP_PORT),
  });
  // gatsby develop compiles the site first: minutes on a busy machine.
  await until('the editor at /admin/', async () => (await get(`${SITE}/admin/`))?.status === 200, scaled(10 * 60_000));
  trackedBefore = trackedChanges();
});

afterAll(async () => {
  await context?.close();
  killCmsCommand(command, dir ? [dir] : []);
  // The copy stays, with develop's cache, for the next file that runs the command (support/cms-command.ts, cmsCopy).
  if (dir) {
    try {
      git('worktree', 'prune');
    } catch {
      // not a repository any more
    }
    releaseCmsCopy();
  }
});

test('the editor served by gatsby develop has the review, on the branch decap-server works on', async () => {
  const config = JSON.parse((await get(`${SITE}/admin/config.yml`))?.text.replace(/^#.*\n/gm, '') ?? '{}');
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.backend.branch).toBe(REVIEW_BRANCH);
  expect(config.local_backend.url).toBe(`http://localhost:${DECAP_PORT}/api/v1`);
  expect(listeners(DECAP_PORT)).toEqual(['0100007F']);
  // decap-server works in a worktree of the copy on that branch, not in the copy.
  expect(git('worktree', 'list', '--porcelain')).toContain(`branch refs/heads/${REVIEW_BRANCH}`);
  expect(git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
});

test('a saved change is a draft branch: the copy’s data/ and its tracked files do not change', async () => {
  context = await openBrowser({ width: 1440, height: 900 });
  page = await context.newPage();
  page.on('dialog', answerDecap);
  const figure = await openFigure(page, SITE_PORT);
  await figure.fill(NEW_FIGURE);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await until('the draft branch cms/content/site', () => drafts() === 'cms/content/site', scaled(60_000));
  await page.getByRole('button', { name: 'Estado: Borrador' }).waitFor({ timeout: scaled(30_000) });

  expect(git('show', 'cms/content/site:data/site.json')).toBe(siteWithFigure(committed, NEW_FIGURE));
  expect(siteJson()).toBe(committed);
  expect(trackedChanges()).toEqual(trackedBefore);
  expect(git('rev-parse', 'HEAD').trim()).toBe(firstCommit);
});

test('once "Listo" and published, data/site.json has the new figure as one changed line, and the site shows it', async () => {
  await page.getByRole('button', { name: 'Estado: Borrador' }).click();
  await page
    .getByRole('menuitem', { name: 'Listo' })
    .or(page.getByText('Listo', { exact: true }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Estado: Listo' }).waitFor({ timeout: scaled(30_000) });
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();

  await until('data/site.json to be published', () => siteJson().includes(NEW_FIGURE), scaled(60_000));
  expect(siteJson()).toBe(siteWithFigure(committed, NEW_FIGURE));
  expect(git('diff', '--numstat', '--', 'data/')).toBe('1\t1\tdata/site.json\n');
  // Published: the draft branch is gone, and nothing was committed or checked out in the copy. decap-server
  // deletes the branch after it merges it, and the copy into data/ follows the merge: wait for both.
  await until('the draft branch to be deleted', () => drafts() === '', scaled(30_000));
  expect(drafts()).toBe('');
  expect(git('rev-parse', 'HEAD').trim()).toBe(firstCommit);
  expect(git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
  await untilHomeShows(context as BrowserContext, SITE, NEW_FIGURE, said);
});

test('Ctrl-C stops every process and removes the worktree; the branches stay for the next run', async () => {
  const worktree = git('worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length))
    .find((folder) => folder !== dir);
  expect(worktree).toBeDefined();
  expect(processesIn(dir).length).toBeGreaterThan(0);
  if (!command) throw new Error('npm run cms did not start');
  await pressCtrlC(command, [dir, worktree as string]);
  expect(listeners(DECAP_PORT)).toEqual([]);
  expect(listeners(SITE_PORT)).toEqual([]);
  expect(await get(`${SITE}/admin/`)).toBeUndefined();
  expect(fs.existsSync(worktree as string)).toBe(false);
  expect(git('worktree', 'list', '--porcelain')).not.toContain(REVIEW_BRANCH);
  expect(git('branch', '--list', REVIEW_BRANCH).trim()).toBe(REVIEW_BRANCH);
  // The published change stays in data/, for the owner to commit.
  expect(siteJson()).toBe(siteWithFigure(committed, NEW_FIGURE));
});

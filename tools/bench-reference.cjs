// The bench's reference (`npm run bench -- --reference <commit>`): another commit's build, made in a
// git worktree of its own and served beside this one, so a change is measured against what it
// changes in the same rounds, on the same machine at the same moments. And the first-load
// JavaScript of a build's page, the figure a change's size budget is written in.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { PUBLIC_DIR } = require('../src/shared/constants.cjs');
const { pageDataPath } = require('../src/shared/gatsby-page-data.cjs');
const { requireTs } = require('../src/shared/ts-module.cjs');

/** Written in the worktree once its build is complete: the commit it holds. */
const BUILT_STAMP = '.bench-reference-built';

/**
 * @param {string} cwd
 * @param {string[]} args
 */
const git = (cwd, args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * `rev`'s build, made once: a detached worktree of the commit in the OS's temp folder, its own
 * lockfile's packages (`npm ci`) and a production build with `env`. A worktree that already holds
 * that commit's complete build is reused (remove it with `git worktree remove --force <dir>`).
 * @param {string} root The repository.
 * @param {string} rev A commit, branch or tag.
 * @param {NodeJS.ProcessEnv} env The build's environment (the bench's own).
 * @param {(line: string) => void} log
 * @returns {{ sha: string, subject: string, dir: string, publicDir: string }}
 */
function prepareReference(root, rev, env, log) {
  const sha = git(root, ['rev-parse', '--verify', `${rev}^{commit}`]);
  const subject = git(root, ['log', '-1', '--format=%s', sha]);
  const dir = path.join(os.tmpdir(), `bench-reference-${sha.slice(0, 12)}`);
  const publicDir = path.join(dir, PUBLIC_DIR);
  const stamp = path.join(dir, BUILT_STAMP);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sha) {
    log(`Reference ${sha.slice(0, 12)}: reusing its build in ${dir}`);
    return { sha, subject, dir, publicDir };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  git(root, ['worktree', 'prune']);
  log(`Reference ${sha.slice(0, 12)}: worktree in ${dir}, npm ci, gatsby build...`);
  git(root, ['worktree', 'add', '--detach', dir, sha]);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  execFileSync(path.join(dir, 'node_modules/.bin/gatsby'), ['build'], { cwd: dir, env, stdio: 'ignore' });
  fs.writeFileSync(stamp, sha);
  return { sha, subject, dir, publicDir };
}

const { readPageChunks } = /** @type {typeof import('../src/gatsby-hooks/bundle/preloads')} */ (
  requireTs(path.join(__dirname, '../src/gatsby-hooks/bundle/preloads.ts'))
);

/**
 * The scripts a page loads before it is hydrated, as the build's hydration preloads read them
 * (readPageChunks): the `app` group (webpack's runtime, React, Gatsby's app) and the page
 * component's group; not the chunks the code imports later (`import()`). With the size of each
 * gzipped (level 9), the way first-load JavaScript is counted.
 * @param {string} publicDir A build.
 * @param {string} route A page's path: `/` or `/name`.
 * @returns {{ files: string[], gzipBytes: number }}
 */
function firstLoadScripts(publicDir, route) {
  const chunks = readPageChunks(publicDir);
  const pageDataFile = path.join(publicDir, pageDataPath(route));
  /** @type {{ componentChunkName: string }} */
  const pageData = JSON.parse(fs.readFileSync(pageDataFile, 'utf8'));
  const page = chunks?.pages[pageData.componentChunkName];
  if (!chunks || !page)
    throw new Error(
      `${path.join(publicDir, 'webpack.stats.json')}: no chunk group named ${pageData.componentChunkName}`,
    );
  const files = [...chunks.app, ...page];
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

/**
 * Where `value` lies against the runs: `within` their range (ends included), `below` the least
 * (faster, for a time) or `above` the greatest. A run without the figure (NaN: Lighthouse's audit
 * failed in it) is left out; with no figure on either side the place is `unknown`.
 * @param {number} value
 * @param {number[]} runs
 * @returns {'within' | 'below' | 'above' | 'unknown'}
 */
const placeInRuns = (value, runs) => {
  const measured = runs.filter(Number.isFinite);
  if (!Number.isFinite(value) || measured.length === 0) return 'unknown';
  return value < Math.min(...measured) ? 'below' : value > Math.max(...measured) ? 'above' : 'within';
};

module.exports = { prepareReference, firstLoadScripts, placeInRuns };

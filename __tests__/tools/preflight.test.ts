/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { whatIsMissing } = require('../../tools/preflight.cjs') as {
  whatIsMissing(command: string, here?: { nodeVersion?: string; dir?: string }): string | null;
};

const root = path.join(__dirname, '../..');
const deployNode = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();

/** A folder outside any git checkout holding `files` of the repository, as a downloaded archive would. */
function archiveWith(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return dir;
}

let archive: string;
afterEach(() => {
  if (archive) fs.rmSync(archive, { recursive: true, force: true });
});

describe('what npm test, npm run check and npm run bench need before they start', () => {
  it.each([
    ['test', 'npm test'],
    ['check', 'npm run check'],
    ['bench', 'npm run bench'],
  ])('%s on Node 20 says, in one line, which Node it needs and how to get it', (command, typed) => {
    const line = whatIsMissing(command, { nodeVersion: '20.20.2', dir: root });
    expect(line).toBe(
      `${typed} needs Node ${deployNode} or newer, the Node deploys use (.node-version); this is Node 20.20.2. ` +
        '`. scripts/deploy-node.sh` puts it first in PATH (README, "Test it").',
    );
  });

  it('has all it needs in this checkout on the Node deploys use, and on a newer one', () => {
    for (const command of ['test', 'check', 'bench', 'ci']) {
      expect(whatIsMissing(command, { nodeVersion: `${deployNode}.0.0`, dir: root })).toBeNull();
      expect(whatIsMissing(command, { nodeVersion: `${Number(deployNode) + 2}.1.0`, dir: root })).toBeNull();
    }
  });

  it('outside a git checkout, the tests and the checks say they need one; the bench does not', () => {
    archive = archiveWith(['.node-version']);
    const checkout =
      "needs a git checkout of the repository (git clone, not a downloaded archive): the editor's tests serve and " +
      'publish its content through git.';
    expect(whatIsMissing('test', { nodeVersion: process.versions.node, dir: archive })).toBe(`npm test ${checkout}`);
    expect(whatIsMissing('check', { nodeVersion: process.versions.node, dir: archive })).toBe(
      `npm run check ${checkout}`,
    );
    expect(whatIsMissing('ci', { nodeVersion: '20.20.2', dir: archive })).toBe(`.ci/run ${checkout}`);
    expect(whatIsMissing('bench', { nodeVersion: process.versions.node, dir: archive })).toBeNull();
  });

  it('refuses a command it does not know, naming the ones it does', () => {
    expect(() => whatIsMissing('tests')).toThrow('no command "tests" (test, check, bench, ci)');
  });
});

describe('a downloaded archive of the repository', () => {
  it('.ci/run stops at once with one line, before it installs anything', () => {
    archive = archiveWith(['.ci/run', '.node-version', 'tools/preflight.cjs', 'scripts/deploy-node.sh']);
    const home = path.join(archive, 'home');
    fs.mkdirSync(home);
    const run = spawnSync('bash', ['.ci/run'], {
      cwd: archive,
      encoding: 'utf8',
      env: { ...process.env, HOME: home, XDG_CACHE_HOME: path.join(home, '.cache') },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      ".ci/run needs a git checkout of the repository (git clone, not a downloaded archive): the editor's tests serve " +
        'and publish its content through git.',
    ]);
    // Nothing was installed: no Node in the cache, no node_modules.
    expect(fs.readdirSync(home)).toEqual([]);
    expect(fs.existsSync(path.join(archive, 'node_modules'))).toBe(false);
  });

  it.each([['npm run check'], ['npm test']])('%s stops at once with the same line', (typed) => {
    archive = archiveWith(['package.json', '.node-version', 'tools/preflight.cjs', 'scripts/test-all.sh']);
    const [, ...args] = typed.split(' ');
    const run = spawnSync('npm', [...args, '--silent'], {
      cwd: archive,
      encoding: 'utf8',
      // npm runs the script on the Node that runs this test: the Node deploys use.
      env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}` },
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`${typed} needs a git checkout of the repository`);
    expect(run.stdout).toBe('');
  });
});

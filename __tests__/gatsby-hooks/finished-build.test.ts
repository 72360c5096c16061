import fs from 'node:fs';
import path from 'node:path';
import {
  FINISHED_BUILD_MARK,
  FROM_SCRATCH_LINE,
  markFinishedBuild,
  startFromFinishedBuild,
} from '../../src/gatsby-hooks/finished-build';
import { staticFilesAdapter } from '../../src/gatsby-hooks/static-adapter';
import { tempDir } from '../fixtures/temp-dir';

/** A site folder as Gatsby leaves it: its state and node store in .cache/, pages in public/. */
function site({ finished }: { finished: boolean }): string {
  const dir = tempDir('finished-build');
  for (const folder of ['.cache/redux', '.cache/data/datastore', '.cache/caches-lmdb', 'public/page-data']) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
  }
  fs.writeFileSync(path.join(dir, 'public/index.html'), '<p>old</p>');
  if (finished) markFinishedBuild(dir);
  return dir;
}

function start(dir: string) {
  const said: string[] = [];
  const fromScratch = startFromFinishedBuild(dir, (line) => said.push(line));
  const exists = (file: string) => fs.existsSync(path.join(dir, file));
  return { fromScratch, said, mark: exists(FINISHED_BUILD_MARK), public: exists('public/index.html') };
}

test('after a finished build the run reuses .cache/ and public/, says nothing, and removes the mark it may now stale', () => {
  expect(start(site({ finished: true }))).toEqual({ fromScratch: false, said: [], mark: false, public: true });
});

test('after any other run (develop, a stopped build) it removes public/ so that Gatsby starts empty, and says so', () => {
  const dir = site({ finished: false });
  expect(start(dir)).toEqual({ fromScratch: true, said: [FROM_SCRATCH_LINE], mark: false, public: false });
  // The folder Gatsby's incomplete-cache check looks for is there, even when it was not.
  fs.rmSync(path.join(dir, '.cache/caches-lmdb'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'public'));
  expect(start(dir).fromScratch).toBe(true);
  expect(fs.existsSync(path.join(dir, '.cache/caches-lmdb'))).toBe(true);
});

test('two runs in a row after an editing session both start from scratch: only a finished build gives the mark back', () => {
  const dir = site({ finished: false });
  expect(start(dir).fromScratch).toBe(true);
  fs.mkdirSync(path.join(dir, 'public'));
  expect(start(dir).fromScratch).toBe(true);
  markFinishedBuild(dir);
  expect(start(dir).fromScratch).toBe(false);
  expect(start(dir).fromScratch).toBe(true);
});

test('with no Gatsby state yet (a new checkout, after gatsby clean) there is nothing to prove: it says nothing', () => {
  const dir = tempDir('finished-build');
  fs.mkdirSync(path.join(dir, '.cache/compiled'), { recursive: true });
  expect(start(dir)).toEqual({ fromScratch: false, said: [], mark: false, public: false });
});

test("the line is one short line (Gatsby's reporter wraps at 80 columns)", () => {
  expect(FROM_SCRATCH_LINE).toMatch(/^\.cache .*: building from scratch$/);
  expect(`info ${FROM_SCRATCH_LINE}`.length).toBeLessThanOrEqual(80);
});

test("the site's adapter step marks the build finished in the command's folder", async () => {
  const dir = site({ finished: false });
  const cwd = process.cwd();
  try {
    process.chdir(dir);
    await staticFilesAdapter.adapt({} as Parameters<typeof staticFilesAdapter.adapt>[0]);
  } finally {
    process.chdir(cwd);
  }
  expect(fs.readFileSync(path.join(dir, FINISHED_BUILD_MARK), 'utf8')).toMatch(/^gatsby build finished at /);
});

/**
 * What the rule relies on in the installed Gatsby (its compiled code, as `gatsby` runs it): a Gatsby
 * upgrade that moves any of it fails here, not in an editor's build. Each test names the assumption;
 * a failure lists the lines of Gatsby's code that are missing or out of order. The rule is registered
 * in CONTRIBUTING.md ("Reaches into private state").
 */
describe('the installed Gatsby', () => {
  const gatsby = path.dirname(require.resolve('gatsby/package.json'));
  const code = (file: string) => fs.readFileSync(path.join(gatsby, 'dist', file), 'utf8');
  /** The lines of `text` that are missing, then the lines in the order `text` holds them. */
  const lookFor = (text: string, lines: string[]) => ({
    missing: lines.filter((line) => !text.includes(line)),
    order: [...lines].sort((a, b) => text.indexOf(a) - text.indexOf(b)),
  });

  test("Gatsby still keeps its state in .cache/redux (finished-build takes a .cache/ without it for a new checkout's)", () => {
    expect(code('redux/persist.js')).toContain('_path.default.join(process.cwd(), `.cache/redux`)');
  });

  test("Gatsby's initialize still runs onPreInit, then deletes .cache/ and its state when .cache/caches-lmdb exists and public/ does not (finished-build empties the cache that way)", () => {
    const steps = [
      '(`onPreInit`',
      'const lmdbCacheDirectoryName = `caches-lmdb`;',
      'const publicDirExists = fs.existsSync(publicDirectory);',
      'const cacheDirExists = lmdbCacheDirExists;',
      'const cacheIsCorrupt = cacheDirExists && !publicDirExists;',
      '|| cacheIsCorrupt) {',
      'type: `DELETE_CACHE`',
      '(`onPreBootstrap`',
    ];
    expect(lookFor(code('services/initialize.js'), steps)).toEqual({ missing: [], order: steps });
  });

  test("Gatsby's build still calls the adapter's adapt() after its last saveState() (the finished-build mark is written there)", () => {
    const build = code('commands/build.js');
    const steps = ['await db.saveState();', 'await adapterManager.adapt();'];
    expect(lookFor(build, steps)).toEqual({ missing: [], order: steps });
    const adapt = build.indexOf('await adapterManager.adapt();');
    expect({ saveStateAfterAdapt: build.slice(adapt + 1).includes('saveState') }).toEqual({
      saveStateAfterAdapt: false,
    });
  });
});

// Builds the site in a throwaway copy of the project, so a test can build with other
// data or settings (a GTM_ID, a broken data file, a remote image) without touching
// this checkout's public/ and .cache/. node_modules is shared through a symlink.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { deadlines } = require('./deadlines.cjs');

const root = path.resolve(__dirname, '..');
/** Jest's deadline for a test of builds in copies (the build tests that make their own): tools/deadlines.cjs. */
const BUILD_TEST_TIMEOUT_MS = deadlines().build;
/** Longest a build may take before it counts as hung (seconds), the same deadline. */
const BUILD_TIMEOUT_S = Math.round(BUILD_TEST_TIMEOUT_MS / 1000);
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'screenshots', 'test-results', 'coverage']);

/**
 * Copies the project (without build output) into `into` (created) or a new temporary directory, and returns it.
 * @param {string} [into]
 * @returns {string}
 */
function copyProject(into) {
  const dir = into ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  if (into) fs.mkdirSync(into);
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * How wide shrinkPhotos makes a copy's photos, in pixels: twice the widest photo a page asks for at a fixed size (a
 * 72 px avatar), so the build makes every size it makes of a real photo and warns of none too small.
 */
const SHRUNK_PHOTO_WIDTH = 160;

/**
 * Makes the copy's photos (`data/images/*.jpg`) SHRUNK_PHOTO_WIDTH pixels wide, each still its own picture under
 * its own name: for a test of what a build publishes from data/ (texts, pages, which photo a field names), not
 * of the photos themselves. A cold build then makes their AVIF, WebP and JPEG in about 2 s instead of 20 (every
 * width the pages ask for, from sources up to 1,200 px wide), through the same plugins and settings. The same photo
 * always shrinks to the same bytes, so a copy made again keeps its cache.
 * @param {string} dir
 * @returns {Promise<void>}
 */
async function shrinkPhotos(dir) {
  const sharp = require('sharp');
  const images = path.join(dir, 'data/images');
  for (const name of fs.readdirSync(images).filter((file) => file.endsWith('.jpg'))) {
    const file = path.join(images, name);
    fs.writeFileSync(file, await sharp(fs.readFileSync(file)).resize({ width: SHRUNK_PHOTO_WIDTH }).toBuffer());
  }
}

/**
 * A terminal's environment, for a command the tests start: Jest's NODE_ENV=test would make gatsby develop's Babel fail.
 * @returns {NodeJS.ProcessEnv}
 */
function terminalEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const terminal = { ...process.env, CI: '1' };
  delete terminal.NODE_ENV;
  delete terminal.JEST_WORKER_ID;
  return terminal;
}

/**
 * Runs `gatsby build` in `dir` (a copy from copyProject) with extra environment variables.
 * Resolves to { ok, output } with stdout and stderr together. It does not block: a test
 * may serve files (a remote image) from its own process while the build runs.
 * @param {string} dir
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function buildIn(dir, env = {}) {
  // coreutils timeout stops the whole process group (gatsby's workers too) if a build hangs.
  const child = spawn(
    'timeout',
    ['-k', '30', String(BUILD_TIMEOUT_S), path.join(root, 'node_modules/.bin/gatsby'), 'build'],
    { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env } },
  );
  let output = '';
  child.stdout.on('data', /** @param {Buffer} chunk */ (chunk) => (output += chunk));
  child.stderr.on('data', /** @param {Buffer} chunk */ (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const timedOut = status === 124 || status === 137;
      const note = timedOut
        ? `\n[build-copy] gatsby build did not finish within ${BUILD_TIMEOUT_S} s and was stopped.\n`
        : '';
      resolve({ ok: status === 0, output: output + note });
    });
  });
}

/**
 * A throwaway copy of a build's public/ (`publicDir`) whose /admin/ page, login.js and config.yml are `files`, what
 * the build's own writer (adminFiles, src/editor/assemble/admin.ts) makes for other settings: the published editor
 * for a repository and login. Their precompressed copies are removed, so the host sends the new ones.
 * @param {string} publicDir
 * @param {Map<string, { text: string } | { copy: string }>} files
 * @returns {string}
 */
function copyWithAdmin(publicDir, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-public-'));
  fs.cpSync(publicDir, dir, { recursive: true });
  for (const name of ['index.html', 'login.js', 'config.yml']) {
    const file = files.get(name);
    if (!file) throw new Error(`adminFiles wrote no ${name}`);
    const target = path.join(dir, 'admin', name);
    if ('text' in file) fs.writeFileSync(target, file.text);
    else fs.copyFileSync(file.copy, target);
    fs.rmSync(`${target}.br`, { force: true });
    fs.rmSync(`${target}.gz`, { force: true });
  }
  return dir;
}

module.exports = { BUILD_TEST_TIMEOUT_MS, copyProject, copyWithAdmin, shrinkPhotos, buildIn, terminalEnv };

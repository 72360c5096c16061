// The bench's reference (`npm run bench -- --reference <commit>`): another commit's build, made in a
// git worktree of its own and served beside this one, so a change is measured against what it
// changes in the same rounds, on the same machine at the same moments. And the first-load
// JavaScript of a build's page, the figure a change's size budget is written in, read from the
// page's built HTML alone, so that a build of any design (the reference's too) is counted alike.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { PUBLIC_DIR } = require('../src/shared/constants.cjs');
const { executableInlineScripts, executableScripts } = require('./html-scripts.cjs');

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

/** A script file's address among the words of an attribute: `.js` or `.mjs`, perhaps with a query. */
const SCRIPT_ADDRESS = /\.m?js(?:[?#]\S*)?$/i;
/** The attribute of the page's behaviours script that names the Web Vitals script it inserts after the first paint. */
const VITALS_ATTRIBUTE = 'data-vitals';
/** The origin a page's script addresses are resolved against: one of the build's files has no other. */
const PAGE_ORIGIN = 'https://page.invalid';

/** @param {string | Buffer} text */
const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

/**
 * The value of one attribute in the text of a tag's attributes (double-quoted, as the build writes them).
 * @param {string} attributes
 * @param {string} name
 * @returns {string | undefined}
 */
const attribute = (attributes, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/**
 * The built HTML file of a route, relative to the build: `/` is `index.html`, `/name` is `name.html` (the
 * build writes flat pages), or `name/index.html` in a build from before them.
 * @param {string} publicDir
 * @param {string} route `/` or `/name`.
 * @returns {string}
 */
function pageFile(publicDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\/|\/$/g, '');
  const flat = `${name}.html`;
  if (fs.existsSync(path.join(publicDir, flat))) return flat;
  const nested = path.join(name, 'index.html');
  if (route !== '/' && fs.existsSync(path.join(publicDir, nested))) return nested;
  throw new Error(`${path.join(publicDir, flat)}: no page for ${route} in this build`);
}

/**
 * The visitor pages of a build: its top-level HTML files (`/`, every project page, `/404`), not the editor's
 * pages under admin/ nor Gatsby's files in folders of their own. `/` first, then by name.
 * @param {string} publicDir
 * @returns {string[]}
 */
const visitorRoutes = (publicDir) =>
  fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => (entry.name === 'index.html' ? '/' : `/${entry.name.replace(/\.html$/, '')}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));

/**
 * A page's first-load JavaScript, read from its built HTML (the same reading for this build and for a
 * reference built from another design), each script gzipped on its own (level 9):
 * - the body of every inline <script> a browser runs (tools/html-scripts.cjs: not JSON nor JSON-LD), each
 *   time it appears: the chat's first-tap script, the fonts' loader (twice), the behaviours, Tag Manager's snippet;
 * - every file it loads from the parser: a <script src>, a `<link rel="preload" as="script">` or `modulepreload`;
 * - every script file an executable script names in a `data-` attribute, which a loader inserts: before issue
 *   64, `data-preload-scripts`, `data-preload-app-scripts` and `data-app-scripts` (Gatsby's app and the page's
 *   chunks, all inserted at once); not the fonts' files (`data-font-preloads`).
 * A file is counted once however often it is named. The Web Vitals script the behaviours insert after the first
 * paint (`data-vitals`) is not first-load: it is given apart, as `vitals` (none in a build whose HTML names none,
 * as before issue 64, when an `import()` loaded it). Nor is a chunk imported later, which no HTML names.
 * @param {string} publicDir A build.
 * @param {string} route A page's path: `/` or `/name`.
 * @returns {{ page: string, inline: number[], files: string[], fileBytes: number, gzipBytes: number,
 *   vitals: { file: string, gzipBytes: number } | undefined }} `inline`: each inline script's gzipped size, in
 *   the page's order; `files`: relative to the build; `gzipBytes`: the first-load total.
 */
function firstLoadScripts(publicDir, route) {
  const page = pageFile(publicDir, route);
  const html = fs.readFileSync(path.join(publicDir, page), 'utf8');
  /** @param {string} address A script's address as the page writes it. */
  const builtFile = (address) => {
    const url = new URL(address, PAGE_ORIGIN + route);
    if (url.origin !== PAGE_ORIGIN)
      throw new Error(`${path.join(publicDir, page)}: ${address} is not one of the build's files`);
    const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (!fs.existsSync(path.join(publicDir, file)))
      throw new Error(`${path.join(publicDir, page)} names ${address}, which the build does not hold`);
    return file;
  };
  /** @param {string | undefined} list Space-separated addresses. */
  const addresses = (list) => (list ?? '').split(/\s+/).filter(Boolean);

  const scripts = executableScripts(html);
  const inline = executableInlineScripts(html).map(({ body }) => gzipBytes(body));
  const preloads = Array.from(html.matchAll(/<link\b[^>]*>/gi), (match) => match[0]).filter((link) => {
    const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/);
    return rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as') === 'script');
  });
  const files = [
    ...new Set(
      [
        ...scripts.flatMap(({ attributes }) => [
          ...addresses(attribute(attributes, 'src')),
          ...Array.from(attributes.matchAll(/\s(data-[\w-]+)="([^"]*)"/gi))
            .filter((match) => match[1]?.toLowerCase() !== VITALS_ATTRIBUTE)
            .flatMap((match) => addresses(match[2]).filter((address) => SCRIPT_ADDRESS.test(address))),
        ]),
        ...preloads.flatMap((link) => addresses(attribute(link, 'href'))),
      ].map(builtFile),
    ),
  ];
  const fileBytes = files.reduce((sum, file) => sum + gzipBytes(fs.readFileSync(path.join(publicDir, file))), 0);
  const vitalsAddress = scripts.map(({ attributes }) => attribute(attributes, VITALS_ATTRIBUTE)).find(Boolean);
  const vitalsFile = vitalsAddress ? builtFile(vitalsAddress) : undefined;
  return {
    page,
    inline,
    files,
    fileBytes,
    gzipBytes: inline.reduce((sum, bytes) => sum + bytes, fileBytes),
    vitals: vitalsFile
      ? { file: vitalsFile, gzipBytes: gzipBytes(fs.readFileSync(path.join(publicDir, vitalsFile))) }
      : undefined,
  };
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

module.exports = { prepareReference, visitorRoutes, firstLoadScripts, placeInRuns };

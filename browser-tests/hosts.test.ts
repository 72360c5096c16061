/**
 * Every host the site ships for answers alike, proved on the hosts' own runtimes
 * with one set of checks (deploy/host-checks.cjs, also `npm run check-host`): Cloudflare
 * Pages' asset handler in workerd (`wrangler pages dev`), the committed nginx configuration,
 * Netlify's rules read by Netlify's own parsers (tools/netlify-model.mjs), and `npm start`'s
 * server (routes only). The build is the variant build (build-tests/support/variant-build.ts): project
 * pages added as JSON files, a Tag Manager container, another SITE_URL, plus the content editor at
 * /admin/ that every build writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { variantBuild } from '../build-tests/support/variant-build';
import { checkHost, discoverPages, type HostCheck } from '../deploy/host-checks.cjs';
import { serveBuild } from '../tools/local-browser.cjs';
import { serveWithWrangler } from '../tools/local-wrangler.cjs';
import { NGINX_PORT, startNginx } from './support/nginx';
import { workerPort } from './support/server';

const WRANGLER_PORT = workerPort(3); // and its inspector on workerPort(4)
const SERVE_PORT = workerPort(5);
const NETLIFY_PORT = workerPort(6);
const root = path.resolve(__dirname, '..');

let site = '';
/** A project page the variant build adds as a JSON file. */
let newProject = '';

/** Every check that failed, with what it got; [] when the host answers as it should. */
const failures = (results: HostCheck[]) => results.filter((result) => !result.ok);

beforeAll(async () => {
  const build = await variantBuild();
  site = build.publicDir;
  newProject = build.slugs[0] ?? '';
  // The content editor is part of every build: its /admin/ rules are checked too.
  if (!fs.existsSync(path.join(site, 'admin/index.html'))) throw new Error('The build wrote no admin/index.html');
}, 1_300_000);

test('the build writes every page as <slug>.html, the new project too, and no <slug>/index.html', () => {
  expect(newProject).not.toBe('');
  expect(fs.existsSync(path.join(site, `${newProject}.html`))).toBe(true);
  expect(fs.existsSync(path.join(site, 'frammento.html'))).toBe(true);
  expect(fs.existsSync(path.join(site, newProject))).toBe(false);
  expect(fs.existsSync(path.join(site, 'frammento'))).toBe(false);
  expect(fs.existsSync(path.join(site, '404'))).toBe(false);
});

/** Runs every check on a host serving the variant build, then stops the host; at least `atLeast` checks must run. */
async function everyCheckPasses(
  server: { url: string; stop: () => unknown },
  { headers = true, atLeast = 100 } = {},
): Promise<void> {
  try {
    const results = await checkHost(server.url, { admin: true, headers });
    expect(failures(results)).toEqual([]);
    expect(results.length).toBeGreaterThan(atLeast);
  } finally {
    await server.stop();
  }
}

describe('Cloudflare Pages (wrangler pages dev: the production asset handler in workerd, offline)', () => {
  test('every host check passes, for every page of the sitemap, the new project and /admin/ included', async () => {
    const server = await serveWithWrangler(site, WRANGLER_PORT);
    const pages = await discoverPages(server.url).catch(() => []);
    await everyCheckPasses(server);
    expect(pages).toEqual(expect.arrayContaining(['/', '/frammento', `/${newProject}`]));
  }, 180_000);

  test('the checks catch the issue: with frammento/index.html, Cloudflare redirects /frammento to /frammento/', async () => {
    const nested = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nested-public-'));
    fs.cpSync(site, nested, { recursive: true });
    fs.mkdirSync(path.join(nested, 'frammento'));
    fs.renameSync(path.join(nested, 'frammento.html'), path.join(nested, 'frammento/index.html'));
    const server = await serveWithWrangler(nested, WRANGLER_PORT);
    try {
      const failed = failures(await checkHost(server.url, { admin: true })).map((result) => result.what);
      expect(failed).toEqual(expect.arrayContaining(['/frammento: 200 without redirect']));
      expect(failed.every((what) => what.startsWith('/frammento'))).toBe(true);
    } finally {
      await server.stop();
      fs.rmSync(nested, { recursive: true, force: true });
    }
  }, 180_000);
});

test('nginx with deploy/nginx.conf: every host check passes', async () => {
  await everyCheckPasses(await startNginx(site, NGINX_PORT));
}, 120_000);

test('Netlify (its own parsers read netlify.toml, _headers, _redirects; its documented matching): every check passes', async () => {
  const model: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'tools/netlify-model.mjs'), site, String(NETLIFY_PORT)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      model.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      model.on('exit', (code) => reject(new Error(`tools/netlify-model.mjs exited with ${code}`)));
    });
  } catch (error) {
    model.kill();
    throw error;
  }
  await everyCheckPasses({ url: `http://127.0.0.1:${NETLIFY_PORT}`, stop: () => model.kill() });
}, 120_000);

test('`npm start` (tools/serve-build.cjs): every route check passes (it sends no production headers)', async () => {
  await everyCheckPasses(await serveBuild(SERVE_PORT, 60_000, site), { headers: false, atLeast: 20 });
}, 120_000);

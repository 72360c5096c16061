/**
 * Every host the site ships for answers alike, proved on the hosts' own runtimes
 * with one set of checks (deploy/host-checks.cjs, also `npm run check-host`): Cloudflare
 * Pages' asset handler in workerd (`wrangler pages dev`), the committed nginx configuration,
 * Netlify's rules read by Netlify's own parsers (tools/netlify-model.mjs), and `npm start`'s
 * server (routes only). The build is the variant build (build-tests/support/variant-build.ts): project
 * pages added as JSON files, a Tag Manager container, another SITE_URL, plus the content editor at
 * /admin/ and the marketers' page at /admin/marketing that every build writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { variantBuild } from '../build-tests/support/variant-build';
import { admin } from '../deploy/host-config.cjs';
import { checkHost, discoverPages, type HostCheck } from '../deploy/host-checks.cjs';
import { serveBuild } from '../tools/local-browser.cjs';
import { serveWithWrangler } from '../tools/local-wrangler.cjs';
import { NGINX_PORT, startNginx } from './support/nginx';
import { workerPort } from './support/server';
import { deadlines, scaled } from '../tools/deadlines.cjs';

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
}, deadlines().build);

test('the build writes every page as <slug>.html, the new project too, and no <slug>/index.html', () => {
  expect(newProject).not.toBe('');
  expect(fs.existsSync(path.join(site, `${newProject}.html`))).toBe(true);
  expect(fs.existsSync(path.join(site, 'frammento.html'))).toBe(true);
  expect(fs.existsSync(path.join(site, newProject))).toBe(false);
  expect(fs.existsSync(path.join(site, 'frammento'))).toBe(false);
  expect(fs.existsSync(path.join(site, '404'))).toBe(false);
});

/**
 * What a host answers for the marketers' page at its one address, /admin/marketing (the editor links
 * there: Cloudflare Pages redirects /admin/marketing.html to it): without following a redirect.
 */
async function marketersPage(base: string) {
  const response = await fetch(`${base}/admin/marketing`, { redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? html.slice(0, 80),
    script: html.includes('<script src="/admin/marketing.js"></script>'),
    policy: response.headers.get('content-security-policy'),
  };
}

/** The marketers' page as every host must answer it: 200, the page, and (where the host sends headers) the editor's policy. */
const MARKETERS_PAGE = (headers: boolean) => ({
  status: 200,
  title: 'Herramientas de mercadeo',
  script: true,
  policy: headers ? admin.securityHeaders['Content-Security-Policy'] : null,
});

/**
 * Runs every check on a host serving the variant build, and asks it for the marketers' page, then
 * stops the host; at least `atLeast` checks must run.
 */
async function everyCheckPasses(
  server: { url: string; stop: () => unknown },
  { headers = true, atLeast = 100 } = {},
): Promise<void> {
  try {
    const results = await checkHost(server.url, { admin: true, headers });
    expect(failures(results)).toEqual([]);
    expect(results.length).toBeGreaterThan(atLeast);
    expect(await marketersPage(server.url)).toEqual(MARKETERS_PAGE(headers));
  } finally {
    await server.stop();
  }
}

describe('Cloudflare Pages (wrangler pages dev: the production asset handler in workerd, offline)', () => {
  test(
    'every host check passes, for every page of the sitemap, the new project and /admin/ included, and /admin/marketing answers the marketers’ page with 200',
    async () => {
      const server = await serveWithWrangler(site, WRANGLER_PORT);
      const pages = await discoverPages(server.url).catch(() => []);
      await everyCheckPasses(server);
      expect(pages).toEqual(expect.arrayContaining(['/', '/frammento', `/${newProject}`]));
    },
    scaled(180_000),
  );

  test(
    'the checks catch the issue: with frammento/index.html, Cloudflare redirects /frammento to /frammento/',
    async () => {
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
    },
    scaled(180_000),
  );
});

test(
  'nginx with deploy/nginx.conf: every host check passes, and /admin/marketing answers the marketers’ page with 200',
  async () => {
    await everyCheckPasses(await startNginx(site, NGINX_PORT));
  },
  scaled(120_000),
);

test(
  'Netlify (its own parsers read netlify.toml, _headers, _redirects; its documented matching): every check passes, and /admin/marketing answers the marketers’ page with 200',
  async () => {
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
  },
  scaled(120_000),
);

test(
  '`npm start` (tools/serve-build.cjs): every route check passes (it sends no production headers), and /admin/marketing answers the marketers’ page with 200',
  async () => {
    await everyCheckPasses(await serveBuild(SERVE_PORT, deadlines().serverFirstAnswer, site), {
      headers: false,
      atLeast: 20,
    });
  },
  scaled(120_000),
);

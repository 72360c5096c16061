/**
 * The editor logs in on the published site with the site's own host answering GitHub's login: the real
 * handler (deploy/github-login/handler.ts) as Cloudflare Pages runs it (`wrangler pages dev` with the
 * project's functions/), against the local stand-in for GitHub (tools/github-stand-in.cjs: its OAuth pages
 * and the REST API Decap reads, from this repository's HEAD). The published /admin/ is the production
 * build's, with the files the build writes when CMS_REPO is set and CMS_AUTH_URL is not (adminFiles).
 * Chromium reaches api.github.com only through the test's routing, to the stand-in: nothing in the build
 * names it. The same handshake through Netlify's entry in the Netlify model (tools/netlify-model.mjs), and for
 * nginx hosts: the site under the committed nginx.conf, the login as the Cloudflare Worker
 * (deploy/github-login/wrangler.toml under `wrangler dev`) that CMS_AUTH_URL names. The
 * attacks and each failure's page, one by one: __tests__/deploy/github-login.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { checkHost } from '../deploy/host-checks.cjs';
import { adminFiles } from '../src/editor/assemble/admin';
import { cmsBackend, type CmsBackend } from '../src/editor/assemble/config';
import { DEFAULT_DECAP_SERVER_PORT } from '../src/shared/constants.cjs';
import { copyWithAdmin } from '../tools/build-copy.cjs';
import { deadlines, scaled } from '../tools/deadlines.cjs';
import { startGitHubStandIn } from '../tools/github-stand-in.cjs';
import { serveLoginWorker, serveWithWrangler } from '../tools/local-wrangler.cjs';
import { startNginx } from '../tools/local-nginx.cjs';
import { openBrowser, watchUnanswered } from './support/browser';
import { workerPort } from './support/server';
import { until, untilShown } from './support/until';

const STAND_IN_PORT = workerPort(7);
const SITE_PORT = workerPort(8); // and wrangler's inspector on workerPort(9)
const SITE = `http://localhost:${SITE_PORT}`;
const REPO = 'firma-ejemplo/sitio';
const CLIENT = { id: 'Iv1.cliente-prueba', secret: 'secreto-de-prueba-del-navegador' };
const root = path.resolve(__dirname, '..');

let github: Awaited<ReturnType<typeof startGitHubStandIn>>;
let site: { url: string; stop: () => Promise<void>; output: () => string };
let published = '';

beforeAll(
  async () => {
    // /admin/ as the build writes it with the site's own login (CMS_REPO set, CMS_AUTH_URL not).
    published = publishedBuild(cmsBackend({ CMS_REPO: REPO }));
    github = await startGitHubStandIn({
      port: STAND_IN_PORT,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      callback: `${SITE}/auth/callback`,
      repo: REPO,
    });
    site = await serveWithWrangler(published, SITE_PORT, {
      inspectorPort: workerPort(9),
      logRequests: true,
      functions: {
        GITHUB_CLIENT_ID: CLIENT.id,
        GITHUB_CLIENT_SECRET: CLIENT.secret,
        SITE_URL: SITE,
        GITHUB_STAND_IN: github.url,
      },
    });
  },
  deadlines().serverFirstAnswer + scaled(60_000),
);

/**
 * A copy of the production build whose /admin/ is what the build writes for `backend` (its page, login.js
 * and config.yml, from adminFiles, the build's own writer).
 */
function publishedBuild(backend: CmsBackend): string {
  return copyWithAdmin(path.join(root, 'public'), adminFiles(DEFAULT_DECAP_SERVER_PORT, backend, false));
}

/** The addresses that listen on `port` (from /proc/net/tcp and tcp6), in kernel hex, e.g. 0100007F (127.0.0.1). */
function listenersOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['tcp', 'tcp6'].flatMap((table) =>
    fs
      .readFileSync(`/proc/net/${table}`, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => `${table} ${fields[1]}`),
  );
}

afterAll(async () => {
  await site?.stop();
  await github?.stop();
  fs.rmSync(published, { recursive: true, force: true });
});

/** A Chromium context whose requests to GitHub's API go to the stand-in (every other outside host is refused). */
async function editorBrowser(standIn = github.url): Promise<BrowserContext> {
  const context = await openBrowser();
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standIn}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return context;
}

/** Closes a context whose editor may still be reading from GitHub's API (its requests in flight are dropped). */
async function closeBrowser(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/**
 * Jest's deadline for a test that logs in through Decap: more than its waits' deadlines added up (the editor's load,
 * Decap's first screen, the popup, the collections: tools/deadlines.cjs), so that a wait's own deadline fails first,
 * naming what it waited for.
 */
const LOGIN_TEST_MS = scaled(600_000);

/** The editor's collections after a login: Decap reads the repository through GitHub's API first. 150 s, scaled. */
const COLLECTIONS_DEADLINE_MS = scaled(150_000);

/** Clicks `control` and returns the popup it opens, within the popup's deadline (tools/deadlines.cjs). */
async function popupOf(page: Page, control: Locator): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: deadlines().popup }), control.click()]);
  return popup;
}

/**
 * Waits for Decap's first screen, its button «Iniciar sesión con GitHub»: Decap builds it from a large bundle after
 * the load event (0.3 s on the idle machine; more than 30 s beside two busy programs), and returns the button.
 */
function loginButton(page: Page, said?: () => string): Promise<Locator> {
  return untilShown(
    page.getByRole('button', { name: 'Iniciar sesión con GitHub' }),
    'Decap’s first screen: its button «Iniciar sesión con GitHub»',
    deadlines().decapFirstScreen,
    said,
  );
}

/**
 * Opens `admin`, presses «Iniciar sesión con GitHub» and returns the popup Decap opens. A fresh-clone run beside a
 * busy loop once waited 120 s for the published /admin/ to load, with nothing else said (2026-11-29), so a load
 * that misses its deadline fails naming the requests still unanswered, what listens on the address's port, whether
 * Node gets an answer from it then, and what the server of `admin` printed (`said`; the Pages site's wrangler
 * logs each request it answered).
 */
async function startLogin(
  page: Page,
  admin: string,
  said = () => `the Pages site's wrangler said:\n${site.output().slice(-6000)}`,
): Promise<Page> {
  const unanswered = watchUnanswered(page);
  try {
    await page.goto(admin, { timeout: deadlines().editorLoad });
  } catch (error) {
    const port = Number(new URL(admin).port);
    const then = await fetch(admin, { signal: AbortSignal.timeout(scaled(10_000)) }).then(
      (response) => `HTTP ${response.status}`,
      (failure: Error) => failure.message,
    );
    throw new Error(
      [
        (error as Error).message,
        `--- requests unanswered: ${unanswered.urls().join(', ') || 'none'}`,
        `--- listening on ${port}: ${listenersOn(port).join(', ') || 'nothing'}`,
        `--- ${admin} fetched from Node after the deadline: ${then}`,
        `--- ${said()}`,
      ].join('\n'),
    );
  } finally {
    unanswered.stop();
  }
  return popupOf(page, await loginButton(page, said));
}

test(
  'an editor opens the published /admin/, presses «Iniciar sesión con GitHub», authorizes on GitHub, and sees the collections with the repository’s content',
  async () => {
    const context = await editorBrowser();
    try {
      const page = await context.newPage();
      const popup = await startLogin(page, `${SITE}/admin/`);
      await popup.getByRole('link', { name: 'Authorize' }).click();
      await until(
        'the editor’s collections after the login',
        () => page.getByText('Textos y datos del sitio').first().isVisible(),
        {
          timeoutMs: COLLECTIONS_DEADLINE_MS,
          said: () => `REST not answered: ${github.unknown.join(', ')}\n${site.output()}`,
        },
      );
      expect(popup.isClosed()).toBe(true);
      // The project pages come from the repository's data/projects/ through GitHub's API (the stand-in).
      await page.getByRole('link', { name: 'Proyectos (páginas)' }).first().click();
      await until(
        'the project Frammento, read from the repository',
        () => page.getByText('Frammento').first().isVisible(),
        {
          timeoutMs: deadlines().decapFirstScreen,
          said: () => `REST not answered: ${github.unknown.join(', ')}`,
        },
      );
      expect(github.exchanges.filter((exchange) => exchange.ok)).toHaveLength(1);
    } finally {
      await closeBrowser(context);
    }
  },
  LOGIN_TEST_MS,
);

/** Opens the project Frammento in the editor's list of project pages. */
async function openFrammento(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proyectos (páginas)' }).first().click();
  await until('the project Frammento in the list', () => page.getByText('Frammento').first().isVisible(), {
    timeoutMs: deadlines().decapFirstScreen,
    said: () => `REST not answered: ${github.unknown.join(', ')}`,
  });
  await page.getByText('Frammento').first().click();
}

/** Every value the page keeps in IndexedDB, as text (where Decap keeps its copy of an entry being edited). */
const storedText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        texts.push(JSON.stringify(values));
      }
      db.close();
    }
    return texts.join('\n');
  });

test(
  'work typed before the login expires and a new login fails is offered back, in the form, once the editor logs in again',
  async () => {
    const typed = 'Frammento (texto escrito antes de que venciera la sesión)';
    const context = await editorBrowser();
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      const first = await startLogin(page, `${SITE}/admin/`);
      await first.getByRole('link', { name: 'Authorize' }).click();
      await openFrammento(page);
      const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
      await name.fill(typed);
      // Decap keeps a copy of the entry being edited in the browser a moment after the typing stops.
      await until('the typed text kept in the browser', () => storedText(page), {
        done: (text) => text.includes(typed),
      });

      // The login expires: GitHub no longer accepts the token, and the editor, reopening /admin/ (leaving the
      // form), is asked to log in; the first try fails.
      github.revokeAll();
      const refused = await startLogin(page, `${SITE}/admin/`);
      await refused.getByRole('link', { name: 'Cancel' }).click();
      await until(
        'Decap’s login error in the editor window',
        () => page.getByText('No se autorizó el acceso', { exact: false }).first().isVisible(),
        { timeoutMs: deadlines().decapFirstScreen },
      );

      const again = await popupOf(page, await loginButton(page));
      await again.getByRole('link', { name: 'Authorize' }).click();
      await until(
        'the editor’s collections after logging in again',
        () => page.getByText('Textos y datos del sitio').first().isVisible(),
        { timeoutMs: COLLECTIONS_DEADLINE_MS },
      );
      await openFrammento(page);
      await until('the typed text back in the form', () => name.inputValue(), { done: (value) => value === typed });
      // The browser's question on leaving a form with changes, then Decap's offer of its copy, once.
      expect(asked).toEqual(['beforeunload: ', expect.stringMatching(/^confirm: Se recuperó una copia/)]);
    } finally {
      await closeBrowser(context);
    }
  },
  LOGIN_TEST_MS,
);

test(
  '`npm run check-host`’s checks pass on Cloudflare’s runtime with the login: every page, /admin/, /auth and /auth/callback',
  async () => {
    // An answer that never comes fails at its deadline (30 s), with what wrangler printed and what listens on
    // the port: localhost is both ::1 and 127.0.0.1, and wrangler listens only on the second. It hung once in a
    // fresh-clone run (38cb750), with nothing said; 300 rounds of these checks against wrangler did not repeat it.
    const results = await checkHost(SITE, { admin: true, login: true }).catch((error: Error) => {
      throw new Error(
        `${error.message}\n--- listening on ${SITE_PORT}: ${listenersOn(SITE_PORT).join(', ')}\n--- wrangler said:\n${site.output().slice(-3000)}`,
      );
    });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.filter((result) => result.what.startsWith('/auth')).length).toBeGreaterThan(10);
  },
  scaled(180_000),
);

test(
  'the editor cancels on GitHub: the editor window shows the Spanish reason instead of waiting',
  async () => {
    const context = await editorBrowser();
    try {
      const page = await context.newPage();
      const popup = await startLogin(page, `${SITE}/admin/`);
      await popup.getByRole('link', { name: 'Cancel' }).click();
      await until(
        'Decap’s login error in the editor window',
        () => page.getByText('No se autorizó el acceso', { exact: false }).first().isVisible(),
        { timeoutMs: deadlines().decapFirstScreen },
      );
      expect(popup.isClosed()).toBe(true);
      await expect(page.getByRole('button', { name: 'Iniciar sesión con GitHub' }).isVisible()).resolves.toBe(true);
    } finally {
      await closeBrowser(context);
    }
  },
  LOGIN_TEST_MS,
);

test(
  'a login started at another address of the same build (a preview deployment) shows the published address, in the editor window too',
  async () => {
    const context = await editorBrowser();
    try {
      const page = await context.newPage();
      await startLogin(page, `http://127.0.0.1:${SITE_PORT}/admin/`);
      await until(
        'Decap’s error naming the published address',
        () => page.getByText(`solo acepta inicios de sesión desde ${SITE}`, { exact: false }).first().isVisible(),
        { timeoutMs: deadlines().decapFirstScreen },
      );
    } finally {
      await closeBrowser(context);
    }
  },
  LOGIN_TEST_MS,
);

test(
  'a page of another origin that opens the login receives nothing, though the editor authorizes',
  async () => {
    const context = await editorBrowser();
    try {
      await context.route('http://otro-sitio.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>otro</title><p>otro</p>' }),
      );
      const page = await context.newPage();
      await page.goto('http://otro-sitio.example/');
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        window.addEventListener('message', (event) => {
          seen.push(String(event.data));
          // As Decap does: echo the handshake to whoever sent it.
          (event.source as Window | null)?.postMessage(event.data, '*');
        });
      });
      const popup = page.waitForEvent('popup', { timeout: deadlines().popup });
      await page.evaluate((url) => void window.open(url, 'login'), `${SITE}/auth?provider=github&site_id=otro`);
      const login = await popup;
      await login.getByRole('link', { name: 'Authorize' }).click();
      await login.getByRole('heading', { name: 'Sesión iniciada' }).waitFor();
      // Messages from one window to another arrive in order: once this one has, the page's would have too.
      await login.evaluate(() => window.opener.postMessage('fin', '*'));
      const seen = await until(
        'the last message at the other origin',
        () => page.evaluate(() => (window as unknown as { seen: string[] }).seen),
        { done: (messages) => messages.includes('fin') },
      );
      expect(seen).toEqual(['fin']);
    } finally {
      await closeBrowser(context);
    }
  },
  scaled(180_000),
);

test(
  'Netlify (the model runs netlify/functions/ as Netlify bundles it): the same handshake hands a token to the site’s own origin, with no-store and a spent cookie',
  async () => {
    const netlifyPort = workerPort(11);
    const netlifySite = `http://localhost:${netlifyPort}`;
    const standIn = await startGitHubStandIn({
      port: workerPort(10),
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      callback: `${netlifySite}/auth/callback`,
      repo: REPO,
    });
    const model = spawn(
      process.execPath,
      [path.join(root, 'tools/netlify-model.mjs'), published, String(netlifyPort)],
      {
        env: {
          ...process.env,
          GITHUB_CLIENT_ID: CLIENT.id,
          GITHUB_CLIENT_SECRET: CLIENT.secret,
          SITE_URL: netlifySite,
          GITHUB_STAND_IN: standIn.url,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      let listening = false;
      let exited: number | null | undefined;
      model.stdout?.on('data', (chunk: Buffer) => (listening ||= chunk.toString().includes('listening')));
      model.on('exit', (code) => (exited = code));
      await until('the Netlify model’s first «listening»', () => listening || exited !== undefined, {
        timeoutMs: deadlines().serverFirstAnswer,
      });
      if (!listening) throw new Error(`tools/netlify-model.mjs exited with ${exited}`);
      const start = await fetch(`${netlifySite}/auth?provider=github&site_id=localhost`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('Cache-Control')).toBe('no-store');
      const cookie = (start.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
      const authorize = await (await fetch(start.headers.get('Location') ?? '')).text();
      const allow = /<a href="([^"]+)">Authorize<\/a>/.exec(authorize)?.[1]?.replaceAll('&amp;', '&') ?? '';
      const back = await fetch(new URL(allow, standIn.url), { redirect: 'manual' });
      const callback = await fetch(back.headers.get('Location') ?? '', { headers: { Cookie: cookie } });
      const page = await callback.text();
      expect(callback.status).toBe(200);
      expect(callback.headers.get('Cache-Control')).toBe('no-store');
      expect(callback.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; script-src 'nonce-/);
      expect(page).toMatch(/authorization:github:success:\{\\?"token\\?":\\?"gho_/);
      expect(page).toContain("opener.postMessage('authorizing:github', origin)");
      expect(callback.headers.get('Set-Cookie')).toMatch(/^__Host-github-login=; Max-Age=0;/);
      expect(standIn.exchanges).toEqual([expect.objectContaining({ ok: true })]);
      const checks = await checkHost(netlifySite, { admin: true, login: true });
      expect(checks.filter((result) => !result.ok)).toEqual([]);
    } finally {
      model.kill();
      await standIn.stop();
    }
  },
  scaled(180_000),
);

test(
  'nginx (no functions): the same handler as a Cloudflare Worker at its own address, named by CMS_AUTH_URL, logs the editor in on the site nginx serves',
  async () => {
    const workerPortNumber = workerPort(12); // and its inspector on workerPort(13)
    const worker = `http://localhost:${workerPortNumber}`;
    const dir = publishedBuild({ repo: REPO, branch: 'main', authUrl: worker });
    const nginx = await startNginx(dir, workerPort(14));
    const siteOrigin = new URL(nginx.url).origin;
    const standIn = await startGitHubStandIn({
      port: workerPort(15),
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      callback: `${worker}/auth/callback`,
      repo: REPO,
    });
    const login = await serveLoginWorker(workerPortNumber, {
      inspectorPort: workerPort(13),
      vars: {
        GITHUB_CLIENT_ID: CLIENT.id,
        GITHUB_CLIENT_SECRET: CLIENT.secret,
        SITE_URL: siteOrigin,
        LOGIN_URL: worker,
        GITHUB_STAND_IN: standIn.url,
      },
    });
    const context = await editorBrowser(standIn.url);
    try {
      const page = await context.newPage();
      const popup = await startLogin(
        page,
        `${siteOrigin}/admin/`,
        () => `nginx serves /admin/ here (wrangler's Worker serves the login only)`,
      );
      await popup.getByRole('link', { name: 'Authorize' }).click();
      await until(
        'the editor’s collections after the login through the Worker',
        () => page.getByText('Textos y datos del sitio').first().isVisible(),
        {
          timeoutMs: COLLECTIONS_DEADLINE_MS,
          said: () => `REST not answered: ${standIn.unknown.join(', ')}\n${login.output()}`,
        },
      );
      expect(standIn.exchanges).toEqual([expect.objectContaining({ ok: true })]);
    } finally {
      await closeBrowser(context);
      await login.stop();
      await standIn.stop();
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  LOGIN_TEST_MS,
);

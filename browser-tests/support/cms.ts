import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import { copyProject, shrinkPhotos } from '../../tools/build-copy.cjs';
import { startDecapServer } from '../../src/editor/local/decap-server.cjs';
import { adminContentSecurityPolicyFor } from '../../deploy/host-config.cjs';
import { CONTENT_TYPES } from '../../src/shared/constants.cjs';
import { cmsConfigYaml } from '../../src/editor/assemble/config';
import { openBrowser } from './browser';
import { workerPort } from './server';
import { until, untilShown } from './until';
import { deadlines, scaled } from '../../tools/deadlines.cjs';

/** decap-server and the editor's page for the editor test: next to the browser-test port. */
export const DECAP_PORT = workerPort(3);
export const ADMIN_PORT = workerPort(4);

/**
 * Serves the built public/admin/ on 127.0.0.1:port under the editor's CSP (for that port), with the built
 * config.yml pointed at the test's decap-server (the built one names the default port).
 */
export function serveBuiltAdmin(port: number, decapPort: number): Promise<http.Server> {
  const dir = path.resolve(__dirname, '../../public/admin');
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/admin\//, '') || 'index.html';
    const file = path.join(dir, name);
    const headers = {
      'Content-Security-Policy': adminContentSecurityPolicyFor(decapPort),
      'Content-Type': CONTENT_TYPES[path.extname(name)] ?? '',
    };
    if (name === 'config.yml') {
      response.writeHead(200, headers).end(cmsConfigYaml(decapPort));
    } else if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
    } else {
      response.writeHead(200, headers).end(fs.readFileSync(file));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * A throwaway copy of the project, decap-server on it, the built editor served under its CSP,
 * and a Chromium tab logged in to it (`watch` sees every tab's console and dialogs). `smallPhotos`: the copy's
 * photos shrunk (tools/build-copy.cjs, `shrinkPhotos`), for a file that builds the copy and checks what it publishes.
 */
export async function openEditor(
  decapPort: number,
  adminPort: number,
  watch: (tab: Page) => void,
  { smallPhotos = false } = {},
): Promise<{ dir: string; context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = copyProject();
  if (smallPhotos) await shrinkPhotos(dir);
  const { stop } = await startDecapServer(dir, decapPort);
  const server = await serveBuiltAdmin(adminPort, decapPort);
  const context = await openBrowser();
  const page = await context.newPage();
  watch(page);
  await logInLocally(page, `http://127.0.0.1:${adminPort}/admin/`);
  const close = async () => {
    await context.close();
    server.close();
    stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { dir, context, page, close };
}

/**
 * Opens the editor at `admin` (decap-server behind it) and logs in with its button «Iniciar sesión», as an editor
 * does; resolves once the collections show. Each wait has its deadline (tools/deadlines.cjs): the editor's load, then
 * Decap's first screen, which it builds from a large bundle after the load event.
 */
export async function logInLocally(page: Page, admin: string): Promise<void> {
  await page.goto(admin, { timeout: deadlines().editorLoad });
  const login = page.getByRole('button', { name: 'Iniciar sesión' });
  await untilShown(login, 'Decap’s first screen: its button «Iniciar sesión»', deadlines().decapFirstScreen);
  await login.click();
  await untilShown(
    page.getByText('Textos y datos del sitio').first(),
    'the editor’s collections after «Iniciar sesión»',
    deadlines().decapFirstScreen,
  );
}

/**
 * Jest's deadline for setting up a logged-in editor (a copy, decap-server, the editor's load and first screens):
 * more than its waits' deadlines added up, so that a wait's own deadline fails first, naming what it waited for.
 */
export const EDITOR_SETUP_MS =
  deadlines().serverFirstAnswer + deadlines().editorLoad + 2 * deadlines().decapFirstScreen;

/**
 * An editor's answers to Decap's questions: restore an unsaved draft? No, start from the file. Leave a form with
 * unsaved changes? Yes, they are dropped.
 */
export const answerDecap = (dialog: Dialog): void =>
  void (/recuperar|restaurar|restore/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept());

/**
 * Opens a form in the editor's tab as an editor does, through its collection's list: `hash` is
 * `collections/<name>/entries/<entry>` or `collections/<name>/new`. Leaving a form with unsaved changes asks first
 * (the tab's dialog handler answers). Why not a new tab: docs/contributing/test-runs.md, "The run".
 */
export async function openEntry(page: Page, admin: string, hash: string): Promise<void> {
  await page.goto(`${admin}#/${hash.replace(/\/(entries\/[^/]+|new)$/, '')}`);
  await page.locator(`a[href$="#/${hash}"]`).first().click();
}

/**
 * decap-server's answer to the next save (its `persistEntry`): it writes every file of the entry, then answers,
 * so once this resolves the files are whole on disk. A file that merely exists may still be empty (it is
 * opened, truncated, then written). Call it before the click that saves. Rejects if the answer is an error.
 */
export async function decapSaved(page: Page, timeoutMs = scaled(60_000)): Promise<void> {
  const saving = (body: string | null) => {
    try {
      return (JSON.parse(body ?? '') as { action?: unknown }).action === 'persistEntry';
    } catch {
      return false;
    }
  };
  const answer = await page.waitForResponse(
    (response) => response.url().endsWith('/api/v1') && saving(response.request().postData()),
    { timeout: timeoutMs },
  );
  if (!answer.ok()) throw new Error(`decap-server refused the save: ${answer.status()} ${await answer.text()}`);
}

/** In the open media library: after an upload, selects the photo called `name` and confirms it. */
export async function choosePhoto(page: Page, name: string): Promise<void> {
  const choose = page.getByRole('button', { name: 'Confirmar selección' });
  const card = page.getByText(name, { exact: true }).last();
  // The upload re-draws the library: click the card until it is selected (a click on a card being
  // replaced is lost, so each look clicks again if it is still not selected).
  await until(
    `the photo ${name} selected («Confirmar selección» enabled)`,
    async () => {
      if (await choose.isEnabled()) return true;
      await card.click({ timeout: scaled(5000) }).catch(() => undefined);
      return choose.isEnabled();
    },
    { timeoutMs: scaled(30_000), pollMs: 300 },
  ).catch(async (error: Error) => {
    await page.screenshot({ path: path.join(os.tmpdir(), 'cms-photo-not-selected.png') });
    throw error;
  });
  await choose.click();
}

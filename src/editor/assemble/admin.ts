/**
 * The editor at /admin/ (Decap CMS): its files, written into public/admin/ after every build
 * and served by `gatsby develop` for `npm run cms`. The 5 MB Decap bundle is copied from
 * node_modules, never committed. Nothing here touches the public pages' JavaScript.
 *
 *   index.html     src/editor/admin/index.html (noindex, loads the two scripts below; no inline script), with
 *                  the link to the marketers' page, /admin/marketing, above Decap (src/editor/other-tools.ts)
 *   login.js       loaded before Decap: with the site's own login (deploy/github-login/), gives Decap this
 *                  page's origin as the login's address (loginScript); else it does nothing
 *   config.yml     generated from content-shape.ts (config.ts); committed as src/editor/admin/config.yml
 *   editor.js      our bundle (bundle.ts): first the JSON format, the missing Spanish phrases and the
 *                  preview style (src/editor/setup.ts), then the previews, the site's own pages
 *                  rendered from the form, and the build's checks run before saving (src/editor/pre-save.ts)
 *   content.json   every content file as built, which the previews show around the one being edited
 *   preview.css    the site's fonts for the preview pane, from src/theme
 *   decap-cms.js   and its lazily loaded chunks, from the decap-cms package
 *   fonts/         the site's font files, for preview.css
 *
 * Files of other domains that live under /admin/ come in as `more` (the marketers' page, from
 * src/marketing/page/assemble.ts: gatsby-node.ts and gatsby-config.ts pass them). The files' type and
 * the bundler both domains use are in src/shared/admin-bundle.ts, so neither imports the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  cmsBackend,
  cmsConfigYaml,
  cmsReview,
  DEFAULT_DECAP_SERVER_PORT,
  PLACEHOLDER_BACKEND,
  type CmsBackend,
} from './config';
import { editorBundle } from './bundle';
import { collectionName } from './config';
import { contentFiles } from '../../content/content-shape';
import type { ContentSnapshot } from '../preview-data';
import { ADMIN_PATH, CONTENT_TYPES, LOGIN_PATH, PUBLIC_DIR } from '../../shared/constants.cjs';
import type { AdminFiles } from '../../shared/admin-bundle';

/** The editor's address on the site. */
const ADMIN_SOURCES = path.resolve('src/editor/admin');
const FONTS = path.resolve('src/fonts');

/** The port decap-server answers on: DECAP_SERVER_PORT, else Decap's default. */
export function decapServerPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.DECAP_SERVER_PORT ?? DEFAULT_DECAP_SERVER_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`DECAP_SERVER_PORT must be a port number (got ${JSON.stringify(env.DECAP_SERVER_PORT)})`);
  }
  return port;
}

/**
 * The backend `npm run cms` serves in config.yml: the production one, except that with
 * DECAP_SERVER_BRANCH (set by `CMS_REVIEW=1 npm run cms`) its branch is the one decap-server's git
 * mode works on, since Decap's local backend reads and publishes on `backend.branch` (src/editor/local/cms-review.cjs).
 */
export function developBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const backend = cmsBackend(env);
  const branch = env.DECAP_SERVER_BRANCH?.trim();
  return branch ? { ...backend, branch } : backend;
}

/** The folder of Decap's browser bundle: dist/decap-cms.js and its numbered chunks (__tests__/editor/decap-bundle.test.ts). */
// From the site's root, as the other build steps (Gatsby's compiled gatsby-node has no require.resolve).
const decapDist = (): string => path.resolve('node_modules/decap-cms/dist');
export const isBundleFile = (name: string): boolean => /^(?:\d+\.)?decap-cms\.js$/.test(name);

/** The preview pane's stylesheet: the site's @font-face rules (the site's own global styles do the rest). */
const previewCss = (): string =>
  fs
    .readFileSync(path.resolve('src/theme/fonts.css'), 'utf8')
    .replaceAll('../fonts/', `${ADMIN_PATH}fonts/`)
    .replaceAll('font-display: optional', 'font-display: swap');

/** content.json: what each preview is called in config.yml, its type, and each single file's content. */
export const contentSnapshot = (dataDir = path.resolve('data')): ContentSnapshot => ({
  previews: contentFiles.map((file) => ({
    name: collectionName(file),
    typeName: file.typeName,
    ...(file.path.includes('*') ? {} : { data: JSON.parse(fs.readFileSync(path.join(dataDir, file.path), 'utf8')) }),
  })),
});

/**
 * /admin/login.js. With the site's own login, Decap must open the popup at, and take the messages only
 * from, the address the editor opened (the published one, or a preview's, where the login says it cannot
 * log in): config.yml cannot name it, so Decap starts by hand (CMS_MANUAL_INIT) once the page's scripts
 * have run, with that origin as its `base_url`. With an outside provider or before CMS_REPO is set it does
 * nothing, and Decap starts itself as before.
 */
export function loginScript(backend: CmsBackend): string {
  if (backend === PLACEHOLDER_BACKEND || backend.authUrl) {
    return '// The editor logs in through CMS_AUTH_URL, or only with `npm run cms`: Decap starts itself.\n';
  }
  return `// The editor logs in through this site's own host (${LOGIN_PATH}): Decap's login popup and its messages are this page's origin.
window.CMS_MANUAL_INIT = true;
document.addEventListener('DOMContentLoaded', function () {
  window.CMS.init({ config: { backend: { base_url: window.location.origin } } });
});
`;
}

/**
 * What the editor's login on the published site still needs from the build's settings, by name: CMS_REPO,
 * and for the login on the site's own host GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and SITE_URL (the hosts
 * give the build and the functions the same variables).
 */
export function loginMissing(env: NodeJS.ProcessEnv = process.env): string[] {
  const backend = cmsBackend(env);
  if (backend === PLACEHOLDER_BACKEND) return ['CMS_REPO'];
  if (backend.authUrl) return [];
  return ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_URL'].filter((name) => !env[name]?.trim());
}

/** Every file of public/admin/, by name: the editor's, then `more` (other domains' files under /admin/). */
export function adminFiles(
  port = decapServerPort(),
  backend = cmsBackend(),
  review = cmsReview(),
  more: AdminFiles = new Map(),
): AdminFiles {
  const files: AdminFiles = new Map();
  files.set('index.html', { copy: path.join(ADMIN_SOURCES, 'index.html') });
  files.set('login.js', { text: loginScript(backend) });
  files.set('config.yml', { text: cmsConfigYaml(port, backend, review) });
  files.set('preview.css', { text: previewCss() });
  // Bundled only when read: `npm run cms` asks for the files of every request.
  files.set('editor.js', {
    get text() {
      return editorBundle();
    },
  });
  files.set('content.json', {
    get text() {
      return `${JSON.stringify(contentSnapshot())}\n`;
    },
  });
  for (const name of fs.readdirSync(decapDist()).filter(isBundleFile)) {
    files.set(name, { copy: path.join(decapDist(), name) });
  }
  for (const name of fs.readdirSync(FONTS).filter((n) => n.endsWith('.woff2'))) {
    files.set(`fonts/${name}`, { copy: path.join(FONTS, name) });
  }
  for (const [name, file] of more) files.set(name, file);
  return files;
}

/**
 * After the build: writes public/admin/ (before the compressed copies are made), and names each setting
 * the editor's login on the published site still needs (loginMissing).
 */
export function writeAdmin(
  { reporter }: { reporter: { info: (message: string) => void } },
  more: AdminFiles = new Map(),
  publicDir = path.resolve(PUBLIC_DIR),
): void {
  const dir = path.join(publicDir, ADMIN_PATH);
  const backend = cmsBackend();
  // One short line each: Gatsby wraps longer ones at 80 columns.
  for (const name of loginMissing()) {
    reporter.info(`${ADMIN_PATH} cannot log in on the site: set ${name}.`);
  }
  for (const [name, file] of adminFiles(decapServerPort(), backend, cmsReview(), more)) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if ('text' in file) fs.writeFileSync(target, file.text);
    else fs.copyFileSync(file.copy, target);
  }
}

type Response = {
  status: (code: number) => Response;
  type: (value: string) => Response;
  send: (body: string | Buffer) => void;
  redirect: (url: string) => void;
};
type App = {
  get: (route: string, handler: (req: { path: string }, res: Response, next: () => void) => void) => void;
};

/**
 * `gatsby develop` (npm run cms): serves /admin/ from the same files the build writes, with the
 * configuration pointed at DECAP_SERVER_PORT (with CMS_REVIEW=1, on DECAP_SERVER_BRANCH: developBackend). Installed as gatsby-config's `developMiddleware`,
 * which runs before Gatsby serves public/: a production build's public/admin/config.yml names
 * the default port, and Gatsby's onCreateDevServer runs too late to take its place.
 */
export function serveAdmin(app: App, more: () => AdminFiles = () => new Map()): void {
  // Express matches "/admin" for "/admin/" too: redirect only the bare path (no loop).
  app.get('/admin', (req, res, next) => (req.path === '/admin' ? res.redirect(ADMIN_PATH) : next()));
  app.get(`${ADMIN_PATH}*`, (req, res) => {
    const asked = req.path.slice(ADMIN_PATH.length) || 'index.html';
    const files = adminFiles(decapServerPort(), developBackend(), cmsReview(), more());
    // /admin/marketing answers marketing.html, as every host does (the address the editor links to).
    const name = !files.has(asked) && files.has(`${asked}.html`) ? `${asked}.html` : asked;
    const file = files.get(name);
    if (!file) {
      res.status(404).send('Not found');
      return;
    }
    res.type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
    res.send('text' in file ? file.text : fs.readFileSync(file.copy));
  });
}

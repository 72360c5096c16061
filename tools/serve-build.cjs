// `npm run serve`: serves the production build in public/ with the routes every host of the
// site gives it: /frammento answers frammento.html with 200, /frammento/ and
// /frammento.html redirect to /frammento, /admin redirects to /admin/, unknown paths answer
// 404.html with status 404. `gatsby serve` looks for frammento/index.html, which the build
// no longer writes (src/gatsby-hooks/output/flat-pages.ts). Routes only: the production headers come from
// the host (deploy/host-config.cjs). Usage: node tools/serve-build.cjs [--port 9000] [--host 127.0.0.1]
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { admin, notFoundPage } = require('../deploy/host-config.cjs');
const { CONTENT_TYPES, PUBLIC_DIR } = require('../src/shared/constants.cjs');

/** @param {string} file */
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * What to answer for `pathname`: { file, status } or { redirect }.
 * @param {string} root
 * @param {string} pathname
 * @returns {{ file: string, status: number } | { redirect: string }}
 */
function route(root, pathname) {
  const inAdmin = pathname.startsWith(admin.path);
  if (pathname === admin.path.slice(0, -1)) return { redirect: admin.path };
  if (pathname.length > 1 && pathname.endsWith('/') && !inAdmin)
    return { redirect: pathname.replace(/\/+$/, '') || '/' };
  const file = path.join(root, pathname);
  const inside = path.relative(root, file);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    return { file: path.join(root, notFoundPage), status: 404 };
  }
  if (!inAdmin && pathname === '/index.html') return { redirect: '/' };
  if (!inAdmin && pathname !== notFoundPage && pathname.endsWith('.html') && isFile(file)) {
    return { redirect: pathname.slice(0, -'.html'.length) };
  }
  if (pathname === notFoundPage) return { file, status: 404 };
  if (isFile(file)) return { file, status: 200 };
  if (pathname.endsWith('/') && isFile(path.join(file, 'index.html')))
    return { file: path.join(file, 'index.html'), status: 200 };
  if (isFile(`${file}.html`)) return { file: `${file}.html`, status: 200 };
  return { file: path.join(root, notFoundPage), status: 404 };
}

/**
 * An http.Server serving `root` (not yet listening).
 * @param {string} root
 * @returns {import('node:http').Server}
 */
function createServer(root) {
  const base = path.resolve(root);
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    /** @type {string} */
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = notFoundPage;
    }
    const answer = route(base, pathname);
    if ('redirect' in answer) {
      response.writeHead(301, { Location: answer.redirect + url.search }).end();
      return;
    }
    response.writeHead(answer.status, {
      'Content-Type': CONTENT_TYPES[path.extname(answer.file)] ?? 'application/octet-stream',
    });
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(answer.file).pipe(response);
  });
}

function main() {
  /**
   * @param {string} name
   * @param {string} fallback
   * @returns {string}
   */
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? /** @type {string} */ (process.argv[index + 1]) : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? '9000'));
  const host = arg('host', 'localhost');
  const root = path.resolve(__dirname, '..', arg('dir', PUBLIC_DIR));
  createServer(root).listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
}

if (require.main === module) main();

module.exports = { createServer, route };

// A model of how Netlify's CDN answers the published build, for the host test: Netlify's
// local `netlify dev` answers both /x and /x/ with 200, hiding the CDN's slash handling, so
// this reads the files Netlify reads with Netlify's own parsers (@netlify/headers-parser,
// @netlify/redirect-parser: netlify.toml, public/_headers, public/_redirects) and applies
// what Netlify documents: `_redirects` rules first; pretty URLs (x.html answers /x, /x/
// redirects to /x, a folder's index.html answers /x/); unknown paths get 404.html with 404;
// every header rule whose path matches the request applies, in file order, a later rule's
// value replacing an earlier one's (netlify-cli's headersForPath). What it cannot prove is
// that the CDN does the same: see docs/publishing.md, "Netlify".
// Functions: each file of netlify/functions/ (Netlify's default folder), bundled with esbuild as Netlify
// bundles TypeScript functions, answers the paths its `config.path` names, before any file or rule, with
// this process's environment as the site's settings and none of the `_headers` rules (Netlify applies
// them only to files: a function sends its own headers).
// Usage: node tools/netlify-model.mjs DIR PORT (prints "listening" when ready).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

const require = createRequire(import.meta.url);
const { createServer } = require('./serve-build.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('@netlify/headers-parser').Header} Header */
/**
 * A `_redirects` rule as @netlify/redirect-parser gives it (the fields the model reads).
 * @typedef {{ path: string, to: string, status?: number }} Redirect
 */

/**
 * Netlify's header and redirect rules for the build in `dir`; throws on any syntax error.
 * @param {string} dir
 * @returns {Promise<{ headers: Header[], redirects: Redirect[] }>}
 */
export async function netlifyRules(dir) {
  const netlifyConfigPath = path.join(root, 'netlify.toml');
  const headers = await parseAllHeaders({
    headersFiles: [path.join(dir, '_headers')],
    netlifyConfigPath,
    // The parsers' own default, said because their types require it.
    configHeaders: [],
    minimal: false,
  });
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(dir, '_redirects')],
    netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  });
  /** @type {Error[]} */
  const errors = [...headers.errors, ...redirects.errors];
  if (errors.length > 0) throw new Error(`Netlify would reject: ${errors.map((e) => e.message).join('; ')}`);
  // With `minimal: false` every header rule has its forRegExp.
  return {
    headers: /** @type {Header[]} */ (headers.headers),
    redirects: /** @type {Redirect[]} */ (redirects.redirects),
  };
}

/**
 * What Netlify sends for every file no rule gives a Cache-Control (Netlify's documented default).
 * @type {Record<string, string>}
 */
const NETLIFY_DEFAULT_HEADERS = { 'Cache-Control': 'public,max-age=0,must-revalidate' };

/**
 * The headers Netlify adds to an answer for `pathname`.
 * @param {Header[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export const headersFor = (rules, pathname) =>
  Object.assign(
    { ...NETLIFY_DEFAULT_HEADERS },
    ...rules.filter(({ forRegExp }) => forRegExp.test(pathname)).map(({ values }) => values),
  );

/**
 * The site's functions by path: each file of netlify/functions/, bundled for Node as Netlify does.
 * @returns {Promise<Map<string, (request: Request) => Promise<Response>>>}
 */
async function netlifyFunctions() {
  const folder = path.join(root, 'netlify/functions');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-functions-'));
  /** @type {Map<string, (request: Request) => Promise<Response>>} */
  const routes = new Map();
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const outfile = path.join(out, `${path.parse(name).name}.mjs`);
    await build({
      entryPoints: [path.join(folder, name)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    const module = await import(pathToFileURL(outfile).href);
    const paths = [module.config?.path ?? []].flat();
    for (const route of paths) routes.set(route, module.default);
  }
  // Imported: the bundles are no longer read.
  fs.rmSync(out, { recursive: true, force: true });
  return routes;
}

/**
 * Answers a Node request with a function's web Response.
 * @param {(request: Request) => Promise<Response>} run
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {number} port
 */
async function answerWithFunction(run, request, response, port) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const answer = await run(
    new Request(`http://${request.headers.host ?? `127.0.0.1:${port}`}${request.url}`, { headers }),
  );
  /** @type {Record<string, string>} */
  const out = {};
  answer.headers.forEach((value, name) => (out[name] = value));
  response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
}

async function main() {
  const [dir, port] = /** @type {[string, string]} */ (process.argv.slice(2));
  const rules = await netlifyRules(dir);
  const functions = await netlifyFunctions();
  const files = createServer(dir);
  const server = http.createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const run = functions.get(pathname);
    if (run) {
      answerWithFunction(run, request, response, Number(port)).catch(() => response.writeHead(500).end());
      return;
    }
    for (const [name, value] of Object.entries(headersFor(rules.headers, pathname))) response.setHeader(name, value);
    const redirect = rules.redirects.find((rule) => rule.path === pathname);
    if (redirect) {
      response.writeHead(redirect.status ?? 301, { Location: redirect.to + search }).end();
      return;
    }
    files.emit('request', request, response);
  });
  server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

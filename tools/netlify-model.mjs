// A model of how Netlify's CDN answers the published build, for the host test: Netlify's
// local `netlify dev` answers both /x and /x/ with 200, hiding the CDN's slash handling, so
// this reads the files Netlify reads with Netlify's own parsers (@netlify/headers-parser,
// @netlify/redirect-parser: netlify.toml, public/_headers, public/_redirects) and applies
// what Netlify documents: `_redirects` rules first; pretty URLs (x.html answers /x, /x/
// redirects to /x, a folder's index.html answers /x/); unknown paths get 404.html with 404;
// every header rule whose path matches the request applies, in file order, a later rule's
// value replacing an earlier one's (netlify-cli's headersForPath). What it cannot prove is
// that the CDN does the same: see docs/publishing.md, "Netlify".
// Usage: node tools/netlify-model.mjs DIR PORT (prints "listening" when ready).
import http from 'node:http';
import path from 'node:path';
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

async function main() {
  const [dir, port] = /** @type {[string, string]} */ (process.argv.slice(2));
  const rules = await netlifyRules(dir);
  const files = createServer(dir);
  const server = http.createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
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

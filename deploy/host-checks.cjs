// The host checks (docs/publishing.md, "Checking a deployed site"), against any address that
// serves the production build:
// every page answers 200 at its one address without a redirect, its trailing-slash form
// redirects to it, no second address answers it, unknown paths answer the 404 page with 404,
// hashed assets are cached a year, HTML revalidates, and every answer carries
// each security header exactly once. One source for the wrangler, nginx and `npm start` tests
// and for `npm run check-host -- https://www.example.com` (scripts/check-host.mjs).
const { IMMUTABLE, admin, hashedAssetPattern, securityHeaders } = require('./host-config.cjs');
const { headersBesidesPolicy } = require('./security-headers.cjs');
const { LOGIN_PATH } = require('../src/shared/constants.cjs');

/** What only the site's 404 page contains (src/pages/404.tsx). */
const NOT_FOUND_MARK = 'id="not-found-title"';
/** Paths no build has: one at the root, one nested. */
const UNKNOWN_PATHS = ['/no-existe-esta-pagina', '/no/existe/esta-pagina'];

const REDIRECTS = new Set([301, 308]);

/** @typedef {{ what: string, ok: boolean, detail: string }} HostCheck One check's result. */
/** @typedef {Awaited<ReturnType<typeof get>>} Answer */

/** How long one answer may take, whole body included: a host that never answers fails, naming the address. */
const ANSWER_DEADLINE_MS = 30_000;

/**
 * GET without following redirects; the answer's status, headers, body and resolved Location.
 * @param {string} base
 * @param {string} route
 * @param {number} [deadlineMs]
 */
async function get(base, route, deadlineMs = ANSWER_DEADLINE_MS) {
  const url = new URL(route, base);
  const signal = AbortSignal.timeout(deadlineMs);
  let response;
  let body;
  try {
    response = await fetch(url, { redirect: 'manual', signal });
    body = await response.text();
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new Error(
      `${url} ${response ? `answered ${response.status} but its body did not end` : 'did not answer'} within ${deadlineMs / 1000} s`,
    );
  }
  const location = response.headers.get('location');
  return {
    status: response.status,
    headers: response.headers,
    body,
    location: location === null ? null : new URL(location, new URL(route, base)).pathname,
  };
}

/**
 * The pages of the build as paths, from its sitemap (gatsby-plugin-sitemap), the home page first.
 * @param {string} base
 * @param {number} [deadlineMs]
 * @returns {Promise<string[]>}
 */
async function discoverPages(base, deadlineMs = ANSWER_DEADLINE_MS) {
  /** @param {string} xml */
  const locs = (xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(/** @type {string} */ (match[1])).pathname);
  const index = await get(base, '/sitemap-index.xml', deadlineMs);
  if (index.status !== 200) throw new Error(`${base}/sitemap-index.xml answered ${index.status}`);
  /** @type {string[]} */
  const pages = [];
  for (const sitemap of locs(index.body)) pages.push(...locs((await get(base, sitemap, deadlineMs)).body));
  return [...new Set(['/', ...pages])];
}

/**
 * The hashed scripts and stylesheets a page names: in src= and href=, and in the
 * space-separated lists the script loaders read (data-app-scripts, data-preload-scripts).
 * @param {string} html
 * @returns {string[]}
 */
const hashedAssetsOf = (html) => {
  const addresses = [...html.matchAll(/\s(?:src|href|data-[a-z-]+)="([^"]*)"/g)].flatMap((m) =>
    /** @type {string} */ (m[1]).split(' '),
  );
  return [...new Set(addresses.filter((address) => new RegExp(hashedAssetPattern).test(address)))];
};

/**
 * The hashed scripts and stylesheets and the processed images the home page loads.
 * @param {string} html
 */
const assetsOf = (html) => ({
  hashed: hashedAssetsOf(html),
  images: [
    ...new Set(
      [...html.matchAll(/"(\/static\/[^"\s]+\.(?:avif|webp|jpg|png|woff2))"/g)].map(
        (m) => /** @type {string} */ (m[1]),
      ),
    ),
  ],
});

/**
 * Runs every check against `base` (e.g. http://127.0.0.1:9343). Resolves to a list of
 * { what, ok, detail }. `headers: false` checks only routes (`npm start` need not send
 * headers); `admin: true` also checks the content editor at /admin/ (otherwise only when
 * the host answers it); `login: true` also checks the editor's GitHub login at /auth and /auth/callback
 * (deploy/github-login/), as the host answers it with its settings: `base` must then be SITE_URL. An answer
 * that takes longer than `answerDeadlineMs` (30 s), body included, rejects with an error naming its address.
 * @param {string} base
 * @param {{ headers?: boolean, admin?: boolean, login?: boolean, answerDeadlineMs?: number }} [options]
 * @returns {Promise<HostCheck[]>}
 */
async function checkHost(
  base,
  { headers = true, admin: withAdmin = false, login = false, answerDeadlineMs = ANSWER_DEADLINE_MS } = {},
) {
  /** @param {string} route */
  const read = (route) => get(base, route, answerDeadlineMs);
  /** @type {HostCheck[]} */
  const results = [];
  /**
   * @param {string} what
   * @param {boolean} ok
   * @param {string} [detail]
   */
  const check = (what, ok, detail = '') => results.push({ what, ok: Boolean(ok), detail: ok ? '' : detail });
  /**
   * @param {string} what
   * @param {Answer} answer
   * @param {Record<string, string>} [expected]
   */
  const expectHeaders = (what, answer, expected = securityHeaders) => {
    if (!headers) return;
    for (const [name, value] of Object.entries(expected)) {
      const got = answer.headers.get(name);
      // Two values of one header arrive joined with ", ": equality also proves "exactly once".
      check(`${what}: ${name} once`, got === value, `got ${JSON.stringify(got)}`);
    }
  };
  /**
   * @param {string} what
   * @param {Answer} answer
   */
  const revalidates = (what, answer) => {
    if (!headers) return;
    const value = answer.headers.get('cache-control') ?? '';
    check(
      `${what}: revalidated`,
      /(^|,\s*)(max-age=0|no-cache)\b/.test(value) && !value.includes('immutable') && !/max-age=[1-9]/.test(value),
      `Cache-Control ${JSON.stringify(value)}`,
    );
  };
  /**
   * @param {string} what
   * @param {Answer} answer
   * @param {string} target
   */
  const redirectsTo = (what, answer, target) =>
    check(
      `${what}: redirects to ${target}`,
      REDIRECTS.has(answer.status) && answer.location === target,
      describe(answer),
    );
  /** @param {Answer} answer */
  const describe = (answer) => `status ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`;

  const pages = await discoverPages(base, answerDeadlineMs);
  check('the sitemap lists the home page and at least one project page', pages.length > 1, pages.join(' '));
  for (const page of pages) {
    const answer = await read(page);
    check(`${page}: 200 without redirect`, answer.status === 200, describe(answer));
    check(`${page}: HTML`, /^text\/html/.test(answer.headers.get('content-type') ?? ''), 'not text/html');
    revalidates(page, answer);
    expectHeaders(page, answer);
    if (page !== '/') {
      const slash = await read(`${page}/`);
      redirectsTo(`${page}/`, slash, page);
      expectHeaders(`${page}/`, slash);
    }
    // A second address must not answer the page: it redirects to the page, or does not exist.
    for (const second of page === '/' ? ['/index.html'] : [`${page}.html`, `${page}/index.html`]) {
      const answer2 = await read(second);
      const redirectsHome = REDIRECTS.has(answer2.status) && [page, `${page}/`].includes(answer2.location ?? '');
      check(`${second}: redirects to ${page} or 404`, redirectsHome || answer2.status === 404, describe(answer2));
      expectHeaders(second, answer2);
    }
  }
  for (const unknown of UNKNOWN_PATHS) {
    const answer = await read(unknown);
    check(`${unknown}: 404`, answer.status === 404, describe(answer));
    check(`${unknown}: the site's 404 page`, answer.body.includes(NOT_FOUND_MARK), 'another body');
    expectHeaders(unknown, answer);
  }
  const { hashed, images } = assetsOf((await read('/')).body);
  check('the home page loads hashed scripts and a stylesheet', hashed.length > 1, hashed.join(' '));
  check('the home page loads processed images', images.length > 0, 'none under /static/');
  for (const asset of [...hashed, ...images.slice(0, 2)]) {
    const answer = await read(asset);
    check(`${asset}: 200`, answer.status === 200, describe(answer));
    if (headers) {
      const cache = answer.headers.get('cache-control');
      check(`${asset}: Cache-Control once, immutable`, cache === IMMUTABLE, `got ${JSON.stringify(cache)}`);
    }
    expectHeaders(asset, answer);
  }
  const editor = await read(admin.path);
  if (withAdmin || editor.status !== 404) {
    check(`${admin.path}: 200 without redirect`, editor.status === 200, describe(editor));
    revalidates(admin.path, editor);
    expectHeaders(admin.path, editor, admin.securityHeaders);
    const bare = await read(admin.path.slice(0, -1));
    redirectsTo(admin.path.slice(0, -1), bare, admin.path);
  }
  if (login) {
    const started = await read(`${LOGIN_PATH}?provider=github`);
    const to = new URL(started.headers.get('location') ?? 'about:blank');
    check(
      `${LOGIN_PATH}: redirects to GitHub's authorize page`,
      started.status === 302 && to.pathname === '/login/oauth/authorize',
      `${describe(started)}${started.status === 500 ? ` (${/<p>([^<]*)<\/p>/.exec(started.body)?.[1] ?? ''})` : ''}`,
    );
    check(
      `${LOGIN_PATH}: PKCE S256, a state, the callback ${LOGIN_PATH}/callback`,
      to.searchParams.get('code_challenge_method') === 'S256' &&
        (to.searchParams.get('state') ?? '').length >= 43 &&
        to.searchParams.get('redirect_uri') === new URL(`${LOGIN_PATH}/callback`, base).toString(),
      to.search,
    );
    const cookie = started.headers.get('set-cookie') ?? '';
    check(
      `${LOGIN_PATH}: the state's cookie is __Host-, HttpOnly, Secure, SameSite=Lax`,
      /^__Host-[^;]+;.*; HttpOnly; Secure; SameSite=Lax$/.test(cookie),
      cookie.replace(/=[^;]*/, '=…'),
    );
    const refused = await read(`${LOGIN_PATH}/callback?code=x&state=x`);
    check(`${LOGIN_PATH}/callback without the browser's state: 400`, refused.status === 400, describe(refused));
    for (const [what, answer] of [
      [LOGIN_PATH, started],
      [`${LOGIN_PATH}/callback`, refused],
    ]) {
      const answered = /** @type {Answer} */ (answer);
      check(
        `${what}: Cache-Control: no-store`,
        answered.headers.get('cache-control') === 'no-store',
        describe(answered),
      );
      check(
        `${what}: its own policy, default-src 'none'`,
        (answered.headers.get('content-security-policy') ?? '').startsWith("default-src 'none'; script-src 'nonce-"),
        String(answered.headers.get('content-security-policy')),
      );
      expectHeaders(String(what), answered, headersBesidesPolicy);
    }
  }
  return results;
}

module.exports = { checkHost, discoverPages, hashedAssetsOf };

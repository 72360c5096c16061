// The one source of the site's host configuration: security headers, the Content
// Security Policy, cache rules, the trailing-slash redirect and the 404 page.
// `npm run host-config` (scripts/generate/make-host-config.mjs) writes static/_headers (read by
// Netlify and Cloudflare Pages) and deploy/nginx.conf from it; both are committed and
// build-tests/host-config.test.ts fails when either differs from what this file makes.
// CommonJS, so the Jest tests can require it as they do scripts/*.cjs.
const { inlineScriptHashes } = require('./csp-hashes.cjs');
const { ADMIN_PATH, DEFAULT_DECAP_SERVER_PORT, TAG_MANAGER_ORIGIN } = require('../src/shared/constants.cjs');
const { headersBesidesPolicy } = require('./security-headers.cjs');

/** @typedef {{ location: string, tryFiles: string }} NginxLocation A location block and how it looks files up. */

/**
 * Tag Manager's Preview mode (Tag Assistant's badge and panel on the page): its styles, and
 * the fonts those styles load (Google's "Use Tag Manager with a Content Security Policy").
 */
const tagManagerPreview = {
  styles: ['https://tagmanager.google.com', TAG_MANAGER_ORIGIN, 'https://fonts.googleapis.com'],
  fonts: ['https://fonts.gstatic.com'],
};

/**
 * The Content-Security-Policy of the public pages. What each directive allows and why
 * (the hashes and 'strict-dynamic', the https: beacons, Preview mode, styles, no nonce):
 * docs/publishing.md, "The Content Security Policy"; how the pages fit it: docs/contributing/csp.md. The hashes: deploy/csp-hashes.cjs.
 * @type {Record<string, string[]>}
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': [...inlineScriptHashes, "'strict-dynamic'", "'self'", 'https:'],
  'style-src': ["'self'", "'unsafe-inline'", ...tagManagerPreview.styles],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:', ...tagManagerPreview.fonts],
  'connect-src': ["'self'", 'https:'],
  'frame-src': ['https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

// ---- end of the public pages' Content-Security-Policy ----

/**
 * The Content-Security-Policy of the content editor at /admin/ (Decap CMS), sent
 * there instead of the public one (never both: a browser enforces every policy it gets).
 * The CMS bundle validates its config with ajv ('unsafe-eval'), injects styles, previews
 * images from blob: and data: addresses, reads a photo being uploaded back from its blob:
 * address to save it (without blob: in connect-src the page is never written), talks to the
 * local `decap-server` while editing on this computer, and to GitHub's API in production.
 * @param {number} decapPort
 * @returns {Record<string, string[]>}
 */
const adminPolicyFor = (decapPort) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'blob:',
    `http://127.0.0.1:${decapPort}`,
    `http://localhost:${decapPort}`,
    'https://api.github.com',
  ],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});
const adminContentSecurityPolicy = adminPolicyFor(DEFAULT_DECAP_SERVER_PORT);
/**
 * The editor's policy, serialized, for a decap-server on another port (the browser tests).
 * @param {number} decapPort
 * @returns {string}
 */
const adminContentSecurityPolicyFor = (decapPort) => serializePolicy(adminPolicyFor(decapPort));

/**
 * A policy as the Content-Security-Policy header's value: `directive source …; …`.
 * @param {Record<string, string[]>} policy
 * @returns {string}
 */
const serializePolicy = (policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/**
 * Sent with every response, each exactly once (under the editor's path with its own CSP instead; the
 * editor's login answers, deploy/github-login/, with the login's own).
 * @type {Record<string, string>}
 */
const securityHeaders = {
  'Content-Security-Policy': serializePolicy(contentSecurityPolicy),
  ...headersBesidesPolicy,
};

/**
 * Scripts and styles at the build's root named with their content hash: app-<hash>.js, styles.<hash>.css.
 * @type {string}
 */
const hashedAssetPattern = '^/[^/]+[.-][0-9a-f]{20}\\.(?:js|css)$';

/**
 * The content editor (Decap CMS): a static `admin/index.html` with relative URLs,
 * so its address keeps the slash (`/admin` → `/admin/`, and the no-trailing-slash redirect
 * does not apply under it). Everything under it gets the editor's policy instead of the
 * public one, and revalidates (the CMS bundle's name carries no hash). A page beside it
 * answers without `.html`, as Cloudflare Pages and Netlify answer it (Cloudflare redirects
 * `/admin/marketing.html` to `/admin/marketing`): `/admin/marketing` is the marketers' page's
 * one address on every host.
 * @type {{
 *   path: string,
 *   headersPath: string,
 *   nginx: NginxLocation,
 *   securityHeaders: Record<string, string> & { 'Content-Security-Policy': string },
 * }}
 */
const admin = {
  path: ADMIN_PATH,
  headersPath: '/admin/*',
  nginx: { location: '^~ /admin/', tryFiles: '$uri $uri.html $uri/index.html =404' },
  securityHeaders: {
    ...securityHeaders,
    'Content-Security-Policy': serializePolicy(adminContentSecurityPolicy),
  },
};

/** Cache-Control of a file whose address changes with its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of a file a browser checks again on each use. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * @typedef {object} CacheRule
 * @property {string} what What the rule covers (the comment above it in both files).
 * @property {string[]} headersPaths Its _headers patterns.
 * @property {NginxLocation} nginx The nginx location it becomes.
 * @property {string} cacheControl
 */

/**
 * Cache-Control per kind of file. `headersPaths` are the _headers patterns (Netlify and
 * Cloudflare Pages join the values of every rule that matches, so the patterns must not
 * overlap and no `/*` rule sets Cache-Control: both hosts already send REVALIDATE for
 * anything unnamed, the HTML pages included). `nginx` is the location it becomes, with
 * how that location looks files up.
 * @type {CacheRule[]}
 */
const cacheRules = [
  {
    what: "Gatsby's processed images and fonts: the content hash is in the path",
    headersPaths: ['/static/*'],
    nginx: { location: '^~ /static/', tryFiles: '$uri =404' },
    cacheControl: IMMUTABLE,
  },
  {
    what: 'Scripts and styles at the root, named with their content hash (app-<hash>.js, styles.<hash>.css)',
    headersPaths: ['/*.js', '/*.css'],
    nginx: { location: `~ "${hashedAssetPattern}"`, tryFiles: '$uri =404' },
    cacheControl: IMMUTABLE,
  },
  {
    what: 'HTML pages, page-data and every other file: revalidated on each visit',
    headersPaths: ['/page-data/*'],
    nginx: { location: '/', tryFiles: '$uri $uri.html $uri/index.html =404' },
    cacheControl: REVALIDATE,
  },
];

/**
 * The site uses no trailing slashes (gatsby-config `trailingSlash: 'never'`): /frammento/ → /frammento.
 * @type {{ status: number, nginx: { location: string, target: string } }}
 */
const trailingSlashRedirect = {
  status: 301,
  // A path of at least one character before the slash, so / itself is not redirected.
  nginx: { location: '~ "^(/[^/].*)/$"', target: '$1$is_args$args' },
};

/**
 * Answered, with status 404, for every unknown path.
 * @type {string}
 */
const notFoundPage = '/404.html';

/**
 * Addresses that would answer a page a second time (the build writes `frammento.html`,
 * src/gatsby-hooks/output/flat-pages.ts): they redirect to the page's one address. Cloudflare Pages and
 * Netlify do this on their own; nginx needs it said. `/404.html` stays reachable only as
 * the 404 answer.
 * @type {{ status: number, nginx: { location: string, target: string }[] }}
 */
const htmlRedirects = {
  status: 301,
  nginx: [
    { location: '= /index.html', target: '/' },
    // /frammento.html and /frammento/index.html both go to /frammento.
    { location: '~ "^(/.+?)(?:/index)?\\.html$"', target: '$1$is_args$args' },
  ],
};

/**
 * The production server block's own lines. The test server swaps `listen` and `root` for
 * its own; `server_name` is the host of `siteUrl` in data/site.json.
 * @type {{ listen: string, root: string, serverName: string }}
 */
const nginxServer = {
  listen: 'listen 80;',
  root: 'root /var/www/resguardo/public;',
  serverName: `server_name ${new URL(require('../data/site.json').siteUrl).host};`,
};

module.exports = {
  contentSecurityPolicy,
  adminContentSecurityPolicy,
  adminContentSecurityPolicyFor,
  serializePolicy,
  securityHeaders,
  admin,
  htmlRedirects,
  cacheRules,
  hashedAssetPattern,
  trailingSlashRedirect,
  notFoundPage,
  nginxServer,
  IMMUTABLE,
  REVALIDATE,
};

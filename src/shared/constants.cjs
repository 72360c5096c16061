// The paths and constants that the site's code (src/), the host configuration (deploy/), the
// npm scripts and the test harness (scripts/, tools/) share. CommonJS, so plain Node can require it.

/** Where the build writes the site, relative to the project's root. */
const PUBLIC_DIR = 'public';

/** The editor's address (Decap CMS): a static page under public/admin/, kept out of robots.txt. */
const ADMIN_PATH = '/admin/';

/**
 * The editor's GitHub login on the site's own host (deploy/github-login/): Decap's popup opens this path
 * (its `auth_endpoint`), GitHub sends the editor back to LOGIN_PATH + '/callback'.
 */
const LOGIN_PATH = '/auth';

/**
 * The GitHub scope the editor's login asks for, by the repository's visibility (CMS_REPO_VISIBILITY):
 * the least Decap's GitHub backend needs to read and commit (`public_repo` reaches public repositories
 * only). Unset: private.
 * @type {Readonly<Record<string, string>>}
 */
const REPO_SCOPES = { private: 'repo', public: 'public_repo' };
const DEFAULT_REPO_VISIBILITY = 'private';

/** Where decap-server, the editor's local backend, listens unless DECAP_SERVER_PORT says otherwise (Decap's own default). */
const DEFAULT_DECAP_SERVER_PORT = 8081;

/** Tag Manager's own host, from which the loader fetches gtm.js. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Content-Type by file extension: for `npm start`'s server and the editor's under `gatsby develop`.
 * @type {{ readonly [extension: string]: string }}
 */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.yml': 'text/yaml; charset=utf-8',
};

module.exports = {
  PUBLIC_DIR,
  ADMIN_PATH,
  LOGIN_PATH,
  REPO_SCOPES,
  DEFAULT_REPO_VISIBILITY,
  DEFAULT_DECAP_SERVER_PORT,
  TAG_MANAGER_ORIGIN,
  CONTENT_TYPES,
};

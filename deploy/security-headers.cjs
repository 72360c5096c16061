// The security headers every answer of every host carries besides its Content-Security-Policy: the
// files (deploy/host-config.cjs writes them into static/_headers and deploy/nginx.conf) and the editor's
// login, which the hosts run as code (deploy/github-login/handler.ts; neither host applies `_headers` to
// a function's answer). Apart from host-config.cjs because that file reads the build's scripts with
// `node:fs` and `node:crypto`, which the hosts' function runtimes do not bundle.

/**
 * @type {Readonly<Record<string, string>>}
 */
const headersBesidesPolicy = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Other sites may not embed the site's files (images, scripts) in their pages.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

module.exports = { headersBesidesPolicy };

/**
 * The one address of the site. `SITE_URL` (set when building) wins over `siteUrl` in
 * data/site.json; gatsby-config exposes the result as `siteMetadata.siteUrl`, and every
 * absolute address (canonical, Open Graph, JSON-LD, sitemap, robots.txt) is built from it.
 */

const EXAMPLE = 'https://www.example.com';

const clean = (value: string | undefined): string => value?.trim() ?? '';

/** The value as a URL when it parses with an http(s) scheme. */
function parse(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` is an http(s) origin exactly as browsers write it (no path, no trailing slash); with `httpsOnly`, https only. */
export function isOrigin(value: string, { httpsOnly = false } = {}): boolean {
  const url = parse(value);
  return url !== undefined && url.origin === value && (!httpsOnly || url.protocol === 'https:');
}

/**
 * What is wrong with the `SITE_URL` environment variable, if anything. Unset is fine.
 * It must be an origin exactly as browsers write it: scheme and host (and port), no path,
 * no trailing slash, no query.
 */
export function siteUrlProblem(value: string | undefined): string | undefined {
  const site = clean(value);
  if (site === '' || isOrigin(site)) return undefined;
  const url = parse(site);
  const hint = url && url.hostname ? ` (did you mean ${url.origin}?)` : '';
  return `SITE_URL "${site}" is not the address of a site: it must be an absolute http(s) address without a path or trailing slash, e.g. ${EXAMPLE}${hint}.`;
}

/**
 * The site address for gatsby-config: `SITE_URL` when it is valid, else `fallback` (the
 * value in data/site.json). A bad `SITE_URL` is not thrown here (Gatsby ignores errors
 * thrown while loading gatsby-config); `checkData` stops the build with `siteUrlProblem`.
 */
export function siteUrlFrom(value: string | undefined, fallback: string): string {
  const site = clean(value);
  return site === '' || siteUrlProblem(site) ? fallback : site;
}

/**
 * The absolute address of a route or file on the site. Routes never end with a slash;
 * the home page is the origin itself, written `https://host/` as URL parsers (and the
 * sitemap) write it.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A site path must start with "/": "${path}"`);
  if (path !== '/' && path.endsWith('/')) throw new Error(`The site uses no trailing slash: "${path}"`);
  return `${siteUrl}${path}`;
}

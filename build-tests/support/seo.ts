import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { projectPath } from '../../src/content/project-path';

/** The routes that search engines should index: home and one page per data/projects/*.json file. */
export function indexableRoutes(root: string): string[] {
  const slugs = fs
    .readdirSync(path.join(root, 'data/projects'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'))
    .sort();
  return ['/', ...slugs.map(projectPath)];
}

/** The HTML file the build writes for a route (`/x` is `x.html`, served at `/x`: src/gatsby-hooks/output/flat-pages.ts). */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The head of a built page, with short-hands for the tags the SEO tests read. */
export function head(html: string) {
  const { document } = new JSDOM(html).window;
  const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
  const meta = (key: string) => {
    const found = all(`meta[property="${key}"], meta[name="${key}"]`);
    if (found.length > 1) throw new Error(`${found.length} <meta> for ${key}`);
    return found[0]?.getAttribute('content') ?? undefined;
  };
  return {
    titles: all('title').map((t) => t.textContent ?? ''),
    descriptions: all('meta[name="description"]').map((m) => m.getAttribute('content') ?? ''),
    canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
    robots: meta('robots'),
    meta,
    links: (rel: string) => all(`link[rel="${rel}"]`).map((l) => l.getAttribute('href') ?? ''),
    jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
  };
}

/** The `<loc>` addresses of a sitemap file. */
export const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => m[1] ?? '');

import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page needs to hydrate, for `<link rel="preload">` in its HTML.
 *
 * Gatsby 5 writes `<script async>` only for the `app` chunk group (webpack runtime,
 * framework, app) and drops the JS of the page's own chunk group from the HTML
 * (gatsby/dist/utils/client-assets-for-template.js); the page's chunks, its
 * page-data.json, app-data.json and static-query results are discovered only once
 * app.js runs. Gatsby's own data serves here: webpack.stats.json (written by the build
 * for the same purpose) lists each component's chunk group, and onRenderBody's
 * `loadPageDataSync` gives the page's component and static queries.
 *
 * JSON is fetched by Gatsby's loader with XMLHttpRequest (same origin, CORS mode,
 * same-origin credentials), which a `crossorigin="anonymous"` fetch preload matches.
 * Chunks are loaded by webpack with plain script elements (no `crossOriginLoading`),
 * which an `as="script"` preload without crossorigin matches.
 */
export type Preload = { href: string; as: 'script' | 'fetch' };

type PageData = { componentChunkName: string; staticQueryHashes: string[] };
type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined> };

export const isPageData = (value: unknown): value is PageData => {
  const data = value as Partial<PageData> | null;
  return typeof data?.componentChunkName === 'string' && Array.isArray(data.staticQueryHashes);
};

/** Gatsby's loader's `createPageDataUrl`: `/` is `index`, other paths lose their surrounding slashes. */
export const pageDataUrl = (pagePath: string, pathPrefix = ''): string => {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  return `${pathPrefix}/page-data/${name}/page-data.json`;
};

/** The page's JS chunks (not those of `app`, which the HTML already loads), then its JSON files. */
export function hydrationPreloads(stats: Stats, pagePath: string, pageData: PageData, pathPrefix = ''): Preload[] {
  const js = (group: string) =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const app = new Set(js('app'));
  return [
    ...js(pageData.componentChunkName)
      .filter((name) => !app.has(name))
      .map((name): Preload => ({ href: `${pathPrefix}/${name}`, as: 'script' })),
    { href: pageDataUrl(pagePath, pathPrefix), as: 'fetch' },
    { href: `${pathPrefix}/page-data/app-data.json`, as: 'fetch' },
    ...pageData.staticQueryHashes.map((hash): Preload => ({
      href: `${pathPrefix}/page-data/sq/d/${hash}.json`,
      as: 'fetch',
    })),
  ];
}

let stats: Stats | null | undefined;

/** The build's webpack.stats.json, or null where there is none (`gatsby develop`). */
export function readBuildStats(publicDir = path.join(process.cwd(), 'public')): Stats | null {
  if (stats !== undefined) return stats;
  const file = path.join(publicDir, 'webpack.stats.json');
  stats = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Stats) : null;
  return stats;
}

import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from '../../shared/constants.cjs';
import { appDataPath, pageDataPath, staticQueryPath } from '../../shared/gatsby-page-data.cjs';

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
export type Preload = { href: string; as: 'script' | 'fetch'; priority?: 'low' };

/**
 * The `app` chunk group's JS files (webpack runtime, framework, app: what every page runs, in
 * the order Gatsby lists them), and each page component's JS files that they do not include,
 * by component chunk name.
 */
export type PageChunks = { app: string[]; pages: Record<string, string[]> };

type PageData = { componentChunkName: string; staticQueryHashes: string[] };
type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined> };

export const isPageData = (value: unknown): value is PageData => {
  const data = value as Partial<PageData> | null;
  return typeof data?.componentChunkName === 'string' && Array.isArray(data.staticQueryHashes);
};

/**
 * Reads the build's webpack.stats.json (in Node, when the HTML renderer is compiled, after
 * the browser bundle is written: the renderer itself reads no file, which Gatsby would
 * flag as unsafe for incremental builds). Null when there is none (`gatsby develop`).
 */
export function readPageChunks(publicDir = path.join(process.cwd(), PUBLIC_DIR)): PageChunks | null {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as Stats;
  const js = (group: string) =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));
  const app = js('app');
  const pages = Object.fromEntries(
    Object.keys(stats.namedChunkGroups)
      .filter((group) => group.startsWith('component---'))
      .map((group) => [group, js(group).filter((name) => !app.includes(name))]),
  );
  return { app, pages };
}

/** The page's JS chunks (not those of `app`), then its JSON files, then the `app` scripts at low priority. */
export function hydrationPreloads(
  chunks: PageChunks,
  pagePath: string,
  pageData: PageData,
  pathPrefix = '',
): Preload[] {
  return [
    ...(chunks.pages[pageData.componentChunkName] ?? []).map((name): Preload => ({
      href: `${pathPrefix}/${name}`,
      as: 'script',
    })),
    { href: pageDataPath(pagePath, pathPrefix), as: 'fetch' },
    { href: appDataPath(pathPrefix), as: 'fetch' },
    ...pageData.staticQueryHashes.map((hash): Preload => ({ href: staticQueryPath(hash, pathPrefix), as: 'fetch' })),
    ...chunks.app.map((name): Preload => ({ href: `${pathPrefix}/${name}`, as: 'script', priority: 'low' })),
  ];
}

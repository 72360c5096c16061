import type { BuildArgs } from 'gatsby';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from '../../shared/constants.cjs';

/**
 * Gatsby writes every page as `public/<path>/index.html`, whatever `trailingSlash` says
 * (gatsby-core-utils `generateHtmlPath`). Hosts with "pretty URLs" (Cloudflare Pages,
 * Netlify) then answer `/<path>` with a redirect to `/<path>/`. As `public/<path>.html`
 * they answer `/<path>` with 200 and redirect `/<path>/` to it, as the site's
 * `trailingSlash: 'never'` wants. This moves every page's HTML there and removes the
 * folder when nothing else is left in it. When `<path>.html` is a page of its own
 * (Gatsby's `/404.html` beside `/404`), that file is kept and the folder copy dropped.
 * Any other `<path>.html` is an earlier build's (Gatsby empties .cache/, where `restorePages`
 * keeps its record, but not public/, when the configuration or a plugin changes): the page
 * just rendered replaces it, with its stale compressed copies.
 * Returns the pages moved, as `<path>.html` relative to `publicDir`. A dropped folder copy
 * is kept in `stashDir` (when given), so `restorePages` can put Gatsby's files back.
 */
export function flattenPages(publicDir: string, pagePaths: Iterable<string>, stashDir?: string): string[] {
  const trimmedPaths = [...pagePaths].map((pagePath) => pagePath.replace(/^\/+|\/+$/g, ''));
  const ownPages = new Set(trimmedPaths.filter((trimmed) => trimmed.endsWith('.html')));
  const moved: string[] = [];
  for (const trimmed of trimmedPaths) {
    if (trimmed === '' || trimmed.endsWith('.html')) continue;
    const folder = path.join(publicDir, trimmed);
    const nested = path.join(folder, 'index.html');
    if (!fs.existsSync(nested)) continue;
    const flat = `${folder}.html`;
    if (ownPages.has(`${trimmed}.html`) && fs.existsSync(flat)) {
      if (stashDir) {
        const kept = path.join(stashDir, trimmed, 'index.html');
        fs.mkdirSync(path.dirname(kept), { recursive: true });
        fs.renameSync(nested, kept);
      } else fs.rmSync(nested);
    } else {
      for (const copy of ['.br', '.gz']) fs.rmSync(`${flat}${copy}`, { force: true });
      fs.renameSync(nested, flat);
      moved.push(`${trimmed}.html`);
    }
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return moved;
}

/**
 * Puts Gatsby's own layout back before a build: each moved `<path>.html` returns to
 * `<path>/index.html` (its compressed copies are dropped; the build writes new ones) and
 * each stashed folder copy returns from `stashDir`. A build that reuses public/ (only the
 * changed pages are rendered again; Gatsby then reads every page's HTML at
 * `<path>/index.html`) finds what it wrote last time.
 */
export function restorePages(publicDir: string, moved: string[], stashDir: string): void {
  for (const file of moved) {
    const flat = path.join(publicDir, file);
    if (!fs.existsSync(flat)) continue;
    const nested = path.join(publicDir, file.replace(/\.html$/, ''), 'index.html');
    fs.mkdirSync(path.dirname(nested), { recursive: true });
    fs.renameSync(flat, nested);
    for (const copy of ['.br', '.gz']) fs.rmSync(`${flat}${copy}`, { force: true });
  }
  if (!fs.existsSync(stashDir)) return;
  fs.cpSync(stashDir, publicDir, { recursive: true });
  fs.rmSync(stashDir, { recursive: true, force: true });
}

/** Where the last build recorded what it moved, and kept what it dropped (Gatsby's cache). */
const manifestOf = (directory: string) => path.join(directory, '.cache', 'flat-pages.json');
const stashOf = (directory: string) => path.join(directory, '.cache', 'flat-pages');

/**
 * Before a build: Gatsby's `<path>/index.html` files back where the last build found them. The
 * site's folder is the command's, as for onPreInit and the adapter.
 */
export const restoreBuiltPages = (directory = process.cwd()): void => {
  const manifest = manifestOf(directory);
  if (!fs.existsSync(manifest)) return;
  const moved: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  if (Array.isArray(moved)) {
    restorePages(
      path.join(directory, PUBLIC_DIR),
      moved.filter((file): file is string => typeof file === 'string'),
      stashOf(directory),
    );
  }
  fs.rmSync(manifest);
};

/**
 * After the build, before the compressed copies are written (they are made from the final names):
 * every page Gatsby made, as its SitePage nodes list them.
 */
export const flattenBuiltPages = (
  { getNodesByType, reporter }: Pick<BuildArgs, 'getNodesByType' | 'reporter'>,
  directory = process.cwd(),
): void => {
  const pagePaths = getNodesByType('SitePage').map((page) => String(page.path));
  const moved = flattenPages(path.join(directory, PUBLIC_DIR), pagePaths, stashOf(directory));
  fs.writeFileSync(manifestOf(directory), JSON.stringify(moved));
  reporter.info(`flat-pages: wrote ${moved.length} pages as <path>.html (${moved.join(', ')})`);
};

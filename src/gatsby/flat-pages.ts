import type { BuildArgs } from 'gatsby';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Gatsby writes every page as `public/<path>/index.html`, whatever `trailingSlash` says
 * (gatsby-core-utils `generateHtmlPath`). Hosts with "pretty URLs" (Cloudflare Pages,
 * Netlify) then answer `/<path>` with a redirect to `/<path>/`. As `public/<path>.html`
 * they answer `/<path>` with 200 and redirect `/<path>/` to it, as the site's
 * `trailingSlash: 'never'` wants. This moves every page's HTML there and removes the
 * folder when nothing else is left in it. When `<path>.html` is already a page of its
 * own (Gatsby's `/404.html` beside `/404`), that file is kept and the folder copy dropped.
 * Returns the pages moved, as `<path>.html` relative to `publicDir`.
 */
export function flattenPages(publicDir: string, pagePaths: Iterable<string>): string[] {
  const moved: string[] = [];
  for (const pagePath of pagePaths) {
    const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
    if (trimmed === '' || trimmed.endsWith('.html')) continue;
    const folder = path.join(publicDir, trimmed);
    const nested = path.join(folder, 'index.html');
    if (!fs.existsSync(nested)) continue;
    const flat = `${folder}.html`;
    if (fs.existsSync(flat)) fs.rmSync(nested);
    else {
      fs.renameSync(nested, flat);
      moved.push(`${trimmed}.html`);
    }
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return moved;
}

/** After the build, before the compressed copies are written (they are made from the final names). */
export const flattenBuiltPages = ({ store, reporter }: BuildArgs): void => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, unknown> };
  const moved = flattenPages(path.join(program.directory, 'public'), pages.keys());
  reporter.info(`flat-pages: wrote ${moved.length} pages as <path>.html (${moved.join(', ')})`);
};

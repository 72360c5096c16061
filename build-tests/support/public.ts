import fs from 'node:fs';
import path from 'node:path';

/** The production build that `gatsby build` wrote. */
export const publicDir = path.resolve(__dirname, '../../public');

if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  throw new Error('No production build in public/: run `npm run build` before the build-output tests.');
}

/** Every built HTML page of the site (not the editor in admin/), as paths relative to public/ (e.g. `index.html`, `frammento.html`), or to another build's `root`. */
export function builtPages(root = publicDir): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '_gatsby', 'admin'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/** The text of a file in public/. */
export const readPublic = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

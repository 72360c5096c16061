/**
 * What the /admin/ writer (src/editor/assemble/admin.ts, called by gatsby-node.ts and gatsby-config.ts)
 * takes from each domain with files under /admin/, and the bundler each uses for its React page: the
 * editor's previews (src/editor/assemble/bundle.ts) and the marketers' page (src/marketing/page/assemble.ts).
 * Here, on the bottom floor, so neither domain climbs into the other's folder. Node only, at build time.
 */
import { bundleScript } from './script-bundle.cjs';

/** A file of public/admin/: its text, or the path of a file to copy. */
type AdminFile = { text: string } | { copy: string };
/** Files of public/admin/ by name. */
export type AdminFiles = Map<string, AdminFile>;

/**
 * A React page of /admin/, minified, as one classic script. `constants`: identifiers the page
 * declares and the bundle writes as these values (computed in Node, as the chat script's body
 * reaches the site's pages). `alias`: packages the page's imports name, replaced by these files.
 */
export function reactBundle(
  entry: string,
  { constants = {}, alias = {} }: { constants?: Record<string, unknown>; alias?: Record<string, string> } = {},
): string {
  return bundleScript(entry, {
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    alias,
    // The fonts come with the pages' stylesheet (preview.css), not with the bundle.
    loader: { '.css': 'empty', '.woff2': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)])),
    },
  });
}

/**
 * What the /admin/ writer (src/editor/assemble/admin.ts, called by gatsby-node.ts and gatsby-config.ts)
 * takes from each domain with files under /admin/, and the bundler each uses for its React page: the
 * editor's previews (src/editor/assemble/bundle.ts) and the marketers' page (src/marketing/page/assemble.ts).
 * Here, on the bottom floor, so neither domain climbs into the other's folder. Node only, at build time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { buildSync as BuildSync } from 'esbuild';

/** A file of public/admin/: its text, or the path of a file to copy. */
type AdminFile = { text: string } | { copy: string };
/** Files of public/admin/ by name. */
export type AdminFiles = Map<string, AdminFile>;

// From the site's root, as the other build steps (Gatsby's compiled gatsby-node has no require.resolve).
const rootRequire = () => createRequire(path.resolve('package.json'));

// Loaded only here: esbuild refuses to load under jsdom, where unit tests import this module's neighbours.
const esbuild = () => rootRequire()('esbuild') as { buildSync: typeof BuildSync };

/**
 * A React page of /admin/, minified, as one classic script. `constants`: identifiers the page
 * declares and the bundle writes as these values (computed in Node, as the chat script's body
 * reaches the site's pages). `alias`: packages the page's imports name, replaced by these files.
 */
export function reactBundle(
  entry: string,
  { constants = {}, alias = {} }: { constants?: Record<string, unknown>; alias?: Record<string, string> } = {},
): string {
  const result = esbuild().buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    alias,
    // The fonts come with the pages' stylesheet (preview.css), not with the bundle.
    loader: { '.css': 'empty', '.woff2': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)])),
    },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild wrote no bundle from ${entry}`);
  return file.text;
}

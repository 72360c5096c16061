/**
 * The editor's own script of /admin/, built when public/admin/ is written and for `npm run cms`;
 * the public pages never load it.
 *
 *   editor.js            the editor's previews (src/editor/index.tsx) with the React 18, react-dom,
 *                        Emotion and site components they render
 *
 * `reactBundle` also builds the marketers' page (src/marketing/page/assemble.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { buildSync as BuildSync } from 'esbuild';

const EDITOR_ENTRY = path.resolve('src/editor/index.tsx');

// From the site's root, as the other build steps (Gatsby's compiled gatsby-node has no require.resolve).
const rootRequire = () => createRequire(path.resolve('package.json'));

// Loaded only here: esbuild refuses to load under jsdom, where unit tests import this module's neighbours.
const esbuild = () => rootRequire()('esbuild') as { buildSync: typeof BuildSync };

/**
 * A React page of /admin/, minified, as one classic script. `constants`: identifiers the page
 * declares and the bundle writes as these values (computed in Node, as the chat script's body
 * reaches the site's pages).
 */
export function reactBundle(entry: string, constants: Record<string, unknown> = {}): string {
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
    // The site's components import Gatsby, which has no runtime here (src/editor/gatsby-runtime.tsx).
    alias: { gatsby: path.resolve('src/editor/gatsby-runtime.tsx') },
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

/** The bundle's text, minified. */
export const editorBundle = (): string => reactBundle(EDITOR_ENTRY);

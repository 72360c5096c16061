/**
 * The editor's own bundle, /admin/editor.js: the previews (src/editor/index.tsx) with the
 * React 18, react-dom, Emotion and site components they render. Built with esbuild when
 * public/admin/ is written, and for `npm run cms`; the public pages never load it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { buildSync as BuildSync } from 'esbuild';

const ENTRY = path.resolve('src/editor/index.tsx');

/** The bundle's text, minified. */
export function editorBundle(): string {
  // Loaded only here: esbuild refuses to load under jsdom, where unit tests import this module's neighbours.
  const { buildSync } = createRequire(path.resolve('package.json'))('esbuild') as { buildSync: typeof BuildSync };
  const result = buildSync({
    entryPoints: [ENTRY],
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
    // The fonts come with the preview's stylesheet (preview.css), not with the bundle.
    loader: { '.css': 'empty', '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild wrote no editor bundle from ${ENTRY}`);
  return file.text;
}

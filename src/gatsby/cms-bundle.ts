/**
 * The editor's own browser bundle, /admin/editor.js: src/editor/index.tsx and what it imports,
 * bundled by esbuild for the browser. /admin/index.html loads it after Decap's bundle, so it
 * finds `window.CMS`. Nothing here reaches the public pages.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

const ENTRY = path.resolve('src/editor/index.tsx');

/** editor.js's text. */
export function editorBundle(): string {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild wrote nothing for ${ENTRY}`);
  return file.text;
}

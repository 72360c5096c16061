/**
 * The editor's own browser bundle, /admin/editor.js: src/editor/index.tsx and what it imports,
 * bundled by esbuild for the browser. /admin/index.html loads it after Decap's bundle, so it
 * finds `window.CMS`. Nothing here reaches the public pages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';

/**
 * esbuild, loaded when the bundle is made: loading it checks its environment, which Jest's jsdom
 * fails, and the unit tests that import cms-admin.ts never bundle.
 */
const esbuild = (): typeof Esbuild => createRequire(__filename)('esbuild') as typeof Esbuild;

const ENTRY = path.resolve('src/editor/index.tsx');

/** editor.js's text. */
export function editorBundle(): string {
  const result = esbuild().buildSync({
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

import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { GATSBY_GLOBALS_ATTRIBUTE, inlineScripts } from './inline-scripts.cjs';

// Gatsby's per-build inline scripts as data plus the registered constant loader: the
// build-time half of csp-inline-scripts.tsx (which rewrites each page's own scripts).

/** Gatsby 5 writes the build's chunk map and hash into this slice, stitched into every page. */
const SCRIPTS_SLICE = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');
/** JSON that is safe inside a <script> element: no `<` can close it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The globals Gatsby's inline scripts set, found by running them against an empty `window`. */
export function gatsbyGlobals(scripts: string[]): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  for (const script of scripts) vm.runInNewContext(script, { window }, { timeout: 1000 });
  return window;
}

/** The JSON block that carries `globals`: not executed, so the CSP does not govern it. */
const globalsJson = (globals: Record<string, unknown>): string =>
  `<script type="application/json" ${GATSBY_GLOBALS_ATTRIBUTE}>${scriptJson(globals)}</script>`;
const LOADER = `<script>${inlineScripts.gatsbyGlobals}</script>`;

const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;
const COMPILATION_HASH = /<script>(window\.___webpackCompilationHash=[^<]*)<\/script>/;

/**
 * The scripts slice (chunk map, compilation hash, then the async app scripts) with its two
 * inline scripts turned into one JSON block and the registered loader, before the app scripts.
 */
export function rewriteScriptsSlice(html: string): string {
  if (html.includes(LOADER)) return html;
  const chunks = CHUNK_MAPPING.exec(html)?.[1];
  const hash = COMPILATION_HASH.exec(html)?.[1];
  if (chunks === undefined || hash === undefined) {
    throw new Error(`${SCRIPTS_SLICE} no longer holds Gatsby's chunk mapping and compilation hash scripts`);
  }
  const globals = gatsbyGlobals([chunks, hash]);
  const rest = html.replace(CHUNK_MAPPING, '').replace(COMPILATION_HASH, '').trim();
  return globalsJson(globals) + LOADER + rest;
}

type Compiler = { hooks: { done: { tapPromise: (name: string, run: () => Promise<void>) => void } } };

/**
 * Rewrites the scripts slice once Gatsby's own webpack plugin has written it (webpack runs
 * `done` taps in order and this one is added after Gatsby's), before pages are stitched.
 */
export class InlineScriptsSlicePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('InlineScriptsSlicePlugin', async () => {
      if (!fs.existsSync(SCRIPTS_SLICE)) return;
      const html = await fs.promises.readFile(SCRIPTS_SLICE, 'utf8');
      const rewritten = rewriteScriptsSlice(html);
      if (rewritten !== html) await fs.promises.writeFile(SCRIPTS_SLICE, rewritten);
    });
  }
}

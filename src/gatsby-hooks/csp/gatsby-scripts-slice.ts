import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { APP_SCRIPTS_ATTRIBUTE, GATSBY_GLOBALS_ATTRIBUTE, inlineScripts } from './inline-script-registry.cjs';
import { PUBLIC_DIR } from '../../shared/constants.cjs';

// Gatsby's per-build inline scripts and script tags as data plus the registered constant
// loader: the build-time half of page-scripts.tsx (which rewrites each page's own).

/** Gatsby 5 writes the build's chunk map and hash into this slice, stitched into every page. */
const SCRIPTS_SLICE = path.join(PUBLIC_DIR, '_gatsby', 'slices', '_gatsby-scripts-1.html');
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

/** A list of script addresses as an attribute value: space-separated, nothing to escape. */
export function addressList(addresses: string[], what: string): string {
  const odd = addresses.find((address) => !/^[^\s"'<>&]+$/.test(address));
  if (odd !== undefined) throw new Error(`${what}: the script address ${JSON.stringify(odd)} cannot be listed`);
  return addresses.join(' ');
}

/** The registered loader that sets the globals and inserts `appScripts` after itself. */
const loaderHtml = (appScripts: string[]): string =>
  `<script ${APP_SCRIPTS_ATTRIBUTE}="${addressList(appScripts, SCRIPTS_SLICE)}">${inlineScripts.gatsbyLoader}</script>`;

const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;
const COMPILATION_HASH = /<script>(window\.___webpackCompilationHash=[^<]*)<\/script>/;
const APP_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * The scripts slice (chunk map, compilation hash, then the async app scripts) as one JSON
 * block and the registered loader, which inserts the app scripts in the same order.
 * Anything else in the slice (a `nomodule` polyfill, a new attribute) stops the build.
 */
export function rewriteScriptsSlice(html: string): string {
  if (html.includes(`>${inlineScripts.gatsbyLoader}</script>`)) return html;
  const chunks = CHUNK_MAPPING.exec(html)?.[1];
  const hash = COMPILATION_HASH.exec(html)?.[1];
  if (chunks === undefined || hash === undefined) {
    throw new Error(`${SCRIPTS_SLICE} no longer holds Gatsby's chunk mapping and compilation hash scripts`);
  }
  const globals = gatsbyGlobals([chunks, hash]);
  const rest = html.replace(CHUNK_MAPPING, '').replace(COMPILATION_HASH, '');
  const appScripts = Array.from(rest.matchAll(APP_SCRIPT), (match) => match[1] ?? '');
  const left = rest.replace(APP_SCRIPT, '').trim();
  if (appScripts.length === 0 || left !== '') {
    throw new Error(`${SCRIPTS_SLICE} holds more than the app's async scripts: ${left.slice(0, 200)}`);
  }
  return globalsJson(globals) + loaderHtml(appScripts);
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

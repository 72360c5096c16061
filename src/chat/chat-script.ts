/**
 * Builds the body of the inline <head> script that runs `first-tap.ts` (Node only:
 * it reads the source and uses TypeScript and terser). The body depends only on that
 * file, FIRST_TAP_OPTIONS and the two tools' versions: the same bytes on every page
 * and every build, so a Content-Security-Policy can allow it by its hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minify_sync as minifySync } from 'terser';
import ts from 'typescript';
import { FIRST_TAP_OPTIONS } from './first-tap-options';

export const FIRST_TAP_SOURCE = path.resolve(__dirname, 'first-tap.ts');

let cached: string | undefined;

/** The exact text inside the <script> element (no tags). */
export function chatScriptBody(): string {
  if (cached !== undefined) return cached;
  const source = fs.readFileSync(FIRST_TAP_SOURCE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const script = outputText.replace(/^export function installFirstTap\b/m, 'function installFirstTap');
  if (/^\s*(import|export)\b/m.test(script)) {
    throw new Error(`${FIRST_TAP_SOURCE} must hold only the installFirstTap function (it runs inline, unbundled)`);
  }
  const wrapped = `(function(){${script}\ninstallFirstTap(${JSON.stringify(FIRST_TAP_OPTIONS)});})();`;
  const { code } = minifySync(wrapped, { ecma: 2020, compress: { passes: 2 }, mangle: true });
  if (code === undefined || code.includes('</')) throw new Error('The first-tap script did not minify cleanly');
  cached = code;
  return code;
}

/** `'sha256-…'`, as a Content-Security-Policy's script-src lists the inline script. */
export const chatScriptHash = (): string =>
  `'sha256-${crypto.createHash('sha256').update(chatScriptBody()).digest('base64')}'`;

// Builds the body of the inline <head> script that runs `first-tap.ts` (Node only: it
// reads the sources and uses TypeScript and terser). The body depends only on
// first-tap.ts, firstTapOptions() (first-tap-options.ts, with the ad parameters' names from
// chat-types.ts, which takes them from the data layer contract's src/shared/data-layer-chat.ts) and the two tools' versions: the same bytes on every page and every build,
// whatever data/ says, so the Content-Security-Policy allows it by its hash
// (deploy/csp-hashes.cjs). CommonJS, so the plain-Node host-config generator can use it too.
const crypto = require('node:crypto');
const path = require('node:path');
const { minify_sync: minifySync } = require('terser');
const { ModuleKind, requireTs, transpile } = require('../shared/ts-module.cjs');

const FIRST_TAP_SOURCE = path.resolve(__dirname, 'first-tap.ts');
const OPTIONS_SOURCE = path.resolve(__dirname, 'first-tap-options.ts');

/** firstTapOptions() from first-tap-options.ts (constants only), through Node's loader. */
const firstTapOptions = () =>
  /** @type {typeof import('./first-tap-options')} */ (requireTs(OPTIONS_SOURCE)).firstTapOptions();

/** @type {string | undefined} */
let cached;

/**
 * The exact text inside the <script> element (no tags).
 * @returns {string}
 */
function chatScriptBody() {
  if (cached !== undefined) return cached;
  const script = transpile(FIRST_TAP_SOURCE, ModuleKind.ESNext).replace(
    /^export function installFirstTap\b/m,
    'function installFirstTap',
  );
  if (/^\s*(import|export)\b/m.test(script)) {
    throw new Error(`${FIRST_TAP_SOURCE} must hold only the installFirstTap function (it runs inline, unbundled)`);
  }
  const wrapped = `(function(){${script}\ninstallFirstTap(${JSON.stringify(firstTapOptions())});})();`;
  const { code } = minifySync(wrapped, { ecma: 2020, compress: { passes: 2 }, mangle: true });
  if (code === undefined || code.includes('</')) throw new Error('The first-tap script did not minify cleanly');
  cached = code;
  return code;
}

/** `'sha256-…'`, as a Content-Security-Policy's script-src lists the inline script. */
const chatScriptHash = () => `'sha256-${crypto.createHash('sha256').update(chatScriptBody()).digest('base64')}'`;

module.exports = { FIRST_TAP_SOURCE, chatScriptBody, chatScriptHash };

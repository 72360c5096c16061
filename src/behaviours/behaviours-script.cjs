// The page's scripts of its own, bundled from TypeScript by the pinned esbuild at build time:
// - the behaviours script (page.ts and the modules of this folder), inline at the end of every visitor page's <body>
//   and hashed into the Content-Security-Policy (deploy/csp-hashes.cjs), so its text must not change from one build
//   to the next for the same sources;
// - the Web Vitals script (src/vitals/vitals-entry.ts), a file named with its content's hash, which the behaviours
//   script loads after the first paint.
// CommonJS, so the host configuration (plain Node) can hash the body as it hashes the first-tap script's.
const crypto = require('node:crypto');
const path = require('node:path');
const { bundleScript } = require('../shared/script-bundle.cjs');

const ROOT = path.resolve(__dirname, '../..');

/**
 * `entry` (from the project's root) and what it imports as one classic script (src/shared/script-bundle.cjs), its
 * bytes depending on these options and the sources alone: not on the project's tsconfig.json, nor on where it lies.
 * @param {string} entry
 * @returns {string}
 */
const bundle = (entry) => bundleScript(path.join(ROOT, entry), { absWorkingDir: ROOT, tsconfigRaw: {} }).trimEnd();

/** @type {string | undefined} */
let behaviours;

/**
 * The behaviours script's body (src/behaviours/page.ts), the same for every page and build of the same sources.
 * @returns {string}
 */
function behavioursScriptBody() {
  if (behaviours === undefined) {
    const body = bundle('src/behaviours/page.ts');
    // Inside an HTML <script>, `</script` would end it and `<!--` would change how it is parsed.
    if (/<\/script|<!--/i.test(body)) throw new Error('The behaviours script contains </script or <!--');
    behaviours = body;
  }
  return behaviours;
}

/** @type {{ file: string, text: string } | undefined} */
let vitals;

/**
 * The Web Vitals script: its file name at the site's root (`vitals-<20 hex of its sha256>.js`, a hashed asset the
 * hosts cache for a year: deploy/host-config.cjs) and its text.
 * @returns {{ file: string, text: string }}
 */
function vitalsScript() {
  if (vitals === undefined) {
    const text = bundle('src/vitals/vitals-entry.ts');
    const hash = crypto.createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
    vitals = { file: `vitals-${hash}.js`, text };
  }
  return vitals;
}

module.exports = { behavioursScriptBody, vitalsScript };

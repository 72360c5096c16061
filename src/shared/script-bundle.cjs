// The one way the site bundles a browser script with the pinned esbuild: the editor's and the marketers' React
// bundles (admin-bundle.ts) and the pages' behaviours and Web Vitals scripts (src/behaviours/behaviours-script.cjs).
// CommonJS, so the host configuration (plain Node) can bundle the behaviours script to hash it.
const { execFileSync } = require('node:child_process');

/** What every bundle is: one classic script, minified, without comments. */
const SCRIPT = {
  bundle: true,
  minify: true,
  write: false,
  format: /** @type {const} */ ('iife'),
  target: 'es2020',
  legalComments: /** @type {const} */ ('none'),
  logLevel: /** @type {const} */ ('silent'),
};

/**
 * `entry` and what it imports as one script, with `options` added to SCRIPT's (esbuild's build options; plain data).
 * esbuild refuses to load where Uint8Array is another realm's (the unit tests' jsdom, whose tests reach the policy
 * through the marketers' rules): there the same bundling runs in a plain Node process, this file's own command.
 * @param {string} entry An absolute path.
 * @param {Omit<import('esbuild').BuildOptions, 'entryPoints' | 'write'>} [options]
 * @returns {string}
 */
function bundleScript(entry, options = {}) {
  /** @type {typeof import('esbuild')} */
  let esbuild;
  try {
    esbuild = require('esbuild');
  } catch {
    return execFileSync(process.execPath, [__filename, entry, JSON.stringify(options)], { encoding: 'utf8' });
  }
  const [file] = esbuild.buildSync({ ...SCRIPT, ...options, entryPoints: [entry] }).outputFiles ?? [];
  if (!file) throw new Error(`esbuild wrote no bundle from ${entry}`);
  return file.text;
}

module.exports = { bundleScript };

if (require.main === module)
  process.stdout.write(bundleScript(process.argv[2] ?? '', JSON.parse(process.argv[3] ?? '{}')));

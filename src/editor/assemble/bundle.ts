/**
 * The scripts of /admin/ that are ours, built when public/admin/ is written and for `npm run cms`;
 * the public pages never load them.
 *
 *   editor.js            the editor's previews (src/editor/index.tsx) with the React 18, react-dom,
 *                        Emotion and site components they render
 *   marketing.js         the marketers' page (src/marketing/page/index.tsx)
 *   container-checks.js  the rules of `npm run check-container` (src/marketing/container-checks.cjs) for that page
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { buildSync as BuildSync, transformSync as TransformSync } from 'esbuild';

const EDITOR_ENTRY = path.resolve('src/editor/index.tsx');
const MARKETING_ENTRY = path.resolve('src/marketing/page/index.tsx');
/** The one rules module of `npm run check-container` and of the page. */
const CONTAINER_RULES = path.resolve('src/marketing/container-checks.cjs');
const HOST_CONFIG = path.resolve('deploy/host-config.cjs');

// From the site's root, as the other build steps (Gatsby's compiled gatsby-node has no require.resolve).
const rootRequire = () => createRequire(path.resolve('package.json'));

// Loaded only here: esbuild refuses to load under jsdom, where unit tests import this module's neighbours.
const esbuild = () => rootRequire()('esbuild') as { buildSync: typeof BuildSync; transformSync: typeof TransformSync };

/** A React page of /admin/, minified, as one classic script. */
function reactBundle(entry: string): string {
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
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild wrote no bundle from ${entry}`);
  return file.text;
}

/** The bundle's text, minified. */
export const editorBundle = (): string => reactBundle(EDITOR_ENTRY);

/** The marketers' page; it finds the rules on `window.containerChecks` (containerChecksBundle). */
export const marketingBundle = (): string => reactBundle(MARKETING_ENTRY);

/**
 * src/marketing/container-checks.cjs, unchanged, as a classic script that sets `window.containerChecks`:
 * the same rules and Spanish as `npm run check-container`. In Node the module reads two things a
 * browser cannot: the site's policy (deploy/host-config.cjs hashes the inline scripts with
 * node:crypto and TypeScript) and the site's events (siteEvents reads src/chat/ and data/projects/).
 * Both are computed here, in Node, and travel as data: the policy answers the module's one
 * `require` when it loads, and `siteEvents()` returns the events, which the page passes to
 * `checkContainer`. Any other `require` throws with the module's name (a unit test loads the
 * script without Node and compares its reports with the command's).
 */
export function containerChecksBundle(): string {
  const nodeRequire = rootRequire();
  const { contentSecurityPolicy } = nodeRequire(HOST_CONFIG) as { contentSecurityPolicy: unknown };
  const { siteEvents } = nodeRequire(CONTAINER_RULES) as { siteEvents: () => unknown };
  const given = { '../../deploy/host-config.cjs': { contentSecurityPolicy } };
  const source = `(function () {
  var given = ${JSON.stringify(given)};
  var require = function (name) {
    if (Object.prototype.hasOwnProperty.call(given, name)) return given[name];
    throw new Error(name + ': src/marketing/container-checks.cjs needs it, and a browser has no Node (src/editor/assemble/bundle.ts)');
  };
  var module = { exports: {} };
  (function (module, exports, require) {
${fs.readFileSync(CONTAINER_RULES, 'utf8')}
  })(module, module.exports, require);
  var site = ${JSON.stringify(siteEvents())};
  window.containerChecks = Object.assign({}, module.exports, { siteEvents: function () { return site; } });
})();
`;
  return esbuild().transformSync(source, { minify: true, target: 'es2020', legalComments: 'none', loader: 'js' }).code;
}

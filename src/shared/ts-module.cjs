// Plain Node using the site's TypeScript sources, with the pinned `typescript`: `transpile` gives a
// file's JavaScript (the first-tap script is built from it), and `requireTs` loads a module through
// Node's own loader (first-tap-options.ts for the script's builder, src/marketing/ for
// `npm run check-container`). CommonJS, so the plain-Node scripts can use it on every Node the README names.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');

/**
 * A TypeScript file as plain JavaScript (types and comments removed), in the given module kind.
 * @param {string} file
 * @param {import('typescript').ModuleKind} module
 * @returns {string}
 */
const transpile = (file, module) =>
  ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module, removeComments: true, esModuleInterop: true },
  }).outputText;

/** A relative import or require in transpiled CommonJS: `require("./x")`, or `require('./x')` as written by hand. */
const REQUIRE = /\brequire\((["'])(\.{1,2}\/[^"']+)\1\)/g;

/**
 * `file` and every TypeScript file it imports by a relative path, transpiled to CommonJS, by their
 * path from the project's root (`.ts` and `.tsx` become `.js`). A relative import of anything else
 * (a `.cjs` or `.json` file) becomes its absolute path, so it loads from where it is; `node:`
 * modules load as usual; a package would not be found from the temporary folder, so it stops here.
 * @param {string} file
 * @param {Map<string, string>} [out]
 * @returns {Map<string, string>}
 */
function transpileTree(file, out = new Map()) {
  const name = path.relative(ROOT, file).replace(/\.tsx?$/, '.js');
  if (out.has(name)) return out;
  out.set(name, '');
  const source = transpile(file, ts.ModuleKind.CommonJS);
  const packages = [...source.matchAll(/\brequire\((["'])([^"'.][^"']*)\1\)/g)]
    .map((m) => m[2])
    .filter((s) => !s?.startsWith('node:'));
  if (packages.length > 0)
    throw new Error(`${file} imports ${packages.join(', ')}: requireTs loads only the project's own modules`);
  const text = source.replace(REQUIRE, (whole, _quote, specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    const ts = ['.ts', '.tsx', '/index.ts'].map((end) => target + end).find((candidate) => fs.existsSync(candidate));
    if (ts === undefined) return `require(${JSON.stringify(target)})`;
    transpileTree(ts, out);
    return whole;
  });
  out.set(name, text);
  return out;
}

/**
 * The exports of a TypeScript module of the project, loaded by Node's own loader: the module and
 * the TypeScript files it imports are transpiled into a folder of the OS's temporary folder named by
 * their content's hash, in the same layout, and required from there.
 * @param {string} file
 * @returns {unknown}
 */
function requireTs(file) {
  const tree = transpileTree(path.resolve(file));
  const hash = crypto.createHash('sha256');
  for (const [name, text] of [...tree].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${name}\0${text}\0`);
  const dir = path.join(os.tmpdir(), 'ts-modules', hash.digest('hex').slice(0, 16));
  for (const [name, text] of tree) {
    const target = path.join(dir, name);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Another process may write the same file at once: each writes a copy of its own, then renames it in place.
    const copy = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(copy, text);
    fs.renameSync(copy, target);
  }
  return require(path.join(dir, path.relative(ROOT, path.resolve(file)).replace(/\.tsx?$/, '.js')));
}

module.exports = { transpile, requireTs, ModuleKind: ts.ModuleKind };

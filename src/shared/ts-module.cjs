// Plain Node reading the site's TypeScript sources: transpiles a file (types and comments
// removed) and, for files of constants, evaluates it. Used by the first-tap script builder
// (src/chat/chat-script.cjs) and the container checker.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** A TypeScript file as plain JavaScript, in the given module kind (ts.ModuleKind). */
const transpile = (file, module) =>
  ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module, removeComments: true },
  }).outputText;

/**
 * The exports of a TypeScript file of constants and pure functions. It may import other such
 * files by a relative path (first-tap-options.ts reads chat-types.ts); type imports vanish.
 */
function evaluateTs(file) {
  const exports = {};
  const requireTs = (specifier) => {
    if (!specifier.startsWith('.'))
      throw new Error(`${file} imports ${specifier}: only sibling .ts files can be evaluated`);
    return evaluateTs(path.resolve(path.dirname(file), `${specifier}.ts`));
  };
  new Function('exports', 'require', transpile(file, ts.ModuleKind.CommonJS))(exports, requireTs);
  return exports;
}

module.exports = { transpile, evaluateTs, ModuleKind: ts.ModuleKind };

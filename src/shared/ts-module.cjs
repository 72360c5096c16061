// Plain Node reading the site's TypeScript sources: transpiles a file (types and comments
// removed) and, for files of constants that import nothing, evaluates it. Used by the
// first-tap script builder (src/chat/chat-script.cjs) and the container checker.
const fs = require('node:fs');
const ts = require('typescript');

/** A TypeScript file as plain JavaScript, in the given module kind (ts.ModuleKind). */
const transpile = (file, module) =>
  ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module, removeComments: true },
  }).outputText;

/** The exports of a TypeScript file that imports nothing (constants and pure functions). */
function evaluateTs(file) {
  const exports = {};
  new Function('exports', transpile(file, ts.ModuleKind.CommonJS))(exports);
  return exports;
}

module.exports = { transpile, evaluateTs, ModuleKind: ts.ModuleKind };

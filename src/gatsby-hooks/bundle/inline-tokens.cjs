// Babel plugin (Gatsby's bundles, browser and server render alike): writes a constant token's
// value where a module reads it, so `maxWidth: widths.quote` compiles as `maxWidth: '46rem'`.
// src/theme/tokens.ts stays the one place the values are written; the bundle carries them only
// where they are used, not as an object read at run time. A style object left with only
// literals is then serialized at compile time by Emotion's own Babel plugin, as it was when
// the values were written in place. CommonJS, because Babel requires its plugins by path.

const path = require('node:path');

/** @typedef {typeof import('@babel/core').types} Types */
/** @typedef {import('@babel/core').NodePath} NodePath */

/**
 * The plugin's options (see below).
 * @typedef {object} InlineTokensOptions
 * @property {string} module The tokens module's absolute path without extension.
 * @property {Record<string, Record<string, unknown>>} tokens The exported objects to inline, by name.
 */

/**
 * A property read's key (`tokens.key` or `tokens['key']`), or undefined when it is anything else.
 * @param {Types} t
 * @param {NodePath} member
 * @param {import('@babel/core').types.Node} object
 * @returns {string | undefined}
 */
function readKey(t, member, object) {
  if (!t.isMemberExpression(member.node, { object })) return undefined;
  const { property, computed } = member.node;
  if (!computed && t.isIdentifier(property)) return property.name;
  if (computed && t.isStringLiteral(property)) return property.value;
  return undefined;
}

/**
 * Whether the read is the target of an assignment or an update (then it is left alone).
 * @param {NodePath} member
 * @returns {boolean}
 */
function isWritten(member) {
  const parent = /** @type {NodePath} */ (member.parentPath);
  return (
    (parent.isAssignmentExpression() && parent.node.left === member.node) ||
    (parent.isUpdateExpression() && parent.node.argument === member.node)
  );
}

/**
 * Options: `module`, the tokens module's absolute path without extension, and `tokens`, the
 * exported objects to inline by name (`{ widths: { quote: '46rem', ... } }`), JSON values only
 * (they are part of Babel's options, so babel-loader's cache sees a change of value).
 * @param {{ types: Types }} babel
 * @returns {import('@babel/core').PluginObj<import('@babel/core').PluginPass & { opts: InlineTokensOptions }>}
 */
module.exports = function inlineTokens({ types: t }) {
  return {
    name: 'inline-tokens',
    visitor: {
      // On entering the file, before Emotion's plugin visits the css props it may precompile.
      Program(program, state) {
        const { module: tokensModule, tokens } = state.opts;
        const file = state.filename;
        if (!file) return;
        program.traverse({
          ImportDeclaration(declaration) {
            const source = declaration.node.source.value;
            if (!source.startsWith('.')) return;
            if (path.resolve(path.dirname(file), source).replace(/\.tsx?$/, '') !== tokensModule) return;
            for (const specifier of declaration.get('specifiers')) {
              if (!specifier.isImportSpecifier()) continue;
              const { imported, local } = specifier.node;
              const values = tokens[t.isIdentifier(imported) ? imported.name : imported.value];
              if (!values) continue;
              const binding = specifier.scope.getBinding(local.name);
              if (!binding) continue;
              let kept = 0;
              for (const reference of binding.referencePaths) {
                const member = /** @type {NodePath} */ (reference.parentPath);
                const key = member && readKey(t, member, reference.node);
                if (key !== undefined && Object.hasOwn(values, key) && !isWritten(member)) {
                  member.replaceWith(t.valueToNode(values[key]));
                } else kept += 1;
              }
              if (kept === 0) specifier.remove();
            }
            if (declaration.node.specifiers.length === 0) declaration.remove();
          },
        });
      },
    },
  };
};

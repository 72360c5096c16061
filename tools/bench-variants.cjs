// The bench's variants (`npm run bench -- --variants`): copies of a built page with one more
// part of its first paint taken out at each step, so the bench shows what each part costs.
// Each step keeps the ones before it: "no fonts" has no scripts either, "no icons" has neither.
// Plain string edits of Gatsby's output (no element nested in one of its own tag), held by
// __tests__/tools/bench-variants.test.ts.

/** @typedef {{ name: string, label: string, edit: (html: string) => string }} Variant */

/**
 * Every <script> element (inline, JSON-LD, loaders) and every preload that only scripts use.
 * @param {string} html
 * @returns {string}
 */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="(?:script|fetch)"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * The @font-face rules and the font preloads: the page falls back to the system's fonts.
 * @param {string} html
 * @returns {string}
 */
function withoutFonts(html) {
  return html.replace(/@font-face\s*\{[^}]*\}/g, '').replace(/<link\b[^>]*\bas="font"[^>]*>/g, '');
}

/**
 * Every inline <svg>: the icons.
 * @param {string} html
 * @returns {string}
 */
function withoutIcons(html) {
  return html.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, '');
}

/**
 * The variants in order, each with its name (part of the file name) and its label in the table.
 * @type {readonly Variant[]}
 */
const VARIANTS = [
  { name: 'no-scripts', label: 'no scripts at all', edit: withoutScripts },
  { name: 'no-fonts', label: '… and no web fonts', edit: (html) => withoutFonts(withoutScripts(html)) },
  {
    name: 'no-icons',
    label: '… and no inline icons',
    edit: (html) => withoutIcons(withoutFonts(withoutScripts(html))),
  },
];

module.exports = { VARIANTS, withoutScripts, withoutFonts, withoutIcons };

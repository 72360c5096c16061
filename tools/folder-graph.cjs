// The folder dependency graph: which folder's code names a file of which other folder. Reads, in
// src/, deploy/, scripts/ and tools/ (declaration files included), every relative import (import …
// from, export … from, import(), require(), import type) and every string that names a project file
// or folder that exists: a path from the project's root ('src/editor/index.tsx', as path.resolve and
// path.join(ROOT, …) take them) or from the file's own folder ('../templates/project.tsx', as
// path.resolve(__dirname, …) and new URL(…, import.meta.url) take them).
// `npm run graph` prints it; `npm run graph -- --write` writes it into CONTRIBUTING.md, between the
// markers; __tests__/tools/folder-graph.test.ts checks its layers and that CONTRIBUTING.md shows it.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..');
const SCANNED = ['src', 'deploy', 'scripts', 'tools'];
/** The project's top-level folders a string may name a path from. */
const FROM_ROOT = /^(?:src|deploy|scripts|tools|data|static)\//;
const CODE = /\.(?:tsx?|[cm]?js|d\.cts)$/;
/** A string that may name a path: from the file's folder, or from the root. */
const NAMES_A_PATH = /^(?:\.{1,2}\/|(?:src|deploy|scripts|tools|data|static)\/)/;
/** A type taken from another module in a JSDoc comment: `import('../x')`. */
const TYPE_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
/** Where the generated graph stands in CONTRIBUTING.md: between these two lines. */
const START = '<!-- folder graph: npm run graph -- --write -->';
const END = '<!-- end of folder graph -->';

/**
 * The folder a project file belongs to: src/<name>, or the top-level folder (scripts/generate is scripts).
 * @param {string} file
 * @returns {string}
 */
function folderOf(file) {
  const parts = file.split('/');
  const inSrc = parts.length > 2 || (parts.length === 2 && fs.statSync(path.join(root, file)).isDirectory());
  if (parts[0] === 'src' && inSrc) return `src/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? file) : file;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function codeFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(file);
    return CODE.test(entry.name) ? [file] : [];
  });
}

/** @param {string} file */
const exists = (file) => ['', '.ts', '.tsx', '.cjs', '.js'].some((end) => fs.existsSync(path.join(root, file + end)));

/**
 * The string literals of a file's code (not of its comments), as TypeScript's parser reads them.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
function stringLiterals(file, text) {
  /** @type {string[]} */
  const found = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false));
  return found;
}

/**
 * The project files `file` names: the strings of its code that name an existing path (its relative
 * imports among them), and the `import('…')` types of its JSDoc.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
function namedFiles(file, text) {
  const dir = path.posix.dirname(file);
  const typeImports = [...text.matchAll(TYPE_IMPORT)].map((match) => match[1] ?? '');
  const named = [...stringLiterals(file, text), ...typeImports].filter((name) => NAMES_A_PATH.test(name));
  const targets = named.map((name) => path.posix.normalize(FROM_ROOT.test(name) ? name : path.posix.join(dir, name)));
  return [...new Set(targets.filter((target) => target !== '.' && !target.startsWith('..') && exists(target)))];
}

/** @typedef {{ from: string; to: string; fromFolder: string; toFolder: string }} Edge */

/** @returns {{ file: string; text: string }[]} the scanned files and their text */
const projectSources = () =>
  SCANNED.flatMap(codeFiles).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));

/**
 * Every link that crosses folders: a file (`from`) that imports or names another (`to`).
 * @param {{ file: string; text: string }[]} [sources] the project's files, or others to read as if they were
 * @returns {Edge[]}
 */
function crossFolderImports(sources = projectSources()) {
  return sources.flatMap(({ file, text }) =>
    namedFiles(file, text).flatMap((to) => {
      const edge = { from: file, to, fromFolder: folderOf(file), toFolder: folderOf(to) };
      return edge.fromFolder === edge.toFolder ? [] : [edge];
    }),
  );
}

/**
 * Folder → the folders it imports, sorted.
 * @returns {Map<string, string[]>}
 */
function folderGraph() {
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const { fromFolder, toFolder } of crossFolderImports()) {
    graph.set(fromFolder, [...new Set([...(graph.get(fromFolder) ?? []), toFolder])].sort());
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * @param {Map<string, string[]>} graph
 * @returns {string}
 */
const formatGraph = (graph) => {
  const width = Math.max(...[...graph.keys()].map((folder) => folder.length));
  return [...graph].map(([folder, imports]) => `${folder.padEnd(width)} → ${imports.join(', ')}`).join('\n');
};

/**
 * CONTRIBUTING.md with `graph` between its markers, as a code block.
 * @param {string} text
 * @param {string} graph
 * @returns {string}
 */
function withGraph(text, graph) {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`CONTRIBUTING.md has no ${START} … ${END} block`);
  return `${text.slice(0, from + START.length)}\n\n\`\`\`\n${graph}\n\`\`\`\n\n${text.slice(to)}`;
}

const CONTRIBUTING = path.join(root, 'CONTRIBUTING.md');

if (require.main === module) {
  const graph = formatGraph(folderGraph());
  if (process.argv.includes('--write')) {
    fs.writeFileSync(CONTRIBUTING, withGraph(fs.readFileSync(CONTRIBUTING, 'utf8'), graph));
  }
  console.log(graph);
}

module.exports = { CONTRIBUTING, crossFolderImports, folderGraph, formatGraph, withGraph };

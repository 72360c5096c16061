// The folder dependency graph: which folder's code imports which. Reads every relative import
// (import … from, export … from, import(), require()) in src/, deploy/, scripts/ and tools/.
// `node tools/folder-graph.cjs` prints it; __tests__/tools/folder-graph.test.ts checks its layers.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SCANNED = ['src', 'deploy', 'scripts', 'tools'];
const CODE = /\.(?:tsx?|[cm]?js)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The folder a project file belongs to: src/<name>, or the top-level folder (scripts/generate is scripts). */
function folderOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? parts[0] : file;
}

function codeFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return codeFiles(file);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every import that crosses folders: { from: file, to: imported file, fromFolder, toFolder }. */
function crossFolderImports() {
  return SCANNED.flatMap(codeFiles).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
      const edge = { from: file, to, fromFolder: folderOf(file), toFolder: folderOf(to) };
      return edge.fromFolder === edge.toFolder ? [] : [edge];
    });
  });
}

/** Folder → the folders it imports, sorted. */
function folderGraph() {
  const graph = new Map();
  for (const { fromFolder, toFolder } of crossFolderImports()) {
    graph.set(fromFolder, [...new Set([...(graph.get(fromFolder) ?? []), toFolder])].sort());
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)));
}

const formatGraph = (graph) => [...graph].map(([folder, imports]) => `${folder} → ${imports.join(', ')}`).join('\n');

if (require.main === module) console.log(formatGraph(folderGraph()));

module.exports = { crossFolderImports, folderGraph, formatGraph };

import fs from 'node:fs';
import { CONTRIBUTING, crossFolderImports, folderGraph, formatGraph, withGraph } from '../../tools/folder-graph.cjs';

/**
 * The layers, lowest first. A folder imports only folders on lower layers, so no import runs
 * back up a layer and there are no cycles. Every folder with code must have a layer.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['data', 'static', 'src/fonts', 'src/shared'], // data, files served as they are, fonts, the constants shared by every layer (the data layer contract among them)
  ['src/content', 'src/theme', 'src/seo', 'src/chat', 'src/vitals'], // the content model and site-wide rules; the field measurements
  ['src/behaviours'], // the pages' behaviours in the browser, on the markup the components render
  ['src/components'], // shared pieces of the pages
  ['src/sections'],
  ['src/pages', 'src/templates'],
  ['src/editor'], // renders the site's own pages as previews
  ['src/gatsby-hooks'], // what Gatsby's hook files share; checks the editor's configuration
  ['deploy'], // host configuration, hashes the build's inline scripts
  ['src/marketing'], // the marketers' tools: they read the data layer contract and the site's policy (deploy), not the editor
  ['tools'], // the test harness and Node-side helpers
  ['scripts'], // what `npm run` calls
];

const layerOf = (folder: string): number => LAYERS.findIndex((layer) => layer.includes(folder));

test('every folder that imports or is imported has a layer', () => {
  const folders = new Set(crossFolderImports().flatMap((edge) => [edge.fromFolder, edge.toFolder]));
  expect([...folders].filter((folder) => layerOf(folder) < 0)).toEqual([]);
});

test('no import runs up a layer or across one (so no folder cycle)', () => {
  const upward = crossFolderImports()
    .filter((edge) => layerOf(edge.toFolder) >= layerOf(edge.fromFolder))
    .map((edge) => `${edge.from} → ${edge.to}`);
  expect(upward).toEqual([]);
});

test('the folder graph has no cycle', () => {
  const graph = folderGraph();
  const cycles: string[] = [];
  const visit = (folder: string, trail: string[]): void => {
    if (trail.includes(folder)) {
      cycles.push([...trail.slice(trail.indexOf(folder)), folder].join(' → '));
      return;
    }
    for (const next of graph.get(folder) ?? []) visit(next, [...trail, folder]);
  };
  for (const folder of graph.keys()) visit(folder, []);
  expect(cycles).toEqual([]);
});

test.each([
  ['src/content', ['src/gatsby-hooks', 'src/editor', 'src/sections', 'src/pages', 'src/templates', 'src/components']],
  ['src/sections', ['src/gatsby-hooks', 'src/editor', 'src/pages', 'src/templates']],
  ['deploy', ['src/pages', 'src/sections', 'src/templates', 'src/editor']],
  ['tools', ['src/pages', 'src/sections', 'src/templates', 'src/editor']],
  // The events and keys the site pushes come from the data layer contract (src/shared), not from the build's steps;
  // the /admin/ writer takes the editor's files and the marketers' from each, with the bundler both use from src/shared.
  ['src/marketing', ['src/gatsby-hooks', 'src/editor']],
  ['src/editor', ['src/marketing']],
  // The data layer contract is the bottom floor: it names no other folder.
  ['src/shared', ['src/chat', 'src/vitals', 'src/gatsby-hooks', 'src/marketing']],
])('%s imports none of %p', (folder, forbidden) => {
  expect((folderGraph().get(folder) ?? []).filter((target) => forbidden.includes(target))).toEqual([]);
});

test('the graph sees imports: the build imports the content model, and scripts the test harness', () => {
  expect(folderGraph().get('src/gatsby-hooks')).toContain('src/content');
  expect(folderGraph().get('scripts')).toContain('tools');
});

test('the graph sees paths built from strings, from the root and from the file, and not those in comments', () => {
  const links = crossFolderImports().map((edge) => `${edge.from} → ${edge.to}`);
  // path.resolve('src/fonts') from the site's root, as the build steps write it.
  expect(links).toContain('src/editor/assemble/admin.ts → src/fonts');
  // path.resolve(__dirname, '../templates/project.tsx') from the file's own folder.
  expect(links).toContain('src/gatsby-hooks/project-pages.ts → src/templates/project.tsx');
  // new URL('../src/marketing/container-command.ts', import.meta.url) in a plain-Node script.
  expect(links).toContain('scripts/check-container.mjs → src/marketing/container-command.ts');
  // This file's own header names src/ files in a comment: not a link.
  expect(links.filter((link) => link.startsWith('tools/folder-graph.cjs'))).toEqual([]);
});

test('a link that runs up a layer is seen whatever form it takes: a .d.ts import, a string path', () => {
  const layerUp = (file: string, text: string) =>
    crossFolderImports([{ file, text }]).filter((edge) => layerOf(edge.toFolder) >= layerOf(edge.fromFolder));
  expect(layerUp('src/chat/x.d.ts', "import type { T } from '../marketing/container-rules';")).toHaveLength(1);
  expect(layerUp('src/chat/x.ts', "const f = path.resolve('src/marketing/site-facts.ts');")).toHaveLength(1);
  expect(layerUp('src/chat/x.ts', "const f = path.resolve(__dirname, '../editor/index.tsx');")).toHaveLength(1);
  expect(layerUp('src/chat/x.ts', '// see src/marketing/site-facts.ts\nconst f = 1;')).toHaveLength(0);
});

test('CONTRIBUTING.md shows the graph as `npm run graph` prints it (npm run graph -- --write)', () => {
  const text = fs.readFileSync(CONTRIBUTING, 'utf8');
  expect(text).toBe(withGraph(text, formatGraph(folderGraph())));
});

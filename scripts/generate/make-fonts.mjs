// Writes the site's web fonts into src/fonts/ (committed): the npm-packaged
// Fontsource Latin files of the weights the design uses, cut down with
// harfbuzz (subset-font) to the characters Spanish text needs. Run it again
// (`npm run fonts`) after changing a family, a weight or the character list.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '../..');

/** Printable ASCII, Spanish letters and signs, and the typographic marks the copy uses. */
export const CHARACTERS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'¡¿ÁÉÍÓÚÜÑáéíóúüñ',
  ...'“”‘’«»–—…•·°ºª€×',
  '\u00a0', // non-breaking space
].join('');

/**
 * [npm file, output name]: only the weights the design uses.
 * @type {[string, string][]}
 */
const FONTS = [
  ['@fontsource/inter/files/inter-latin-400-normal.woff2', 'inter-400.woff2'],
  ['@fontsource/inter/files/inter-latin-700-normal.woff2', 'inter-700.woff2'],
  ['@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', 'fraunces-600.woff2'],
];

for (const [source, name] of FONTS) {
  const input = fs.readFileSync(path.join(root, 'node_modules', source));
  const output = await subsetFont(input, CHARACTERS, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(root, 'src/fonts', name), output);
  console.log(`src/fonts/${name}: ${input.length} → ${output.length} bytes`);
}

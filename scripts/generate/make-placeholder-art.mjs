/**
 * Draws the placeholder artwork committed in data/images/ (client portraits, testimonial
 * avatars, process scenes, logo and icon; the drawings are in artwork.mjs) and rasterises it
 * with sharp. Editors replace any image by dropping a real photo into data/images/ and
 * changing the path in the JSON content file that names it.
 *
 * Run with: npm run images   (only some: node scripts/generate/make-placeholder-art.mjs logo.png)
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { C, evaluation, icon, logo, PEOPLE, person, recovery, ROOT, strategy } from './artwork.mjs';

const OUT = path.join(ROOT, 'data/images');
const JPEG = { quality: 82, mozjpeg: true, progressive: true };
/** @type {[string, string][]} [file name, SVG markup] */
const jobs = [
  ...Object.entries(PEOPLE).map(/** @returns {[string, string]} */ ([name, p]) => [`${name}.jpg`, person(p)]),
  ['process-1.jpg', evaluation()],
  ['process-2.jpg', strategy()],
  ['process-3.jpg', recovery()],
  ['logo.png', logo()],
  ['icon.png', icon()],
];
const only = process.argv.slice(2);
/** @param {string} file */
const wanted = (file) => only.length === 0 || only.includes(file);

await mkdir(OUT, { recursive: true });
for (const [file, markup] of jobs.filter(([file]) => wanted(file))) {
  const img = sharp(Buffer.from(markup));
  const out = path.join(OUT, file);
  const info = await (
    file.endsWith('.png') ? img.png({ compressionLevel: 9 }) : img.flatten({ background: C.sand }).jpeg(JPEG)
  ).toFile(out);
  console.log(
    `${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}

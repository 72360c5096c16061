/**
 * Composes the link-preview image static/share.jpg (1200x630) from the artwork (artwork.mjs),
 * the brand colours of src/theme/tokens.ts, the site's fonts and the firm's name and tagline
 * in data/, and describes it in src/seo/share-image.json for the page head.
 *
 * Run with: npm run share-image
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { icon, recovery, ROOT, svg, tokens } from './artwork.mjs';

const require = createRequire(import.meta.url);

/** Where the link-preview image is served from (static/ is copied to the site root). */
const SHARE_FILE = 'static/share.jpg';
const SHARE = { src: '/share.jpg', width: 1200, height: 630, type: 'image/jpeg' };
/** What the page head reads about the image (its address, size, type and description). */
const SHARE_META = 'src/seo/share-image.json';

/**
 * @param {string} file
 * @returns {Promise<unknown>}
 */
const readJson = async (file) => JSON.parse(await readFile(path.join(ROOT, file), 'utf8'));
/** @param {string} text */
const escapeMarkup = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The site's fonts (the static cuts of the same families), as TrueType files that Pango
 * can load, subset to the characters drawn.
 * @param {string} text
 * @param {string} dir
 * @returns {Promise<Record<'heading' | 'label', Font>>}
 */
async function shareFonts(text, dir) {
  /** @type {Record<'heading' | 'label', [string, string]>} [npm file, family] by role */
  const cuts = {
    heading: ['@fontsource/fraunces/files/fraunces-latin-600-normal.woff2', 'Fraunces SemiBold'],
    label: ['@fontsource/inter/files/inter-latin-600-normal.woff2', 'Inter SemiBold'],
  };
  /** @type {Record<string, Font>} */
  const fonts = {};
  for (const [role, [file, family]] of Object.entries(cuts)) {
    const sfnt = await subsetFont(await readFile(require.resolve(file)), text, {
      targetFormat: 'sfnt',
      preserveNameIds: [16, 17],
    });
    const fontfile = path.join(dir, `${role}.ttf`);
    await writeFile(fontfile, sfnt);
    fonts[role] = { fontfile, family };
  }
  return /** @type {Record<'heading' | 'label', Font>} */ (fonts);
}

/**
 * A font file and the family name Pango knows it by.
 * @typedef {{ fontfile: string, family: string }} Font
 */
/**
 * How a block of text is drawn: its font, size (px), colour, width it wraps to (px), extra line
 * spacing (px) and letter spacing (em).
 * @typedef {{ font: Font, size: number, color: string, width: number, spacing?: number, letterSpacing?: number }} TextStyle
 */
/** @typedef {{ data: Buffer, info: import('sharp').OutputInfo }} Layer */

/**
 * One block of text as a transparent image (Pango through sharp), wrapped to `width`.
 * @param {string} text
 * @param {TextStyle} style
 * @returns {Promise<Layer>}
 */
const textLayer = (text, { font, size, color, width, spacing = 0, letterSpacing = 0 }) =>
  sharp({
    text: {
      text: `<span foreground="${color}" letter_spacing="${Math.round(letterSpacing * 1024)}">${escapeMarkup(text)}</span>`,
      font: `${font.family} ${size}`,
      fontfile: font.fontfile,
      width,
      spacing,
      dpi: 72,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });

/**
 * A text block wrapped as narrow as it can be without taking more lines: lines of even length.
 * @param {string} text
 * @param {TextStyle} options
 * @returns {Promise<Layer>}
 */
async function balancedTextLayer(text, options) {
  let best = await textLayer(text, options);
  for (let width = options.width - 10; width > options.width / 2; width -= 10) {
    const next = await textLayer(text, { ...options, width });
    if (next.info.height > best.info.height) break;
    best = next;
  }
  return best;
}

/**
 * A balanced text block at the largest size (down to two thirds) whose height fits `maxHeight`.
 * @param {string} text
 * @param {TextStyle} options
 * @param {number} maxHeight
 * @returns {Promise<Layer>}
 */
async function fittedTextLayer(text, options, maxHeight) {
  for (let size = options.size; size >= (options.size * 2) / 3; size -= 2) {
    const layer = await balancedTextLayer(text, { ...options, size });
    if (layer.info.height <= maxHeight) return layer;
  }
  throw new Error(`"${text}" is too long for the share image; shorten it or change the layout`);
}

/**
 * 1200x630: the firm's icon and name, the hero's badge and headline on the brand navy,
 * and the courthouse scene of the process artwork in a rounded frame.
 */
async function shareImage() {
  const { color } = tokens;
  const [site, home] = /** @type {[typeof import('../../data/site.json'), typeof import('../../data/home.json')]} */ (
    await Promise.all([readJson('data/site.json'), readJson('data/home.json')])
  );
  const { badge, title } = home.hero;
  const { width: W, height: H } = SHARE;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'share-fonts-'));
  try {
    const fonts = await shareFonts(`${site.name}${badge.toUpperCase()}${title}`, dir);
    const frame = { x: 742, y: 56, w: 402, h: 518, r: 28 };
    const scene = await sharp(Buffer.from(recovery()))
      .resize(frame.w, frame.h, { fit: 'cover', position: 'centre' })
      .composite([
        {
          input: Buffer.from(
            svg(
              frame.w,
              frame.h,
              `0 0 ${frame.w} ${frame.h}`,
              `<rect width="${frame.w}" height="${frame.h}" rx="${frame.r}"/>`,
            ),
          ),
          blend: 'dest-in',
        },
      ])
      .png()
      .toBuffer();
    const iconSize = 76;
    const iconImage = await sharp(Buffer.from(icon())).resize(iconSize, iconSize).png().toBuffer();
    const X = 80;
    const name = await textLayer(site.name, { font: fonts.heading, size: 34, color: color.onNavy, width: 560 });
    const kicker = await textLayer(badge.toUpperCase(), {
      font: fonts.label,
      size: 19,
      color: color.gold,
      width: 600,
      letterSpacing: 2.2,
    });
    const headlineY = 250;
    const headline = await fittedTextLayer(
      title,
      { font: fonts.heading, size: 54, color: color.onNavy, width: 620, spacing: 8 },
      H - 64 - (headlineY + 36),
    );
    const background = svg(
      W,
      H,
      `0 0 ${W} ${H}`,
      `<rect width="${W}" height="${H}" fill="url(#share-bg)"/>` +
        `<circle cx="${frame.x + frame.w / 2}" cy="${frame.y + frame.h / 2}" r="360" fill="${color.onNavy}" opacity="0.035"/>` +
        `<rect x="${frame.x + 16}" y="${frame.y + 20}" width="${frame.w}" height="${frame.h}" rx="${frame.r}" fill="${color.navyDeep}" opacity="0.55"/>` +
        `<rect x="${frame.x - 14}" y="${frame.y - 14}" width="${frame.w + 28}" height="${frame.h + 28}" rx="${frame.r + 12}" fill="none" stroke="${color.gold}" stroke-width="2" opacity="0.55"/>` +
        `<rect x="${X}" y="${headlineY - 44}" width="56" height="4" rx="2" fill="${color.gold}"/>` +
        `<rect y="${H - 10}" width="${W}" height="10" fill="${color.gold}"/>`,
      `<linearGradient id="share-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.navy}"/><stop offset="1" stop-color="${color.navyDeep}"/></linearGradient>`,
    );
    const image = await sharp(Buffer.from(background))
      .composite([
        { input: scene, left: frame.x, top: frame.y },
        { input: iconImage, left: X, top: 64 },
        { input: name.data, left: X + iconSize + 20, top: 64 + Math.round((iconSize - name.info.height) / 2) },
        { input: kicker.data, left: X, top: headlineY - 44 + 4 + 20 },
        { input: headline.data, left: X, top: headlineY + 36 },
      ])
      .flatten({ background: color.navy })
      .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' })
      .toBuffer();
    return { image, alt: `${site.name}. ${badge}. ${title}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const { image, alt } = await shareImage();
const out = path.join(ROOT, SHARE_FILE);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, image);
await writeFile(path.join(ROOT, SHARE_META), `${JSON.stringify({ ...SHARE, alt }, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), out)}  ${SHARE.width}x${SHARE.height}  ${(image.length / 1024).toFixed(1)} KB`,
);

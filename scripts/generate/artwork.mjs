/**
 * The illustrative artwork: client portraits, testimonial avatars, process scenes, the logo
 * and the icon, each drawn as an SVG string, original and fully deterministic (no Math.random;
 * a fixed hash varies the curls). Its colours are the site's, from src/theme/tokens.ts.
 * Used by make-placeholder-art.mjs (data/images/) and make-share-image.mjs (static/share.jpg).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tsModule from '../../src/shared/ts-module.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The site's design tokens (a TypeScript file with no imports). */
export const tokens = /** @type {typeof import('../../src/theme/tokens')} */ (
  tsModule.requireTs(path.join(ROOT, 'src/theme/tokens.ts'))
);
const { color, artColor } = tokens;
/** The artwork's palette: the brand's colours, and two muted ones kept for illustrations. */
export const C = {
  navy: color.navy,
  sand: color.sandDeep,
  gold: color.gold,
  sage: artColor.sage,
  terra: artColor.terra,
  white: color.paper,
  ink: color.ink,
};

/**
 * Lighten (amt > 0) or darken (amt < 0) a #rrggbb colour.
 * @param {string} hex
 * @param {number} amt
 */
const shade = (hex, amt) => {
  const n = parseInt(hex.slice(1), 16);
  /** @param {number} v */
  const ch = (v) => Math.round(amt < 0 ? v * (1 + amt) : v + (255 - v) * amt);
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
};
/**
 * Deterministic pseudo-random number in [0, 1) for index i.
 * @param {number} i
 */
const rnd = (i) => {
  const x = Math.sin(i * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
};
/**
 * Draws `el` and its mirror image around the vertical axis x = 200.
 * @param {string} el
 */
const mirror = (el) => `${el}<g transform="matrix(-1 0 0 1 400 0)">${el}</g>`;
/**
 * An SVG document of `w` × `h` pixels showing `view` (its viewBox) of `body`, with `defs`.
 * @param {number} w
 * @param {number} h
 * @param {string} view
 * @param {string} body
 * @param {string} [defs]
 */
export const svg = (w, h, view, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${view}"><defs>${defs}</defs>${body}</svg>`;

/* ------------------------------------------------------------------ portraits */
// All people are drawn on a 400x500 canvas: head centred at x = 200, eyes at y ≈ 214.

const HEAD = 'M140 205C140 150 168 130 200 130C232 130 260 150 260 205';
/** @param {number} jw The jaw's half width. */
const facePath = (jw) =>
  `${HEAD}C260 245 ${222 + jw} 276 ${200 + jw} 290C${200 + jw / 2} 299 ${200 - jw / 2} 299 ${200 - jw} 290C${178 - jw} 276 140 245 140 205Z`;
const TORSO =
  'M46 500C48 448 56 408 84 390C108 374 152 362 178 334L222 334C248 362 292 374 316 390C344 408 352 448 354 500Z';

/** @typedef {[number, number]} Point */

/**
 * @param {string} hc The hair's colour.
 * @param {Point[]} pts
 * @param {number} r0 The curls' mean radius.
 */
const curls = (hc, pts, r0) => {
  const rs = pts.map(([x], i) => r0 * (0.8 + 0.4 * rnd(i + x)));
  const dots = pts.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${rs[i]}" fill="${hc}"/>`);
  const arcs = pts.map(([x, y], i) => {
    const r = /** @type {number} */ (rs[i]) * 0.6;
    return `M${x - r} ${y + r * 0.3}A${r} ${r} 0 0 1 ${x + r * 0.3} ${y - r}`;
  });
  return `${dots.join('')}<path d="${arcs.join('')}" stroke="${shade(hc, 0.25)}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
};
/**
 * `n` points on an ellipse around (cx, cy), from angle `from` to angle `to` (degrees).
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {number} from
 * @param {number} to
 * @param {number} n
 * @returns {Point[]}
 */
const ring = (cx, cy, rx, ry, from, to, n) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((from + ((to - from) * i) / (n - 1)) * Math.PI) / 180;
    return [Math.round(cx + rx * Math.cos(a)), Math.round(cy + ry * Math.sin(a))];
  });
/**
 * @param {string} hc The hair's colour.
 * @param {string} d The strands' path.
 */
const strands = (hc, d) =>
  `<path d="${d}" stroke="${shade(hc, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>`;
/** @param {string} hairline The path of the cap's lower edge. */
const CAP = (hairline) =>
  `M136 222C128 146 162 114 202 114C244 114 274 148 264 222L257 222C256 200 252 180 ${hairline}Z`;

/**
 * Hair styles: each returns the layer behind the head and the layer in front of it.
 * @satisfies {Record<string, (hc: string) => { back: string, front: string }>}
 */
const HAIR = {
  curly: (hc) => ({
    back: `<ellipse cx="200" cy="240" rx="100" ry="118" fill="${hc}"/>${curls(hc, ring(200, 245, 102, 118, -215, 35, 20), 30)}`,
    front: curls(
      hc,
      [
        ...ring(200, 178, 64, 48, 195, 345, 9),
        ...ring(200, 215, 70, 60, 150, 210, 4),
        ...ring(200, 215, 70, 60, -30, 30, 4),
      ],
      18,
    ),
  }),
  crop: (hc) => ({
    back: '',
    front: `<path d="${CAP('246 166C220 156 180 156 156 166C148 180 144 200 143 222')}" fill="${hc}"/>${strands(hc, 'M170 132Q200 122 236 136M160 146Q196 136 244 150')}`,
  }),
  receding: (hc) => ({
    back: '',
    front: `<path d="M137 225C130 160 160 124 200 124C240 124 270 160 263 225L257 225C255 195 250 172 240 156C228 148 218 142 206 146C196 140 184 140 172 146C162 150 152 160 148 176C145 192 143 208 143 225Z" fill="${hc}"/>${strands(hc, 'M176 134Q200 128 226 136')}`,
  }),
  ponytail: (hc) => ({
    back: `<path d="M236 140C304 136 324 204 306 262C296 300 282 330 268 350C272 300 268 250 250 206Z" fill="${shade(hc, -0.15)}"/>`,
    front: `<path d="${CAP('238 164C214 150 190 152 170 162C152 176 144 200 142 222')}" fill="${hc}"/>${strands(hc, 'M176 128Q214 120 250 150M166 144Q204 134 244 164')}`,
  }),
  bob: (hc) => ({
    back: `<path d="M126 205C120 128 168 108 200 108C236 108 282 128 274 205C274 240 278 268 284 292C264 302 248 298 238 290L162 290C152 298 136 302 116 292C122 268 126 240 126 205Z" fill="${hc}"/>`,
    front: `<path d="M134 216C126 140 170 112 204 114C246 116 276 150 266 216C260 186 248 166 228 156C212 174 176 182 150 180C142 190 138 202 134 216Z" fill="${hc}"/>${strands(hc, 'M226 130Q196 150 160 166M244 144Q220 166 186 176')}`,
  }),
  long: (hc) => ({
    back: `<path d="M128 200C122 128 168 108 200 108C232 108 278 128 272 200L286 372C266 382 248 378 242 362L158 362C152 378 134 382 114 372Z" fill="${shade(hc, -0.12)}"/>`,
    front: `<path d="M200 116C166 116 140 140 136 200L132 300C146 256 150 204 168 164C180 146 194 134 200 126C206 134 220 146 232 164C250 204 254 256 268 300L264 200C260 140 234 116 200 116Z" fill="${hc}"/>${strands(hc, 'M190 130C168 150 152 190 146 250M210 130C232 150 248 190 254 250')}`,
  }),
  bun: (hc) => ({
    back: `<circle cx="200" cy="118" r="30" fill="${hc}"/>${strands(hc, 'M180 112Q200 98 220 112')}`,
    front: `<path d="${CAP('240 166C220 152 180 152 160 166C148 180 144 200 142 222')}" fill="${hc}"/>${strands(hc, 'M200 118L198 150M174 126Q160 140 154 170M226 126Q240 140 246 170')}`,
  }),
  bald: (hc) => ({
    back: '',
    front: `<ellipse cx="180" cy="152" rx="24" ry="12" fill="#fff" opacity="0.16" transform="rotate(-20 180 152)"/>${mirror(`<path d="M137 230C135 210 138 194 146 180C146 200 148 216 151 230Z" fill="${hc}" opacity="0.85"/>`)}`,
  }),
};

/**
 * Clothing: torso, neckline and details, in the colour `c` over the skin `sk` (some with an `inner` layer).
 * @satisfies {Record<string, (c: string, sk: string, inner?: string) => string>}
 */
const CLOTHES = {
  blouse: (c, sk) =>
    `<path d="M170 334L200 396L230 334Z" fill="${sk}"/><path d="M166 334L200 400L234 334" stroke="${shade(c, -0.18)}" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  shirt: (c, sk) =>
    `<path d="M180 332L200 372L220 332Z" fill="${sk}"/><path d="M200 372V500" stroke="${shade(c, -0.2)}" stroke-width="3"/>${[404, 446, 488].map((y) => `<circle cx="206" cy="${y}" r="4" fill="${shade(c, -0.25)}"/>`).join('')}${mirror(`<path d="M178 326L200 374L176 386L158 344Z" fill="${shade(c, 0.18)}" stroke="${shade(c, -0.1)}" stroke-width="2"/>`)}`,
  jacket: (c, sk, inner = '#f4f1ec') =>
    `<path d="M158 344L200 450L242 344Z" fill="${inner}"/><path d="M182 332L200 364L218 332Z" fill="${sk}"/>${mirror(`<path d="M180 328L200 366L184 378L168 346Z" fill="${shade(inner, -0.06)}"/><path d="M158 344L200 452L186 470L146 384L138 356Z" fill="${shade(c, -0.16)}"/>`)}`,
  sweater: (c) =>
    `<path d="M170 332Q200 360 230 332" stroke="${shade(c, -0.2)}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  cardigan: (c, sk, inner = C.sand) =>
    `<path d="M166 336L200 500L234 336Z" fill="${inner}"/><path d="M176 334Q200 354 224 334" stroke="${shade(inner, -0.12)}" stroke-width="6" fill="none"/>${mirror(`<path d="M166 336L200 500" stroke="${shade(c, -0.2)}" stroke-width="8" fill="none"/>`)}${[430, 470].map((y) => `<circle cx="${188 + (y - 430) * 0.05}" cy="${y}" r="4.5" fill="${shade(c, -0.3)}"/>`).join('')}`,
};

/**
 * Background with soft gradient and a faint architectural detail.
 * @param {[string, string]} bg The gradient's top and bottom colours.
 * @param {'window' | 'city' | 'arch'} detail
 */
const backdrop = ([, bottom], detail) => {
  const ink = shade(bottom, -0.35);
  const details = {
    window: `<g stroke="#fff" stroke-width="7" fill="none" opacity="0.22"><rect x="24" y="46" width="150" height="230" rx="4"/><path d="M99 46V276M24 160H174"/><rect x="246" y="60" width="180" height="230" rx="4"/></g>`,
    city: `<g fill="${ink}" opacity="0.16">${
      /** @type {[number, number, number][]} */ ([
        [0, 330, 70],
        [62, 260, 60],
        [116, 300, 56],
        [268, 240, 64],
        [326, 300, 80],
      ])
        .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${500 - y}"/>`)
        .join('')
    }</g><g fill="#fff" opacity="0.18">${[
      [76, 280],
      [96, 280],
      [76, 310],
      [96, 310],
      [282, 262],
      [304, 262],
      [282, 292],
      [304, 292],
      [342, 320],
      [364, 320],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="10" height="14"/>`)
      .join('')}</g>`,
    arch: `<path d="M40 330V150A80 80 0 0 1 200 150" stroke="#fff" stroke-width="8" fill="none" opacity="0.2"/><path d="M260 40H420M260 80H420" stroke="#fff" stroke-width="4" opacity="0.14"/>`,
  };
  return `<rect x="-50" y="-50" width="500" height="600" fill="url(#bg)"/>${details[detail]}<circle cx="200" cy="230" r="150" fill="#fff" opacity="0.1"/>`;
};

/**
 * One person of PEOPLE: canvas size and view, skin, hair, clothing, background, accessories and features.
 * @typedef {object} Person
 * @property {number} w
 * @property {number} h
 * @property {string} view
 * @property {string} skin
 * @property {{ style: keyof typeof HAIR, color: string }} hair
 * @property {string} [brow] The brows' colour (default: the hair's, darker).
 * @property {number} [browArch]
 * @property {'beard' | 'moustache'} [facial]
 * @property {[keyof typeof CLOTHES, string, string?]} clothes Kind, colour and inner layer's colour.
 * @property {[string, string]} bg
 * @property {'window' | 'city' | 'arch'} detail
 * @property {('earrings' | 'necklace' | 'glasses')[]} [acc]
 * @property {number} [jaw]
 * @property {number} [age]
 */

/**
 * One person, parameterised by skin, hair, clothing, background and accessories.
 * @param {Person} p
 */
export function person(p) {
  const { skin: sk, hair, clothes, bg, detail, jaw = 26, age = 30 } = p;
  const skD = shade(sk, -0.2);
  const h = HAIR[hair.style](hair.color);
  const brow = p.brow ?? shade(hair.color, -0.25);
  const [cType, cColor, cInner] = clothes;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient><clipPath id="face"><path d="${facePath(jaw)}"/></clipPath><clipPath id="neck"><path d="M174 250V340Q200 352 226 340V250Z"/></clipPath><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter><clipPath id="torso"><path d="${TORSO}"/></clipPath>`;
  const eye = `<path d="M168 210Q178 203 188 210" stroke="#2a1d18" stroke-width="2.6" fill="none" stroke-linecap="round"/><ellipse cx="178" cy="215" rx="5" ry="6" fill="#2a1d18"/><circle cx="180" cy="212.5" r="1.7" fill="#fff"/><path d="M${163 + (hair.style === 'bob' ? 2 : 0)} 196Q177 ${p.browArch ?? 187} 192 194" stroke="${brow}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const lines =
    age >= 50
      ? `<path d="M160 214Q156 220 160 226M170 168Q200 162 230 168" stroke="${skD}" stroke-width="2" fill="none" opacity="0.6" stroke-linecap="round"/>`
      : '';
  const beard =
    {
      beard: `<path d="M141 222C143 270 170 308 200 310C230 308 257 270 259 222C254 246 246 258 232 264C218 256 182 256 168 264C154 258 146 246 141 222Z" fill="${hair.color}"/><path d="M178 254Q200 244 222 254Q200 252 178 254Z" fill="${hair.color}" stroke="${hair.color}" stroke-width="6" stroke-linejoin="round"/>`,
      moustache: `<path d="M176 256Q188 244 200 250Q212 244 224 256Q212 254 200 258Q188 254 176 256Z" fill="${hair.color}"/>`,
    }[/** @type {'beard' | 'moustache'} */ (p.facial)] ?? '';
  const acc = p.acc ?? [];
  return svg(
    p.w,
    p.h,
    p.view,
    [
      backdrop(bg, detail),
      h.back,
      `<path d="M174 250V340Q200 352 226 340V250Z" fill="${sk}"/><g clip-path="url(#neck)"><ellipse cx="200" cy="282" rx="36" ry="30" fill="${skD}"/><rect x="216" y="250" width="24" height="100" fill="${skD}" opacity="0.7" filter="url(#blur)"/></g>`,
      '<g transform="translate(0 -8)">',
      `<path d="${TORSO}" fill="${cColor}"/><g clip-path="url(#torso)"><g filter="url(#blur)"><ellipse cx="380" cy="480" rx="140" ry="190" fill="#000" opacity="0.12"/><ellipse cx="100" cy="400" rx="50" ry="22" fill="#fff" opacity="0.06"/></g></g>${mirror(`<path d="M102 428Q96 464 99 500" stroke="${shade(cColor, -0.15)}" stroke-width="3" fill="none" opacity="0.7"/>`)}`,
      CLOTHES[cType](cColor, sk, cInner),
      acc.includes('necklace')
        ? `<path d="M174 338Q200 380 226 338" stroke="${C.gold}" stroke-width="2.5" fill="none"/><circle cx="200" cy="360" r="5" fill="${C.gold}"/>`
        : '',
      '</g>',
      mirror(
        `<ellipse cx="142" cy="222" rx="12" ry="19" fill="${sk}"/><path d="M144 212Q136 222 144 234" stroke="${skD}" stroke-width="3" fill="none"/>`,
      ),
      acc.includes('earrings') ? mirror(`<circle cx="141" cy="246" r="4.5" fill="${C.gold}"/>`) : '',
      `<path d="${facePath(jaw)}" fill="${sk}"/><g clip-path="url(#face)"><g filter="url(#blur)"><ellipse cx="286" cy="236" rx="60" ry="130" fill="${skD}" opacity="0.85"/><ellipse cx="174" cy="172" rx="26" ry="14" fill="#fff" opacity="0.16"/></g></g>`,
      mirror(`<ellipse cx="166" cy="246" rx="13" ry="7" fill="${C.terra}" opacity="0.1" filter="url(#blur)"/>${eye}`),
      lines,
      `<path d="M201 220Q197 236 192 242Q198 247 207 243" stroke="${skD}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      beard,
      `<path d="M180 259Q200 279 220 259Q200 267 180 259Z" fill="#8c3f3a" stroke="#8c3f3a" stroke-width="2.5" stroke-linejoin="round"/><path d="M185 261.5Q200 266 215 261.5" stroke="#fff" stroke-width="2" opacity="0.8" fill="none"/>`,
      mirror(
        `<path d="M176 256Q172 262 177 268" stroke="${skD}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      ),
      h.front,
      acc.includes('glasses')
        ? `${mirror(`<rect x="160" y="201" width="36" height="27" rx="10" fill="#fff" fill-opacity="0.12" stroke="#2b2b33" stroke-width="3"/><path d="M160 210L142 206" stroke="#2b2b33" stroke-width="3"/>`)}<path d="M196 210Q200 206 204 210" stroke="#2b2b33" stroke-width="3" fill="none"/>`
        : '',
    ].join(''),
    defs,
  );
}

const CLIENT = { w: 800, h: 1000, view: '25 50 350 437.5' };
const AVATAR = { w: 400, h: 400, view: '40 70 320 320' };
/** @satisfies {Record<string, Person>} */
export const PEOPLE = {
  'client-1': {
    ...CLIENT,
    skin: '#c68b62',
    hair: { style: 'curly', color: '#2b1d17' },
    clothes: ['blouse', C.terra],
    bg: [C.sand, '#dcc8ab'],
    detail: 'window',
    acc: ['earrings', 'necklace'],
    jaw: 24,
    age: 44,
  },
  'client-2': {
    ...CLIENT,
    skin: '#e3b28f',
    hair: { style: 'receding', color: '#b9b6b1' },
    brow: '#8f8a84',
    clothes: ['jacket', C.navy, '#dfe7ee'],
    bg: ['#c9d6cc', C.sage],
    detail: 'city',
    acc: ['glasses'],
    jaw: 32,
    age: 63,
  },
  'client-3': {
    ...CLIENT,
    skin: '#a86a45',
    hair: { style: 'ponytail', color: '#2e1c14' },
    clothes: ['sweater', C.navy],
    bg: ['#f1d9c8', '#d89c80'],
    detail: 'arch',
    acc: ['earrings'],
    jaw: 22,
    age: 26,
  },
  'avatar-1': {
    ...AVATAR,
    skin: '#c48a5c',
    hair: { style: 'crop', color: '#2a1b12' },
    facial: 'beard',
    clothes: ['shirt', '#4f6f8f'],
    bg: [C.sand, '#dcc8ab'],
    detail: 'window',
    jaw: 32,
    age: 34,
  },
  'avatar-2': {
    ...AVATAR,
    skin: '#efc4a2',
    hair: { style: 'bob', color: '#bdb8b2' },
    brow: '#8d8680',
    clothes: ['jacket', C.terra, C.sand],
    bg: ['#d9e3dc', '#a9bfb0'],
    detail: 'arch',
    acc: ['earrings'],
    jaw: 24,
    age: 55,
  },
  'avatar-3': {
    ...AVATAR,
    skin: '#7a4c32',
    hair: { style: 'crop', color: '#141110' },
    clothes: ['jacket', C.navy],
    bg: ['#f3e2cf', '#d9ad8c'],
    detail: 'city',
    jaw: 30,
    age: 42,
  },
  'avatar-4': {
    ...AVATAR,
    skin: '#dca37c',
    hair: { style: 'long', color: '#4a2b1c' },
    clothes: ['blouse', C.gold],
    bg: ['#dbe3ea', '#a9bccd'],
    detail: 'window',
    acc: ['earrings'],
    jaw: 22,
    age: 33,
  },
  'avatar-5': {
    ...AVATAR,
    skin: '#a56b47',
    hair: { style: 'bald', color: '#4d3f38' },
    facial: 'moustache',
    clothes: ['sweater', C.terra],
    bg: [C.sand, '#d8c3a2'],
    detail: 'city',
    jaw: 32,
    age: 52,
  },
  'avatar-6': {
    ...AVATAR,
    skin: '#e8b894',
    hair: { style: 'bun', color: '#d9d5cf' },
    brow: '#9c958e',
    clothes: ['cardigan', C.sage, C.sand],
    bg: ['#2a4a6b', C.navy],
    detail: 'arch',
    acc: ['glasses', 'necklace'],
    jaw: 24,
    age: 71,
  },
};

/* ------------------------------------------------------------------ scenes */

const SOFT =
  '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>';
/**
 * Soft drop shadow: the same shapes, recoloured, offset and blurred.
 * @param {string} el
 * @param {number} [dx]
 * @param {number} [dy]
 * @param {number} [o] The shadow's opacity.
 */
const shadow = (el, dx = 12, dy = 18, o = 0.22) =>
  `<g transform="translate(${dx} ${dy})" filter="url(#soft)" opacity="${o}">${el.replace(/(fill|stroke)="(?!none)[^"]*"/g, '$1="#0b1c2e"')}</g>${el}`;
/**
 * Grey bars that suggest lines of text (no actual letters).
 * @param {number} x
 * @param {number} y
 * @param {number} w The longest bar's width.
 * @param {number} n How many bars.
 * @param {number} [gap]
 * @param {string} [color]
 * @param {number} [sw] The bars' height.
 */
const textLines = (x, y, w, n, gap = 24, color = '#cfd4da', sw = 8) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + i * gap}" width="${Math.round(w * /** @type {number} */ ([1, 0.93, 0.97, 0.68, 0.88, 0.55][i % 6]))}" height="${sw}" rx="${sw / 2}" fill="${color}"/>`,
  ).join('');
/**
 * A handwritten signature.
 * @param {number} x
 * @param {number} y
 * @param {string} [color]
 */
const squiggle = (x, y, color = C.navy) =>
  `<path d="M${x} ${y}c10-34 24-30 16 0s12 18 22-8 14-12 20 4 22-6 34-12" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
/**
 * A tick mark along the path `d`.
 * @param {string} d
 * @param {string} color
 * @param {number} sw The stroke's width.
 */
const check = (d, color, sw) =>
  `<path d="${d}" stroke="${color}" stroke-width="${sw}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
/**
 * `n` leaves of length `len` around (cx, cy), from angle `start` over `spread` degrees.
 * @param {number} cx
 * @param {number} cy
 * @param {number} n
 * @param {number} len
 * @param {string} color
 * @param {number} [start]
 * @param {number} [spread]
 */
const leaves = (cx, cy, n, len, color, start = 0, spread = 360) =>
  Array.from({ length: n }, (_, i) => {
    const a = start + (spread * i) / n;
    return `<ellipse cx="${cx}" cy="${cy - len / 2}" rx="${len / 4.5}" ry="${len / 2}" fill="${shade(color, i % 2 ? -0.12 : 0.05)}" transform="rotate(${a} ${cx} ${cy})"/>`;
  }).join('');
/** @param {string} body */
const scene = (body) => svg(1200, 900, '0 0 1200 900', body, SOFT);

// (1) Free initial evaluation: desk from above with contract, magnifier, phone and coffee.
export const evaluation = () => {
  const grain = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M0 ${60 + i * 100}Q300 ${40 + i * 100 + rnd(i) * 40} 600 ${60 + i * 100}T1200 ${60 + i * 100}" stroke="#d9c6a6" stroke-width="3" fill="none" opacity="0.6"/>`,
  ).join('');
  /**
   * @param {string} fill
   * @param {string} [extra]
   */
  const paper = (fill, extra = '') =>
    `<rect x="-200" y="-270" width="400" height="540" rx="10" fill="${fill}"/>${extra}`;
  const contract = `<rect x="-150" y="-226" width="170" height="18" rx="9" fill="${C.navy}"/><circle cx="128" cy="-212" r="30" fill="${C.gold}"/><circle cx="128" cy="-212" r="20" fill="none" stroke="${shade(C.gold, 0.4)}" stroke-width="4"/>${textLines(-150, -170, 300, 5)}${[-40, 60].map((y) => `<circle cx="-142" cy="${y + 4}" r="8" fill="${C.sage}"/>${textLines(-122, y, 272, 3)}`).join('')}<path d="M-150 212H-30M30 212H150" stroke="#aab2bb" stroke-width="3"/>${squiggle(-140, 196)}${squiggle(44, 198, C.terra)}`;
  const lensClip = '<clipPath id="lens"><circle r="80"/></clipPath>';
  return scene(
    `<defs>${lensClip}</defs><rect width="1200" height="900" fill="#e6d5ba"/>${grain}` +
      shadow(
        `<rect x="250" y="90" width="700" height="720" rx="28" fill="${C.navy}" transform="rotate(-2 600 450)"/>`,
        6,
        10,
        0.3,
      ) +
      `<g transform="translate(190 200)">${shadow('<circle r="106" fill="#fff"/>')}<circle r="80" fill="none" stroke="#ece4d6" stroke-width="3"/><rect x="58" y="-17" width="62" height="34" rx="17" fill="#fff" stroke="#e2d8c8" stroke-width="4"/><circle r="70" fill="#fff" stroke="#e2d8c8" stroke-width="4"/><circle r="56" fill="#5b3a29"/><circle r="48" fill="none" stroke="#8a5c3f" stroke-width="6" opacity="0.6"/><ellipse cx="-20" cy="-24" rx="16" ry="7" fill="#fff" opacity="0.3" transform="rotate(-35 -20 -24)"/></g>` +
      `<g transform="translate(560 460) rotate(-5)">${shadow(`<g transform="rotate(7)">${paper('#f3ede2')}</g>`, 10, 14)}${shadow(paper('#fff', contract), 6, 10)}</g>` +
      `<g transform="translate(905 160) rotate(7)">${shadow(`<rect x="-75" y="-75" width="150" height="150" rx="6" fill="${shade(C.gold, 0.55)}"/>`)}${textLines(-52, -40, 104, 4, 24, shade(C.gold, 0.2), 7)}</g>` +
      `<g transform="translate(300 760) rotate(-28)">${shadow(`<rect x="-130" y="-10" width="250" height="20" rx="10" fill="${C.terra}"/>`, 6, 10)}<path d="M120-10L158 0L120 10Z" fill="${C.gold}"/><rect x="-110" y="-14" width="70" height="6" rx="3" fill="${C.gold}"/></g>` +
      `<g transform="translate(640 400)">${shadow(`<rect x="84" y="-16" width="150" height="32" rx="14" fill="#3a2a22" transform="rotate(45)"/><circle r="88" fill="none" stroke="${C.gold}" stroke-width="16"/>`)}<rect x="84" y="-20" width="24" height="40" rx="4" fill="${shade(C.gold, -0.2)}" transform="rotate(45)"/><circle r="80" fill="#e9f1f5" opacity="0.35"/><g clip-path="url(#lens)">${textLines(-90, -44, 180, 4, 34, '#9aa5b1', 13)}</g><path d="M-52-44A68 68 0 0 1 20-66" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.7"/></g>` +
      `<g transform="translate(1010 470) rotate(9)">${shadow(`<rect x="-102" y="-205" width="204" height="410" rx="32" fill="${C.ink}"/>`)}<rect x="-90" y="-190" width="180" height="380" rx="22" fill="#f7f3ec"/><rect x="-90" y="-190" width="180" height="56" rx="22" fill="#e8dfd0"/><circle cx="-58" cy="-160" r="14" fill="${C.sage}"/>${textLines(-36, -166, 80, 1, 0, '#b9b0a2')}<rect x="-76" y="-112" width="124" height="62" rx="18" fill="#fff"/>${textLines(-62, -98, 96, 2, 20)}<rect x="-40" y="-34" width="118" height="82" rx="18" fill="${C.sage}"/>${textLines(-26, -20, 90, 3, 20, '#fff')}<rect x="-76" y="66" width="84" height="40" rx="18" fill="#fff"/>${[-56, -34, -12].map((x) => `<circle cx="${x}" cy="86" r="6" fill="#b9b0a2"/>`).join('')}<rect x="-76" y="140" width="110" height="34" rx="17" fill="#e8dfd0"/><circle cx="62" cy="157" r="17" fill="${C.terra}"/><path d="M55 157H69M63 151L69 157L63 163" stroke="#fff" stroke-width="3" fill="none"/><rect x="-24" y="-200" width="48" height="8" rx="4" fill="${C.ink}"/></g>` +
      `<g transform="translate(1110 800)">${shadow(leaves(0, 0, 9, 150, C.sage, 10), 8, 10)}<circle r="26" fill="${shade(C.sage, -0.3)}"/></g>`,
  );
};

// (2) Personalised legal strategy: whiteboard with building plan, checklist, arrow; folder on desk.
export const strategy = () => {
  const windows = Array.from(
    { length: 21 },
    (_, i) => `<rect x="${248 + (i % 3) * 44}" y="${226 + Math.floor(i / 3) * 46}" width="26" height="24" rx="2"/>`,
  ).join('');
  const rows = [300, 372, 444, 516];
  const lattice = `M540 592${Array.from({ length: 18 }, (_, i) => `L${i % 2 ? 540 : 556} ${568 - i * 24}`).join('')}M452 166${Array.from({ length: 11 }, (_, i) => `L${466 + i * 16} ${i % 2 ? 166 : 150}`).join('')}`;
  return scene(
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4ede2"/><stop offset="1" stop-color="#e6d9c4"/></linearGradient></defs><rect width="1200" height="900" fill="url(#wall)"/>` +
      shadow(`<rect x="140" y="64" width="920" height="592" rx="16" fill="#c9b89c"/>`, 10, 18, 0.25) +
      `<rect x="156" y="80" width="888" height="560" rx="8" fill="#fdfcf9"/><rect x="300" y="650" width="600" height="16" rx="6" fill="#b3a386"/>${[
        [340, C.terra],
        [420, C.navy],
        [500, C.sage],
      ]
        .map(([x, c]) => `<rect x="${x}" y="636" width="66" height="16" rx="8" fill="${c}"/>`)
        .join('')}` +
      `<g stroke="${C.navy}" fill="none" stroke-linejoin="round"><rect x="230" y="200" width="152" height="392" stroke-width="6"/><path d="M222 200H390M256 180H356V200" stroke-width="6"/><g stroke-width="3">${windows}</g><rect x="284" y="552" width="44" height="40" stroke-width="4"/><path d="M540 592V150M556 592V150M452 150H640M452 166H640" stroke-width="4"/><path d="${lattice}M548 150V116L460 150M548 116L630 150M484 166V262" stroke-width="2.5"/><path d="M484 262q0 14 12 10" stroke-width="4" stroke-linecap="round"/><rect x="606" y="166" width="34" height="22" fill="${C.navy}"/></g>` +
      `<rect x="392" y="330" width="124" height="262" fill="none" stroke="${C.terra}" stroke-width="5" stroke-dasharray="14 10"/><path d="M200 592H560" stroke="${C.navy}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M584 340C606 276 636 256 668 290" stroke="${C.terra}" stroke-width="6" fill="none" stroke-dasharray="16 12" stroke-linecap="round"/><path d="M684 310L656 296L680 280Z" fill="${C.terra}"/>` +
      `<rect x="690" y="190" width="200" height="18" rx="9" fill="${C.navy}"/><rect x="690" y="222" width="120" height="8" rx="4" fill="${C.gold}"/>` +
      rows
        .map(
          (y, i) =>
            `<rect x="700" y="${y}" width="38" height="38" rx="7" fill="none" stroke="${C.navy}" stroke-width="4"/>${i < 3 ? check(`M708 ${y + 20}L717 ${y + 30}L736 ${y + 6}`, C.sage, 7) : ''}${textLines(760, y + 6, 260 - i * 30, 2, 18, i < 3 ? '#c4cad1' : '#dde1e5', 8)}`,
        )
        .join('') +
      `<path d="M700 596H990" stroke="${C.gold}" stroke-width="4"/>${[700, 845, 990].map((x, i) => `<circle cx="${x}" cy="596" r="11" fill="${i < 2 ? C.navy : '#fff'}" stroke="${C.navy}" stroke-width="4"/>`).join('')}` +
      `<g transform="translate(965 150) rotate(5)">${shadow(`<rect x="-56" y="-56" width="112" height="112" rx="4" fill="${shade(C.sage, 0.5)}"/>`, 4, 8)}<circle cy="-44" r="8" fill="${C.terra}"/>${textLines(-36, -18, 72, 3, 20, shade(C.sage, 0.1), 7)}</g>` +
      `<rect y="700" width="1200" height="200" fill="${C.navy}"/><rect y="700" width="1200" height="10" fill="#1f4a72"/>` +
      `<g transform="translate(190 700)">${shadow(leaves(0, -90, 7, 120, C.sage, -75, 150), 6, 6, 0.15)}<path d="M-50-90H50L38 0H-38Z" fill="${C.terra}"/><rect x="-56" y="-100" width="112" height="20" rx="6" fill="${shade(C.terra, -0.15)}"/></g>` +
      `<g transform="translate(660 790) rotate(-4) scale(0.86)">${shadow(`<path d="M-240-110H-90L-70-130H240V120H-240Z" fill="${shade(C.terra, -0.25)}"/>`, 8, 14, 0.35)}${[
        [-190, C.sage],
        [-90, C.gold],
        [10, '#fff'],
      ]
        .map(([x, c]) => `<rect x="${x}" y="-182" width="74" height="70" rx="8" fill="${c}"/>`)
        .join(
          '',
        )}<rect x="-218" y="-136" width="436" height="210" rx="6" fill="#fff"/>${textLines(-190, -112, 380, 2, 22)}<rect x="-240" y="-76" width="480" height="196" rx="12" fill="${C.terra}"/><rect x="-86" y="-28" width="172" height="54" rx="8" fill="#fff" opacity="0.92"/>${textLines(-66, -14, 132, 2, 18, '#b9b0a2', 7)}</g>`,
  );
};

// (3) Representation and recovery: courthouse with scales, house keys and a green check seal.
export const recovery = () => {
  const cols = [410, 486, 562, 638, 714, 790];
  /** @param {number} x */
  const column = (x) =>
    `<rect x="${x - 20}" y="340" width="40" height="214" fill="#fbf8f2"/><rect x="${x}" y="340" width="20" height="214" fill="#e8dfcf"/><path d="M${x - 8} 350V546M${x + 8} 350V546" stroke="#ddd2bf" stroke-width="2"/><rect x="${x - 28}" y="330" width="56" height="14" rx="3" fill="#f2ebdf"/><rect x="${x - 26}" y="546" width="52" height="12" rx="3" fill="#f2ebdf"/>`;
  const scales = `<g stroke="${C.gold}" stroke-width="5" fill="none" stroke-linecap="round"><path d="M600 206V286M540 226H660M576 290H624"/><path d="M540 226L522 262M540 226L558 262M660 226L642 262M660 226L678 262" stroke-width="2.5"/></g><circle cx="600" cy="203" r="7" fill="${C.gold}"/><path d="M516 262Q540 286 564 262ZM636 262Q660 286 684 262Z" fill="${C.gold}"/>`;
  const seal = Array.from({ length: 48 }, (_, i) => {
    const a = (i * Math.PI) / 24,
      r = i % 2 ? 84 : 96;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  /**
   * @param {string} fill
   * @param {string} hole
   */
  const key = (fill, hole) =>
    `<circle r="42" fill="${fill}"/><circle r="14" fill="${hole}"/><rect x="34" y="-11" width="170" height="22" rx="6" fill="${fill}"/><path d="M150 11V34H166V11M176 11V28H192V11" fill="${fill}"/>`;
  return scene(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7e3db"/><stop offset="1" stop-color="${C.sand}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#sky)"/><circle cx="980" cy="170" r="92" fill="${C.gold}" opacity="0.22"/>` +
      `<g fill="${C.sage}" opacity="0.3">${
        /** @type {[number, number, number][]} */ ([
          [60, 380, 90],
          [160, 300, 70],
          [930, 330, 80],
          [1020, 260, 90],
          [1110, 360, 90],
        ])
          .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${700 - y}"/>`)
          .join('')
      }</g><rect y="636" width="1200" height="90" fill="#e2d3ba"/>` +
      /** @type {Point[]} */ ([
        [230, 560],
        [970, 560],
      ])
        .map(
          ([x, y]) =>
            `<rect x="${x - 7}" y="${y}" width="14" height="80" fill="#8a6a4d"/><circle cx="${x}" cy="${y - 20}" r="58" fill="${C.sage}"/><circle cx="${x - 26}" cy="${y}" r="40" fill="${shade(C.sage, -0.12)}"/><circle cx="${x + 22}" cy="${y - 52}" r="30" fill="${shade(C.sage, 0.15)}"/>`,
        )
        .join('') +
      shadow(`<path d="M340 300L600 166L860 300V640H340Z" fill="#f7f2ea"/>`, 14, 16, 0.2) +
      `<rect x="370" y="334" width="460" height="222" fill="#e4d9c6"/><path d="M570 556V470A30 30 0 0 1 630 470V556Z" fill="${C.navy}" opacity="0.85"/>${cols.map(column).join('')}` +
      `<rect x="352" y="296" width="496" height="36" fill="#f7f2ea"/><rect x="352" y="322" width="496" height="10" fill="#e3d8c6"/>${Array.from({ length: 24 }, (_, i) => `<rect x="${360 + i * 20.5}" y="300" width="10" height="10" fill="#e3d8c6"/>`).join('')}` +
      `<path d="M336 296L600 164L864 296Z" fill="#fbf8f2"/><path d="M380 284L600 178L820 284Z" fill="none" stroke="#e3d8c6" stroke-width="4"/>${scales}` +
      /** @type {[number, number, number, number][]} */ ([
        [366, 556, 468, 26],
        [348, 580, 504, 28],
        [330, 606, 540, 32],
      ])
        .map(
          ([x, y, w, h]) =>
            `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f5efe4"/><rect x="${x}" y="${y + h - 6}" width="${w}" height="6" fill="#ddd1bd"/>`,
        )
        .join('') +
      `<rect y="712" width="1200" height="188" fill="${C.navy}"/><rect y="712" width="1200" height="8" fill="#1f4a72"/>` +
      `<g transform="translate(370 752) rotate(-10) scale(1.15)"><g transform="rotate(28)">${shadow(key('#c9ced4', C.navy), 6, 10)}</g>${shadow(key(C.gold, C.navy), 6, 10)}${shadow(`<circle cx="-40" cy="6" r="42" fill="none" stroke="${shade(C.gold, 0.35)}" stroke-width="8"/>`, 4, 6)}<g transform="translate(-78 62) rotate(20)"><path d="M-30 0L0-28L30 0V36H-30Z" fill="${C.terra}"/><rect x="-8" y="12" width="16" height="24" fill="${shade(C.terra, 0.4)}"/></g></g>` +
      `<g transform="translate(880 768)">${shadow(`<path d="M-50 40L-72 112L-44 100L-28 124L0 60ZM50 40L72 112L44 100L28 124L0 60Z" fill="${shade(C.sage, -0.25)}"/><polygon points="${seal}" fill="#5e8a6c"/>`, 8, 12)}<circle r="70" fill="${C.sage}"/><circle r="70" fill="none" stroke="#fff" stroke-width="3" opacity="0.5"/>${check('M-32 2L-8 26L36-22', '#fff', 16)}</g>`,
  );
};

/* ------------------------------------------------------------------ emblem */

const EMBLEM = `<path d="M128 22L214 52V118C214 174 178 212 128 234C78 212 42 174 42 118V52Z" fill="none" stroke="${C.navy}" stroke-width="16" stroke-linejoin="round"/><path d="M78 130L128 88L178 130" fill="none" stroke="${C.navy}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>${check('M100 156L120 176L156 140', C.gold, 16)}`;
export const logo = () => svg(256, 256, '0 0 256 256', EMBLEM);
export const icon = () =>
  svg(
    512,
    512,
    '0 0 512 512',
    `<rect width="512" height="512" rx="112" fill="${C.sand}"/><g transform="translate(77 77) scale(1.4)">${EMBLEM}</g>`,
  );

/* ------------------------------------------------------------------ share image */

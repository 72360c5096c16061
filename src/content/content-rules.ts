/**
 * Every rule a content file must follow, as plain functions with no Node module, so the build
 * (`content-check.ts`, which reads data/) and the editor at /admin/ (`src/editor/pre-save.ts`,
 * which checks an entry before Decap saves it) run the same code. Each problem says in English
 * what the build log prints and in Spanish what the editor reads next to the field.
 */
import { closest, distance } from 'fastest-levenshtein';
import { contentFiles, LIST_KEY, type ContentFile, type Field, type Fields } from './content-shape';
import { EMPTY_TEXT, fieldLabels } from './content-labels';

/** Where a value sits in a file's data: keys and list positions, e.g. ['items', 2, 'slug']. */
export type DataPath = readonly (string | number)[];

export type Problem = { file: string; entry: string; field: string; message: string };
/** A problem found by a rule: also its place in the file's data and its Spanish message. */
export type RuleProblem = Problem & { path: DataPath; es: string };
/** An image field whose value is a web address, with where it was written. */
export type ImageUrl = { file: string; entry: string; field: string; url: string };

/**
 * Whether an image given by its path relative to the data file exists: the build asks the disk,
 * the editor the media library.
 */
export type ImageExists = (relativeToFile: string) => boolean;

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;
/** A file name or extension sharp turns into AVIF and WebP (.jpg, .jpeg, .png, .webp, .avif). */
export const isPhotoFile = (name: string): boolean => RASTER.test(name);

/** An image given as a web address rather than a path below data/. */
export const isWebAddress = (value: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim());

/** A posix path with `.` and `..` resolved: `data/projects/../images/a.jpg` -> `data/images/a.jpg`. */
export function normalizePath(value: string): string {
  const out: string[] = [];
  for (const part of value.split('/')) {
    if (part === '..' && out.length > 0 && out.at(-1) !== '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}
const dirname = (file: string): string => file.split('/').slice(0, -1).join('/');
/** The file name without its folder and `.json`: `data/projects/x.json` -> `x`. */
const baseName = (file: string): string => (file.split('/').at(-1) ?? '').replace(/\.json$/, '');

type Text = { en: string; es: string };

function urlProblem(value: string): Text | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      en: `is not a valid web address (got ${JSON.stringify(value)})`,
      es: 'No es una dirección web válida; copia la dirección completa de la imagen, con https://.',
    };
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return null;
  return {
    en: `needs an https:// address (got ${JSON.stringify(value)})`,
    es: 'La dirección debe empezar por https://.',
  };
}

/**
 * Why an image address cannot be downloaded, or null. Only https:// is accepted;
 * http:// only on this machine (127.0.0.1, localhost), where the tests serve images.
 */
export const imageUrlProblem = (value: string): string | null => urlProblem(value)?.en ?? null;

const describe = (value: unknown): string =>
  value === undefined ? 'missing' : `got ${JSON.stringify(value)}`.slice(0, 80);

type Context = {
  file: string;
  entry: string;
  imageExists: ImageExists;
  problems: RuleProblem[];
  urls: ImageUrl[];
};

/** The field as the build names it, relative to its entry: `phone.display`, `bullets[1]`. */
const fieldName = (path: DataPath): string =>
  path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );

/** The name of the innermost key of a path (`bullets` for ['bullets', 1]). */
const lastKey = (path: DataPath): string => [...path].reverse().find((part) => typeof part === 'string') ?? '';

function checkField(value: unknown, field: Field, at: DataPath, base: DataPath, ctx: Context): void {
  const fail = ({ en, es }: Text) =>
    ctx.problems.push({
      file: ctx.file,
      entry: ctx.entry,
      field: fieldName(at),
      message: en,
      path: [...base, ...at],
      es,
    });

  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') {
        fail({ en: `needs a non-empty text (${describe(value)})`, es: EMPTY_TEXT });
      }
      return;
    case 'pattern':
      if (typeof value !== 'string' || !field.pattern.test(value)) {
        const es = fieldLabels[lastKey(at)]?.invalid ?? 'No tiene la forma que el sitio necesita.';
        fail({ en: `needs ${field.hint} (${describe(value)})`, es });
      }
      return;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < field.min || value > field.max) {
        fail({
          en: `needs a whole number from ${field.min} to ${field.max} (${describe(value)})`,
          es: `Escribe un número entero de ${field.min} a ${field.max}.`,
        });
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') {
        fail({ en: `needs true or false (${describe(value)})`, es: 'Debe ser sí o no: usa el interruptor.' });
      }
      return;
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) {
        fail({
          en: `needs one of ${field.values.join(', ')} (${describe(value)})`,
          es: `Elige una de las opciones: ${field.values.join(', ')}.`,
        });
      }
      return;
    case 'image': {
      if (typeof value !== 'string' || value.trim() === '') {
        fail({
          en: `needs the path of an image relative to ${ctx.file}, or its https:// address (${describe(value)})`,
          es: 'Elige una imagen o pega su dirección https://.',
        });
      } else if (isWebAddress(value)) {
        const problem = urlProblem(value);
        if (problem) fail(problem);
        else ctx.urls.push({ file: ctx.file, entry: ctx.entry, field: fieldName(at), url: value });
      } else if (!isPhotoFile(value)) {
        fail({
          en: `needs a .jpg, .png, .webp or .avif image (${describe(value)})`,
          es: 'La imagen debe ser una foto JPG, PNG, WebP o AVIF.',
        });
      } else if (!ctx.imageExists(value)) {
        const shown = normalizePath(`${dirname(ctx.file)}/${value}`);
        fail({
          en: `points to an image that does not exist: ${shown}`,
          es: `La imagen ${shown} no existe: súbela o elige otra de la biblioteca.`,
        });
      }
      return;
    }
    case 'list': {
      if (!Array.isArray(value)) {
        fail({ en: `needs a list (${describe(value)})`, es: 'Debe ser una lista.' });
        return;
      }
      if (value.length < field.min || value.length > field.max) {
        const count = field.min === field.max ? `${field.min}` : `${field.min} to ${field.max}`;
        const cuenta = field.min === field.max ? `${field.min}` : `de ${field.min} a ${field.max}`;
        fail({
          en: `needs ${count} items (has ${value.length})`,
          es: `Debe tener ${cuenta} elementos (tiene ${value.length}).`,
        });
      }
      value.forEach((item, index) => checkField(item, field.of, [...at, index], base, ctx));
      return;
    }
    case 'object':
      checkFields(value, field.fields, at, base, ctx);
      return;
  }
}

function checkFields(value: unknown, fields: Fields, at: DataPath, base: DataPath, ctx: Context): void {
  const fail = (path: DataPath, { en, es }: Text) =>
    ctx.problems.push({
      file: ctx.file,
      entry: ctx.entry,
      field: fieldName(path) || '(whole entry)',
      message: en,
      path: [...base, ...path],
      es,
    });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(at, {
      en: `needs an object with ${Object.keys(fields).join(', ')} (${describe(value)})`,
      es: 'Faltan los datos de esta sección.',
    });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) checkField(record[key], field, [...at, key], base, ctx);
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(fields, key)) {
      fail([...at, key], { en: unknownField(key, fields), es: 'El sitio no usa este dato; quítalo del archivo.' });
    }
  }
}

/** Names the field the editor probably meant (a typo such as "qoute"), else every known one. */
function unknownField(key: string, fields: Fields): string {
  const known = Object.keys(fields);
  const guess = closest(key, known);
  return distance(key, guess) <= Math.min(2, key.length - 1)
    ? `is not a known field here; did you mean "${guess}"?`
    : `is not a known field here (known: ${known.join(', ')})`;
}

const entryName = (item: unknown, index: number): string => {
  const slug = typeof item === 'object' && item !== null ? (item as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug !== '' ? `entry ${index + 1} ("${slug}")` : `entry ${index + 1}`;
};

const WHOLE_FILE = '(whole file)';
const inFile = (file: string, path: DataPath, field: string, { en, es }: Text): RuleProblem => ({
  file,
  entry: 'the file',
  field,
  message: en,
  path,
  es,
});

/** Every rule of one file's shape; `file` is its path as an editor sees it, e.g. `data/services.json`. */
export function walkContent(
  content: unknown,
  spec: ContentFile,
  file: string,
  imageExists: ImageExists,
): { problems: RuleProblem[]; urls: ImageUrl[] } {
  const problems: RuleProblem[] = [];
  const urls: ImageUrl[] = [];
  if (spec.shape === 'object') {
    checkFields(content, spec.fields, [], [], { file, entry: 'the file', imageExists, problems, urls });
    return { problems, urls };
  }
  const record =
    typeof content === 'object' && content !== null && !Array.isArray(content)
      ? (content as Record<string, unknown>)
      : {};
  const entries = record[LIST_KEY];
  if (!Array.isArray(entries)) {
    problems.push(
      inFile(file, [], WHOLE_FILE, {
        en: `needs a list of entries { "${LIST_KEY}": [ ... ] }`,
        es: 'Debe ser una lista de elementos.',
      }),
    );
    return { problems, urls };
  }
  for (const key of Object.keys(record).filter((key) => key !== LIST_KEY)) {
    problems.push(
      inFile(file, [key], key, {
        en: `is not a known field here (known: ${LIST_KEY})`,
        es: 'El sitio no usa este dato; quítalo del archivo.',
      }),
    );
  }
  const { min = 1, max = Infinity } = spec;
  if (entries.length < min || entries.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    const cuenta = min === max ? `${min}` : `de ${min} a ${max}`;
    problems.push(
      inFile(file, [LIST_KEY], WHOLE_FILE, {
        en: `needs ${count} entries (has ${entries.length})`,
        es: `Debe tener ${cuenta} elementos (tiene ${entries.length}).`,
      }),
    );
  }
  entries.forEach((item, index) =>
    checkFields(item, spec.fields, [], [LIST_KEY, index], {
      file,
      entry: entryName(item, index),
      imageExists,
      problems,
      urls,
    }),
  );
  const slugs = entries.map((item) => (item as { slug?: unknown } | null)?.slug);
  slugs.forEach((slug, index) => {
    if (slug !== undefined && slugs.indexOf(slug) !== index) {
      problems.push({
        file,
        entry: entryName(entries[index], index),
        field: 'slug',
        message: 'repeats the slug of another entry',
        path: [LIST_KEY, index, 'slug'],
        es: `El elemento ${slugs.indexOf(slug) + 1} ya usa este identificador; cada elemento necesita el suyo.`,
      });
    }
  });
  return { problems, urls };
}

/** Checks that the same phone is written in both fields of `site.json`. */
function checkSite(data: unknown, file: string): RuleProblem[] {
  const phone = (data as { phone?: { digits?: unknown; display?: unknown } } | null)?.phone;
  if (typeof phone?.digits !== 'string' || typeof phone.display !== 'string') return [];
  return phone.display.replace(/\D/g, '') === phone.digits
    ? []
    : [
        inFile(file, ['phone', 'display'], 'phone.display', {
          en: `shows other digits than phone.digits (${phone.digits})`,
          es:
            `Muestra otros dígitos que el ${fieldLabels.digits?.label ?? 'número'} (${phone.digits}): ` +
            'escribe el mismo número, con espacios o signos si quieres.',
        }),
      ];
}

/** Checks that a project's slug is its file name, so `projects/x.json` is always `/x`. */
function checkProject(data: unknown, file: string): RuleProblem[] {
  const slug = (data as { slug?: unknown } | null)?.slug;
  const expected = baseName(file);
  return typeof slug === 'string' && slug !== expected
    ? [
        inFile(file, ['slug'], 'slug', {
          en: `must be "${expected}", the file's name`,
          es: `Debe ser «${expected}», el nombre con que se creó esta página; no se puede cambiar después.`,
        }),
      ]
    : [];
}

/** Every rule that one file must follow by itself: its shape, and the rules of its kind of file. */
export function checkFile(data: unknown, spec: ContentFile, file: string, imageExists: ImageExists): RuleProblem[] {
  const problems = walkContent(data, spec, file, imageExists).problems;
  if (spec.typeName === 'SiteJson') problems.push(...checkSite(data, file));
  if (spec.typeName === 'ProjectJson') problems.push(...checkProject(data, file));
  return problems;
}

/** The slug a page file (one file per page, such as a project) claims. */
export type SlugClaim = { slug: string; file: string };
export const slugClaim = (data: unknown, file: string): SlugClaim[] => {
  const slug = (data as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' ? [{ slug, file }] : [];
};

/**
 * Two files cannot claim one page. The file named after the slug keeps it; every other claimant
 * is reported.
 */
export function repeatedSlugs(claims: readonly SlugClaim[]): RuleProblem[] {
  return claims.flatMap(({ slug, file }) => {
    const group = claims.filter((claim) => claim.slug === slug);
    const keeper = group.find((claim) => baseName(claim.file) === slug) ?? group[0];
    return keeper && keeper.file !== file
      ? [
          inFile(file, ['slug'], 'slug', {
            en: `repeats the slug "${slug}" of ${keeper.file}`,
            es: `Ya hay otra página con el identificador «${slug}» (${keeper.file}); elige otro.`,
          }),
        ]
      : [];
  });
}

/** The content-shape entry of a file below data/ (`projects/x.json` -> projects/*.json), if any. */
export const specForFile = (relative: string): ContentFile | undefined =>
  contentFiles.find((file) =>
    file.path.includes('*') ? dirname(file.path) === dirname(relative) : file.path === relative,
  );

export const formatProblem = (p: Problem): string => `${p.file}, ${p.entry}, field "${p.field}": ${p.message}`;

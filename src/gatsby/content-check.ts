/**
 * Checks the files in `data/` against `content-shape.ts` before Gatsby reads
 * them, so an editor's mistake stops the build with a message that names the
 * file, the entry and the field, instead of a page with a missing part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import { parse as parseLoosely, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { contentFiles, LIST_KEY, type ContentFile, type Field, type Fields } from './content-shape';

export type Problem = { file: string; entry: string; field: string; message: string };
/** An image field whose value is a web address, with where it was written. */
export type ImageUrl = { file: string; entry: string; field: string; url: string };

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;
/** A file name or extension sharp turns into AVIF and WebP (.jpg, .jpeg, .png, .webp, .avif). */
export const isPhotoFile = (name: string): boolean => RASTER.test(name);

type Context = { file: string; entry: string; dir: string; problems: Problem[]; urls: ImageUrl[] };

/** An image given as a web address rather than a path below data/. */
export const isWebAddress = (value: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim());

/**
 * Why an image address cannot be downloaded, or null. Only https:// is accepted;
 * http:// only on this machine (127.0.0.1, localhost), where the tests serve images.
 */
export function imageUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a valid web address (got ${JSON.stringify(value)})`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return null;
  return `needs an https:// address (got ${JSON.stringify(value)})`;
}

const describe = (value: unknown): string =>
  value === undefined ? 'missing' : `got ${JSON.stringify(value)}`.slice(0, 80);

function checkField(value: unknown, field: Field, at: string, ctx: Context): void {
  const fail = (message: string) => ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: at, message });

  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') fail(`needs a non-empty text (${describe(value)})`);
      return;
    case 'pattern':
      if (typeof value !== 'string' || !field.pattern.test(value)) fail(`needs ${field.hint} (${describe(value)})`);
      return;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < field.min || value > field.max) {
        fail(`needs a whole number from ${field.min} to ${field.max} (${describe(value)})`);
      }
      return;
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) {
        fail(`needs one of ${field.values.join(', ')} (${describe(value)})`);
      }
      return;
    case 'image': {
      if (typeof value !== 'string' || value.trim() === '') {
        fail(`needs the path of an image relative to ${ctx.file}, or its https:// address (${describe(value)})`);
      } else if (isWebAddress(value)) {
        const problem = imageUrlProblem(value);
        if (problem) fail(problem);
        else ctx.urls.push({ file: ctx.file, entry: ctx.entry, field: at, url: value });
      } else if (!isPhotoFile(value)) {
        fail(`needs a .jpg, .png, .webp or .avif image (${describe(value)})`);
      } else if (!fs.existsSync(path.resolve(ctx.dir, value))) {
        fail(`points to an image that does not exist: ${path.join(path.dirname(ctx.file), value)}`);
      }
      return;
    }
    case 'list': {
      if (!Array.isArray(value)) {
        fail(`needs a list (${describe(value)})`);
        return;
      }
      if (value.length < field.min || value.length > field.max) {
        const count = field.min === field.max ? `${field.min}` : `${field.min} to ${field.max}`;
        fail(`needs ${count} items (has ${value.length})`);
      }
      value.forEach((item, index) => checkField(item, field.of, `${at}[${index}]`, ctx));
      return;
    }
    case 'object':
      checkFields(value, field.fields, `${at}.`, ctx);
      return;
  }
}

function checkFields(value: unknown, fields: Fields, prefix: string, ctx: Context): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.problems.push({
      file: ctx.file,
      entry: ctx.entry,
      field: prefix.replace(/\.$/, '') || '(whole entry)',
      message: `needs an object with ${Object.keys(fields).join(', ')} (${describe(value)})`,
    });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) checkField(record[key], field, prefix + key, ctx);
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(fields, key)) {
      ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: prefix + key, message: unknownField(key, fields) });
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

/** Checks one parsed file; `file` is its path as an editor sees it, e.g. `data/services.json`. */
export function checkContent(data: unknown, spec: ContentFile, file: string, dir: string): Problem[] {
  return walkContent(data, spec, file, dir).problems;
}

/** Every image in one parsed file that is given as a web address, with its entry and field. */
export function imageUrls(data: unknown, spec: ContentFile, file: string, dir: string): ImageUrl[] {
  return walkContent(data, spec, file, dir).urls;
}

function walkContent(
  content: unknown,
  spec: ContentFile,
  file: string,
  dir: string,
): { problems: Problem[]; urls: ImageUrl[] } {
  const problems: Problem[] = [];
  const urls: ImageUrl[] = [];
  if (spec.shape === 'object') {
    checkFields(content, spec.fields, '', { file, entry: 'the file', dir, problems, urls });
    return { problems, urls };
  }
  const record =
    typeof content === 'object' && content !== null && !Array.isArray(content)
      ? (content as Record<string, unknown>)
      : {};
  const entries = record[LIST_KEY];
  if (!Array.isArray(entries)) {
    const message = `needs a list of entries { "${LIST_KEY}": [ ... ] }`;
    problems.push({ file, entry: 'the file', field: '(whole file)', message });
    return { problems, urls };
  }
  for (const key of Object.keys(record).filter((key) => key !== LIST_KEY)) {
    const message = `is not a known field here (known: ${LIST_KEY})`;
    problems.push({ file, entry: 'the file', field: key, message });
  }
  const data = entries;
  const { min = 1, max = Infinity } = spec;
  if (data.length < min || data.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    problems.push({
      file,
      entry: 'the file',
      field: '(whole file)',
      message: `needs ${count} entries (has ${data.length})`,
    });
  }
  data.forEach((item, index) =>
    checkFields(item, spec.fields, '', { file, entry: entryName(item, index), dir, problems, urls }),
  );
  const slugs = data.map((item) => (item as { slug?: unknown } | null)?.slug);
  slugs.forEach((slug, index) => {
    if (slug !== undefined && slugs.indexOf(slug) !== index) {
      problems.push({
        file,
        entry: entryName(data[index], index),
        field: 'slug',
        message: 'repeats the slug of another entry',
      });
    }
  });
  return { problems, urls };
}

/** Checks that the same phone is written in both fields of `site.json`. */
function checkSite(data: unknown, file: string): Problem[] {
  const phone = (data as { phone?: { digits?: unknown; display?: unknown } } | null)?.phone;
  if (typeof phone?.digits !== 'string' || typeof phone.display !== 'string') return [];
  return phone.display.replace(/\D/g, '') === phone.digits
    ? []
    : [
        {
          file,
          entry: 'the file',
          field: 'phone.display',
          message: `shows other digits than phone.digits (${phone.digits})`,
        },
      ];
}

/** Checks that a project's slug is its file name, so `projects/x.json` is always `/x`. */
function checkProject(data: unknown, file: string): Problem[] {
  const slug = (data as { slug?: unknown } | null)?.slug;
  const expected = path.basename(file, '.json');
  return typeof slug === 'string' && slug !== expected
    ? [{ file, entry: 'the file', field: 'slug', message: `must be "${expected}", the file's name` }]
    : [];
}

const listFiles = (dataDir: string, spec: ContentFile): string[] => {
  if (!spec.path.includes('*')) return [spec.path];
  const dir = path.dirname(spec.path);
  const absolute = path.join(dataDir, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
};

/** Reads and checks every content file below `dataDir`; returns every problem found. */
export function checkDataDir(dataDir: string, files: readonly ContentFile[] = contentFiles): Problem[] {
  const problems: Problem[] = [];
  const slugs = slugRegister();
  const shown = (relative: string) => path.join(path.basename(dataDir), relative);
  for (const spec of files) {
    for (const relative of listFiles(dataDir, spec)) {
      const file = shown(relative);
      const absolute = path.join(dataDir, relative);
      if (!fs.existsSync(absolute)) {
        problems.push({ file, entry: 'the file', field: '(whole file)', message: 'is missing' });
        continue;
      }
      const parsed = readJson(fs.readFileSync(absolute, 'utf8'));
      if ('error' in parsed) {
        problems.push({ file, entry: 'the file', field: '(whole file)', message: parsed.error });
        continue;
      }
      const { data } = parsed;
      problems.push(...checkContent(data, spec, file, path.dirname(absolute)));
      if (spec.typeName === 'SiteJson') problems.push(...checkSite(data, file));
      if (spec.typeName === 'ProjectJson') problems.push(...checkProject(data, file));
      if (spec.path.includes('*')) slugs.add(data, file);
    }
  }
  problems.push(...slugs.problems());
  return problems;
}

/**
 * Remembers the slug of each file that is one page (a project), so two files cannot claim
 * one page. The file named after the slug keeps it; every other claimant is reported.
 */
function slugRegister() {
  const claims: { slug: string; file: string }[] = [];
  return {
    add(data: unknown, file: string): void {
      const slug = (data as { slug?: unknown } | null)?.slug;
      if (typeof slug === 'string') claims.push({ slug, file });
    },
    problems(): Problem[] {
      return claims.flatMap(({ slug, file }) => {
        const group = claims.filter((claim) => claim.slug === slug);
        const keeper = group.find((claim) => path.basename(claim.file, '.json') === slug) ?? group[0];
        return keeper && keeper.file !== file
          ? [{ file, entry: 'the file', field: 'slug', message: `repeats the slug "${slug}" of ${keeper.file}` }]
          : [];
      });
    },
  };
}

/** What a JSON syntax error means, in an editor's words. */
const SYNTAX: Record<string, string> = {
  PropertyNameExpected: 'a field name in double quotes was expected (is there a comma before a "}"?)',
  ValueExpected: 'a value was expected (is there a comma before a "]" or a missing value?)',
  CommaExpected: 'a comma was expected between two fields or items',
  ColonExpected: 'a ":" was expected after the field name',
  CloseBraceExpected: 'a "}" was expected to close the object',
  CloseBracketExpected: 'a "]" was expected to close the list',
  EndOfFileExpected: 'the file should end here; there is more text after the data',
  InvalidSymbol: 'this is not a value (texts need double quotes; true, false and null are lowercase)',
  InvalidCommentToken: 'JSON files cannot hold comments',
  UnexpectedEndOfString: 'a text is not closed with a double quote',
  UnexpectedEndOfComment: 'JSON files cannot hold comments',
  InvalidEscapeCharacter: 'a backslash starts an escape JSON does not know (write \\\\ for one backslash)',
  InvalidCharacter: 'a text holds a line break or control character (write \\n for a line break)',
};

/** Parses a JSON file; on a syntax error, says where (line and column, from 1) and what is wrong. */
export function readJson(text: string): { data: unknown } | { error: string } {
  if (text.startsWith('\uFEFF')) {
    return { error: 'starts with an invisible byte order mark (BOM); save it as UTF-8 without BOM' };
  }
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const errors: ParseError[] = [];
    parseLoosely(text, errors, { allowTrailingComma: false, disallowComments: true });
    const first = errors[0];
    const offset = first?.offset ?? text.length;
    const before = text.slice(0, offset).split('\n');
    const line = before.length;
    const column = (before.at(-1) ?? '').length + 1;
    const reason = first
      ? (SYNTAX[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error))
      : error instanceof Error
        ? error.message
        : String(error);
    return { error: `is not valid JSON: line ${line}, column ${column}: ${reason}` };
  }
}

export const formatProblem = (p: Problem): string => `${p.file}, ${p.entry}, field "${p.field}": ${p.message}`;

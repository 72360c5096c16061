/**
 * Checks the files in `data/` against `content-shape.ts` before Gatsby reads
 * them, so an editor's mistake stops the build with a message that names the
 * file, the entry and the field, instead of a page with a missing part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFiles, type ContentFile, type Field, type Fields } from './content-shape';

export type Problem = { file: string; entry: string; field: string; message: string };

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;

type Context = { file: string; entry: string; dir: string; problems: Problem[] };

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
        fail(`needs the path of an image relative to ${ctx.file} (${describe(value)})`);
      } else if (!RASTER.test(value)) {
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
    if (!(key in fields)) {
      ctx.problems.push({
        file: ctx.file,
        entry: ctx.entry,
        field: prefix + key,
        message: `is not a known field here (known: ${Object.keys(fields).join(', ')})`,
      });
    }
  }
}

const entryName = (item: unknown, index: number): string => {
  const slug = typeof item === 'object' && item !== null ? (item as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug !== '' ? `entry ${index + 1} ("${slug}")` : `entry ${index + 1}`;
};

/** Checks one parsed file; `file` is its path as an editor sees it, e.g. `data/services.json`. */
export function checkContent(data: unknown, spec: ContentFile, file: string, dir: string): Problem[] {
  const problems: Problem[] = [];
  if (spec.shape === 'object') {
    checkFields(data, spec.fields, '', { file, entry: 'the file', dir, problems });
    return problems;
  }
  if (!Array.isArray(data)) {
    return [{ file, entry: 'the file', field: '(whole file)', message: 'needs a list of entries [ ... ]' }];
  }
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
    checkFields(item, spec.fields, '', { file, entry: entryName(item, index), dir, problems }),
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
  return problems;
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
  const shown = (relative: string) => path.join(path.basename(dataDir), relative);
  for (const spec of files) {
    for (const relative of listFiles(dataDir, spec)) {
      const file = shown(relative);
      const absolute = path.join(dataDir, relative);
      if (!fs.existsSync(absolute)) {
        problems.push({ file, entry: 'the file', field: '(whole file)', message: 'is missing' });
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(absolute, 'utf8'));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.push({ file, entry: 'the file', field: '(whole file)', message: `is not valid JSON: ${reason}` });
        continue;
      }
      problems.push(...checkContent(data, spec, file, path.dirname(absolute)));
      if (spec.typeName === 'SiteJson') problems.push(...checkSite(data, file));
      if (spec.typeName === 'ProjectJson') problems.push(...checkProject(data, file));
    }
  }
  return problems;
}

export const formatProblem = (p: Problem): string => `${p.file}, ${p.entry}, field "${p.field}": ${p.message}`;

/**
 * Checks the files in `data/` against `content-shape.ts` before Gatsby reads
 * them, so an editor's mistake stops the build with a message that names the
 * file, the entry and the field, instead of a page with a missing part. The rules themselves
 * are in `content-rules.ts`, which the editor at /admin/ runs too before it saves; this file
 * reads data/ from disk and hands each file to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseLoosely, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { contentFiles, type ContentFile } from './content-shape';
import {
  checkFile,
  repeatedSlugs,
  slugClaim,
  walkContent,
  type ImageExists,
  type ImageUrl,
  type Problem,
  type SlugClaim,
} from './content-rules';

export { formatProblem, imageUrlProblem, isPhotoFile, isWebAddress } from './content-rules';
export type { ImageUrl, Problem } from './content-rules';

/** Images given by a path relative to the data file, looked up on disk from `dir`, the file's folder. */
const onDisk =
  (dir: string): ImageExists =>
  (value) =>
    fs.existsSync(path.resolve(dir, value));

/** Checks one parsed file; `file` is its path as an editor sees it, e.g. `data/services.json`. */
export function checkContent(data: unknown, spec: ContentFile, file: string, dir: string): Problem[] {
  return walkContent(data, spec, file, onDisk(dir)).problems;
}

/** Every image in one parsed file that is given as a web address, with its entry and field. */
export function imageUrls(data: unknown, spec: ContentFile, file: string, dir: string): ImageUrl[] {
  return walkContent(data, spec, file, onDisk(dir)).urls;
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
  const claims: SlugClaim[] = [];
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
      problems.push(...checkFile(data, spec, file, onDisk(path.dirname(absolute))));
      if (spec.path.includes('*')) claims.push(...slugClaim(data, file));
    }
  }
  problems.push(...repeatedSlugs(claims));
  return problems;
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

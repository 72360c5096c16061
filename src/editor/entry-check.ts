/**
 * The build's checks on one entry of the editor, before it is saved: the same rules as
 * `content-check.ts` (from `content-rules.ts`), given the entry's data, the file it is saved to
 * and what the editor knows of the other files. Pure: no Decap, no page.
 */
import {
  checkFile,
  repeatedSlugs,
  slugClaim,
  specForFile,
  type DataPath,
  type ImageExists,
  type RuleProblem,
  type SlugClaim,
} from '../content/content-rules';
import { LIST_KEY, type ContentFile } from '../content/content-shape';
import { fieldLabels, fileLabels } from '../content/content-labels';

/** The folder of content files: Decap's paths start with it (`data/site.json`). */
const DATA_DIR = 'data';

export type EntryContext = {
  /** Whether an image path, relative to the entry's file, names a file that exists. */
  imageExists: ImageExists;
  /** The slugs claimed by the other files of the entry's folder (other project pages). */
  otherClaims: readonly SlugClaim[];
  /** The entry is not saved yet: Decap names its file when saving it. */
  newEntry?: boolean;
};

/** The content-shape entry of a file as Decap names it (`data/projects/x.json`). */
export const specForEntryFile = (file: string): ContentFile | undefined =>
  file.startsWith(`${DATA_DIR}/`) ? specForFile(file.slice(DATA_DIR.length + 1)) : undefined;

/**
 * The file a new entry of a folder collection is saved to: its slug names it (cms-config's
 * `slug: '{{slug}}'`), in the folder of `spec`; when that file is taken, Decap adds "-1", "-2"...
 */
export function newEntryFile(spec: ContentFile, data: unknown, taken: readonly string[] = []): string {
  const slug = (data as { slug?: unknown } | null)?.slug;
  const folder = spec.path.split('/').slice(0, -1).join('/');
  const name = (suffix: number) =>
    `${DATA_DIR}/${folder}/${typeof slug === 'string' ? slug : ''}${suffix > 0 ? `-${suffix}` : ''}.json`;
  let suffix = 0;
  while (taken.includes(name(suffix))) suffix += 1;
  return name(suffix);
}

/** Every problem the build would report for this entry saved as `file`. */
export function checkEntry(data: unknown, file: string, context: EntryContext): RuleProblem[] {
  const spec = specForEntryFile(file);
  if (!spec) return [];
  const problems = checkFile(data, spec, file, context.imageExists);
  if (!spec.path.includes('*')) return problems;
  const claims = [...context.otherClaims.filter((claim) => claim.file !== file), ...slugClaim(data, file)];
  const repeated = repeatedSlugs(claims).filter((problem) => problem.file === file);
  // A new page whose slug is taken gets another file name: the taken slug is what to fix.
  const kept = context.newEntry && repeated.length > 0 ? problems.filter((p) => p.field !== 'slug') : problems;
  return [...kept, ...repeated];
}

/**
 * The field as the editor reads it on the form, in Spanish: "Teléfono y WhatsApp › Teléfono
 * como se muestra", "Servicios › n.º 2 › Identificador".
 */
export function fieldLabel(spec: ContentFile, path: DataPath): string {
  const parts = path.map((part, index) => {
    if (typeof part === 'number') return `n.º ${part + 1}`;
    if (index === 0 && part === LIST_KEY && spec.shape === 'list') return fileLabels[spec.typeName]?.label ?? part;
    return fieldLabels[part]?.label ?? part;
  });
  return parts.length > 0 ? parts.join(' › ') : (fileLabels[spec.typeName]?.label ?? spec.path);
}

/** One line an editor reads for a problem: where, then what to do. */
export function problemText(problem: RuleProblem): string {
  const spec = specForEntryFile(problem.file);
  return spec ? `${fieldLabel(spec, problem.path)}: ${problem.es}` : problem.es;
}

/**
 * What the build refuses, the editor refuses before saving. Decap's form checks what its
 * `pattern`/`required`/`min`/`max` can say; the build (`content-rules.ts`) checks more: a phone
 * shown with other digits, a repeated identifier, a project page whose identifier is taken or
 * changed, an image that does not exist or is not a photo. This `preSave` listener runs the
 * build's checks on the entry being saved. When one fails it marks the field with the build's
 * Spanish message (as Decap marks its own errors), says the same in Decap's "could not save"
 * notice, and throws: Decap then writes nothing (no file, no upload) and keeps the form as it is.
 */
import { checkEntry, newEntryFile, problemText, specForEntryFile } from './entry-check';
import { slugClaim, normalizePath, type DataPath, type RuleProblem } from '../content/content-rules';
import { contentFiles } from '../content/content-shape';
import { findStore, type Store } from './decap-store';
import { quietRefusedSaves } from './refused-saves';

/** What Decap hands a listener (Immutable.js values). */
type Immutable = { toJS(): unknown };
type DecapEntry = {
  collection?: string;
  slug?: string;
  path?: string;
  newRecord?: boolean;
  data?: unknown;
  mediaFiles?: Media[];
};
type Media = { path?: string; name?: string; draft?: boolean };
type Cms = {
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void;
};

/** Decap's action that sets the errors shown under a field (`changeDraftFieldValidation`). */
const DRAFT_VALIDATION_ERRORS = 'DRAFT_VALIDATION_ERRORS';

/** A slice of Decap's state as plain data: most are Immutable.js values, `config` is a plain object. */
const js = <T>(value: unknown): T | undefined =>
  (typeof (value as Partial<Immutable> | undefined)?.toJS === 'function' ? (value as Immutable).toJS() : value) as
    T | undefined;

/** Every text in a value, e.g. every image path of a saved entry. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(texts)
        : [];

type Entities = { [key: string]: DecapEntry };

/** The file an entry is saved to (Decap names a new entry's file only when saving it). */
function target(entry: DecapEntry, store: Store | undefined): string | undefined {
  if (entry.path) return entry.path;
  // A new entry of a folder collection: the collection's folder names its shape.
  const config = js<{ collections?: { name: string; folder?: string }[] }>(store?.getState().config);
  const folder = config?.collections?.find((collection) => collection.name === entry.collection)?.folder;
  const spec = folder
    ? specForEntryFile(`${folder}/new.json`)
    : contentFiles.filter((file) => file.path.includes('*')).at(0);
  const taken = otherEntries(entry, store).flatMap((other) => (other.path ? [other.path] : []));
  return spec && newEntryFile(spec, entry.data, taken);
}

/**
 * Whether an image, by its path from the site's root, is known to exist: it is in the media
 * library or in a saved entry Decap has loaded (the build checked those), or it is a photo being
 * uploaded. An upload's path is only fixed when the entry is saved (Decap gives a new page's photos
 * a provisional folder), so an upload is known by its file name: every upload goes to data/images.
 */
function knownImages(entry: DecapEntry, store: Store | undefined): (file: string) => boolean {
  const state = store?.getState();
  const media = [...(js<{ files?: Media[] }>(state?.mediaLibrary)?.files ?? []), ...(entry.mediaFiles ?? [])];
  const entities = js<{ entities?: Entities }>(state?.entries)?.entities ?? {};
  const folder = (file: string) => file.split('/').slice(0, -1).join('/');
  const saved = new Set([
    ...media.flatMap((file) => (file.path && !file.draft ? [normalizePath(file.path)] : [])),
    ...Object.values(entities).flatMap(({ path, data }) =>
      path ? texts(data).map((value) => normalizePath(`${folder(path)}/${value}`)) : [],
    ),
  ]);
  const uploads = new Set(media.flatMap((file) => (file.draft && file.name ? [file.name] : [])));
  return (file) => saved.has(file) || uploads.has(file.split('/').at(-1) ?? '');
}

/** The other saved entries of the entry's collection that Decap has loaded. */
function otherEntries(entry: DecapEntry, store: Store | undefined): DecapEntry[] {
  const entities = js<{ entities?: Entities }>(store?.getState().entries)?.entities ?? {};
  return Object.entries(entities).flatMap(([key, other]) =>
    key.startsWith(`${entry.collection}.`) && key !== `${entry.collection}.${entry.slug}` ? [other] : [],
  );
}

/** Where the value at `path` comes among the values (not lists or objects) of its key, in form order. */
function ordinal(data: unknown, path: DataPath): { index: number; total: number } {
  const key = path.at(-1);
  const wanted = JSON.stringify(path);
  let index = -1;
  let total = 0;
  const walk = (value: unknown, at: DataPath) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]));
    else if (typeof value === 'object' && value !== null) {
      for (const [name, inner] of Object.entries(value)) walk(inner, [...at, name]);
    } else if (at.at(-1) === key) {
      if (JSON.stringify(at) === wanted) index = total;
      total += 1;
    }
  };
  walk(data, []);
  return { index, total };
}

/** Decap's ids of a field's control: `<name>-field-<n>`, n counting up in form order (EditorControl's `uniqueFieldId`). */
export const FIELD_ID_INFIX = '-field-';

/**
 * The id of the form control of a field (Decap labels each `<name>-field-<n>`, in form order),
 * or undefined when the form does not show it one to one.
 */
function controlId(data: unknown, path: DataPath): string | undefined {
  const key = path.at(-1);
  if (typeof key !== 'string') return undefined;
  const pattern = new RegExp(`^${key}${FIELD_ID_INFIX}\\d+$`);
  const controls = [...document.querySelectorAll(`label[for^="${key}${FIELD_ID_INFIX}"]`)]
    .map((label) => label.getAttribute('for') ?? '')
    .filter((id) => pattern.test(id));
  if (controls.length === 1) return controls[0];
  const { index, total } = ordinal(data, path);
  return controls.length === total && index >= 0 ? controls[index] : undefined;
}

/** Shows each message under its field, as Decap shows a pattern it refused. */
function markFields(problems: RuleProblem[], data: unknown, store: Store | undefined): void {
  const byControl = new Map<string, string[]>();
  for (const problem of problems) {
    const id = controlId(data, problem.path);
    if (id) byControl.set(id, [...(byControl.get(id) ?? []), problem.es]);
  }
  for (const [uniquefieldId, messages] of byControl) {
    const errors = messages.map((message) => ({ type: 'CUSTOM', message }));
    store?.dispatch({ type: DRAFT_VALIDATION_ERRORS, payload: { uniquefieldId, errors } });
  }
}

/** Thrown to refuse a save; Decap shows it as "No se ha podido guardar la entrada: <message>". */
export class RefusedSave extends Error {
  override name = '';
  constructor(readonly problems: RuleProblem[]) {
    super(problems.map(problemText).join(' · '));
  }
}

/** The checks on one entry: throws RefusedSave when the build would refuse it. */
function check(entry: DecapEntry): void {
  const store = findStore();
  const file = target(entry, store);
  if (!file) return;
  const exists = knownImages(entry, store);
  const folder = file.split('/').slice(0, -1).join('/');
  const problems = checkEntry(entry.data, file, {
    // Without Decap's store nothing is known of the files: the build will check them.
    imageExists: (relative) => !store || exists(normalizePath(`${folder}/${relative}`)),
    otherClaims: otherEntries(entry, store).flatMap((other) => (other.path ? slugClaim(other.data, other.path) : [])),
    newEntry: entry.newRecord === true,
  });
  if (problems.length === 0) return;
  markFields(problems, entry.data, store);
  throw new RefusedSave(problems);
}

/**
 * The listener: refuses the save (throws) when the build would refuse the entry. A fault of this
 * code itself (say, Decap's state changed shape) must not stop every save: it is logged, and the
 * build still checks the entry.
 */
export function preSave({ entry }: { entry: Immutable }): undefined {
  try {
    check(entry.toJS() as DecapEntry);
  } catch (error) {
    if (error instanceof RefusedSave) throw error;
    console.error('The check before saving failed; the save goes on and the build will check it.', error);
  }
  return undefined;
}

/** Checks every save as the build would; a refused save raises no uncaught error in the page. */
export function registerPreSave(cms: Cms = (window as unknown as { CMS: Cms }).CMS): void {
  cms.registerEventListener({ name: 'preSave', handler: preSave });
  quietRefusedSaves();
}

// Loaded by /admin/editor.js after Decap's bundle: register at once (not in unit tests, which have no Decap).
if (typeof window !== 'undefined' && 'CMS' in window) registerPreSave();

/**
 * What a page says when a file of data/ is missing from its query's data. The data check
 * (content-check.ts) has already passed by then, so the file is there and valid: Gatsby's
 * cache is out of step with data/ (src/gatsby-hooks/finished-build.ts makes this rare). The message
 * names each file and the way out; the editors' guide says the same ("Si la publicación se detiene").
 */

/** The way out, as the editors' guide gives it. */
const CLEAN_AND_BUILD = 'run `npm run clean`, then build again';

/**
 * The files of data/ a page query's result lacks: `{ testimonialsJson: null }` lacks data/testimonials.json
 * (each file's node type is its name + `Json`, content-shape.ts; a test holds every file to it).
 */
export function missingFiles(data: Record<string, unknown>): string[] {
  return Object.entries(data).flatMap(([field, value]) => (value ? [] : [`data/${field.replace(/Json$/, '')}.json`]));
}

/** The error for `files`, naming each and what to do. */
export function notLoaded(files: readonly string[]): Error {
  const which = files.join(', ');
  return new Error(
    `${which} ${files.length === 1 ? 'is' : 'are'} valid but ${files.length === 1 ? 'was' : 'were'} not loaded into this page: ` +
      `Gatsby's cache (.cache/) is out of step with data/. To fix it, ${CLEAN_AND_BUILD}.`,
  );
}

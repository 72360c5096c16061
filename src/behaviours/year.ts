/**
 * The footer's year is the visitor's: the build renders the year it ran in, and a page built last year shows this
 * year's from the first paint, without a rebuild after New Year.
 */
import type { Root } from './dom';
import { MARKERS, marked } from './markers';

/** Writes the current year into every marked element under `root` whose text is another year. */
export function attachYear(root: Root, now: () => Date = () => new Date()): () => void {
  const year = String(now().getFullYear());
  for (const element of root.querySelectorAll(marked(MARKERS.year))) {
    if (element.textContent !== year) element.textContent = year;
  }
  return () => undefined;
}

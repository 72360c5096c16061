/**
 * The 404 page logs the address the visitor asked for to the console (the specification asks for it), once per
 * page load.
 */
import { documentOf, windowOf, type Root } from './dom';
import { MARKERS, marked } from './markers';

/** The line the 404 page logs, before the path. */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/** Logs the path asked for when `root` holds the 404 page's marked section. */
export function attachNotFound(root: Root): () => void {
  const window = windowOf(root);
  if (window && documentOf(root).querySelector(marked(MARKERS.notFound))) {
    console.error(NOT_FOUND_LOG, window.location.pathname);
  }
  return () => undefined;
}

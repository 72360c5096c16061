/**
 * What the behaviours need of the DOM, safe across windows: the editor's preview attaches them from the editor's
 * window to the markup of Decap's preview iframe, where `instanceof Element` is false for every node (each window
 * has its own Element) and the document and window are the iframe's.
 */

/** Where a behaviour attaches: a whole document (the visitor's page) or an element (the preview's root). */
export type Root = Document | Element;

/** The document `root` belongs to. */
export const documentOf = (root: Root): Document => ('documentElement' in root ? root : root.ownerDocument);

/** The window of `root`'s document; a document without one (detached) has none, and behaviours then do nothing. */
export const windowOf = (root: Root): Window | null => documentOf(root).defaultView;

/** `node` as an element, whatever window it comes from; null for text, documents and anything else. */
export const asElement = (node: unknown): Element | null =>
  typeof node === 'object' && node !== null && (node as Node).nodeType === 1 ? (node as Element) : null;

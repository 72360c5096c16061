/**
 * The behaviours of the pages' sections, attached together: by the page's own script (page.ts) to the whole
 * document, and by the editor's preview (src/editor/preview.tsx) to the markup it renders. One implementation each.
 */
import type { Root } from './dom';
import { attachFloating } from './floating';
import { attachTabs } from './tabs';
import { attachYear } from './year';

/** Attaches the tabs, the floating button's focus rule and the year under `root`; returns what detaches them. */
export function attachSections(root: Root): () => void {
  const detach = [attachTabs(root), attachFloating(root), attachYear(root)];
  return () => detach.forEach((undo) => undo());
}

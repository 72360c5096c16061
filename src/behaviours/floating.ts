/**
 * The floating chat button never covers the element that has the focus: when a keyboard user's focus lands under it
 * while it shows, the page scrolls that element clear. It shows once the visitor has scrolled past
 * FLOATING_THRESHOLD_PX: the first-tap script marks `<html>` (src/chat/first-tap.ts) and CSS does the rest
 * (src/components/floating-chat.tsx), from the first paint.
 */
import { SCROLLED_ATTRIBUTE } from '../chat/first-tap-options';
import { asElement, documentOf, windowOf, type Root } from './dom';
import { MARKERS, marked } from './markers';

/** The space left between the focused element and the button, in px. */
const CLEARANCE_PX = 16;

/** Keeps the focused element clear of the floating button under `root`; returns what detaches it. */
export function attachFloating(root: Root): () => void {
  const document = documentOf(root);
  const window = windowOf(root);
  if (!window) return () => undefined;
  const keepClear = (target: Element) => {
    const wrapper = root.querySelector(marked(MARKERS.floating));
    const button = wrapper?.querySelector('a');
    const shown = document.documentElement.hasAttribute(SCROLLED_ATTRIBUTE);
    if (!wrapper || !button || !shown || !target.isConnected || wrapper.contains(target)) return;
    const covered = target.getBoundingClientRect();
    const cover = button.getBoundingClientRect();
    const overlaps =
      covered.bottom > cover.top &&
      covered.top < cover.bottom &&
      covered.right > cover.left &&
      covered.left < cover.right;
    if (overlaps) window.scrollBy({ top: covered.bottom - cover.top + CLEARANCE_PX, behavior: 'instant' });
  };
  // Check now, on the next frame, and when the browser's own (possibly smooth) scroll-into-view of the focused
  // element has ended.
  let frame = 0;
  let pending: (() => void) | undefined;
  const onFocus = (event: Event) => {
    const target = asElement(event.target);
    if (!target || !root.contains(target)) return;
    window.cancelAnimationFrame(frame);
    if (pending) window.removeEventListener('scrollend', pending);
    const check = () => keepClear(target);
    pending = check;
    check();
    frame = window.requestAnimationFrame(check);
    window.addEventListener('scrollend', check, { once: true });
  };
  document.addEventListener('focusin', onFocus);
  return () => {
    window.cancelAnimationFrame(frame);
    if (pending) window.removeEventListener('scrollend', pending);
    document.removeEventListener('focusin', onFocus);
  };
}

/**
 * The testimonials' avatars as tabs, the WAI-ARIA tabs pattern on React's markup (src/sections/home/): a click or a
 * tap selects a tab; the arrow keys, Home and End move the selection and the focus; only the selected tab is in the
 * tab order (roving `tabindex`), and only its panel (named by `aria-controls`) shows. The markup renders the first
 * one selected, which is also what a visitor without JavaScript gets (every panel then shows: testimonial-panel.tsx).
 */
import { asElement, documentOf, type Root } from './dom';
import { MARKERS, marked } from './markers';

/** Where each key moves the selection in a row of `count` tabs (WAI-ARIA tabs pattern). */
export function nextTab(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

const TAB = '[role="tab"]';

/** The tab an event happened on, with its tablist and its siblings, if it is in a marked tablist. */
function tabOf(target: EventTarget | null) {
  const tab = asElement(target)?.closest(TAB);
  const list = tab?.closest(`[role="tablist"]${marked(MARKERS.tabs)}`);
  if (!tab || !list) return undefined;
  const tabs = [...list.querySelectorAll<HTMLElement>(TAB)];
  return { tabs, index: tabs.indexOf(tab as HTMLElement) };
}

/** Selects `tabs[index]`: it alone is selected and in the tab order, and its panel alone shows. */
function select(tabs: readonly HTMLElement[], index: number, root: Root): void {
  const document = documentOf(root);
  tabs.forEach((tab, at) => {
    const selected = at === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  });
}

/** Makes every marked tablist under `root` work; returns what detaches it. Delegated: markup React redraws keeps it. */
export function attachTabs(root: Root): () => void {
  const onClick = (event: Event) => {
    const found = tabOf(event.target);
    if (found) select(found.tabs, found.index, root);
  };
  const onKeyDown = (event: Event) => {
    const found = tabOf(event.target);
    if (!found) return;
    const next = nextTab((event as KeyboardEvent).key, found.index, found.tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(found.tabs, next, root);
    found.tabs[next]?.focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}

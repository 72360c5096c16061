/**
 * The attributes the pages' components render and the behaviours (this folder) find: one source for both sides.
 * A behaviour works on the markup React rendered at build, in the visitor's page and in the editor's preview.
 */
export const MARKERS = {
  /** On a `role="tablist"`: its tabs switch their panels (tabs.ts). */
  tabs: 'data-tabs',
  /** On the floating chat button's wrapper: it never covers the focused element (floating.ts). */
  floating: 'data-floating-chat',
  /** On the element whose text is the current year (year.ts). */
  year: 'data-current-year',
  /** On the 404 page's section: the page logs the address asked for (not-found.ts). */
  notFound: 'data-not-found',
  /** On the behaviours' script: the address of the Web Vitals script it loads after the first paint (page.ts). */
  vitals: 'data-vitals',
} as const;

/** `[attribute]`: a CSS selector for a marker. */
export const marked = (attribute: string): string => `[${attribute}]`;

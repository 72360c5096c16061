/**
 * The strip «Otras herramientas» above Decap (src/editor/admin/index.html: Decap 3.16.3 has no way to
 * add a link to its own menus) shows while Decap shows its lists, its login and its media, and hides
 * while an entry's form fills the window: Decap draws the form over the whole page (`position:
 * absolute` from the top), so the strip would lie under the form's toolbar, unseen yet reached by Tab.
 * Decap's own bar is gone there too; the form's «←» leads back to the list, where the strip is.
 */

/** Decap's addresses of a form (its hash router): an entry, a new entry, and the redirect to one (__tests__/editor/decap-bundle.test.ts). */
export const FORM_ROUTE = /^#\/(?:collections\/[^/]+\/(?:entries\/|new(?:[?/]|$))|edit\/)/;

const STRIP_ID = 'otras-herramientas';

export function hideStripDuringForms(win: Pick<Window, 'addEventListener' | 'document' | 'location'>): void {
  const strip = win.document.getElementById(STRIP_ID);
  if (!strip) return;
  const sync = () => {
    strip.hidden = FORM_ROUTE.test(win.location.hash);
  };
  // Decap's router changes the hash (history's hash mode), which fires hashchange; back and forward too.
  win.addEventListener('hashchange', sync);
  sync();
}

/**
 * Work typed in the editor is not lost when its copy is taken back.
 *
 * Decap keeps a copy of an entry being edited in the browser and, when the entry is opened again (after a
 * reload, or a login that expired or failed), asks whether to use it. It asks as the entry opens, while it is
 * still reading the entry from GitHub; when the editor says yes before GitHub has answered, the answer then
 * replaces the copy just taken (Decap 3: loadEntry ends with createDraftFromEntry): the form shows the
 * repository's version, and the copy, deleted once taken, is gone. This watches Decap's store and, when the
 * entry a copy was taken for arrives after it, puts the copy back in the form, once.
 */
import { findStore, type Store } from './decap-store';

/** The Immutable.js values Decap's state is made of. */
type Value = { get(key: string): unknown; getIn(path: string[]): unknown; toJS(): unknown };

/** Decap's actions that hold a copy found in the browser, then put it in the form (entryDraft's reducer). */
export const COPY_FOUND = 'DRAFT_LOCAL_BACKUP_RETRIEVED';
export const COPY_TAKEN = 'DRAFT_CREATE_FROM_LOCAL_BACKUP';

const entryKey = (entry: Value): string => `${String(entry.get('collection'))}.${String(entry.get('slug'))}`;

/** Whether Decap has finished reading `entry` from the repository (entries' reducer: entities by "collection.slug"). */
function entryRead(store: Store, entry: Value): boolean {
  const read = (store.getState().entries as Value | undefined)?.getIn(['entities', entryKey(entry)]) as
    Value | undefined;
  return read !== undefined && read.get('isFetching') !== true;
}

/** Watches `store`; returns the function that stops watching. */
export function keepTakenCopies(store: Store): () => void {
  /** The copy Decap is offering, while it asks. */
  let offered: Value | undefined;
  /** A copy the editor took before its entry was read: the read would replace it. */
  let taken: Value | undefined;
  return store.subscribe(() => {
    const draft = store.getState().entryDraft as Value | undefined;
    const offer = draft?.getIn(['localBackup', 'entry']) as Value | undefined;
    if (offer) {
      offered = offer;
      return;
    }
    const entry = draft?.get('entry') as Value | undefined;
    if (offered) {
      // Taken: the form now holds the copy's data (Decap moves the copy there); refused: it does not.
      if (entry?.get('data') === offered.get('data') && !entryRead(store, offered)) taken = offered;
      offered = undefined;
      return;
    }
    // Until the draft is made again from the entry, it is the copy or the editor's changes to it.
    if (!taken || draft?.get('hasChanged') === true) return;
    const copy = taken;
    taken = undefined;
    if (entry && entryKey(entry) === entryKey(copy)) {
      store.dispatch({ type: COPY_FOUND, payload: { entry: copy.toJS() } });
      store.dispatch({ type: COPY_TAKEN });
    }
  });
}

/** Starts watching once Decap has mounted its store (it does after reading its configuration). */
function keepTakenCopiesOnceMounted(): void {
  const store = findStore();
  if (store) {
    keepTakenCopies(store);
    return;
  }
  const observer = new MutationObserver(() => {
    const mounted = findStore();
    if (!mounted) return;
    observer.disconnect();
    keepTakenCopies(mounted);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

// Loaded by /admin/editor.js after Decap's bundle: start at once (not in unit tests, which have no Decap).
if (typeof window !== 'undefined' && 'CMS' in window) keepTakenCopiesOnceMounted();

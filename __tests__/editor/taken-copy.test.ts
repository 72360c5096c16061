/**
 * The rule of src/editor/taken-copy.ts on a store that changes as Decap's does (its entryDraft and entries
 * slices as the actions leave them). The browser test with Decap itself: browser-tests/github-login.test.ts
 * ("work typed before the login expires").
 */
import type { Store } from '../../src/editor/decap-store';
import { keepTakenCopies } from '../../src/editor/taken-copy';

/** A read-only stand-in for Immutable.js values: get, getIn, toJS. */
class Value {
  constructor(private readonly fields: Record<string, unknown>) {}
  get(key: string): unknown {
    return this.fields[key];
  }
  getIn(path: string[]): unknown {
    return path.reduce<unknown>((value, key) => (value instanceof Value ? value.get(key) : undefined), this);
  }
  toJS(): unknown {
    return Object.fromEntries(
      Object.entries(this.fields).map(([key, value]) => [key, value instanceof Value ? value.toJS() : value]),
    );
  }
}

const entry = (name: string) => new Value({ collection: 'pages', slug: 'frammento', data: new Value({ name }) });

/** A store whose state the test sets, telling its listeners; it records what is dispatched to it. */
function fakeStore() {
  let state: { [slice: string]: unknown } = {};
  const listeners: (() => void)[] = [];
  const dispatched: { type: string; payload?: unknown }[] = [];
  const store: Store = {
    getState: () => state,
    dispatch: (action) => dispatched.push(action),
    subscribe: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const set = (draft: Record<string, unknown>, read: boolean) => {
    state = {
      entryDraft: new Value(draft),
      entries: new Value({ entities: new Value(read ? { 'pages.frammento': entry('Frammento') } : {}) }),
    };
    for (const listener of listeners) listener();
  };
  return { store, set, dispatched };
}

test('a copy taken before its entry is read is put back, once, when the entry arrives', () => {
  const { store, set, dispatched } = fakeStore();
  keepTakenCopies(store);
  const copy = entry('Frammento (texto escrito)');
  set({ entry: undefined, localBackup: new Value({ entry: copy }) }, false);
  set({ entry: copy, hasChanged: true }, false); // the editor says yes
  set({ entry: entry('Frammento'), hasChanged: false }, true); // GitHub's answer replaces it
  expect(dispatched).toEqual([
    { type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: copy.toJS() } },
    { type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' },
  ]);
  // Later drafts from the entry (after a save) are the editor's: left alone.
  set({ entry: entry('Frammento guardado'), hasChanged: false }, true);
  expect(dispatched).toHaveLength(2);
});

test('a copy taken once its entry is read, or refused, is left as Decap leaves it', () => {
  const { store, set, dispatched } = fakeStore();
  keepTakenCopies(store);
  const copy = entry('Frammento (texto escrito)');
  set({ entry: entry('Frammento'), localBackup: new Value({ entry: copy }) }, true);
  set({ entry: copy, hasChanged: true }, true);
  set({ entry: entry('Frammento guardado'), hasChanged: false }, true);
  set({ entry: undefined, localBackup: new Value({ entry: copy }) }, false);
  set({ entry: entry('Frammento'), hasChanged: false }, false); // the editor says no
  set({ entry: entry('Frammento'), hasChanged: false }, true);
  expect(dispatched).toEqual([]);
});

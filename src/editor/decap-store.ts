/** Decap's Redux store, which the checks before saving and the photo thumbnails read (Immutable.js values). */
type Action = { type: string; payload?: unknown };
export type Store = {
  getState(): { [slice: string]: unknown };
  dispatch(action: Action): unknown;
  subscribe(listener: () => void): () => void;
};

/**
 * Decap's Redux store. Decap does not publish it; react-redux's Provider holds it near the top of
 * the React tree Decap mounts on #nc-root. Without it, a refused save is still refused, with the
 * notice only, and a photo's thumbnail is drawn once, as Decap draws it.
 */
export function findStore(root: Element | null = document.getElementById('nc-root')): Store | undefined {
  if (!root) return undefined;
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  type Fiber = { child?: Fiber | null; sibling?: Fiber | null; memoizedProps?: { store?: Partial<Store> } | null };
  const stack: Fiber[] = key ? [(root as unknown as Record<string, Fiber>)[key] as Fiber] : [];
  for (let visited = 0; stack.length > 0 && visited < 200; visited += 1) {
    const fiber = stack.pop();
    const store = fiber?.memoizedProps?.store;
    if (store && typeof store.getState === 'function' && typeof store.dispatch === 'function') return store as Store;
    if (fiber?.sibling) stack.push(fiber.sibling);
    if (fiber?.child) stack.push(fiber.child);
  }
  return undefined;
}

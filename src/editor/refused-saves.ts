/**
 * Decap 3.16.3 (decap-cms-core 3.19.1) leaves every refused save as an unhandled promise
 * rejection: EditorInterface's `handleOnPersist` calls `onPersist()` without awaiting it, and
 * Editor's `handlePersistEntry` awaits `persistEntry()`, which rejects with nothing
 * (`Promise.reject()`) when a field fails the form's own checks, and with its
 * `ENTRY_PERSIST_FAILURE` action when the backend or a `preSave` listener refuses. Chromium
 * reports each as an uncaught error with no message. The editor has already been told (the
 * field's error, Decap's notice), so these two rejections, and only these, are marked handled.
 */
const PERSIST_FAILURES = new Set(['ENTRY_PERSIST_FAILURE', 'UNPUBLISHED_ENTRY_PERSIST_FAILURE']);

/** Whether an unhandled rejection is Decap refusing a save. */
export const isRefusedSave = (reason: unknown): boolean =>
  reason === undefined ||
  (typeof reason === 'object' && reason !== null && PERSIST_FAILURES.has(String((reason as { type?: unknown }).type)));

export function quietRefusedSaves(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isRefusedSave(event.reason)) event.preventDefault();
  });
}

/**
 * Loads the measuring code after the first paint, so it costs the first paint nothing: called from
 * gatsby-browser's onInitialClientRender (React's first render has committed, long after the first
 * paint), it waits for an idle moment (requestIdleCallback, else a timeout: Safari has none), then
 * imports report-vitals.ts, which webpack puts in a chunk of its own, outside the first-load JS.
 */

/** How long an idle moment may be waited for, in ms; then it runs anyway. */
const IDLE_TIMEOUT = 2000;

type Later = (run: () => void) => void;

/** requestIdleCallback where the browser has it, else a timeout after the current task. */
export const whenIdle: Later = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
  else window.setTimeout(run, 1);
};

/** Starts the measuring once per page load; a failed chunk (offline, a new build) is left silent. */
export function loadVitals(
  later: Later = whenIdle,
  load: () => Promise<{ reportVitals: () => void }> = () => import('./report-vitals'),
): void {
  later(() => {
    load().then(
      ({ reportVitals }) => reportVitals(),
      () => undefined,
    );
  });
}

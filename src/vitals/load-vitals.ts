/**
 * Loads the measuring code after the first paint, so it costs the first paint nothing: the page's behaviours
 * script (src/behaviours/page.ts) calls it with the address of the measuring script (vitals-entry.ts, bundled apart
 * at build: src/behaviours/behaviours-script.cjs); once the page has loaded and the browser has an idle moment
 * (requestIdleCallback, else a timeout: Safari has none), it inserts that script, outside the first-load JS.
 */

/** How long an idle moment may be waited for, in ms; then it runs anyway. */
const IDLE_TIMEOUT = 2000;

type Later = (run: () => void) => void;

/** requestIdleCallback where the browser has it, else a timeout after the current task. */
export const whenIdle: Later = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
  else window.setTimeout(run, 1);
};

/** After the page's load event (at once if it has passed), then an idle moment. */
export const afterLoadWhenIdle: Later = (run) => {
  if (document.readyState === 'complete') whenIdle(run);
  else window.addEventListener('load', () => whenIdle(run), { once: true });
};

/**
 * Starts the measuring once per page load: inserts the script at `address` when `later` says. The page's policy
 * ('strict-dynamic') admits it because a hashed script inserts it; a script that fails to load (offline, a newer
 * build) is left silent.
 */
export function loadVitals(address: string, later: Later = afterLoadWhenIdle): void {
  later(() => {
    const script = document.createElement('script');
    script.src = address;
    script.async = true;
    document.head.appendChild(script);
  });
}

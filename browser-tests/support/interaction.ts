/**
 * Whether the page's first interaction has reached web-vitals' INP: resolves true once a
 * PerformanceObserver of the page has been given the Event Timing `first-input` entry (the browser
 * makes it after the frame that follows the tap is painted) and an idle callback requested after that
 * has run. web-vitals' INP observer is older and so is called first, and it handles what it is given in
 * an idle callback (`whenIdleOrHidden`, web-vitals' onINP.js, 5 and 6 alike); idle callbacks run in the order they were
 * asked for. A page hidden before that idle callback loses the interaction: the library's hidden listener
 * reports before the pending entries are read. Firefox runs idle callbacks about a second late, so it waits
 * up to 5 s, and resolves false when not there by then, so `until` asks again.
 * A plain function, for `page.evaluate` and the engines' `driver.evaluate`.
 */
export const firstInputHandled = (): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes.includes('first-input'))
      return resolve(false);
    const idle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback) : setTimeout(callback, 0);
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      idle(() => resolve(true));
    });
    observer.observe({ type: 'first-input', buffered: true });
    setTimeout(() => resolve(false), 5000);
  });

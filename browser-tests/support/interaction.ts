/**
 * Whether the browser has delivered the page's first interaction to performance observers: its Event
 * Timing `first-input` entry exists once the frame after the tap is painted. web-vitals' INP observes
 * `first-input` (buffered), so from then on it holds the interaction and reports it when the page is
 * hidden; hidden earlier, there is no interaction to report. A plain function, for `page.evaluate` and
 * the engines' `driver.evaluate`.
 */
export const firstInputSeen = (): boolean =>
  typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('first-input').length > 0;

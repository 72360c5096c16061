/**
 * Registers web-vitals' attribution build for the page view, and pushes each metric to the
 * dataLayer as the library reports it (`reportAllChanges: false`: when final, again only if it
 * changes; INP at every change, below), by the counting rule of vitals-count.ts. It sends nothing anywhere: a Tag Manager
 * container, when there is one, reads the dataLayer. Loaded in a chunk of its own after the first
 * paint (load-vitals.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { countOnce } from './vitals-count';
import { vitalsPayload } from './vitals-payload';

/** Called once per page load: the library observes with `buffered: true`, so what already happened still counts. */
export function reportVitals(): void {
  const options = { reportAllChanges: false };
  // The document's own path: the library names the navigation's URL with each metric (every page is a page load:
  // the site has no client-side routing); the address now where the browser has no navigation entry.
  const page = window.location.pathname;
  const count = countOnce(performance.timeOrigin);
  const push = (metric: MetricWithAttribution): void => {
    // Best effort, as the first-tap script's push: a broken data layer (a container or an extension replaced it) raises nothing.
    try {
      window.dataLayer = window.dataLayer ?? [];
      for (const payload of count(vitalsPayload(metric, page), Date.now())) window.dataLayer.push(payload);
    } catch {
      // The page is the visitor's; a lost measurement is not worth an error.
    }
  };
  onTTFB(push, options);
  onFCP(push, options);
  onLCP(push, options);
  onCLS(push, options);
  // INP with every change: web-vitals reads a tap's entries in an idle callback, and when the page is
  // hidden first (a chat tap opens WhatsApp at once; Firefox's idle callback comes about a second
  // late) its hidden listener reports before reading them, then reads them and reports only a change
  // asked for. The counting rule pushes a change only when the rating changes.
  onINP(push, { reportAllChanges: true });
}

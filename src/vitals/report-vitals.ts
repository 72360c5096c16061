/**
 * Registers web-vitals' attribution build for the page view, and pushes each metric to the
 * dataLayer as the library reports it: once when final, again only if it changes
 * (`reportAllChanges: false`). It sends nothing anywhere: a Tag Manager container, when there is
 * one, reads the dataLayer. Loaded in a chunk of its own after the first paint (load-vitals.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { measuredPage, vitalsPayload } from './vitals-payload';

/** Best effort, as the first-tap script's push: a broken data layer (a container or an extension replaced it) raises nothing. */
const pushOn =
  (page: string) =>
  (metric: MetricWithAttribution): void => {
    try {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push(vitalsPayload(metric, page));
    } catch {
      // The page is the visitor's; a lost measurement is not worth an error.
    }
  };

/** Called once per page load: the library observes with `buffered: true`, so what already happened still counts. */
export function reportVitals(): void {
  const options = { reportAllChanges: false };
  // The document's own path, whatever page the site's links have shown since (the library, too,
  // reads the navigation entry only where the browser has getEntriesByType).
  const navigation =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  const push = pushOn(measuredPage(navigation?.name, window.location.pathname));
  onTTFB(push, options);
  onFCP(push, options);
  onLCP(push, options);
  onCLS(push, options);
  onINP(push, options);
}

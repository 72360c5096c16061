/**
 * What each Core Web Vital pushes to the dataLayer: one `web_vitals` event with flat keys, so a
 * marketer reads each with a Data Layer Variable and sends it to GA4 as an event parameter
 * (deploy/tag-manager-container.json; docs/marketing/velocidad.md, section 10). The event and its keys are
 * declared in the data layer contract (src/shared/data-layer.ts, WEB_VITALS; the names: data-layer-vitals.ts). Pure: the metric comes from
 * web-vitals' attribution build (report-vitals.ts); only its types are imported here.
 */
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { WEB_VITALS_EVENT, WEB_VITALS_KEYS } from '../shared/data-layer-vitals';

/** The dataLayer event, and the GA4 event the shipped container sends. */
export const VITALS_EVENT = WEB_VITALS_EVENT;

/**
 * The payload's keys, which the container also sends to GA4 as the event's parameters, by the same
 * names; each one's meaning is declared with it in the data layer contract (WEB_VITALS).
 */
export const VITALS_KEYS = WEB_VITALS_KEYS;

/** What `vitals_report` says of a push: counted, or the undoing of an earlier one of the same page view. */
export const VITALS_REPORT = { counted: 'new', withdrawn: 'withdrawn' } as const;

/** GA4's limits for an event: parameters per event, characters in a parameter's (string) value. */
export const GA4_LIMITS = { parameters: 25, valueLength: 100 } as const;

type Key = (typeof VITALS_KEYS)[keyof typeof VITALS_KEYS];
/**
 * Every key, every time: Tag Manager's data model keeps the last value pushed for a key, so a key
 * left out would hand an earlier metric's value (INP's target, say) to this one's GA4 event. A key
 * with nothing for this metric is `undefined`, which the GA4 tag leaves out.
 */
export type VitalsPayload = { event: typeof VITALS_EVENT } & Record<Key, string | number | undefined>;

/** Milliseconds, whole. */
const ms = (value: number): number => Math.round(value);
/** A selector, cut to what GA4 keeps of a parameter's value; none when the library found no element. */
const selector = (value: string | undefined): string | undefined =>
  value?.slice(0, GA4_LIMITS.valueLength) || undefined;

/** The element to blame and, for INP, where its time went; nothing for FCP and TTFB. */
function attribution(metric: MetricWithAttribution): Partial<Record<Key, string | number>> {
  switch (metric.name) {
    case 'LCP':
      return { [VITALS_KEYS.target]: selector(metric.attribution.target) };
    case 'INP':
      return {
        [VITALS_KEYS.target]: selector(metric.attribution.interactionTarget),
        [VITALS_KEYS.inputDelay]: ms(metric.attribution.inputDelay),
        [VITALS_KEYS.processingDuration]: ms(metric.attribution.processingDuration),
        [VITALS_KEYS.presentationDelay]: ms(metric.attribution.presentationDelay),
      };
    case 'CLS':
      return { [VITALS_KEYS.target]: selector(metric.attribution.largestShiftTarget) };
    default:
      return {};
  }
}

/**
 * The path of the document measured: its navigation's URL (the navigation entry's `name`) without
 * query or fragment, cut to GA4's 100 characters; `fallback` (the address now) when the browser
 * has no navigation entry.
 */
export function measuredPage(navigationUrl: string | undefined, fallback: string): string {
  let page = fallback;
  try {
    if (navigationUrl) page = new URL(navigationUrl).pathname;
  } catch {
    // Not a URL: the address now is the best there is.
  }
  return page.slice(0, GA4_LIMITS.valueLength);
}

/**
 * The dataLayer message for one metric as the library reports it. Its page is the path of the navigation the library
 * measured (`navigationURL`, the navigation entry's URL), or `fallback` (the address now) when the browser has none.
 * CLS has no unit: four decimals. web-vitals 6's other navigation fields are left out on purpose: `navigationId`
 * tells apart the soft navigations of a page that routes on the client, and this site has none (every page is a
 * page load, `reportSoftNavs` is never set), so it is the same for every metric of a page view, which `id` already
 * groups; `navigationInteractionId` and `navigationStartTime` exist only for soft navigations.
 */
export function vitalsPayload(metric: MetricWithAttribution, fallback: string): VitalsPayload {
  const blamed = attribution(metric);
  return {
    event: VITALS_EVENT,
    [VITALS_KEYS.page]: measuredPage(metric.navigationURL, fallback),
    [VITALS_KEYS.metric]: metric.name,
    [VITALS_KEYS.report]: VITALS_REPORT.counted,
    [VITALS_KEYS.value]: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : ms(metric.value),
    [VITALS_KEYS.rating]: metric.rating,
    [VITALS_KEYS.id]: metric.id,
    [VITALS_KEYS.navigationType]: metric.navigationType,
    [VITALS_KEYS.target]: blamed[VITALS_KEYS.target],
    [VITALS_KEYS.inputDelay]: blamed[VITALS_KEYS.inputDelay],
    [VITALS_KEYS.processingDuration]: blamed[VITALS_KEYS.processingDuration],
    [VITALS_KEYS.presentationDelay]: blamed[VITALS_KEYS.presentationDelay],
  };
}

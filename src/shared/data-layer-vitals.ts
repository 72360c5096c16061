/**
 * The names a Core Web Vital pushes to the dataLayer. What each means, its GA4 parameter and who reads
 * it: the data layer contract (data-layer.ts, WEB_VITALS), which declares every one of them. Apart from
 * it so that only the Web Vitals' own late chunk carries these strings (src/vitals/vitals-payload.ts).
 * Constants only, no imports.
 */

/** One Core Web Vital of a page view. */
export const WEB_VITALS_EVENT = 'web_vitals';
/** Its keys, by the name the Web Vitals code uses for each. */
export const WEB_VITALS_KEYS = {
  page: 'vitals_page',
  metric: 'vitals_metric',
  report: 'vitals_report',
  value: 'vitals_value',
  rating: 'vitals_rating',
  id: 'vitals_id',
  navigationType: 'vitals_navigation_type',
  target: 'vitals_target',
  inputDelay: 'vitals_input_delay',
  processingDuration: 'vitals_processing_duration',
  presentationDelay: 'vitals_presentation_delay',
} as const;

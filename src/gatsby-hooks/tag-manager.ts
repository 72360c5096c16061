/** Google Tag Manager container ids look like GTM-ABC1234. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

type PluginRef = { resolve: string; options: Record<string, unknown> };

const clean = (id: string | undefined): string => id?.trim() ?? '';

/** What is wrong with the `GTM_ID` environment variable, if anything. Unset is fine. */
export function gtmIdProblem(id: string | undefined): string | undefined {
  const value = clean(id);
  if (value === '' || GTM_ID_PATTERN.test(value)) return undefined;
  return `GTM_ID "${value}" is not a Google Tag Manager container id: it must be "GTM-" followed by capital letters and digits, e.g. GTM-ABC1234.`;
}

/**
 * The Tag Manager plugin, only when `GTM_ID` holds a container id: the plugin would
 * otherwise ship `gtm.js?id=undefined`. A bad value is not thrown here (Gatsby
 * ignores errors thrown while loading gatsby-config); `checkData` in
 * gatsby-node stops the build with `gtmIdProblem`'s message instead.
 *
 * What the site uses of it is its server-side snippet (gatsby-ssr.js: `gtm.js` and the
 * <noscript> frame). No `routeChangeEventName`: the snippet does not read it, only the
 * plugin's browser code (onRouteUpdate) does, and visitor pages carry no Gatsby runtime:
 * every page is a page load, and the site pushes no page-change event (RETIRED_EVENTS in
 * src/shared/data-layer.ts; the plugin's default name is that retired event's).
 */
export function tagManagerPlugins(id: string | undefined): PluginRef[] {
  const value = clean(id);
  if (value === '' || gtmIdProblem(value)) return [];
  return [
    {
      resolve: 'gatsby-plugin-google-tagmanager',
      options: {
        id: value,
        includeInDevelopment: false,
        enableWebVitalsTracking: false,
      },
    },
  ];
}

/** Google Tag Manager container ids look like GTM-ABC1234. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

type PluginRef = { resolve: string; options: Record<string, unknown> };

/**
 * The Tag Manager plugin, only when `GTM_ID` is set: the plugin would otherwise
 * ship `gtm.js?id=undefined`. A value that is not a container id stops the build.
 */
export function tagManagerPlugins(id: string | undefined): PluginRef[] {
  const value = id?.trim() ?? '';
  if (value === '') return [];
  if (!GTM_ID_PATTERN.test(value)) {
    throw new Error(
      `GTM_ID "${value}" is not a Google Tag Manager container id: it must be "GTM-" followed by capital letters and digits, e.g. GTM-ABC1234.`,
    );
  }
  return [
    {
      resolve: 'gatsby-plugin-google-tagmanager',
      options: { id: value, includeInDevelopment: false, enableWebVitalsTracking: false },
    },
  ];
}

import { tagManagerPlugins } from '../../src/gatsby/tag-manager';

test('no GTM_ID: no Tag Manager plugin (never gtm.js?id=undefined)', () => {
  expect(tagManagerPlugins(undefined)).toEqual([]);
  expect(tagManagerPlugins('')).toEqual([]);
  expect(tagManagerPlugins('  ')).toEqual([]);
});

test('a container id adds the plugin, production only', () => {
  expect(tagManagerPlugins('GTM-AB12CD3')).toEqual([
    {
      resolve: 'gatsby-plugin-google-tagmanager',
      options: { id: 'GTM-AB12CD3', includeInDevelopment: false, enableWebVitalsTracking: false },
    },
  ]);
});

test.each(['G-AB12CD3', 'GTM-', 'gtm-ab12', 'GTM-AB 12', 'UA-1234-1'])(
  '"%s" stops the build with a clear message',
  (id) => {
    expect(() => tagManagerPlugins(id)).toThrow(/is not a Google Tag Manager container id: it must be "GTM-"/);
  },
);

import type { ParentSpanPluginArgs } from 'gatsby';
import { checkData } from '../../src/gatsby-hooks/node-api';
import { gtmIdProblem, tagManagerPlugins } from '../../src/gatsby-hooks/tag-manager';

test('no GTM_ID: no Tag Manager plugin (never gtm.js?id=undefined), and nothing to complain about', () => {
  for (const id of [undefined, '', '  ']) {
    expect(tagManagerPlugins(id)).toEqual([]);
    expect(gtmIdProblem(id)).toBeUndefined();
  }
});

test('a container id adds the plugin, production only', () => {
  expect(gtmIdProblem('GTM-AB12CD3')).toBeUndefined();
  expect(tagManagerPlugins('GTM-AB12CD3')).toEqual([
    {
      resolve: 'gatsby-plugin-google-tagmanager',
      options: {
        id: 'GTM-AB12CD3',
        includeInDevelopment: false,
        enableWebVitalsTracking: false,
        routeChangeEventName: 'gatsby-route-change',
      },
    },
  ]);
});

describe.each(['G-AB12CD3', 'GTM-', 'gtm-ab12', 'GTM-AB 12', 'UA-1234-1'])('GTM_ID "%s"', (id) => {
  const saved = process.env.GTM_ID;
  afterEach(() => {
    if (saved === undefined) delete process.env.GTM_ID;
    else process.env.GTM_ID = saved;
  });

  test('is not a container id: no plugin, and a clear message', () => {
    expect(tagManagerPlugins(id)).toEqual([]);
    expect(gtmIdProblem(id)).toMatch(/is not a Google Tag Manager container id: it must be "GTM-"/);
  });

  test('stops the build', () => {
    process.env.GTM_ID = id;
    const reporter = { panic: jest.fn() };
    checkData({ reporter } as unknown as ParentSpanPluginArgs);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(`GTM_ID "${id.trim()}" is not`));
  });
});

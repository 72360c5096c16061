import type { ParentSpanPluginArgs } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
      },
    },
  ]);
});

/** The plugin's server-side hook: what every page gets (gatsby-plugin-google-tagmanager/gatsby-ssr.js). */
type OnRenderBody = (
  api: {
    setHeadComponents: (components: ReactElement[]) => void;
    setPreBodyComponents: (components: ReactElement[]) => void;
    reporter: { panic: (message: string) => void };
  },
  options: Record<string, unknown>,
) => void;

test("the plugin's snippet in every page, built from these options alone: no page-change setting, the only one its browser code read", () => {
  const [plugin] = tagManagerPlugins('GTM-AB12CD3');
  expect(plugin?.options).not.toHaveProperty('routeChangeEventName');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { onRenderBody } = require('gatsby-plugin-google-tagmanager/gatsby-ssr') as { onRenderBody: OnRenderBody };
  const head: ReactElement[] = [];
  const body: ReactElement[] = [];
  const saved = process.env.NODE_ENV;
  // The plugin writes its snippet in production builds only.
  process.env.NODE_ENV = 'production';
  try {
    onRenderBody(
      {
        setHeadComponents: (components) => head.push(...components),
        setPreBodyComponents: (components) => body.push(...components),
        reporter: {
          panic: (message) => {
            throw new Error(message);
          },
        },
      },
      plugin?.options ?? {},
    );
  } finally {
    process.env.NODE_ENV = saved;
  }
  expect(head.map((element) => element.key)).toEqual(['plugin-google-tagmanager']);
  const snippet = head.map((element) => renderToStaticMarkup(element)).join('');
  expect(snippet).toContain("(window,document,'script','dataLayer', 'GTM-AB12CD3')");
  expect(snippet).toContain('https://www.googletagmanager.com/gtm.js?id=');
  expect(snippet).not.toMatch(/route/i);
  expect(body.map((element) => renderToStaticMarkup(element)).join('')).toContain(
    'https://www.googletagmanager.com/ns.html?id=GTM-AB12CD3',
  );
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

/**
 * @jest-environment node
 */
/**
 * The site's changes to Gatsby's webpack configuration (src/gatsby-hooks/bundle/webpack.ts): the server render's
 * constants, and webpack's filesystem cache only where it pays. (esbuild, which bundles the behaviours script,
 * refuses to load under jsdom.)
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { behavioursScriptBody, vitalsScript } from '../../../src/behaviours/behaviours-script.cjs';
import { chatScriptBody } from '../../../src/chat/chat-script.cjs';
import { configureWebpack } from '../../../src/gatsby-hooks/bundle/webpack';

/** What configureWebpack sets for `stage`, each setWebpackConfig call's argument. */
function configured(stage: string): object[] {
  const setWebpackConfig = jest.fn();
  configureWebpack({
    stage,
    getConfig: () => ({}),
    actions: { replaceWebpackConfig: jest.fn(), setWebpackConfig },
    plugins: { define: (values: object) => ({ define: values }) },
  } as unknown as CreateWebpackConfigArgs);
  return setWebpackConfig.mock.calls.map(([config]) => config as object);
}

test('the production server render gets the first-tap script and the behaviours script with the Web Vitals address', () => {
  const defined = configured('build-html').flatMap((config) => (config as { plugins?: object[] }).plugins ?? []);
  expect(defined).toEqual([
    {
      define: {
        CHAT_SCRIPT_BODY: JSON.stringify(chatScriptBody()),
        PAGE_BEHAVIOURS: JSON.stringify({ body: behavioursScriptBody(), vitals: `/${vitalsScript().file}` }),
      },
    },
  ]);
  expect(vitalsScript().file).toMatch(/^vitals-[0-9a-f]{20}\.js$/);
});

test('develop’s server render gets no behaviours script: develop renders the pages in the browser', () => {
  const defined = configured('develop-html').flatMap((config) => (config as { plugins?: object[] }).plugins ?? []);
  expect(defined).toEqual([
    { define: { CHAT_SCRIPT_BODY: JSON.stringify(chatScriptBody()), PAGE_BEHAVIOURS: 'null' } },
  ]);
  expect(configured('build-javascript').flatMap((config) => (config as { plugins?: object[] }).plugins ?? [])).toEqual(
    [],
  );
});

test('webpack’s filesystem cache is off where no later run reads it or it costs more than it saves (develop, develop-html, build-html), and kept for the browser bundle', () => {
  const stages = ['develop', 'develop-html', 'build-html', 'build-javascript'] as const;
  const off = stages.filter((stage) =>
    configured(stage).some((config) => (config as { cache?: unknown }).cache === false),
  );
  expect(off).toEqual(['develop', 'develop-html', 'build-html']);
});

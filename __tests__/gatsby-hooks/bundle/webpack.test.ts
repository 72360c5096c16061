/**
 * The browser bundle's one change to Gatsby's chunk groups (src/gatsby-hooks/bundle/webpack.ts): Gatsby's
 * `lib` cache group is turned off. Gatsby publishes no option for it; the group is reached by its name
 * in the configuration Gatsby hands onCreateWebpackConfig. Registered in CONTRIBUTING.md ("Reaches into
 * private state").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureWebpack } from '../../../src/gatsby-hooks/bundle/webpack';
import { InlineScriptsSlicePlugin } from '../../../src/gatsby-hooks/csp/gatsby-scripts-slice';

test('in the browser bundle, the lib group is off and the scripts slice plugin runs after Gatsby’s', () => {
  const gatsbyPlugin = { apply: () => undefined };
  const config = {
    optimization: { splitChunks: { cacheGroups: { framework: {}, lib: {}, commons: {} } } },
    plugins: [gatsbyPlugin],
  };
  const replaceWebpackConfig = jest.fn();
  const setWebpackConfig = jest.fn();
  const replacement = jest.fn((from: RegExp, to: string) => ({ from, to }));
  configureWebpack({
    stage: 'build-javascript',
    getConfig: () => config,
    actions: { replaceWebpackConfig, setWebpackConfig },
    plugins: { normalModuleReplacement: replacement, define: (values: object) => values },
  } as unknown as CreateWebpackConfigArgs);
  // Framework code no page runs is left out (docs/performance.md): Partytown's browser file replaced by an empty one.
  expect(replacement).toHaveBeenCalledWith(
    expect.any(RegExp),
    path.resolve('src/gatsby-hooks/bundle/no-browser-apis.cjs'),
  );
  expect(
    replacement.mock.calls[0]?.[0].test('node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js'),
  ).toBe(true);
  const replaced = replaceWebpackConfig.mock.calls[0]?.[0] as typeof config;
  expect(replaced.optimization.splitChunks.cacheGroups).toEqual({ framework: {}, lib: false, commons: {} });
  expect(replaced.plugins[0]).toBe(gatsbyPlugin);
  expect(replaced.plugins[1]).toBeInstanceOf(InlineScriptsSlicePlugin);
});

test("Gatsby's browser bundle still has the cache group `lib` that gives each module over 160 KB from node_modules a chunk (webpack.ts turns it off by that name)", () => {
  const gatsby = path.dirname(require.resolve('gatsby/package.json'));
  const config = fs.readFileSync(path.join(gatsby, 'dist/utils/webpack.config.js'), 'utf8');
  const group = config.slice(config.indexOf('if (stage === `build-javascript`) {'));
  const lines = [
    'lib: {',
    'return !isCssModule(module) && module.size() > 160000 && /node_modules[/\\\\]/.test(module.identifier());',
  ];
  expect(lines.filter((line) => !group.includes(line))).toEqual([]);
});

test("the framework files left out of the browser bundle are where and what webpack.ts assumes: Partytown's browser file acts only in develop, the two modules only export functions", () => {
  const gatsby = path.dirname(require.resolve('gatsby/package.json'));
  const partytown = fs.readFileSync(path.join(gatsby, 'dist/internal-plugins/partytown/gatsby-browser.js'), 'utf8');
  expect(partytown).toMatch(/onInitialClientRender/);
  expect(partytown).toContain('if (process.env.NODE_ENV !== `development`) {');
  const manifest = path.dirname(require.resolve('gatsby-plugin-manifest/package.json'));
  const pathname = fs.readFileSync(path.join(manifest, 'get-manifest-pathname.js'), 'utf8');
  expect(pathname).toContain('exports.default = _default;');
  // Emotion's dependency, as npm installs it (not one of the site's).
  const hoist = path.resolve('node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js');
  expect(fs.readFileSync(hoist, 'utf8')).toMatch(/module\.exports = hoistNonReactStatics/);
});

test('webpack’s filesystem cache is off where no later run reads it or it costs more than it saves (develop, develop-html, build-html), and kept for the browser bundle', () => {
  const stages = ['develop', 'develop-html', 'build-html', 'build-javascript'] as const;
  const off = stages.filter((stage) => {
    const setWebpackConfig = jest.fn();
    configureWebpack({
      stage,
      getConfig: () => ({ optimization: { splitChunks: { cacheGroups: {} } }, plugins: [] }),
      actions: { replaceWebpackConfig: jest.fn(), setWebpackConfig },
      plugins: { normalModuleReplacement: jest.fn(), define: (values: object) => values },
    } as unknown as CreateWebpackConfigArgs);
    return setWebpackConfig.mock.calls.some(([config]) => (config as { cache?: unknown }).cache === false);
  });
  expect(off).toEqual(['develop', 'develop-html', 'build-html']);
});

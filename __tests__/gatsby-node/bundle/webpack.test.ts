/**
 * The browser bundle's one change to Gatsby's chunk groups (src/gatsby-node/bundle/webpack.ts): Gatsby's
 * `lib` cache group is turned off. Gatsby publishes no option for it; the group is reached by its name
 * in the configuration Gatsby hands onCreateWebpackConfig. Registered in CONTRIBUTING.md ("Reaches into
 * private state").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureWebpack } from '../../../src/gatsby-node/bundle/webpack';
import { InlineScriptsSlicePlugin } from '../../../src/gatsby-node/csp/csp-scripts-slice';

test('in the browser bundle, the lib group is off and the scripts slice plugin runs after Gatsby’s', () => {
  const gatsbyPlugin = { apply: () => undefined };
  const config = {
    optimization: { splitChunks: { cacheGroups: { framework: {}, lib: {}, commons: {} } } },
    plugins: [gatsbyPlugin],
  };
  const replaceWebpackConfig = jest.fn();
  configureWebpack({
    stage: 'build-javascript',
    getConfig: () => config,
    actions: { replaceWebpackConfig },
  } as unknown as CreateWebpackConfigArgs);
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

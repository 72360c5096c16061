import type { GatsbyNode } from 'gatsby';
import { InlineScriptsSlicePlugin } from './csp-scripts-slice';

/**
 * Gatsby's `lib` chunk group gives every module over 160 KB of source a chunk of its
 * own, and tests the module identifier, which names babel-loader's path in
 * node_modules for our own files too: each large-ish section of ours, and
 * simple-icons (which tree-shakes to one icon), cost one more request on first load.
 * Without the group they go into the page and shared chunks like everything else.
 * It also adds the plugin that makes Gatsby's inline scripts hashable (csp-inline-scripts).
 */
export const tuneChunks: NonNullable<GatsbyNode['onCreateWebpackConfig']> = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (groups?.lib) groups.lib = false;
  config.plugins = [...(config.plugins ?? []), new InlineScriptsSlicePlugin()];
  actions.replaceWebpackConfig(config);
};

import type { CreateWebpackConfigArgs } from 'gatsby';
import { chatScriptBody } from '../../chat/chat-script.cjs';
import { readPageChunks } from './preloads';
import { InlineScriptsSlicePlugin } from '../csp/csp-scripts-slice';

/**
 * Gatsby's `lib` chunk group gives every module over 160 KB of source a chunk of its
 * own, and tests the module identifier, which names babel-loader's path in
 * node_modules for our own files too: each large-ish section of ours, and
 * simple-icons (which tree-shakes to one icon), cost one more request on first load.
 * Without the group they go into the page and shared chunks like everything else.
 * It also adds the plugin that makes Gatsby's inline scripts hashable (csp-inline-scripts).
 */
const tuneChunks = ({ stage, getConfig, actions }: CreateWebpackConfigArgs): void => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (groups?.lib) groups.lib = false;
  config.plugins = [...(config.plugins ?? []), new InlineScriptsSlicePlugin()];
  actions.replaceWebpackConfig(config);
};

/**
 * Gives the server render (gatsby-ssr.tsx) two constants computed once in Node: the
 * first-tap script's body `CHAT_SCRIPT_BODY` (src/chat/first-tap.ts) and `PAGE_CHUNKS`,
 * each page component's chunks from the browser bundle just built (null in develop).
 */
const defineRenderConstants = ({ stage, actions, plugins }: CreateWebpackConfigArgs): void => {
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  const chunks = stage === 'build-html' ? readPageChunks() : null;
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ CHAT_SCRIPT_BODY: JSON.stringify(chatScriptBody()), PAGE_CHUNKS: JSON.stringify(chunks) }),
    ],
  });
};

/** Every change this site makes to Gatsby's webpack configuration. */
// One parameter: Gatsby waits for a callback when a hook declares a third one.
export const configureWebpack = (args: CreateWebpackConfigArgs): void => {
  tuneChunks(args);
  defineRenderConstants(args);
};

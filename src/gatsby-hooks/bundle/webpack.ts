import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { chatScriptBody } from '../../chat/chat-script.cjs';
import { readPageChunks } from './preloads';
import { InlineScriptsSlicePlugin } from '../csp/gatsby-scripts-slice';

/**
 * Gatsby's `lib` chunk group gives every module over 160 KB of source a chunk of its
 * own, and tests the module identifier, which names babel-loader's path in
 * node_modules for our own files too: each large-ish section of ours, and
 * simple-icons (which tree-shakes to one icon), cost one more request on first load.
 * Without the group they go into the page and shared chunks like everything else.
 * It also adds the plugin that makes Gatsby's inline scripts hashable (csp/gatsby-scripts-slice.ts).
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
 * Gatsby's internal Partytown plugin's browser file (`onInitialClientRender`), which every build
 * loads: it adds off-main-thread scripts in `gatsby develop` only and returns at once in a
 * production build, yet requires gatsby-script and Partytown's integration (5.9 KB minified in
 * `app.js`). Gatsby has no option to leave the plugin out. A `<Script>` on a page still brings
 * gatsby-script, and Partytown's snippet still comes from the plugin's gatsby-ssr.
 */
const PARTYTOWN_BROWSER_FILE = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
/**
 * Modules with no side effects that webpack keeps only because they say nothing of it
 * (webpack's `sideEffects`, as Gatsby's and Emotion's own packages declare it), each a
 * CommonJS module that only exports a function:
 * - hoist-non-react-statics (with react-is, 3.2 KB minified): only Emotion's `withTheme` calls
 *   it, which the site does not use, but Emotion's JSX runtime also imports it bare.
 * - gatsby-plugin-manifest's get-manifest-pathname: its browser file calls it only for localized
 *   manifests (none here), and its `require('gatsby')` keeps every export of Gatsby's browser
 *   entry, gatsby-script's (`<Script>`, 2.9 KB) among them, though no page imports them.
 */
const SIDE_EFFECT_FREE =
  /node_modules[\\/](?:hoist-non-react-statics[\\/]|gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$)/;

/** Framework code the pages never run, left out of the browser bundle (docs/performance.md, "Less JavaScript"). */
const leaveOutUnused = ({ stage, actions, plugins }: CreateWebpackConfigArgs): void => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    module: { rules: [{ test: SIDE_EFFECT_FREE, sideEffects: false }] },
    plugins: [
      plugins.normalModuleReplacement(
        PARTYTOWN_BROWSER_FILE,
        path.resolve('src/gatsby-hooks/bundle/no-browser-apis.cjs'),
      ),
    ],
  });
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

/**
 * The stages whose webpack filesystem cache (`.cache/webpack/stage-*`, which Gatsby turns on for every stage) costs
 * more than it saves here (measured 2026-11-29 on 2 cores, a copy of this site, at two hours of differing speed):
 * - `develop` and `develop-html`: never read. Every run after develop starts from scratch and deletes `.cache/`
 *   (finished-build.ts), so the next develop never finds the cache the last one wrote; writing it cost each develop
 *   start 6 to 15 CPU-s (ready in 17 s instead of 22).
 * - `build-html`: read only by a build after a finished build, which it saves 2 to 4 s; writing it costs every cold
 *   build 4 to 9 s (webpack fingerprints its build dependencies by resolving every module Gatsby's webpack
 *   configuration loaded), and every build after an editing session, a stopped build or a fresh checkout is cold.
 *   A host that keeps `.cache/` between deployments (Cloudflare Pages' build cache keeps Gatsby's `.cache` and
 *   `public`) builds warm, and so pays those 2 to 4 s a deployment for the 4 to 9 s every cold build saves.
 * `build-javascript` keeps its cache, about even: writing it (about 42 MB) costs a cold build about 3.4 s, and it
 *   saves a warm one 3 to 5 s (measured back to back 2026-11-29: cold 23.5 to 26 s instead of 20 to 22.5, warm
 *   11.5 s instead of 14.5 to 17), such as a deployment on that host.
 */
const UNPAID_CACHE_STAGES: ReadonlySet<string> = new Set(['develop', 'develop-html', 'build-html']);

/** Turns webpack's filesystem cache off in the stages where it does not pay (UNPAID_CACHE_STAGES). */
const cacheWherePaid = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (UNPAID_CACHE_STAGES.has(stage)) actions.setWebpackConfig({ cache: false });
};

/** Every change this site makes to Gatsby's webpack configuration. */
// One parameter: Gatsby waits for a callback when a hook declares a third one.
export const configureWebpack = (args: CreateWebpackConfigArgs): void => {
  cacheWherePaid(args);
  tuneChunks(args);
  leaveOutUnused(args);
  defineRenderConstants(args);
};

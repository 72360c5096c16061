import type { CreateWebpackConfigArgs } from 'gatsby';
import { behavioursScriptBody, vitalsScript } from '../../behaviours/behaviours-script.cjs';
import { chatScriptBody } from '../../chat/chat-script.cjs';

/**
 * Gives the server render (gatsby-ssr.tsx) two constants computed once in Node: the first-tap script's body
 * `CHAT_SCRIPT_BODY` (src/chat/first-tap.ts), and in a production build `PAGE_BEHAVIOURS`, the page's behaviours
 * script (src/behaviours/page.ts) and the address of the Web Vitals script it loads (null in develop, whose pages
 * React renders in the browser: gatsby-browser.tsx). onPostBuild writes that script (output/vitals-script.ts).
 */
const defineRenderConstants = ({ stage, actions, plugins }: CreateWebpackConfigArgs): void => {
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  const behaviours =
    stage === 'build-html' ? { body: behavioursScriptBody(), vitals: `/${vitalsScript().file}` } : null;
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        CHAT_SCRIPT_BODY: JSON.stringify(chatScriptBody()),
        PAGE_BEHAVIOURS: JSON.stringify(behaviours),
      }),
    ],
  });
};

/**
 * The stages whose webpack filesystem cache (`.cache/webpack/stage-*`, which Gatsby turns on for every stage) costs
 * more than it saves here. Gatsby keeps `.cache/webpack/` when it starts from scratch (`initialize.js` deletes the
 * rest of `.cache/`), so every build or develop after the first in a checkout may read what the last one wrote:
 * after an editing session too (finished-build.ts). Measured on 2 cores, a copy of this site, back to back:
 * - `develop` and `develop-html`: writing it cost each develop start 6 to 15 CPU-s (ready in 17 s instead of 22), and
 *   a develop that read the last one's saved nothing (17.3 and 18.4 CPU-s with it, 16.2 and 14.9 without;
 *   2026-11-29).
 * - `build-html`: writing it costs a cold build 4 to 9 s (webpack fingerprints its build dependencies, Gatsby's
 *   configuration files and every loader, by resolving each module they loaded: about 4,400 files). In an editor's
 *   order (a build, then three times develop stopped by Ctrl-C and the build from scratch) the first of those builds
 *   cost 55 to 60 CPU-s with it and 45 to 48 without (it compiles both bundles again: the first develop compiled
 *   Gatsby's configuration files with source maps, docs/contributing/test-runs.md), the later ones 20 to 22
 *   with it and 23 to 36 without (2026-11-29): no clear gain. A build after a finished build, as on a host that keeps
 *   `.cache/` (Cloudflare Pages' build cache keeps Gatsby's `.cache` and `public`), would save 2 to 4 s.
 * `build-javascript` keeps its cache, about even: writing it (about 42 MB) costs a cold build 3.4 to 5.5 CPU-s, and
 *   a later build that reads it, from scratch or warm, is 0 to 7 CPU-s cheaper (2026-11-29: cold 33.6 to 36.2 CPU-s
 *   instead of 28.4 to 30.2; from scratch 17.6 to 29.7 instead of 24.8 to 25; warm 16.3 instead of 21.8). Turned off,
 *   a whole fresh-clone run of the suite gained nothing measurable (699 s, the hour's usual).
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
  defineRenderConstants(args);
};

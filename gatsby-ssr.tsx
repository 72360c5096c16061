import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import {
  fontPreloads,
  fontPreloadsWithoutScripts,
  rewriteInlineScripts,
  scriptPreloads,
} from './src/gatsby-hooks/csp/page-scripts';
import { hydrationPreloads, isPageData, type PageChunks } from './src/gatsby-hooks/bundle/preloads';
import { LANG } from './src/seo/locale';
import { createEmotionCache } from './src/theme/emotion-cache';
import { PRELOAD_FONTS } from './src/theme/fonts';

/** Defined at build time by src/gatsby-hooks/bundle/webpack.ts: the first-tap script's body, each page component's chunks. */
declare const CHAT_SCRIPT_BODY: string;
declare const PAGE_CHUNKS: PageChunks | null;

/**
 * Every page is Spanish (Colombia), runs the chat links' first-tap script from its head
 * (before React: src/chat/first-tap.ts), and fetches its fonts and everything it needs
 * to hydrate early, with the HTML.
 *
 * The fonts are fetched by a registered loader (src/gatsby-hooks/csp/inline-script-registry.cjs) that
 * stands in the <head> and again at the start of the <body>. Chromium holds the first paint
 * back until a font preloaded from the <head> arrives, for at most 100 ms after the <body>
 * starts, so the first view is drawn in them (with `font-display: optional`,
 * src/theme/fonts.css, a font that misses the first paint is not used by that document). When
 * the round trip is too long for fonts this browser has not fetched yet to arrive in that
 * wait, the <head>'s copy removes the @font-face rules instead (that view is drawn in the
 * fallback fonts either way), and the <body>'s prefetches the files for the next page.
 * The wait starts when the parser reaches the <body>, so the <head> runs as little as it can:
 * the script preloads' loader opens the <body>. A visitor without scripts gets the <head>'s
 * preloads from a <noscript> copy.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPreBodyComponents, pathname, loadPageDataSync } = args;
  // Gatsby passes it, its types omit it (held by __tests__/runtime-internals.test.ts).
  const { pathPrefix = '' } = args as { pathPrefix?: string };
  setHtmlAttributes({ lang: LANG });
  // Production builds only (`gatsby develop` has no chunks to name and passes no loadPageDataSync).
  const pageData: unknown = PAGE_CHUNKS ? loadPageDataSync(pathname) : null;
  const preloads =
    PAGE_CHUNKS && isPageData(pageData) ? hydrationPreloads(PAGE_CHUNKS, pathname, pageData, pathPrefix) : [];
  const scripts = (priority?: 'low') =>
    preloads.filter((preload) => preload.as === 'script' && preload.priority === priority).map(({ href }) => href);
  const chunks = scripts();
  const appScripts = scripts('low');
  setHeadComponents([
    <script key="chat-first-tap" dangerouslySetInnerHTML={{ __html: CHAT_SCRIPT_BODY }} />,
    fontPreloads(PRELOAD_FONTS, 'head'),
    fontPreloadsWithoutScripts(PRELOAD_FONTS),
    // The page's JSON as plain links (connect-src allows them), which the browser's preload
    // scanner finds with the first bytes of the HTML.
    ...preloads
      .filter(({ as }) => as === 'fetch')
      .map(({ href }) => <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />),
  ]);
  // The fonts the <head> left, then the page's chunks and the app's scripts at low priority,
  // through the registered loader (the policy's 'strict-dynamic' refuses a script preload the
  // parser inserts).
  setPreBodyComponents([
    fontPreloads(PRELOAD_FONTS, 'body'),
    ...(chunks.length + appScripts.length > 0 ? [scriptPreloads(chunks, appScripts)] : []),
  ]);
};

/**
 * Renders each page with its own Emotion cache and moves the CSS it used into
 * <head>: one <style> for the global rules and one for the rest, so no <style>
 * is left in <body> and the browser's cache (same key) adopts them on hydration.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css !== '')
      .map((style) => (
        <style
          key={`${style.key} ${style.ids.join(' ')}`}
          data-emotion={`${style.key} ${style.ids.join(' ')}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};

/** Inline scripts become data plus constant loaders, so one hashed policy fits every page. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = rewriteInlineScripts;

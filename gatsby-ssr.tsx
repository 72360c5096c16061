import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { MARKERS } from './src/behaviours/markers';
import { fontPreloads, fontPreloadsWithoutScripts, rewritePageScripts } from './src/gatsby-hooks/csp/page-scripts';
import { LANG } from './src/seo/locale';
import { createEmotionCache } from './src/theme/emotion-cache';
import { PRELOAD_FONTS } from './src/theme/fonts';

/**
 * Defined at build time by src/gatsby-hooks/bundle/webpack.ts: the first-tap script's body, and in a production
 * build the page's behaviours script (its body and the address of the Web Vitals script it loads); null in develop.
 */
declare const CHAT_SCRIPT_BODY: string;
declare const PAGE_BEHAVIOURS: { body: string; vitals: string } | null;

/**
 * Every page is Spanish (Colombia) and static HTML: React renders it here, at build, and the browser runs only the
 * page's own small scripts (docs/performance.md): the chat links' first-tap script from its head
 * (src/chat/first-tap.ts), the fonts' loader, and the behaviours script at the end of its body (src/behaviours/).
 *
 * The fonts are fetched by a registered loader (src/gatsby-hooks/csp/inline-script-registry.cjs) that
 * stands in the <head> and again at the start of the <body>. Chromium holds the first paint
 * back until a font preloaded from the <head> arrives, for at most 100 ms after the <body>
 * starts, so the first view is drawn in them (with `font-display: optional`,
 * src/theme/fonts.css, a font that misses the first paint is not used by that document). When
 * the round trip is too long for fonts this browser has not fetched yet to arrive in that
 * wait, the <head>'s copy removes the @font-face rules instead (that view is drawn in the
 * fallback fonts either way), and the <body>'s prefetches the files for the next page.
 * A visitor without scripts gets the <head>'s preloads from a <noscript> copy.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: LANG });
  setHeadComponents([
    <script key="chat-first-tap" dangerouslySetInnerHTML={{ __html: CHAT_SCRIPT_BODY }} />,
    fontPreloads(PRELOAD_FONTS, 'head'),
    fontPreloadsWithoutScripts(PRELOAD_FONTS),
  ]);
  setPreBodyComponents([fontPreloads(PRELOAD_FONTS, 'body')]);
  // Production builds only: `gatsby develop` renders the pages in the browser, and gatsby-browser.tsx attaches the
  // same behaviours there.
  if (PAGE_BEHAVIOURS) {
    setPostBodyComponents([
      <script
        key="page-behaviours"
        {...{ [MARKERS.vitals]: PAGE_BEHAVIOURS.vitals }}
        dangerouslySetInnerHTML={{ __html: PAGE_BEHAVIOURS.body }}
      />,
    ]);
  }
};

/**
 * Renders each page with its own Emotion cache and moves the CSS it used into
 * <head>: one <style> for the global rules and one for the rest, so no <style>
 * is left in <body>. The styles are static: nothing in the browser adds to them.
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

/**
 * Gatsby's runtime stays out of the page (production builds), and every inline script left has a constant,
 * registered body, so one hashed policy fits every page.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = (args) =>
  rewritePageScripts(args, { dropRuntime: PAGE_BEHAVIOURS !== null });

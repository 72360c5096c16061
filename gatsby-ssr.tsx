import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { rewriteInlineScripts } from './src/gatsby/csp-inline-scripts';
import { LANG } from './src/seo/locale';
import { createEmotionCache } from './src/theme/emotion-cache';
import { PRELOAD_FONTS } from './src/theme/fonts';

/** Every page is Spanish (Colombia) and fetches its fonts early, with the HTML. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: LANG });
  setHeadComponents(
    PRELOAD_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
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

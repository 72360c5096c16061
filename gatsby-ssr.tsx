import type { GatsbySSR } from 'gatsby';

/** Every page is Spanish (Colombia). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'es-CO' });
};

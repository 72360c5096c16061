import { Global } from '@emotion/react';
import './fonts';
import { color, font, fontSize, layout, mq } from './tokens';

/** The one set of global styles for the whole site. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: {
          WebkitTextSizeAdjust: '100%',
          scrollPaddingTop: `calc(${layout.headerHeight} + 1rem)`,
          scrollPaddingBottom: layout.floatingClearance,
          [mq.motionOk]: { scrollBehavior: 'smooth' },
        },
        body: {
          margin: 0,
          fontFamily: font.body,
          fontSize: fontSize.md,
          lineHeight: 1.6,
          color: color.ink,
          background: color.paper,
          WebkitFontSmoothing: 'antialiased',
          textRendering: 'optimizeLegibility',
        },
        'h1, h2, h3, h4': {
          fontFamily: font.heading,
          fontWeight: 600,
          lineHeight: 1.15,
          color: color.navy,
          margin: 0,
          letterSpacing: '-0.01em',
        },
        'p, ul, ol, blockquote, figure': { margin: 0 },
        img: { maxWidth: '100%', display: 'block' },
        a: { color: 'inherit' },
        ':focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '3px' },
        '::selection': { background: color.sandDeep },
      }}
    />
  );
}

import type { CSSObject } from '@emotion/react';
import { color, radius, shadow, space } from '../../theme/tokens';

/** The warm sand band behind every page's hero. */
export const heroBand: CSSObject = {
  background: `radial-gradient(ellipse at 85% 10%, ${color.sandDeep} 0%, transparent 55%), ${color.sand}`,
  paddingBlock: `${space.xxl} ${space.section}`,
};

/**
 * Every band below a page's first screen (each `Section`, the footer): the browser skips its
 * layout and paint until it comes near the viewport (`content-visibility: auto`), so a phone's
 * first paint lays out the first screen only. Its text stays in the page for screen readers,
 * search and find-in-page; `auto` keeps a band's real height once it has been drawn, and the
 * length is the guess before that.
 */
export const belowFirstScreen: CSSObject = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
};

/** A white card on any light background. */
export const card: CSSObject = {
  borderRadius: radius.lg,
  border: `1px solid ${color.line}`,
  background: color.paper,
  boxShadow: shadow.card,
};

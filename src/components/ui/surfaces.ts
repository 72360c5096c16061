import type { CSSObject } from '@emotion/react';
import { color, radius, shadow, space } from '../../theme/tokens';

/** The warm sand band behind every page's hero. */
export const heroBand: CSSObject = {
  background: `radial-gradient(ellipse at 85% 10%, ${color.sandDeep} 0%, transparent 55%), ${color.sand}`,
  paddingBlock: `${space.xxl} ${space.section}`,
};

/** A white card on any light background. */
export const card: CSSObject = {
  borderRadius: radius.lg,
  border: `1px solid ${color.line}`,
  background: color.paper,
  boxShadow: shadow.card,
};

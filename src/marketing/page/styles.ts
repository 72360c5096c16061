/** The look of the marketers' page at /admin/marketing, from the site's tokens. */
import type { CSSObject } from '@emotion/react';
import { buttonBase, buttonVariants } from '../../components/ui/button';
import { card } from '../../components/ui/surfaces';
import { color, fontSize, layout, mq, radius, space } from '../../theme/tokens';

/**
 * A screen with a mouse (or a trackpad) as its main pointer: where a file can be dragged onto the page.
 * Touch screens answer `hover: none` and `pointer: coarse`.
 */
export const finePointer = '@media (hover: hover) and (pointer: fine)';

export const page: CSSObject = { background: color.sand, minHeight: '100vh' };

export const column: CSSObject = {
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: layout.gutter,
};

/** One tool: a white card with its heading. */
export const tool: CSSObject = {
  ...card,
  padding: `${space.lg} clamp(1rem, 3vw, 2.5rem) ${space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  h2: { fontSize: fontSize.xxl },
  h3: { fontSize: fontSize.xl },
};

export const lead: CSSObject = { color: color.muted, maxWidth: '48rem', code: { whiteSpace: 'nowrap' } };

/** A link or a button that looks like the site's primary navy action. */
export const actionButton: CSSObject[] = [
  buttonBase,
  {
    background: color.navy,
    color: color.onNavy,
    justifySelf: 'start',
    maxWidth: '100%',
    '&:hover': { background: color.navyDeep },
  },
];
export const secondaryButton: CSSObject[] = [
  buttonBase,
  buttonVariants.outline,
  { minHeight: '2.75rem', fontSize: fontSize.sm, justifySelf: 'start' },
];

/** Two drop zones side by side from the md breakpoint. */
export const twoColumns: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
};

/** A message that stops the tool: a file it cannot read. */
export const alert: CSSObject = {
  borderInlineStart: `4px solid ${color.goldText}`,
  background: color.paper,
  padding: space.md,
  borderRadius: radius.sm,
  display: 'grid',
  gap: space.xs,
  ul: { paddingInlineStart: space.lg, display: 'grid', gap: space.xs },
};

/** A table that scrolls sideways on a phone instead of squeezing its columns (browsers let the keyboard scroll it). */
export const tableScroll: CSSObject = {
  overflowX: 'auto',
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  '&:focus-visible': { outlineOffset: '2px' },
};
export const table: CSSObject = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.sm,
  caption: { textAlign: 'start', fontWeight: 650, padding: `${space.sm} ${space.md}`, color: color.navy },
  'th, td': { textAlign: 'start', verticalAlign: 'top', padding: `${space.xs} ${space.md}` },
  th: { background: color.sand, fontWeight: 650, whiteSpace: 'nowrap' },
  'tbody tr': { borderTop: `1px solid ${color.line}` },
  'td.nowrap': { whiteSpace: 'nowrap' },
};

export const details: CSSObject = {
  minWidth: 0,
  summary: { cursor: 'pointer', fontWeight: 650, color: color.navy, paddingBlock: space.xs },
  '&[open] summary': { marginBottom: space.sm },
};

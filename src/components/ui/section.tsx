import type { ReactNode } from 'react';
import { color, space } from '../../theme/tokens';
import { Container } from './container';

const tones = {
  paper: { background: color.paper },
  sand: { background: color.sand },
  navy: { background: color.navy, color: color.onNavy },
} as const;

export type Tone = keyof typeof tones;

/**
 * Every Section is below a page's hero: the browser skips its style, layout and paint
 * until it nears the viewport, so the first paint does not wait for the whole page.
 * `auto` keeps the size it last rendered at; the length is the estimate before that.
 */
const renderedWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 50rem' } as const;

/** A page section: vertical rhythm, background tone, and a heading that names it. */
export function Section({
  id,
  labelledBy,
  tone = 'paper',
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={[{ paddingBlock: space.section }, renderedWhenNear, tones[tone]]}
    >
      <Container>{children}</Container>
    </section>
  );
}

import type { ReactNode } from 'react';
import { color, space } from '../../theme/tokens';
import { Container } from './container';
import { belowFirstScreen } from './surfaces';

const tones = {
  paper: { background: color.paper },
  sand: { background: color.sand },
  navy: { background: color.navy, color: color.onNavy },
} as const;

export type Tone = keyof typeof tones;

/**
 * A page section below the hero: vertical rhythm, background tone, and a heading that names it.
 * Drawn only when it comes near the viewport (`belowFirstScreen`): no page starts with one.
 */
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
      css={[belowFirstScreen, { paddingBlock: space.section }, tones[tone]]}
    >
      <Container>{children}</Container>
    </section>
  );
}

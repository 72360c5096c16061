import type { ReactNode } from 'react';
import { color, fontSize, radius, space } from '../../theme/tokens';

/** A small pill with a gold dot that labels a hero. */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <p
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: space.xs,
        padding: `${space.xxs} ${space.sm}`,
        borderRadius: radius.pill,
        background: color.paper,
        border: `1px solid ${color.line}`,
        color: color.navy,
        fontSize: fontSize.xs,
        fontWeight: 650,
        letterSpacing: '0.02em',
        '&::before': { content: '""', width: 8, height: 8, borderRadius: radius.pill, background: color.gold },
      }}
    >
      {children}
    </p>
  );
}

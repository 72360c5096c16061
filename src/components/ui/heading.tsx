import type { ReactNode } from 'react';
import { color, fontSize, space, widths } from '../../theme/tokens';

/** A section's title with an optional small label above and lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  onDark = false,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  onDark?: boolean;
  align?: 'center' | 'start';
}) {
  return (
    <header
      css={{
        maxWidth: widths.sectionLead,
        marginInline: align === 'center' ? 'auto' : 0,
        textAlign: align,
        marginBottom: space.xxl,
      }}
    >
      {eyebrow && (
        <p
          css={{
            fontSize: fontSize.xs,
            fontWeight: 700,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            color: onDark ? color.gold : color.goldText,
            marginBottom: space.sm,
          }}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} css={{ fontSize: fontSize.xxl, color: onDark ? color.onNavy : color.navy }}>
        {title}
      </h2>
      {lead && (
        <p css={{ marginTop: space.md, fontSize: fontSize.lg, color: onDark ? color.onNavyMuted : color.muted }}>
          {lead}
        </p>
      )}
    </header>
  );
}

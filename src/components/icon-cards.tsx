import type { LucideIcon } from 'lucide-react';
import { card } from './ui/surfaces';
import { color, fontSize, mq, radius, space } from '../theme/tokens';

const iconTones = {
  sand: { background: color.sand, color: color.navy },
  navy: { background: color.navy, color: color.gold },
} as const;

export type IconCard = { key: string; icon: LucideIcon; title: string; description: string };

/** A grid of cards, each an icon, a title and a short text (services, problems, benefits). */
export function IconCards({
  cards,
  columns,
  iconTone = 'sand',
}: {
  cards: readonly IconCard[];
  /** Columns from the tablet and the desktop breakpoints on; phones show one. */
  columns: { md: number; lg: number };
  iconTone?: keyof typeof iconTones;
}) {
  return (
    <ul
      css={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gap: space.lg,
        [mq.md]: { gridTemplateColumns: `repeat(${columns.md}, 1fr)` },
        [mq.lg]: { gridTemplateColumns: `repeat(${columns.lg}, 1fr)` },
      }}
    >
      {cards.map(({ key, icon: Icon, title, description }) => (
        <li key={key} css={[card, { padding: space.lg }]}>
          <span
            css={[
              { display: 'inline-grid', placeItems: 'center', width: 48, height: 48, borderRadius: radius.md },
              iconTones[iconTone],
            ]}
          >
            <Icon size={24} aria-hidden="true" />
          </span>
          <h3 css={{ marginTop: space.md, fontSize: fontSize.lg }}>{title}</h3>
          <p css={{ marginTop: space.xs, color: color.muted, fontSize: fontSize.sm }}>{description}</p>
        </li>
      ))}
    </ul>
  );
}

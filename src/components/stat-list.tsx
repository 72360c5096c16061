import { color, font, fontSize, mq, space } from '../theme/tokens';

/** A row of marketing figures: big value, short label. Shared by the home and project pages. */
export function StatList({ stats, onDark = false }: { stats: readonly Queries.Figure[]; onDark?: boolean }) {
  return (
    <dl
      css={{
        marginTop: space.xxl,
        display: 'grid',
        gap: space.lg,
        textAlign: 'center',
        [mq.sm]: { gridTemplateColumns: `repeat(${stats.length}, 1fr)` },
      }}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          css={{
            display: 'flex',
            flexDirection: 'column-reverse',
            paddingTop: space.md,
            borderTop: `1px solid ${onDark ? color.lineOnNavy : color.line}`,
          }}
        >
          <dt css={{ color: onDark ? color.onNavyMuted : color.muted, fontSize: fontSize.sm }}>{stat.label}</dt>
          <dd
            css={{
              margin: 0,
              fontFamily: font.heading,
              fontSize: fontSize.figure,
              fontWeight: 650,
              color: onDark ? color.gold : color.navy,
              lineHeight: 1.1,
            }}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

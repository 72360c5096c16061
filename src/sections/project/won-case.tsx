import { graphql } from 'gatsby';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Gavel from 'lucide-react/icons/gavel';
import { Section } from '../../components/ui/section';
import { color, font, fontSize, mq, radius, shadow, space, widths } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectWonCase on ProjectJson {
    wonCase {
      badge
      title
      figure {
        value
        label
      }
      description
    }
  }
`;

/** The ruling already won in the project: the page's strongest argument, on a navy card. */
export function WonCase({ id, wonCase }: { id: string; wonCase: Queries.ProjectWonCaseFragment['wonCase'] }) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div
        css={{
          display: 'grid',
          gap: space.xl,
          padding: `${space.xl} clamp(1.25rem, 5vw, 3rem)`,
          borderRadius: radius.lg,
          background: color.navy,
          color: color.onNavy,
          boxShadow: shadow.raised,
          borderTop: `4px solid ${color.gold}`,
          [mq.md]: { gridTemplateColumns: '1fr minmax(14rem, auto)', alignItems: 'center', gap: space.xxl },
        }}
      >
        <div>
          <p
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: space.xs,
              fontSize: fontSize.xs,
              fontWeight: 700,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              color: color.gold,
            }}
          >
            <BadgeCheck size={20} aria-hidden="true" />
            {wonCase.badge}
          </p>
          <h2 id={`${id}-title`} css={{ marginTop: space.sm, fontSize: fontSize.xxl, color: color.onNavy }}>
            {wonCase.title}
          </h2>
          <p
            css={{ marginTop: space.md, fontSize: fontSize.lg, color: color.onNavyMuted, maxWidth: widths.wonCaseLead }}
          >
            {wonCase.description}
          </p>
        </div>
        <p
          css={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: space.xs,
            padding: space.xl,
            borderRadius: radius.md,
            background: color.navyDeep,
            border: `1px solid ${color.lineOnNavy}`,
            textAlign: 'center',
          }}
        >
          <Gavel size={32} aria-hidden="true" css={{ color: color.gold }} />
          <strong
            css={{
              fontFamily: font.heading,
              fontSize: fontSize.display,
              fontWeight: 650,
              lineHeight: 1,
              color: color.gold,
            }}
          >
            {wonCase.figure.value}
          </strong>
          <span css={{ fontSize: fontSize.sm, color: color.onNavy, maxWidth: '16ch' }}>{wonCase.figure.label}</span>
        </p>
      </div>
    </Section>
  );
}

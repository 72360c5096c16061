import { graphql } from 'gatsby';
import Building2 from 'lucide-react/icons/building-2';
import { StatList } from '../../components/stat-list';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { card } from '../../components/ui/surfaces';
import { color, font, fontSize, mq, space } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectPresence on ProjectJson {
    presence {
      title
      lead
      figures {
        value
        label
      }
      casesTitle
      cases {
        title
        figure {
          value
          label
        }
        description
      }
    }
  }
`;

/** The firm's figures across the country and other projects it handles. */
export function Presence({ id, presence }: { id: string; presence: Queries.ProjectPresenceFragment['presence'] }) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="sand">
      <SectionHeading id={`${id}-title`} title={presence.title} lead={presence.lead} />
      <StatList stats={presence.figures} />
      <h3 css={{ marginTop: space.xxxl, fontSize: fontSize.xl, textAlign: 'center' }}>{presence.casesTitle}</h3>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          marginTop: space.xl,
          display: 'grid',
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: `repeat(${presence.cases.length}, 1fr)` },
        }}
      >
        {presence.cases.map((item) => (
          <li key={item.title} css={[card, { padding: space.xl }]}>
            <h4 css={{ display: 'flex', alignItems: 'flex-start', gap: space.sm, fontSize: fontSize.lg }}>
              <Building2 size={22} aria-hidden="true" css={{ flexShrink: 0, marginTop: 2, color: color.goldText }} />
              {item.title}
            </h4>
            <p css={{ marginTop: space.md, color: color.muted }}>
              <strong
                css={{
                  display: 'block',
                  fontFamily: font.heading,
                  fontSize: fontSize.figure,
                  fontWeight: 650,
                  lineHeight: 1.1,
                  color: color.navy,
                }}
              >
                {item.figure.value}
              </strong>
              {item.figure.label} {item.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { graphql } from 'gatsby';
import { BriefcaseBusiness, FolderCheck, Gavel, MessageCircle, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import type { BENEFIT_ICONS } from '../../gatsby/content-shape';
import { color, fontSize, mq, radius, shadow, space } from '../../theme/tokens';

export const query = graphql`
  fragment ProjectBenefits on ProjectJson {
    benefits {
      title
      items {
        icon
        title
        description
      }
    }
  }
`;

/** The drawing of each icon a benefit may name in the content. */
export const benefitIcons: Record<(typeof BENEFIT_ICONS)[number], LucideIcon> = {
  gavel: Gavel,
  briefcase: BriefcaseBusiness,
  message: MessageCircle,
  folder: FolderCheck,
};

/** Why work with the firm, as four cards. */
export function Benefits({ id, benefits }: { id: string; benefits: Queries.ProjectBenefitsFragment['benefits'] }) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="sand">
      <SectionHeading id={`${id}-title`} title={benefits.title} />
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        {benefits.items.map((item) => {
          const Icon = benefitIcons[item.icon];
          return (
            <li
              key={item.title}
              css={{
                padding: space.lg,
                borderRadius: radius.lg,
                border: `1px solid ${color.line}`,
                background: color.paper,
                boxShadow: shadow.card,
              }}
            >
              <span
                css={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  borderRadius: radius.md,
                  background: color.navy,
                  color: color.gold,
                }}
              >
                <Icon size={24} aria-hidden="true" />
              </span>
              <h3 css={{ marginTop: space.md, fontSize: fontSize.lg }}>{item.title}</h3>
              <p css={{ marginTop: space.xs, color: color.muted, fontSize: fontSize.sm }}>{item.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

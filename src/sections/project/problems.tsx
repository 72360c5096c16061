import { graphql } from 'gatsby';
import { FileWarning, Hammer, KeyRound, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { color, fontSize, mq, radius, shadow, space } from '../../theme/tokens';

export const query = graphql`
  fragment ProjectProblems on ProjectJson {
    problems {
      title
      items {
        title
        description
      }
    }
  }
`;

/** Drawings for the problems in the order the content lists them: not delivered, not deeded, defects. */
const PROBLEM_ICONS: readonly LucideIcon[] = [KeyRound, FileWarning, Hammer];

export const problemIcon = (index: number): LucideIcon => PROBLEM_ICONS[index % PROBLEM_ICONS.length] ?? KeyRound;

/** The problems a visitor may recognise as their own. */
export function Problems({ id, problems }: { id: string; problems: Queries.ProjectProblemsFragment['problems'] }) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="sand">
      <SectionHeading id={`${id}-title`} title={problems.title} />
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: `repeat(${problems.items.length}, 1fr)` },
        }}
      >
        {problems.items.map((item, index) => {
          const Icon = problemIcon(index);
          return (
            <li
              key={item.title}
              css={{
                padding: space.xl,
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
                  background: color.sand,
                  color: color.navy,
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

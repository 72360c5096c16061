import { graphql } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import FileWarning from 'lucide-react/icons/file-warning';
import Hammer from 'lucide-react/icons/hammer';
import KeyRound from 'lucide-react/icons/key-round';
import { IconCards } from '../../components/icon-cards';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';

/** @public Gatsby reads fragments only from exported queries. */
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

const problemIcon = (index: number): LucideIcon => PROBLEM_ICONS[index % PROBLEM_ICONS.length] ?? KeyRound;

/** The problems a visitor may recognise as their own. */
export function Problems({ id, problems }: { id: string; problems: Queries.ProjectProblemsFragment['problems'] }) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="sand">
      <SectionHeading id={`${id}-title`} title={problems.title} />
      <IconCards
        cards={problems.items.map((item, index) => ({ key: item.title, ...item, icon: problemIcon(index) }))}
        columns={{ md: problems.items.length, lg: problems.items.length }}
      />
    </Section>
  );
}

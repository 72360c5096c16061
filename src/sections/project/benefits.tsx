import { graphql } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import FolderCheck from 'lucide-react/icons/folder-check';
import Gavel from 'lucide-react/icons/gavel';
import MessageCircle from 'lucide-react/icons/message-circle';
import { IconCards } from '../../components/icon-cards';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import type { BENEFIT_ICONS } from '../../content/content-shape';

/** @public Gatsby reads fragments only from exported queries. */
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
      <IconCards
        cards={benefits.items.map((item) => ({ key: item.title, ...item, icon: benefitIcons[item.icon] }))}
        columns={{ md: 2, lg: 4 }}
        iconTone="navy"
      />
    </Section>
  );
}

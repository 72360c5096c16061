import { graphql } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import Eye from 'lucide-react/icons/eye';
import House from 'lucide-react/icons/house';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import { IconCards } from '../../components/icon-cards';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import type { SERVICE_ICONS } from '../../content/content-shape';
import { color, fontSize, mq, radius, space } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment HomeServices on HomeJson {
    services {
      title
      lead
      didYouKnowTitle
    }
  }
  fragment ServiceCard on Service {
    slug
    icon
    title
    description
  }
`;

const icons: Record<(typeof SERVICE_ICONS)[number], LucideIcon> = {
  shield: ShieldCheck,
  users: Users,
  trophy: Trophy,
  eye: Eye,
  scale: Scale,
  home: House,
};

export function Services({
  id,
  copy,
  cards,
  facts,
}: {
  id: string;
  copy: Queries.HomeServicesFragment['services'];
  cards: readonly Queries.ServiceCardFragment[];
  facts: readonly Queries.Figure[];
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={copy.title} lead={copy.lead} />
      <IconCards
        cards={cards.map((card) => ({ key: card.slug, ...card, icon: icons[card.icon] }))}
        columns={{ md: 2, lg: 4 }}
      />
      <aside
        aria-labelledby={`${id}-facts`}
        css={{
          marginTop: space.xxl,
          padding: space.xl,
          borderRadius: radius.lg,
          background: color.navy,
          color: color.onNavy,
          display: 'grid',
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: 'auto 1fr 1fr', alignItems: 'center', gap: space.xl },
        }}
      >
        <h3
          id={`${id}-facts`}
          css={{ display: 'flex', alignItems: 'center', gap: space.sm, color: color.onNavy, fontSize: fontSize.xl }}
        >
          <Lightbulb aria-hidden="true" css={{ color: color.gold }} />
          {copy.didYouKnowTitle}
        </h3>
        {facts.map((fact) => (
          <p key={fact.value} css={{ color: color.onNavyMuted }}>
            <strong css={{ display: 'block', fontSize: fontSize.xl, color: color.gold }}>{fact.value}</strong>
            {fact.label}
          </p>
        ))}
      </aside>
    </Section>
  );
}

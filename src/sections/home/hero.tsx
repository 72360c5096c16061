import { graphql } from 'gatsby';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { HOME_CHAT_TYPES } from '../../chat/chat-types';
import { ChatLink } from '../../components/chat-link';
import { buttonBase, buttonVariants } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { heroBand } from '../../components/ui/surfaces';
import { color, fontSize, mq, space, widths } from '../../theme/tokens';
import { HeroPhotos } from './hero-photos';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment HomeHero on HomeJson {
    hero {
      badge
      title
      lead
      consultCta
      servicesCta
    }
  }
`;

export function Hero({
  hero,
  clients,
  claim,
  message,
  servicesAnchor,
}: {
  hero: Queries.HomeHeroFragment['hero'];
  clients: readonly Queries.HeroClientFragment[];
  claim: Queries.Figure;
  message: string;
  servicesAnchor: string;
}) {
  return (
    <section aria-labelledby="hero-title" css={[heroBand, { overflow: 'hidden' }]}>
      <Container>
        <div
          css={{ display: 'grid', gap: space.xxl, alignItems: 'center', [mq.lg]: { gridTemplateColumns: '1.1fr 1fr' } }}
        >
          <div>
            <Badge>{hero.badge}</Badge>
            <h1 id="hero-title" css={{ marginTop: space.lg, fontSize: fontSize.display, maxWidth: widths.heroTitle }}>
              {hero.title}
            </h1>
            <p css={{ marginTop: space.lg, fontSize: fontSize.lg, color: color.muted, maxWidth: widths.heroLead }}>
              {hero.lead}
            </p>
            <div css={{ marginTop: space.xl, display: 'flex', flexWrap: 'wrap', gap: space.sm }}>
              <ChatLink type={HOME_CHAT_TYPES.consulta} message={message}>
                {hero.consultCta}
              </ChatLink>
              <a href={`#${servicesAnchor}`} css={[buttonBase, buttonVariants.outline]}>
                {hero.servicesCta}
                <ArrowDown size={18} aria-hidden="true" />
              </a>
            </div>
          </div>
          <HeroPhotos clients={clients} claim={claim} />
        </div>
      </Container>
    </section>
  );
}

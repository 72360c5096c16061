import { graphql } from 'gatsby';
import { ArrowDown } from 'lucide-react';
import { HOME_CHAT_TYPES } from '../../chat/chat-types';
import { ChatLink } from '../../components/chat-link';
import { buttonBase, buttonVariants } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { Picture } from '../../components/ui/picture';
import { heroBand } from '../../components/ui/surfaces';
import { breakpoints, color, fontSize, mq, radius, shadow, space } from '../../theme/tokens';

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
  fragment HeroClient on Client {
    slug
    alt
    photo {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 0.8, placeholder: DOMINANT_COLOR, layout: CONSTRAINED)
      }
    }
  }
`;

/** Offsets of the three portraits, so they read as a group rather than a grid. */
const stagger = [{ marginTop: space.xl }, { marginTop: 0 }, { marginTop: space.xxl }];

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
            <h1 id="hero-title" css={{ marginTop: space.lg, fontSize: fontSize.display, maxWidth: '16ch' }}>
              {hero.title}
            </h1>
            <p css={{ marginTop: space.lg, fontSize: fontSize.lg, color: color.muted, maxWidth: '36rem' }}>
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
          <figure css={{ position: 'relative', maxWidth: '34rem', width: '100%', marginInline: 'auto' }}>
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: space.sm,
                [mq.md]: { gap: space.md },
              }}
            >
              {clients.map((client, index) => (
                <Picture
                  key={client.slug}
                  file={client.photo}
                  alt={client.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  sizes={`(min-width: ${breakpoints.md}px) 11rem, 30vw`}
                  {...(index === 0 ? { fetchpriority: 'high' } : {})}
                  css={[{ borderRadius: radius.lg, boxShadow: shadow.card }, stagger[index % stagger.length]]}
                />
              ))}
            </div>
            <figcaption
              css={{
                position: 'relative',
                marginTop: `-${space.xl}`,
                marginInline: 'auto',
                width: 'fit-content',
                maxWidth: '92%',
                display: 'flex',
                alignItems: 'baseline',
                gap: space.sm,
                padding: `${space.sm} ${space.lg}`,
                background: color.navy,
                color: color.onNavy,
                borderRadius: radius.md,
                boxShadow: shadow.raised,
              }}
            >
              <strong css={{ fontSize: fontSize.xl, color: color.gold, fontWeight: 700 }}>{claim.value}</strong>
              <span css={{ fontSize: fontSize.sm }}>{claim.label}</span>
            </figcaption>
          </figure>
        </div>
      </Container>
    </section>
  );
}

import { graphql } from 'gatsby';
import { Container } from '../../components/ui/container';
import { color, fontSize, mq, radius, space } from '../../theme/tokens';
import { ProjectChatButtons, type ProjectChat } from './chat-buttons';

export const query = graphql`
  fragment ProjectHero on ProjectJson {
    hero {
      badge
      title
      lead
      reviewCta
      otherProjectCta
    }
  }
`;

/** The question the page answers, and the two ways into the chat. */
export function Hero({ hero, chat }: { hero: Queries.ProjectHeroFragment['hero']; chat: ProjectChat }) {
  return (
    <section
      aria-labelledby="hero-title"
      css={{
        background: `radial-gradient(ellipse at 85% 10%, ${color.sandDeep} 0%, transparent 55%), ${color.sand}`,
        paddingBlock: `${space.xxl} ${space.section}`,
      }}
    >
      <Container>
        <div css={{ maxWidth: '54rem', marginInline: 'auto', [mq.md]: { textAlign: 'center' } }}>
          <p
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: space.xs,
              padding: `${space.xxs} ${space.sm}`,
              borderRadius: radius.pill,
              background: color.paper,
              border: `1px solid ${color.line}`,
              color: color.navy,
              fontSize: fontSize.xs,
              fontWeight: 650,
              letterSpacing: '0.02em',
              '&::before': { content: '""', width: 8, height: 8, borderRadius: radius.pill, background: color.gold },
            }}
          >
            {hero.badge}
          </p>
          <h1 id="hero-title" css={{ marginTop: space.lg, fontSize: fontSize.display }}>
            {hero.title}
          </h1>
          <p
            css={{
              marginTop: space.lg,
              fontSize: fontSize.lg,
              color: color.muted,
              maxWidth: '40rem',
              [mq.md]: { marginInline: 'auto' },
            }}
          >
            {hero.lead}
          </p>
          <div css={{ marginTop: space.xl }}>
            <ProjectChatButtons
              chat={chat}
              projectLabel={hero.reviewCta}
              otherProjectLabel={hero.otherProjectCta}
              align="center"
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

import { graphql } from 'gatsby';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { heroBand } from '../../components/ui/surfaces';
import { color, fontSize, mq, space, widths } from '../../theme/tokens';
import { ProjectChatButtons, type ProjectChat } from './chat-buttons';

/** @public Gatsby reads fragments only from exported queries. */
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
    <section aria-labelledby="hero-title" css={heroBand}>
      <Container>
        <div css={{ maxWidth: widths.projectHero, marginInline: 'auto', [mq.md]: { textAlign: 'center' } }}>
          <Badge>{hero.badge}</Badge>
          <h1 id="hero-title" css={{ marginTop: space.lg, fontSize: fontSize.display }}>
            {hero.title}
          </h1>
          <p
            css={{
              marginTop: space.lg,
              fontSize: fontSize.lg,
              color: color.muted,
              maxWidth: widths.projectHeroLead,
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

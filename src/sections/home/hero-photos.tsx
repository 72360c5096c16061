import { graphql } from 'gatsby';
import { Picture } from '../../components/ui/picture';
import { breakpoints, color, fontSize, mq, radius, shadow, space, widths } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
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

/** The home hero's three client portraits, with the year's figure across their foot. */
export function HeroPhotos({
  clients,
  claim,
}: {
  clients: readonly Queries.HeroClientFragment[];
  claim: Queries.Figure;
}) {
  return (
    <figure css={{ position: 'relative', maxWidth: widths.heroPhotos, width: '100%', marginInline: 'auto' }}>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: space.sm, [mq.md]: { gap: space.md } }}>
        {clients.map((client, index) => (
          <Picture
            key={client.slug}
            file={client.photo}
            alt={client.alt}
            loading={index === 0 ? 'eager' : 'lazy'}
            sizes={`(min-width: ${breakpoints.md}px) ${widths.heroPhoto}, 30vw`}
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
  );
}

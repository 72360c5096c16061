import { graphql } from 'gatsby';
import { SectionHeading } from '../../components/ui/heading';
import { Picture } from '../../components/ui/picture';
import { Section } from '../../components/ui/section';
import { color, font, fontSize, mq, radius, shadow, space } from '../../theme/tokens';
import { Rating } from './rating';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment ProjectTestimonials on ProjectJson {
    testimonials {
      title
      ratingLabel
      items {
        slug
        quote
        author
        location
        role
        rating
        avatar {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;

/** Owners of the project in their own words, each with their rating. */
export function Testimonials({
  id,
  testimonials,
}: {
  id: string;
  testimonials: Queries.ProjectTestimonialsFragment['testimonials'];
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={testimonials.title} />
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: space.lg,
          [mq.lg]: { gridTemplateColumns: `repeat(${testimonials.items.length}, 1fr)` },
        }}
      >
        {testimonials.items.map((item) => (
          <li key={item.slug}>
            <figure
              css={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                gap: space.md,
                padding: space.xl,
                borderRadius: radius.lg,
                background: color.sand,
                boxShadow: shadow.card,
              }}
            >
              <Rating value={item.rating} label={testimonials.ratingLabel} />
              <blockquote css={{ flexGrow: 1 }}>
                <p css={{ fontFamily: font.heading, fontSize: fontSize.lg, lineHeight: 1.45, color: color.navy }}>
                  “{item.quote}”
                </p>
              </blockquote>
              <figcaption
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: space.sm,
                  paddingTop: space.md,
                  borderTop: `1px solid ${color.line}`,
                }}
              >
                {/* The author's name follows, so the portrait adds nothing to read. */}
                <Picture file={item.avatar} alt="" css={{ flexShrink: 0, borderRadius: radius.pill }} />
                <span>
                  <strong css={{ display: 'block', color: color.ink }}>{item.author}</strong>
                  <span css={{ color: color.muted, fontSize: fontSize.sm }}>
                    {item.role} · {item.location}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { graphql } from 'gatsby';
import CircleCheck from 'lucide-react/icons/circle-check';
import { SectionHeading } from '../../components/ui/heading';
import { Picture } from '../../components/ui/picture';
import { Section } from '../../components/ui/section';
import { breakpoints, color, fontSize, mq, radius, shadow, space, widths } from '../../theme/tokens';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment HomeProcess on HomeJson {
    process {
      title
      lead
      stepLabel
    }
  }
  fragment ProcessStep on Step {
    slug
    number
    title
    description
    bullets
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, layout: CONSTRAINED)
      }
    }
  }
`;

export function Process({
  id,
  copy,
  steps,
}: {
  id: string;
  copy: Queries.HomeProcessFragment['process'];
  steps: readonly Queries.ProcessStepFragment[];
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone="sand">
      <SectionHeading id={`${id}-title`} title={copy.title} lead={copy.lead} />
      <ol css={{ listStyle: 'none', padding: 0, display: 'grid', gap: space.xxxl }}>
        {steps.map((step, index) => (
          <li
            key={step.slug}
            css={{
              display: 'grid',
              gap: space.xl,
              alignItems: 'center',
              [mq.md]: { gridTemplateColumns: '1fr 1fr', gap: space.xxl },
            }}
          >
            <Picture
              file={step.image}
              alt={step.imageAlt}
              sizes={`(min-width: ${breakpoints.md}px) ${widths.processPhoto}, 100vw`}
              css={{
                borderRadius: radius.lg,
                boxShadow: shadow.card,
                [mq.md]: { order: index % 2 === 1 ? 2 : 0 },
              }}
            />
            <div>
              <p
                css={{
                  fontSize: fontSize.xs,
                  fontWeight: 700,
                  letterSpacing: '0.12em',
                  textTransform: 'uppercase',
                  color: color.goldText,
                }}
              >
                {copy.stepLabel} {step.number}
              </p>
              <h3 css={{ marginTop: space.xs, fontSize: fontSize.xl }}>{step.title}</h3>
              <p css={{ marginTop: space.sm, color: color.muted }}>{step.description}</p>
              <ul css={{ listStyle: 'none', padding: 0, marginTop: space.lg, display: 'grid', gap: space.sm }}>
                {step.bullets.map((bullet) => (
                  <li key={bullet} css={{ display: 'flex', gap: space.sm, alignItems: 'flex-start' }}>
                    <CircleCheck
                      size={22}
                      aria-hidden="true"
                      css={{ color: color.navy, flexShrink: 0, marginTop: 2 }}
                    />
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

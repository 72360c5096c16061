import { graphql } from 'gatsby';
import { SectionHeading } from '../../components/ui/heading';
import { Section } from '../../components/ui/section';
import { TestimonialPanel } from './testimonial-panel';
import { TestimonialTabs } from './testimonial-tabs';

/** @public Gatsby reads fragments only from exported queries. */
export const query = graphql`
  fragment HomeTestimonials on HomeJson {
    testimonials {
      title
      lead
      chooseLabel
    }
  }
  fragment TestimonialTab on Testimonial {
    slug
    quote
    author
    location
    role
    avatar {
      childImageSharp {
        gatsbyImageData(width: 72, height: 72, layout: FIXED, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;

/** Testimonials as tabs: the avatars are the tabs, the first is selected (src/behaviours/tabs.ts switches them). */
export function Testimonials({
  id,
  copy,
  items,
}: {
  id: string;
  copy: Queries.HomeTestimonialsFragment['testimonials'];
  items: readonly Queries.TestimonialTabFragment[];
}) {
  const tabId = (slug: string) => `${id}-tab-${slug}`;
  const panelId = (slug: string) => `${id}-panel-${slug}`;
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={copy.title} lead={copy.lead} />
      <TestimonialTabs label={copy.chooseLabel} items={items} tabId={tabId} panelId={panelId} />
      {items.map((item, index) => (
        <TestimonialPanel
          key={item.slug}
          item={item}
          id={panelId(item.slug)}
          tabId={tabId(item.slug)}
          hidden={index !== 0}
        />
      ))}
    </Section>
  );
}

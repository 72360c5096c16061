import { graphql } from 'gatsby';
import { Quote } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SectionHeading } from '../../components/ui/heading';
import { Picture } from '../../components/ui/picture';
import { Section } from '../../components/ui/section';
import { color, font, fontSize, radius, shadow, space, transition } from '../../theme/tokens';

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

/** Where each key moves the selection in a row of `count` tabs (WAI-ARIA tabs pattern). */
export function nextTab(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Testimonials as tabs: the avatars are the tabs, the first is selected. */
export function Testimonials({
  id,
  copy,
  items,
}: {
  id: string;
  copy: Queries.HomeTestimonialsFragment['testimonials'];
  items: readonly Queries.TestimonialTabFragment[];
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(event.key, selected, items.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const tabId = (slug: string) => `${id}-tab-${slug}`;
  const panelId = (slug: string) => `${id}-panel-${slug}`;

  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={copy.title} lead={copy.lead} />
      <div
        role="tablist"
        aria-label={copy.chooseLabel}
        css={{ display: 'flex', justifyContent: 'center', gap: space.md }}
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.slug}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.slug)}
              aria-selected={active}
              aria-controls={panelId(item.slug)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              css={{
                padding: 3,
                border: `3px solid ${active ? color.gold : 'transparent'}`,
                borderRadius: radius.pill,
                background: 'none',
                cursor: 'pointer',
                opacity: active ? 1 : 0.72,
                transform: active ? 'scale(1.06)' : 'none',
                transition: `opacity ${transition.fast}, transform ${transition.fast}, border-color ${transition.fast}`,
                '&:hover': { opacity: 1 },
                img: { borderRadius: radius.pill },
              }}
            >
              <Picture file={item.avatar} alt={item.author} css={{ borderRadius: radius.pill }} />
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.slug}
          role="tabpanel"
          id={panelId(item.slug)}
          aria-labelledby={tabId(item.slug)}
          hidden={index !== selected}
          tabIndex={0}
          css={{
            maxWidth: '46rem',
            marginInline: 'auto',
            marginTop: space.xl,
            padding: `${space.xl} clamp(1.25rem, 5vw, 3rem)`,
            borderRadius: radius.lg,
            background: color.sand,
            boxShadow: shadow.card,
            textAlign: 'center',
            // Without JavaScript the tabs cannot switch: show every testimonial.
            '@media (scripting: none)': { '&[hidden]': { display: 'block' } },
          }}
        >
          <Quote size={36} aria-hidden="true" css={{ color: color.gold, marginInline: 'auto' }} />
          <blockquote css={{ marginTop: space.md }}>
            <p css={{ fontFamily: font.heading, fontSize: fontSize.xl, lineHeight: 1.4, color: color.navy }}>
              “{item.quote}”
            </p>
          </blockquote>
          <p css={{ marginTop: space.lg }}>
            <strong css={{ display: 'block', color: color.ink }}>{item.author}</strong>
            <span css={{ color: color.muted, fontSize: fontSize.sm }}>
              {item.role} · {item.location}
            </span>
          </p>
        </div>
      ))}
    </Section>
  );
}

import Quote from 'lucide-react/icons/quote';
import { color, font, fontSize, radius, shadow, space, widths } from '../../theme/tokens';

/** One testimonial as a tab panel: the quote, who said it and where. */
export function TestimonialPanel({
  item,
  id,
  tabId,
  hidden,
}: {
  item: Pick<Queries.TestimonialTabFragment, 'quote' | 'author' | 'location' | 'role'>;
  id: string;
  tabId: string;
  hidden: boolean;
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      hidden={hidden}
      tabIndex={0}
      css={{
        maxWidth: widths.quote,
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
  );
}

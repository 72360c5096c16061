import { MARKERS } from '../../behaviours/markers';
import { Picture } from '../../components/ui/picture';
import { color, radius, space, transition } from '../../theme/tokens';

/** One style for every tab: the selected one is told apart by its attribute, which the tabs' behaviour switches. */
const tabStyle = {
  padding: 3,
  border: '3px solid transparent',
  borderRadius: radius.pill,
  background: 'none',
  cursor: 'pointer',
  opacity: 0.72,
  transition: `opacity ${transition.fast}, transform ${transition.fast}, border-color ${transition.fast}`,
  '&:hover': { opacity: 1 },
  '&[aria-selected="true"]': { borderColor: color.gold, opacity: 1, transform: 'scale(1.06)' },
  img: { borderRadius: radius.pill },
} as const;

/**
 * The avatars as a row of tabs, the first selected: the markup of the WAI-ARIA tabs pattern. Clicks, the arrow
 * keys, Home and End are the tabs' behaviour (src/behaviours/tabs.ts), in the page and in the editor's preview.
 */
export function TestimonialTabs({
  label,
  items,
  tabId,
  panelId,
}: {
  label: string;
  items: readonly Pick<Queries.TestimonialTabFragment, 'slug' | 'author' | 'avatar'>[];
  tabId: (slug: string) => string;
  panelId: (slug: string) => string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      {...{ [MARKERS.tabs]: '' }}
      css={{ display: 'flex', justifyContent: 'center', gap: space.md }}
    >
      {items.map((item, index) => {
        const active = index === 0;
        return (
          <button
            key={item.slug}
            type="button"
            role="tab"
            id={tabId(item.slug)}
            aria-selected={active}
            aria-controls={panelId(item.slug)}
            tabIndex={active ? 0 : -1}
            css={tabStyle}
          >
            <Picture file={item.avatar} alt={item.author} css={{ borderRadius: radius.pill }} />
          </button>
        );
      })}
    </div>
  );
}

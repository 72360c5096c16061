import { useRef, type KeyboardEvent } from 'react';
import { Picture } from '../../components/ui/picture';
import { color, radius, space, transition } from '../../theme/tokens';

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

/** The avatars as a row of tabs; arrows, Home and End move the selection and the focus. */
export function TestimonialTabs({
  label,
  items,
  selected,
  onSelect,
  tabId,
  panelId,
}: {
  label: string;
  items: readonly Pick<Queries.TestimonialTabFragment, 'slug' | 'author' | 'avatar'>[];
  selected: number;
  onSelect: (index: number) => void;
  tabId: (slug: string) => string;
  panelId: (slug: string) => string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(event.key, selected, items.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} css={{ display: 'flex', justifyContent: 'center', gap: space.md }}>
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
            onClick={() => onSelect(index)}
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
  );
}

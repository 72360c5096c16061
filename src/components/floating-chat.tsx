import { useEffect, useRef } from 'react';
import { SCROLLED_ATTRIBUTE } from '../chat/first-tap-options';
import { color, layout, mq, shadow, space, transition } from '../theme/tokens';
import { ChatLink } from './chat-link';

export type FloatingChatProps = { label: string; type: string; message: string };

/** Whether the first-tap script has marked the page as scrolled past FLOATING_THRESHOLD_PX. */
const isShown = () => document.documentElement.hasAttribute(SCROLLED_ATTRIBUTE);

/**
 * Keeps the element that just took focus clear of the floating button while it
 * shows, so the button never hides what a keyboard user is on.
 */
function useKeepFocusClear(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    const keepClear = (target: Element) => {
      const button = ref.current?.querySelector('a');
      if (!button || !isShown() || !target.isConnected || ref.current?.contains(target)) return;
      const covered = target.getBoundingClientRect();
      const cover = button.getBoundingClientRect();
      const overlaps =
        covered.bottom > cover.top &&
        covered.top < cover.bottom &&
        covered.right > cover.left &&
        covered.left < cover.right;
      if (overlaps) window.scrollBy({ top: covered.bottom - cover.top + 16, behavior: 'instant' });
    };
    // Check now, on the next frame, and when the browser's own (possibly smooth)
    // scroll-into-view of the focused element has ended.
    let pending: (() => void) | undefined;
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const target = event.target;
      cancelAnimationFrame(frame);
      if (pending) window.removeEventListener('scrollend', pending);
      pending = () => keepClear(target);
      keepClear(target);
      frame = requestAnimationFrame(pending);
      window.addEventListener('scrollend', pending, { once: true });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      if (pending) window.removeEventListener('scrollend', pending);
      document.removeEventListener('focusin', onFocus);
    };
  }, [ref]);
}

/**
 * The chat button that floats at the bottom once the visitor has scrolled past
 * FLOATING_THRESHOLD_PX. Its visibility is CSS keyed to the attribute the first-tap
 * script sets on <html>, so it works from first paint, before React hydrates.
 */
export function FloatingChat({ label, type, message }: FloatingChatProps) {
  const ref = useRef<HTMLDivElement>(null);
  useKeepFocusClear(ref);
  return (
    <div
      ref={ref}
      data-testid="floating-chat"
      css={{
        position: 'fixed',
        zIndex: 30,
        insetInline: space.md,
        bottom: space.md,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        transition: `opacity ${transition.medium}, transform ${transition.medium}, visibility 0s linear 250ms`,
        [mq.sm]: { insetInline: 'auto', right: space.lg, bottom: space.lg },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        a: { pointerEvents: 'auto', boxShadow: shadow.raised, outlineColor: color.navy, maxWidth: '100%' },
        maxHeight: layout.floatingClearance,
        opacity: 0,
        transform: 'translateY(1rem)',
        visibility: 'hidden',
        [`html[${SCROLLED_ATTRIBUTE}] &`]: {
          opacity: 1,
          transform: 'none',
          visibility: 'visible',
          transitionDelay: '0s',
        },
      }}
    >
      <ChatLink type={type} message={message}>
        {label}
      </ChatLink>
    </div>
  );
}

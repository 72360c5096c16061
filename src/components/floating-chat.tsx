import { useEffect, useRef } from 'react';
import { color, layout, mq, shadow, space, transition } from '../theme/tokens';
import { ChatLink } from './chat-link';
import { useScrolledPast } from './use-scrolled-past';

/** The floating button shows only once the page is scrolled more than this. */
export const FLOATING_THRESHOLD_PX = 300;

export type FloatingChatProps = { label: string; type: string; message: string };

/**
 * Keeps the element that just took focus clear of the floating button, so the
 * button never hides what a keyboard user is on.
 */
function useKeepFocusClear(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const keepClear = (target: Element) => {
      const button = ref.current?.querySelector('a');
      if (!button || !target.isConnected || ref.current?.contains(target)) return;
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
  }, [ref, active]);
}

/** The chat button that floats at the bottom once the visitor has scrolled. */
export function FloatingChat({ label, type, message }: FloatingChatProps) {
  const visible = useScrolledPast(FLOATING_THRESHOLD_PX);
  const ref = useRef<HTMLDivElement>(null);
  useKeepFocusClear(ref, visible);
  return (
    <div
      ref={ref}
      data-testid="floating-chat"
      data-visible={visible}
      css={[
        {
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
        },
        visible
          ? { opacity: 1, transform: 'none', visibility: 'visible', transitionDelay: '0s' }
          : { opacity: 0, transform: 'translateY(1rem)', visibility: 'hidden' },
      ]}
    >
      <ChatLink type={type} message={message}>
        {label}
      </ChatLink>
    </div>
  );
}

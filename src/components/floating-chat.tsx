import { MARKERS } from '../behaviours/markers';
import { SCROLLED_ATTRIBUTE } from '../chat/first-tap-options';
import { color, layout, mq, shadow, space, transition } from '../theme/tokens';
import { ChatLink } from './chat-link';

export type FloatingChatProps = { label: string; type: string; message: string };

/**
 * The chat button that floats at the bottom once the visitor has scrolled past
 * FLOATING_THRESHOLD_PX. Its visibility is CSS keyed to the attribute the first-tap
 * script sets on <html>, so it works from first paint; it never covers the focused
 * element (src/behaviours/floating.ts).
 */
export function FloatingChat({ label, type, message }: FloatingChatProps) {
  return (
    <div
      {...{ [MARKERS.floating]: '' }}
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

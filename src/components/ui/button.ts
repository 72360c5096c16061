import type { CSSObject } from '@emotion/react';
import { color, font, fontSize, radius, space, transition } from '../../theme/tokens';

/** Shared look of every call to action; links and buttons alike. */
export const buttonBase: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: '3rem',
  paddingBlock: space.xs,
  paddingInline: space.lg,
  borderRadius: radius.pill,
  border: '2px solid transparent',
  fontFamily: font.body,
  fontSize: fontSize.md,
  fontWeight: 650,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${transition.fast}, border-color ${transition.fast}, transform ${transition.fast}`,
  '&:active': { transform: 'translateY(1px)' },
  svg: { flexShrink: 0 },
};

export const buttonVariants = {
  /** Opens the chat: WhatsApp green with dark text. */
  chat: {
    background: color.chat,
    color: color.onChat,
    '&:hover': { background: color.chatHover },
  },
  /** Secondary action on light backgrounds. */
  outline: {
    background: 'transparent',
    color: color.navy,
    borderColor: color.navy,
    '&:hover': { background: color.navy, color: color.onNavy },
  },
  /** Secondary action on navy backgrounds. */
  outlineLight: {
    background: 'transparent',
    color: color.onNavy,
    borderColor: 'rgba(255,255,255,0.7)',
    '&:hover': { background: color.onNavy, color: color.navy },
  },
  /** Compact chat action for the header. */
  chatSmall: {
    background: color.chat,
    color: color.onChat,
    minHeight: '2.75rem',
    paddingInline: space.md,
    fontSize: fontSize.sm,
    '&:hover': { background: color.chatHover },
  },
  /** A chat link that reads as text (footer). */
  text: {
    display: 'inline-flex',
    minHeight: 'auto',
    padding: 0,
    border: 0,
    borderRadius: 0,
    background: 'none',
    color: 'inherit',
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
} satisfies Record<string, CSSObject>;

export type ButtonVariant = keyof typeof buttonVariants;

/**
 * Design tokens: every colour, space, size and breakpoint the site uses.
 * Components build their styles from these and nothing else.
 */

/** Colours by role. Pairs used for text were checked for WCAG AA contrast. */
export const color = {
  /** Body text on light backgrounds. */
  ink: '#14202e',
  /** Secondary text on light backgrounds (7:1 on white). */
  muted: '#4a5868',
  /** Brand navy: headings, dark bands, outlines. */
  navy: '#12314f',
  navyDeep: '#0b2136',
  /** Text on navy. */
  onNavy: '#ffffff',
  onNavyMuted: '#c9d5e2',
  /** Page backgrounds. */
  paper: '#ffffff',
  sand: '#f7f2ea',
  sandDeep: '#ece2d2',
  /** Gold accent for marks and rules; goldText is its AA-safe text shade on light backgrounds. */
  gold: '#c99a3b',
  goldText: '#85601a',
  /** Chat buttons: WhatsApp green with dark text (white on it fails AA). */
  chat: '#25d366',
  chatHover: '#3ee07a',
  onChat: '#062b17',
  /** Hairlines and card borders. */
  line: '#dfd6c7',
  lineOnNavy: 'rgba(255,255,255,0.18)',
  focus: '#1a6ee0',
  star: '#a86b00',
} as const;

/**
 * @public Muted accents of the placeholder artwork only (scripts/generate/artwork.mjs reads them);
 * apart from `color`, so the pages' bundle does not carry them.
 */
export const artColor = { sage: '#7f9c8a', terra: '#c26b4a' } as const;

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
  section: 'clamp(3.5rem, 8vw, 6.5rem)',
} as const;

export const font = {
  body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  heading: 'Fraunces, Georgia, "Times New Roman", serif',
} as const;

/** Type scale: fluid sizes between a 360 px phone and a 1280 px desktop. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.1875rem',
  xl: 'clamp(1.3rem, 1.1rem + 0.8vw, 1.6rem)',
  xxl: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.6rem)',
  display: 'clamp(2.1rem, 1.5rem + 3vw, 3.6rem)',
  figure: 'clamp(2rem, 1.6rem + 2vw, 3rem)',
} as const;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(18,49,79,0.06), 0 8px 24px rgba(18,49,79,0.08)',
  raised: '0 10px 30px rgba(11,33,54,0.22)',
} as const;

export const layout = {
  maxWidth: '72rem',
  narrow: '44rem',
  gutter: 'clamp(1rem, 4vw, 2rem)',
  /** Height of the sticky header; anchors scroll to just below it. */
  headerHeight: '4.25rem',
  /** Room kept free at the bottom for the floating chat button. */
  floatingClearance: '5.5rem',
} as const;

/** Widths of text blocks and pictures, by the role they play (`maxWidth`, or an image's `sizes`). */
export const widths = {
  /** The home page's headline, in characters so it wraps the same at every font size. */
  heroTitle: '16ch',
  heroLead: '36rem',
  /** The three client portraits beside the home page's headline, and one of them. */
  heroPhotos: '34rem',
  heroPhoto: '11rem',
  /** A project page's first screen, and its lead paragraph. */
  projectHero: '54rem',
  projectHeroLead: '40rem',
  /** A section's lead under its heading. */
  sectionLead: '42rem',
  /** The lead of a project's won case on navy. */
  wonCaseLead: '38rem',
  /** One process step's photo from the md breakpoint. */
  processPhoto: '35rem',
  /** The testimonial being read. */
  quote: '46rem',
  /** The firm's description in the footer. */
  footerText: '30rem',
} as const;

export const breakpoints = { sm: 480, md: 768, lg: 1024 } as const;

/** Media queries, mobile first: `[mq.md]: { ... }`. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

export const transition = { fast: '150ms ease', medium: '250ms ease' } as const;

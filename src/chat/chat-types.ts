/**
 * What a chat tap pushes to the data layer, as marketers read it in Tag Manager: the
 * event's name, its two fields, the fields it adds when it can, and the `whatsapp_type` of
 * every chat button. Project landing pages derive their types from the project's slug.
 * The container rules read it too (src/marketing/site-facts.ts, for `npm run check-container`), and
 * `chat-script.cjs` through first-tap-options.ts: constants only, no imports.
 */
export const CHAT_EVENT = {
  name: 'whatsapp_click',
  urlKey: 'whatsapp_url',
  typeKey: 'whatsapp_type',
} as const;

/**
 * With data/site.json's `chatReference` on, the code each tap adds to the chat's message
 * (first-tap.ts), pushed with the event under this key.
 */
export const CHAT_REF_KEY = 'whatsapp_ref';

/**
 * The ad's click IDs and campaign tags: the first-tap script keeps them from the address a
 * visitor lands on (last click, 90 days) and pushes them with every tap, each under its own
 * name, with the landing page's path and the click's time (ISO 8601, UTC).
 */
export const AD_CLICK = {
  params: [
    'gclid',
    'gbraid',
    'wbraid',
    'fbclid',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
  ],
  landingPageKey: 'ad_landing_page',
  clickTimeKey: 'ad_click_time',
} as const;

export const HOME_CHAT_TYPES = {
  navbar: 'navbar',
  consulta: 'consulta',
  ctaSection: 'cta_section',
  footer: 'footer',
  floating: 'floating_cta',
} as const;

export type ProjectChatTypes = { floating: string; page: string };

export const projectChatTypes = (slug: string): ProjectChatTypes => ({
  floating: `${slug}_floating_cta`,
  page: `${slug}_page`,
});

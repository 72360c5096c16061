/**
 * What a chat tap pushes to the data layer, as marketers read it in Tag Manager: the
 * event's name, its two fields, and the `whatsapp_type` of every chat button.
 * Project landing pages derive their types from the project's slug.
 * `tools/container-checks.cjs` reads this file too (for `npm run check-container`).
 */
export const CHAT_EVENT = {
  name: 'whatsapp_click',
  urlKey: 'whatsapp_url',
  typeKey: 'whatsapp_type',
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

/**
 * What a chat tap pushes to the data layer, as marketers read it in Tag Manager: the
 * event's name, its two fields, the fields it adds when it can, and the `whatsapp_type` of
 * every chat button. Project landing pages derive their types from the project's slug.
 * Every name is declared in the data layer contract (src/shared/data-layer.ts, CHAT_TAP), with
 * its meaning, its GA4 parameter and who reads it; these are the names the chat's code uses (from
 * src/shared/data-layer-chat.ts). The container rules read them too (src/marketing/site-facts.ts,
 * for `npm run check-container`), and `chat-script.cjs` through first-tap-options.ts: constants
 * only, and imports of constants only.
 */
export { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from '../shared/data-layer-chat';

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

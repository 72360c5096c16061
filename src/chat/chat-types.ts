/**
 * What a chat tap pushes to the data layer, as marketers read it in Tag Manager: the
 * event's name, its two fields, the fields it adds when it can, and the `whatsapp_type` of
 * every chat button. Project landing pages derive their types from the project's slug.
 * Every name is declared in the data layer contract (src/shared/data-layer.ts, CHAT_TAP), with
 * its meaning, its GA4 parameter and who reads it; these are the names the chat's code uses. The container rules read them too (src/marketing/site-facts.ts,
 * for `npm run check-container`), and `chat-script.cjs` through first-tap-options.ts: constants
 * only, and imports of constants only.
 */
import { AD_ADDRESS_PARAMS, CHAT_TAP_EVENT, CHAT_TAP_KEYS } from '../shared/data-layer';

export const CHAT_EVENT = {
  name: CHAT_TAP_EVENT,
  urlKey: CHAT_TAP_KEYS.url,
  typeKey: CHAT_TAP_KEYS.type,
} as const;

/**
 * With data/site.json's `chatReference` on, the code each tap adds to the chat's message
 * (first-tap.ts), pushed with the event under this key.
 */
export const CHAT_REF_KEY = CHAT_TAP_KEYS.ref;

/**
 * The ad's click IDs and campaign tags: the first-tap script keeps them from the address a
 * visitor lands on (last click, 90 days) and pushes them with every tap, each under its own
 * name, with the landing page's path and the click's time (ISO 8601, UTC).
 */
export const AD_CLICK = {
  params: AD_ADDRESS_PARAMS,
  landingPageKey: CHAT_TAP_KEYS.landingPage,
  clickTimeKey: CHAT_TAP_KEYS.clickTime,
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

/**
 * The names a chat tap pushes to the dataLayer: the event's name, its two fields, the reference code's
 * key, and the ad click's keys. What each means, its GA4 parameter and who reads it: the data layer
 * contract (data-layer.ts, CHAT_TAP), which declares every one of them. Apart from it so that every
 * page's bundle carries these strings only (src/chat/chat-types.ts passes them on, as plain literals a
 * bundler drops when unused), and the first-tap script's builder loads them through requireTs:
 * constants only, no imports.
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
 * name, with the landing page's path and the click's time (ISO 8601, UTC). The script gets
 * `params` as a constant (src/chat/first-tap-options.ts): their order is part of its bytes, which
 * the Content-Security-Policy hashes.
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

/**
 * Builds WhatsApp links; the pushed event's shape.
 *
 * Every chat call to action is a real `<a href data-chat-type>` to the link built
 * here, so it works before any script runs and without JavaScript; the first-tap script
 * (`first-tap.ts`, inline in every page's head) reports and opens it.
 */

import type { AD_CLICK, CHAT_EVENT, CHAT_REF_KEY } from './chat-types';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google Ads' conversion snippet, when the Tag Manager container defines it. */
    gtag_report_conversion?: (url: string) => unknown;
  }
}

/**
 * `https://wa.me/<digits>?text=<message>`; spaces stay `%20` (iOS shows a `+` literally).
 * `text` stays the last parameter: the first-tap script appends the reference code's line to it.
 */
export function chatUrl(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** One of the ad's address parameters the script keeps (`gclid`, `utm_source`, …). */
export type AdParam = (typeof AD_CLICK)['params'][number];

/** The ad click the script keeps and pushes: each field only when known. */
export type AdClick = {
  [key in AdParam | (typeof AD_CLICK)['landingPageKey'] | (typeof AD_CLICK)['clickTimeKey']]?: string;
};

/**
 * `{ event: 'whatsapp_click', whatsapp_url, whatsapp_type }`, plus the ad click when one is
 * known and `whatsapp_ref` when the firm adds a reference code; every name is in chat-types.ts.
 */
export type ChatClickEvent = { event: (typeof CHAT_EVENT)['name'] } & {
  [key in (typeof CHAT_EVENT)['urlKey'] | (typeof CHAT_EVENT)['typeKey']]: string;
} & { [key in typeof CHAT_REF_KEY]?: string } & AdClick;

/**
 * Builds WhatsApp links; the pushed event's shape.
 *
 * Every chat call to action is a real `<a href data-chat-type>` to the link built
 * here, so it works before hydration and without JavaScript; the first-tap script
 * (`first-tap.ts`, inline in every page's head) reports and opens it.
 */

import type { CHAT_EVENT } from './chat-types';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google Ads' conversion snippet, when the Tag Manager container defines it. */
    gtag_report_conversion?: (url: string) => unknown;
  }
}

/** `https://wa.me/<digits>?text=<message>`; spaces stay `%20` (iOS shows a `+` literally). */
export function chatUrl(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** `{ event: 'whatsapp_click', whatsapp_url, whatsapp_type }`, named in chat-types.ts. */
export type ChatClickEvent = { event: (typeof CHAT_EVENT)['name'] } & {
  [key in (typeof CHAT_EVENT)['urlKey'] | (typeof CHAT_EVENT)['typeKey']]: string;
};

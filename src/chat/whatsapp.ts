/**
 * The one place that builds WhatsApp links and reports chat clicks.
 *
 * Every chat call to action is a real `<a href>` to the link built here, so it
 * works before hydration and without JavaScript; `handleChatClick` adds the
 * reporting on top of it.
 */

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

export type ChatClickEvent = {
  event: 'whatsapp_click';
  whatsapp_url: string;
  whatsapp_type: string;
};

/**
 * Pushes the click to the global data layer, creating it when Tag Manager is not loaded.
 * A broken data layer (a container or an extension that replaced it) never stops the chat.
 */
export function pushChatClick(url: string, type: string): void {
  const payload: ChatClickEvent = { event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type };
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(payload);
  } catch {
    // Reporting is best effort; the visitor still gets the chat.
  }
}

/** Opens the chat exactly once: through the conversion snippet when present, else in a new tab. */
export function openChat(url: string): void {
  const report = window.gtag_report_conversion;
  if (typeof report === 'function') {
    try {
      report(url);
      return;
    } catch {
      // The snippet can throw when gtag.js is missing; the visitor still gets the chat.
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

type ClickLike = {
  /** The chat link clicked (React's `currentTarget`). */
  currentTarget: object | null;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
};

/** A click the browser should handle itself: new tab, new window, download, or a middle click. */
const isModified = (event: ClickLike): boolean =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** A second click on the same chat link within this time is the same intent (a double click). */
export const REPEAT_CLICK_MS = 1000;

/** When each chat link was last clicked. */
const lastClicks = new WeakMap<object, number>();

/** True when this link was already clicked less than REPEAT_CLICK_MS ago; records the click. */
function isRepeat(link: object | null): boolean {
  if (link === null) return false;
  const now = Date.now();
  const last = lastClicks.get(link);
  lastClicks.set(link, now);
  return last !== undefined && now - last < REPEAT_CLICK_MS;
}

/**
 * The click (and middle-click) handler of every chat link. It always reports the
 * click; on an unmodified primary click it also takes over the opening, so that
 * the conversion snippet can run and exactly one chat opens. A repeated click on
 * the same link within a second (a double click) does nothing at all: no second
 * chat, no second event, and the browser does not open the link either.
 */
export function handleChatClick(event: ClickLike, url: string, type: string): void {
  // A right click only opens the context menu (some browsers send it as auxclick).
  if (event.defaultPrevented || event.button > 1) return;
  if (isRepeat(event.currentTarget)) {
    event.preventDefault();
    return;
  }
  pushChatClick(url, type);
  if (isModified(event)) return;
  event.preventDefault();
  openChat(url);
}

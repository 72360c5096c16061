/**
 * The one click handler of every chat link, and the scroll mark of the floating
 * button. It runs as a small inline script in every page's <head> (see
 * `chat-script.cjs`), so both work from first paint, before React hydrates, and
 * React's links carry no click handlers of their own.
 *
 * This file is the script's source: `chatScriptBody()` transpiles it as it is and
 * calls `installFirstTap` with FIRST_TAP_OPTIONS. Keep it self-contained: no imports
 * other than types, no module-level code besides the function.
 */
import type { FirstTapOptions } from './first-tap-options';
import type { ChatClickEvent } from './whatsapp';

export function installFirstTap({ repeatClickMs, floatingThresholdPx, scrolledAttribute }: FirstTapOptions): void {
  const flagged = document as Document & { chatFirstTap?: boolean };
  // One listener per document, however many times the script runs.
  if (flagged.chatFirstTap) return;
  flagged.chatFirstTap = true;

  /** When each chat link was last clicked. */
  const lastClicks = new WeakMap<Element, number>();

  /**
   * Pushes the click to the global data layer, creating it when Tag Manager is not loaded.
   * A broken data layer (a container or an extension that replaced it) never stops the chat.
   */
  const push = (url: string, type: string) => {
    try {
      window.dataLayer = window.dataLayer ?? [];
      const payload: ChatClickEvent = { event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type };
      window.dataLayer.push(payload);
    } catch {
      // Reporting is best effort; the visitor still gets the chat.
    }
  };

  /**
   * Hands the tap to the conversion function when one is defined (Google Ads'
   * gtag_report_conversion: it returns false and later sends the page to the link itself).
   * Says whether it took the tap over; when it is absent or throws (gtag.js missing), the
   * link still opens the chat.
   */
  const converted = (url: string) => {
    const report = window.gtag_report_conversion;
    if (typeof report !== 'function') return false;
    try {
      report(url);
      return true;
    } catch {
      return false;
    }
  };

  /**
   * A click (or middle click) on a chat link reports it, and the link opens the chat
   * itself: the browser's own new tab, never window.open. In-app browsers (Instagram,
   * Facebook, WhatsApp's own) are a main path from ads, and an iOS app that does not
   * implement new windows drops window.open; a real link degrades best there. Only a
   * defined conversion function takes an unmodified primary click over (the link is then
   * kept from opening, as the function opens the chat); modified and middle clicks stay
   * the browser's. A repeated click on the same link within repeatClickMs (a double click)
   * does nothing at all: no second chat, no second event, no browser opening.
   */
  const onClick = (event: MouseEvent) => {
    // A right click only opens the context menu (some browsers send it as auxclick).
    if (event.defaultPrevented || event.button > 1) return;
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[data-chat-type]') : null;
    const url = link?.getAttribute('href');
    if (!link || !url) return;
    const now = Date.now();
    const last = lastClicks.get(link);
    lastClicks.set(link, now);
    if (last !== undefined && now - last < repeatClickMs) {
      event.preventDefault();
      return;
    }
    push(url, link.getAttribute('data-chat-type') ?? '');
    // New tab, new window, download, or a middle click: the browser handles it.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // Called before deciding: the default action comes only after the handler, so a
    // function that throws leaves the link to open the one chat.
    if (converted(url)) event.preventDefault();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('auxclick', onClick);

  const root = document.documentElement;
  const markScroll = () => {
    const past = window.scrollY > floatingThresholdPx;
    if (past !== root.hasAttribute(scrolledAttribute)) root.toggleAttribute(scrolledAttribute, past);
  };
  markScroll();
  window.addEventListener('scroll', markScroll, { passive: true });
}

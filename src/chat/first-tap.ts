/**
 * The one click handler of every chat link, and the scroll mark of the floating
 * button. It runs as a small inline script in every page's <head> (see
 * `chat-script.cjs`), so both work from first paint, and the links React renders at
 * build carry no click handlers of their own.
 *
 * This file is the script's source: `chatScriptBody()` transpiles it as it is and
 * calls `installFirstTap` with firstTapOptions(). Keep it self-contained: no imports
 * other than types, no module-level code besides the function.
 */
import type { FirstTapOptions } from './first-tap-options';
import type { AdClick, ChatClickEvent } from './whatsapp';

export function installFirstTap({
  repeatClickMs,
  floatingThresholdPx,
  scrolledAttribute,
  adParams,
  adStorageKey,
  adMaxAgeMs,
  adMaxLength,
  refAlphabet,
  refLength,
  refLabel,
}: FirstTapOptions): void {
  const flagged = document as Document & { chatFirstTap?: boolean };
  // One listener per document, however many times the script runs.
  if (flagged.chatFirstTap) return;
  flagged.chatFirstTap = true;

  /** When each chat link was last clicked. */
  const lastClicks = new WeakMap<Element, number>();

  /**
   * A value from the address or from storage (visitor input) as it may be kept and pushed:
   * plain text without control characters, cut to GA4's limit; anything else is ''. It is
   * only ever pushed, never written into the page.
   */
  const clean = (value: unknown) =>
    // eslint-disable-next-line no-control-regex -- the C0 and C1 control characters are what it removes.
    typeof value === 'string' ? value.replace(/[\x00-\x1f\x7f-\x9f]/g, '').slice(0, adMaxLength) : '';

  /** The ad's parameters that `read` gives (a name's first value), cleaned; undefined when there is none. */
  const adFields = (read: (name: string) => unknown) => {
    let ad: AdClick | undefined;
    for (const name of adParams) {
      const value = clean(read(name));
      if (value) (ad ??= {})[name] = value;
    }
    return ad;
  };

  /**
   * The ad click in this page's address, if any: it counts for this page's taps whatever the
   * storage does, and replaces the stored one whole (the last click wins, as in Google Ads).
   * Kept in localStorage, not in a cookie; storage missing, full or refused (private mode,
   * blocked cookies) only means a later page will not know it.
   */
  let landing: AdClick | undefined;
  try {
    const query = new URLSearchParams(location.search);
    landing = adFields((name) => query.get(name));
    if (landing) {
      const page = clean(location.pathname);
      if (page) landing.ad_landing_page = page;
      landing.ad_click_time = new Date(Date.now()).toISOString();
      // Removed first: if the new one cannot be written, an older click must not stand for it.
      localStorage.removeItem(adStorageKey);
      localStorage.setItem(adStorageKey, JSON.stringify(landing));
    }
  } catch {
    // The chat works without it.
  }

  /**
   * The ad click that brought the visitor: this page's, else the stored one if it is younger than
   * adMaxAgeMs. A stored one that is expired or malformed is removed; every field is cleaned
   * again, as anything in storage may have been edited.
   */
  const adClick = (): AdClick | undefined => {
    if (landing) return landing;
    try {
      const stored = localStorage.getItem(adStorageKey);
      if (stored === null) return undefined;
      let ad: AdClick | undefined;
      try {
        const record = JSON.parse(stored) as Record<string, unknown>;
        const time = Date.parse(clean(record.ad_click_time));
        const age = Date.now() - time;
        ad = age >= 0 && age < adMaxAgeMs ? adFields((name) => record[name]) : undefined;
        if (ad) {
          const page = clean(record.ad_landing_page);
          if (page) ad.ad_landing_page = page;
          ad.ad_click_time = new Date(time).toISOString();
        }
      } catch {
        // Not a record this script wrote.
      }
      if (!ad) localStorage.removeItem(adStorageKey);
      return ad;
    } catch {
      return undefined;
    }
  };

  /** A fresh reference code; undefined when the browser gives no randomness (the chat opens without one). */
  const referenceCode = () => {
    try {
      // 32 symbols: a byte's low 5 bits pick one evenly.
      return Array.from(crypto.getRandomValues(new Uint8Array(refLength)), (byte) =>
        refAlphabet.charAt(byte & 31),
      ).join('');
    } catch {
      return undefined;
    }
  };

  /** Each marked link's own address and the one a tap last gave it, so every tap starts from its own message. */
  const addresses = new WeakMap<Element, [own: string, given: string]>();

  /**
   * Pushes the click to the global data layer, creating it when Tag Manager is not loaded.
   * A broken data layer (a container or an extension that replaced it) never stops the chat.
   */
  const push = (url: string, type: string, ref: string | undefined) => {
    try {
      window.dataLayer = window.dataLayer ?? [];
      const payload: ChatClickEvent = { event: 'whatsapp_click', whatsapp_url: url, whatsapp_type: type, ...adClick() };
      if (ref) payload.whatsapp_ref = ref;
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
   * the browser's. The second click of a double click (the browser's count, event.detail),
   * or a repeated click on the same link within repeatClickMs, does nothing at all: no second chat, no second event, no browser opening.
   *
   * On a link marked `data-chat-ref` (the firm's switch, data/site.json `chatReference`),
   * each tap adds a new line with a fresh code to the message (`text`, the link's last
   * parameter) and sets the link to it before the browser follows it, so the chat that
   * opens, the push and the conversion all carry the same code.
   */
  const onClick = (event: MouseEvent) => {
    // A right click only opens the context menu (some browsers send it as auxclick).
    if (event.defaultPrevented || event.button > 1) return;
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[data-chat-type]') : null;
    const href = link?.getAttribute('href');
    if (!link || !href) return;
    const now = Date.now();
    const last = lastClicks.get(link);
    lastClicks.set(link, now);
    // The browser numbers a double click's clicks (detail 2, 3...) however late a busy page gets them.
    if (event.detail > 1 || (last !== undefined && now - last < repeatClickMs)) {
      event.preventDefault();
      return;
    }
    let url = href;
    let ref: string | undefined;
    if (link.hasAttribute('data-chat-ref')) {
      const known = addresses.get(link);
      // A link the page gave a new address since keeps that one as its own.
      const own = known && known[1] === href ? known[0] : href;
      ref = referenceCode();
      url = ref ? own + encodeURIComponent(`\n${refLabel}${ref}`) : own;
      addresses.set(link, [own, url]);
      link.setAttribute('href', url);
    }
    push(url, link.getAttribute('data-chat-type') ?? '', ref);
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

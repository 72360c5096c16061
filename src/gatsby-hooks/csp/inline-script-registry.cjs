// The ONE registry of the constant inline <script> bodies the built pages may carry, written here by hand; the
// two built from TypeScript (the chat links' first-tap script, src/chat/chat-script.cjs, and the page's behaviours,
// src/behaviours/behaviours-script.cjs) are added by deploy/csp-hashes.cjs. Each body is a constant: whatever changes
// per page or per build (the font files, the Tag Manager container id, the Web Vitals script's address) travels as a
// data- attribute that the constant body reads. Under the policy's 'strict-dynamic' these hashed scripts are the
// roots of trust: every script file a page runs is inserted by one of them (or by a script they loaded), never by
// the parser. deploy/csp-hashes.cjs hashes every body here into the Content-Security-Policy,
// so `npm run host-config` must run after any change; build-tests/csp.test.ts fails when
// a built page holds an executable inline script whose hash the policy lacks.
// CommonJS, so deploy/host-config.cjs (plain Node) can require it.

const { TAG_MANAGER_ORIGIN } = require('../../shared/constants.cjs');

/** Attribute of the Tag Manager loader that carries the container id. */
const GTM_ID_ATTRIBUTE = 'data-gtm-id';

/** Attribute of the font preloads' loader that lists the font files, space-separated. */
const FONT_PRELOADS_ATTRIBUTE = 'data-font-preloads';

/**
 * The shortest round trip (ms, as the browser estimates it: navigator.connection.rtt) at
 * which a font cannot arrive inside Chromium's wait for the fonts preloaded from the <head>
 * (at most 100 ms after the <body> starts): the font is requested while the <head> is parsed,
 * under 50 ms before the <body> on a phone, and arrives a round trip later at the soonest.
 */
const FONT_WAIT_MAX_RTT_MS = 150;

/**
 * The localStorage key where the font preloads' loader notes the font files this browser has
 * fetched (their hashed addresses, space-separated): from its HTTP cache they arrive inside
 * the first paint's wait whatever the round trip.
 */
const FONTS_FETCHED_KEY = 'font_files';

/**
 * The bodies by name; deploy/csp-hashes.cjs hashes them in this order.
 * @type {Readonly<Record<string, string>> & {
 *   readonly fontPreloads: string,
 *   readonly tagManager: string,
 * }}
 */
const inlineScripts = {
  /**
   * Fetches the fonts named in its attribute (src/theme/fonts.ts) from where it stands, unless
   * the page already has a link to the same file. It stands twice: first in the <head>, where
   * Chromium holds the first paint back until a font preloaded there arrives, for at most
   * 100 ms after the <body> starts, so the first view is drawn in the fonts; then at the start
   * of the <body>. In the <head> it preloads them, unless they cannot arrive inside that wait:
   * a round trip of FONT_WAIT_MAX_RTT_MS or more, and files this browser has not fetched yet
   * (FONTS_FETCHED_KEY). Then that view is drawn in the fallback fonts whatever happens, and
   * the rest of the document's life too (`font-display: optional` never swaps in a font the
   * page was painted without), so the loader removes the page's @font-face rules, from the
   * <style>s above it (no style or layout work for fonts that will not be used), and the
   * <body>'s copy prefetches the files for the next page. Once every file it asked for has
   * arrived, it notes them.
   * Browsers without navigator.connection preload from the <head>, as the parser would.
   */
  fontPreloads: `(function(s){var d=document,k=${JSON.stringify(FONTS_FETCHED_KEY)},f=(s.getAttribute(${JSON.stringify(FONT_PRELOADS_ATTRIBUTE)})||"").split(" ").filter(Boolean),n=f.join(" "),h=s.parentNode===d.head,c=navigator.connection,o;try{o=localStorage.getItem(k)===n}catch(e){}if(h&&c&&c.rtt>=${FONT_WAIT_MAX_RTT_MS}&&!o){d.querySelectorAll("style").forEach(function(e){var t=e.sheet;if(t&&e.textContent.indexOf("@font-face")>=0)for(var j=t.cssRules.length-1;j>=0;j--)if(t.cssRules[j].type===5)t.deleteRule(j)});return}var w=f.filter(function(u){return!d.querySelector('link[href="'+u+'"]')}),r=w.length;w.forEach(function(u){var l=d.createElement("link");l.rel=h?"preload":"prefetch";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=u;l.onload=function(){if(--r===0)try{localStorage.setItem(k,n)}catch(e){}};s.parentNode.insertBefore(l,s)})})(document.currentScript);`,
  /** Google's Tag Manager snippet, with the container id read from the script's own attribute. */
  tagManager: `(function(w,d,s){var i=s.getAttribute(${JSON.stringify(GTM_ID_ATTRIBUTE)});w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});var j=d.createElement("script");j.async=true;j.src=${JSON.stringify(TAG_MANAGER_ORIGIN + '/gtm.js?id=')}+encodeURIComponent(i);d.head.appendChild(j)})(window,document,document.currentScript);`,
  // Register here every other constant inline script a page carries, then run
  // `npm run host-config`. The scripts built from TypeScript are the exception: deploy/csp-hashes.cjs adds them.
};

module.exports = {
  inlineScripts,
  GTM_ID_ATTRIBUTE,
  FONT_PRELOADS_ATTRIBUTE,
  FONT_WAIT_MAX_RTT_MS,
  FONTS_FETCHED_KEY,
};

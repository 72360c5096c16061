/**
 * The figures the first-tap script (`first-tap.ts`) and the React components share.
 * The script cannot import them at run time, so `chat-script.cjs` passes them in.
 * Constants only; the one import is chat-types.ts, itself constants only (and the data layer
 * contract's chat names, src/shared/data-layer-chat.ts, constants only).
 * Changing any value here changes the script's bytes: run `npm run host-config` for its hash.
 */
import { AD_CLICK } from './chat-types';
import type { AdParam } from './whatsapp';

/** A second click on the same chat link within this time is the same intent (a double click). */
export const REPEAT_CLICK_MS = 1000;

/** The floating button shows only once the page is scrolled more than this. */
export const FLOATING_THRESHOLD_PX = 300;

/** Set on `<html>` while the page is scrolled more than FLOATING_THRESHOLD_PX; the floating button's CSS reads it. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** The localStorage key of the last ad click (no cookie). */
export const AD_CLICK_STORAGE_KEY = 'ad_click';

/** How long an ad click counts, as Google Ads' longest click-through window: 90 days. */
export const AD_CLICK_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** Each kept value is cut to this many characters: GA4's limit for an event parameter's value. */
export const AD_VALUE_MAX_LENGTH = 100;

/** The reference code's symbols: Crockford's base32 (no I, L, O, U), 32 of them, so a random byte's low 5 bits pick one evenly. */
export const CHAT_REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Symbols in a reference code. */
export const CHAT_REF_LENGTH = 6;

/** The line added to the chat's message, before the code. */
export const CHAT_REF_LABEL = 'Código de consulta: ';

export type FirstTapOptions = {
  repeatClickMs: number;
  floatingThresholdPx: number;
  scrolledAttribute: string;
  adParams: readonly AdParam[];
  adStorageKey: string;
  adMaxAgeMs: number;
  adMaxLength: number;
  refAlphabet: string;
  refLength: number;
  refLabel: string;
};

/**
 * The options the first-tap script is called with. A function, not a constant object, so a bundle that imports only
 * one of the constants above (the behaviours script's floating.ts takes SCROLLED_ATTRIBUTE) leaves it out: esbuild
 * keeps a module-level object whose fields read another module's (`AD_CLICK.params`), as it cannot tell that reading
 * them does nothing.
 */
export const firstTapOptions = (): FirstTapOptions => ({
  repeatClickMs: REPEAT_CLICK_MS,
  floatingThresholdPx: FLOATING_THRESHOLD_PX,
  scrolledAttribute: SCROLLED_ATTRIBUTE,
  adParams: AD_CLICK.params,
  adStorageKey: AD_CLICK_STORAGE_KEY,
  adMaxAgeMs: AD_CLICK_MAX_AGE_MS,
  adMaxLength: AD_VALUE_MAX_LENGTH,
  refAlphabet: CHAT_REF_ALPHABET,
  refLength: CHAT_REF_LENGTH,
  refLabel: CHAT_REF_LABEL,
});

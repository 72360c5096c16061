/**
 * The figures the first-tap script (`first-tap.ts`) and the React components share.
 * The script cannot import them at run time, so `chat-script.cjs` passes them in.
 */

/** A second click on the same chat link within this time is the same intent (a double click). */
export const REPEAT_CLICK_MS = 1000;

/** The floating button shows only once the page is scrolled more than this. */
export const FLOATING_THRESHOLD_PX = 300;

/** Set on `<html>` while the page is scrolled more than FLOATING_THRESHOLD_PX; the floating button's CSS reads it. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

export type FirstTapOptions = {
  repeatClickMs: number;
  floatingThresholdPx: number;
  scrolledAttribute: string;
};

export const FIRST_TAP_OPTIONS: FirstTapOptions = {
  repeatClickMs: REPEAT_CLICK_MS,
  floatingThresholdPx: FLOATING_THRESHOLD_PX,
  scrolledAttribute: SCROLLED_ATTRIBUTE,
};

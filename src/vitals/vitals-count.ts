/**
 * The counting rule the speed report (docs/marketing/velocidad.md, section 10) and the code follow together:
 * each page view counts once per metric, with its last rating. The library reports INP and CLS
 * again, with the same id, each time the page is hidden with a changed value (a chat tap opens
 * WhatsApp and hides the page; the visitor comes back and taps again). So, per metric id:
 * - its first report is pushed marked `new`;
 * - a later report with the same rating is not pushed (it would change no count);
 * - a later report with another rating is pushed as two events: the previous push again, marked
 *   `withdrawn`, then the new one marked `new`. Counting `new` minus `withdrawn` leaves one, with
 *   the last rating, in any breakdown by the payload's keys.
 * And no report leaves more than 30 minutes after the page's start or its last push (GA4's session
 * timeout): GA4 would open a session for it alone. Pure: the caller gives the time.
 */
import { VITALS_KEYS, VITALS_REPORT, type VitalsPayload } from './vitals-payload';

/** GA4's default session timeout, in ms: an event after this long without one opens a new session. */
export const IDLE_LIMIT = 30 * 60 * 1000;

/**
 * The pushes for each report (vitalsPayload's, marked `new`), from the page's start time (`performance.timeOrigin`, in ms since the
 * epoch, as `now`'s).
 */
export function countOnce(startedAt: number): (payload: VitalsPayload, now: number) => VitalsPayload[] {
  const pushed = new Map<unknown, VitalsPayload>();
  let last = startedAt;
  return (payload, now) => {
    const previous = pushed.get(payload[VITALS_KEYS.id]);
    if (now - last > IDLE_LIMIT || previous?.[VITALS_KEYS.rating] === payload[VITALS_KEYS.rating]) return [];
    pushed.set(payload[VITALS_KEYS.id], payload);
    last = now;
    return previous ? [{ ...previous, [VITALS_KEYS.report]: VITALS_REPORT.withdrawn }, payload] : [payload];
  };
}

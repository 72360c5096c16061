import type { Locator } from 'playwright-core';
import { deadlines } from '../../tools/deadlines.cjs';

/**
 * The one wait of the browser tests: polls a reading until it shows what the test needs, and fails at its
 * deadline naming what it waited for and the last thing it saw. A test waits for the effect it checks,
 * never for a fixed time (CONTRIBUTING.md, "Test layers"): a busy machine only makes the wait longer.
 */

export interface UntilOptions<T> {
  /** When the reading is what the test waits for; by default any value but `undefined`, `null` and `false`. */
  done?: (value: T) => boolean;
  /**
   * How long before it fails: a deadline chosen for what it waits for (tools/deadlines.cjs); by default the plain
   * `wait` one (30 s on the usual machine, scaled to this run's). It only ends a wait that would never end.
   */
  timeoutMs?: number;
  /** More to say when it fails, such as what a command printed. */
  said?: () => string;
  /** How often it reads; 100 ms by default. */
  pollMs?: number;
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== false;

/** A short text of a reading for an error message. */
function describeReading(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * Reads `read()` until `done` holds for its value, and returns that value. A reading that throws (a page
 * navigating, a server not yet up) is read again; at the deadline it throws, naming `what` and the last
 * reading or error.
 */
export async function until<T>(what: string, read: () => T | Promise<T>, options: UntilOptions<T> = {}): Promise<T> {
  const { done = given, timeoutMs = deadlines().wait, said, pollMs = 100 } = options;
  const started = Date.now();
  let last: { value: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() - started >= timeoutMs) {
      const seen =
        last === undefined
          ? 'nothing'
          : 'error' in last
            ? `an error, ${describeReading(last.error)}`
            : describeReading(last.value);
      const more = said?.();
      throw new Error(
        `Waited ${timeoutMs} ms for ${what}; the last reading was ${seen}${more ? `\n--- it said:\n${more.slice(-3000)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Watches for `ms` during which something must NOT happen (a second chat, a late write, a duplicate push).
 * Only for absence: no event marks that a duplicate will never come, so time itself is what is tested.
 * Never use it to wait for an effect; use `until`.
 */
export const watchForAbsence = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `locator` shows, within `timeoutMs` (a deadline of tools/deadlines.cjs, chosen for what it waits for);
 * at the deadline it fails at once, naming `what`, the text the page showed then and what `said` says.
 */
export async function untilShown(
  locator: Locator,
  what: string,
  timeoutMs: number,
  said?: () => string,
): Promise<Locator> {
  await until(what, () => locator.isVisible(), { timeoutMs, said }).catch(async (error: Error) => {
    const shown = await locator
      .page()
      .locator('body')
      .innerText({ timeout: 5000 })
      .catch((failure: Error) => `(unread: ${failure.message})`);
    throw new Error(`${error.message}\n--- the page showed: ${shown.slice(0, 1500)}`);
  });
  return locator;
}

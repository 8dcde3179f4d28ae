/**
 * The one clock of the console and the reference server. Every rule that depends on the date or the
 * hour (token lives, "today" in the bell, task statuses, maintenance due dates, the simulator's day
 * and night) reads `now()` from here, or from a clock handed down from it, never `Date.now()` itself:
 * tests pin it, or start it at a chosen instant, so no suite depends on the calendar.
 */

/** Milliseconds since the epoch. */
export type Clock = () => number;

const systemClock: Clock = () => Date.now();
let current: Clock = systemClock;

/** The current time in milliseconds, from the clock in force. */
export const now: Clock = () => current();

/** Puts a clock in force (tests, or a deployment that starts at a chosen instant); null restores the system clock. */
export function setClock(clock: Clock | null): void {
  current = clock ?? systemClock;
}

/** A clock that always reads `at`. */
export const fixedClock = (at: number): Clock => () => at;

/**
 * A clock that reads `start` when made and then runs at the speed of `real` (the system clock by
 * default): the calendar is chosen, the time still passes.
 */
export function startingAt(start: number, real: Clock = systemClock): Clock {
  const offset = start - real();
  return () => real() + offset;
}

/** A clock a test moves by hand. */
export interface ManualClock {
  (): number;
  set(at: number): void;
  advance(ms: number): void;
}

export function manualClock(start: number): ManualClock {
  let at = start;
  const clock = (() => at) as ManualClock;
  clock.set = (to) => { at = to; };
  clock.advance = (ms) => { at += ms; };
  return clock;
}

/**
 * Reads a starting instant such as FMS_NOW: an ISO date-time ('2026-11-20T10:00:00+08:00'), a date
 * ('2026-11-20', midnight in Taipei) or milliseconds. Undefined or empty: null. Anything else throws,
 * so a typo stops the start instead of running on the wrong day.
 */
export function parseInstant(text: string | undefined): number | null {
  const value = text?.trim();
  if (!value) return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+08:00` : value;
  const ms = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) {
    throw new Error(`Not an instant: "${value}" (use 2026-11-20, 2026-11-20T10:00:00+08:00 or milliseconds)`);
  }
  return ms;
}

/**
 * The one home of time lengths in milliseconds and of Taipei's offset from UTC, for the console and
 * the reference server alike (issue 24, 6). Lint (eslint.config.js) rejects the bare literals
 * (3_600_000, 86_400_000, 28_800_000, 60 * 60 * 1000, 60 * 60_000, …) everywhere else. Imports
 * nothing, so any chunk may read it for free.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A calendar day (Taipei keeps no daylight saving, so every day is this long). */
export const DAY_MS = 24 * HOUR_MS;
/** Taipei's wall clock is this far ahead of UTC, all year (no daylight saving). */
export const TAIPEI_OFFSET_MS = 8 * HOUR_MS;

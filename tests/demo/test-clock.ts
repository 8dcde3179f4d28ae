import { startingAt, type Clock } from '../../src/core/clock';

/**
 * The instant every server test runs at, whatever the calendar says: a Friday morning in Taipei.
 * Tests derive their dates from it (or from `t.app.ctx.now()`), never from the system clock.
 */
export const TEST_NOW = Date.parse('2026-11-20T10:00:00+08:00');

/** The seed of the shared snapshot runs a little earlier, so every seeded record is in the past. */
export const SEEDED_AT = TEST_NOW - 10 * 60_000;

/** A clock that reads `at` (TEST_NOW by default) when made and then runs on. */
export const testClock = (at = TEST_NOW): Clock => startingAt(at);

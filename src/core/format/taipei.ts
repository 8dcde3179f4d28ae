import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { offsetMinutes } from './zone';

dayjs.extend(utc);

export { TIME_ZONE } from './zone';
export { toMillis } from './millis';

/*
 * Why not dayjs's timezone plugin: it reads the zone's wall time back through the host's own zone,
 * so on a host whose zone changes to or from daylight saving that day, startOf('day') and some
 * formatted times are an hour off (seen on 2024-03-10 with TZ=America/Los_Angeles). Here the zone's
 * offset comes from the platform's zone data (Intl, ./zone.ts), and all arithmetic runs in dayjs's
 * UTC mode on a shifted "wall clock", which never touches the host zone.
 */

/** The zone's wall clock at an instant, as a UTC-mode dayjs whose fields read the zone's clock. */
export function wallClock(ms: number): Dayjs {
  return dayjs.utc(ms + offsetMinutes(ms) * 60_000);
}

/**
 * Taipei's clock at an instant, for `.format()` and calendar steps (`startOf`, `add`). Its
 * `valueOf()` is shifted, not the instant: go back with `instantOf`.
 */
export const taipei = wallClock;

/** The instant a wall clock (from wallClock, or a UTC-mode date) shows in the zone. */
export function instantOf(wall: Dayjs): number {
  const guess = wall.valueOf() - offsetMinutes(wall.valueOf()) * 60_000;
  return wall.valueOf() - offsetMinutes(guess) * 60_000;
}

/** Formats an instant as Taipei shows it, with a dayjs pattern ('YYYY-MM-DD HH:mm'). */
export function formatTaipei(ms: number, pattern: string): string {
  return wallClock(ms).format(pattern);
}

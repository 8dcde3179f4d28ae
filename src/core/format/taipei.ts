import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Every date the console shows or sends is judged in Taiwan time, whatever the browser's zone. */
export const TIME_ZONE = 'Asia/Taipei';

/*
 * Why not dayjs's timezone plugin: it reads the zone's wall time back through the host's own zone,
 * so on a host whose zone changes to or from daylight saving that day, startOf('day') and some
 * formatted times are an hour off (seen on 2024-03-10 with TZ=America/Los_Angeles). Here the zone's
 * offset comes from the platform's zone data (Intl), and all arithmetic runs in dayjs's UTC mode on a
 * shifted "wall clock", which never touches the host zone.
 */
const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
  hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(ms: number): number {
  const p = Object.fromEntries(zoneParts.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

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

/**
 * A timestamp in milliseconds from what the server or storage holds: a number of ms, a string of
 * digits, or a date string ('1911', ISO). Anything else gives undefined.
 */
export function toMillis(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // A bare year such as the default '1911' is a date, not a count of milliseconds.
  if (/^\d{5,}$/.test(value.trim())) return Number(value);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

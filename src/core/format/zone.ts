/**
 * Taipei's clock without dayjs: the zone, its offset from the platform's zone data (Intl), and the
 * time of day. A module of its own so that a page's first path (the monitor map's truck list before
 * its first trucks, issue 26, 5) shows Taipei times without loading dayjs; ./taipei.ts builds its
 * dayjs wall clock on the same offset.
 */

/** Every date the console shows or sends is judged in Taiwan time, whatever the browser's zone. */
export const TIME_ZONE = 'Asia/Taipei';

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
  hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(ms: number): number {
  const p = Object.fromEntries(zoneParts.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant's time of day on Taipei's clock, 'HH:mm:ss' (what formatTaipei(ms, 'HH:mm:ss') gives). */
export function taipeiTimeOfDay(ms: number): string {
  const wall = new Date(ms + offsetMinutes(ms) * 60_000);
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

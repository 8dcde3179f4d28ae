import dayjs from 'dayjs';
import { formatTaipei, instantOf, wallClock } from './taipei';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units';

/** The number of Taipei calendar days from `ms` to `now` (0: same day, 1: yesterday). */
function calendarDaysBefore(ms: number, now: number): number {
  return wallClock(now).startOf('day').diff(wallClock(ms).startOf('day'), 'day');
}

/** Event times in the header: 今日 / 昨日 HH:mm:ss, else the full date and time (spec 2.5). */
export function headerEventTime(ms: number, now: number): string {
  const days = calendarDaysBefore(ms, now);
  if (days === 0) return `今日 ${formatTaipei(ms, 'HH:mm:ss')}`;
  if (days === 1) return `昨日 ${formatTaipei(ms, 'HH:mm:ss')}`;
  return formatTaipei(ms, 'YYYY-MM-DD HH:mm:ss');
}

const MINUTE = MINUTE_MS;
const HOUR = HOUR_MS;

/**
 * Relative time of a notification entry (spec 2.6): 剛剛 under a minute (and for times slightly in
 * the future, a clock skew), N 分鐘前 under an hour, N 小時前 the same day, 昨天, N 天前 within a
 * week, then the date.
 */
export function relativeTime(ms: number, now: number): string {
  const elapsed = now - ms;
  if (elapsed < MINUTE) return '剛剛';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} 分鐘前`;
  const days = calendarDaysBefore(ms, now);
  if (days === 0) return `${Math.floor(elapsed / HOUR)} 小時前`;
  if (days === 1) return '昨天';
  if (days < 7) return `${days} 天前`;
  return formatTaipei(ms, 'YYYY-MM-DD');
}

/** Download name of the task import template (spec 7.7, 9). */
export function taskTemplateFileName(now: number): string {
  return `任務模板_${formatTaipei(now, 'YYYYMMDDHHmmss')}.xlsx`;
}

/** Download name of a task export, dated by the query's start time (spec 7.7, 9). */
export function taskExportFileName(startTime: number): string {
  return `匯出任務_${formatTaipei(startTime, 'YYYY-MM-DD')}.xlsx`;
}

/** A calendar day in ms: declared with the other lengths in ./time-units. */
export { DAY_MS };

export interface DayRange {
  startTime: number;
  /** The last millisecond of the day. */
  endTime: number;
}

/**
 * Start and end of a Taipei calendar day in ms (spec 3 'Video record', 7.3, 7.11). `day` is a
 * moment within the day (ms) or a 'YYYY-MM-DD' date read in Taipei.
 */
export function dayRangeMs(day: number | string): DayRange {
  const start = typeof day === 'string' ? parseDay(day) : wallClock(day).startOf('day');
  return { startTime: instantOf(start), endTime: instantOf(start.add(1, 'day')) - 1 };
}

/** dayRangeMs of a 'YYYY-MM-DD' filter value; null when it is empty or not a real day. */
export function dayRangeOrNull(day: string | undefined): DayRange | null {
  if (!day) return null;
  try {
    return dayRangeMs(day);
  } catch {
    return null;
  }
}

/**
 * The days of a from–to filter ('YYYY-MM-DD', Taipei): each read with dayRangeOrNull (empty or
 * unreadable → null), and swapped when given backwards, so `start` is never after `end`.
 */
export function dayFilterRanges(startDay: string | undefined, endDay: string | undefined): { start: DayRange | null; end: DayRange | null } {
  const start = dayRangeOrNull(startDay);
  const end = dayRangeOrNull(endDay);
  return start && end && end.startTime < start.startTime ? { start: end, end: start } : { start, end };
}

/** A 'YYYY-MM-DD' calendar date as a wall clock at its midnight; an impossible date is refused. */
function parseDay(day: string) {
  const wall = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayjs.utc(day) : undefined;
  if (!wall?.isValid() || wall.format('YYYY-MM-DD') !== day) throw new RangeError(`not a day: ${day}`);
  return wall;
}

/** Today's range, as the notification list asks for it (spec 7.3, 9). */
export function todayRangeMs(now: number): DayRange {
  return dayRangeMs(now);
}

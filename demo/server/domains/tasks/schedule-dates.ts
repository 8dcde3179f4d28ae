import { badInput } from '../../http/errors';
import { addDays, DAY_MS, dayStart, fmt, taipeiAt, weekdayOf } from '../../time';

/** The days a dispatch schedule runs on, in Taipei. */

export const MAX_SCHEDULE_DAYS = 92;

/**
 * Starts of the Taipei days from startDate to endDate (inclusive) falling on the weekdays
 * (0 Sunday … 6 Saturday), skipping days before `fromDay` (today: a schedule does not dispatch
 * into the past).
 */
export function scheduleDays(startDate: number, endDate: number, weekdays: readonly number[], fromDay: number): number[] {
  const first = dayStart(startDate);
  const last = dayStart(endDate);
  if (last < first) throw badInput('endDate', '結束日期不可早於開始日期。');
  if (Math.round((last - first) / DAY_MS) + 1 > MAX_SCHEDULE_DAYS) throw badInput('endDate', `排程期間最多 ${MAX_SCHEDULE_DAYS} 天。`);
  const from = dayStart(fromDay);
  const days: number[] = [];
  for (let i = 0, d = first; d <= last; i += 1, d = addDays(first, i)) {
    if (weekdays.includes(weekdayOf(d)) && d >= from) days.push(d);
  }
  return days;
}

/** A moment of a day: the day's start plus a 'HH:mm' time, in Taipei. */
export const atClock = (dayStart: number, clock: string): number => taipeiAt(fmt(dayStart, 'YYYY-MM-DD'), clock);

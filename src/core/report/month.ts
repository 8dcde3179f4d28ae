import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { instantOf, taipei } from '../format/taipei';

dayjs.extend(utc);

/**
 * Months of the monthly operations report ('YYYY-MM'), on the Asia/Taipei calendar that the console
 * and the reference server share: the report of a month runs from the 1st at 00:00 to the last
 * millisecond of its last day in Taipei.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a month 'YYYY-MM'. */
export const isMonth = (text: string | null | undefined): text is string => !!text && MONTH.test(text);

/** The month holding an instant, in Taipei. */
export const monthOf = (ms: number): string => taipei(ms).format('YYYY-MM');

/** The month `n` months after `month` (negative: before). */
export function addMonth(month: string, n: number): string {
  return dayjs.utc(`${month}-01T00:00:00`).add(n, 'month').format('YYYY-MM');
}

/** The report's default: last month, as of `now` (ms, from the injectable clock). */
export const defaultReportMonth = (now: number): string => addMonth(monthOf(now), -1);

/** The first and last millisecond of a month in Taipei. */
export function monthRange(month: string): { startTime: number; endTime: number } {
  const start = dayjs.utc(`${month}-01T00:00:00`);
  return { startTime: instantOf(start), endTime: instantOf(start.add(1, 'month')) - 1 };
}

/** Number of days of a month. */
export const daysInMonth = (month: string): number => dayjs.utc(`${month}-01T00:00:00`).daysInMonth();

/** The index (0 = the 1st) of the Taipei day of `ms` within its month. */
export const dayIndexInMonth = (ms: number): number => taipei(ms).date() - 1;

/** '2026 年 10 月' for a heading. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${y} 年 ${Number(m)} 月`;
}

/**
 * The month a reader may pick: not after the current month (a report of the future has nothing),
 * and the month itself when valid; else the default.
 */
export function chosenMonth(text: string | null | undefined, now: number): string {
  if (!isMonth(text)) return defaultReportMonth(now);
  return text > monthOf(now) ? defaultReportMonth(now) : text;
}

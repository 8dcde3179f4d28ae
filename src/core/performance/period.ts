import { formatTaipei } from '../format/taipei';
import { DAY_MS } from '../format/time';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A period of Taipei days, 'YYYY-MM-DD' both ends (spec 7.6 'Driving score' bodies). */
export interface ScorePeriod {
  startDate: string;
  endDate: string;
}

/** The longest period the score calls accept (the reference server refuses more than 93 days). */
export const MAX_PERIOD_DAYS = 93;

/** The default period: the 30 days before today (Taipei), yesterday included; today cannot be settled yet. */
export function defaultScorePeriod(now: number): ScorePeriod {
  return { startDate: formatTaipei(now - 30 * DAY_MS, 'YYYY-MM-DD'), endDate: formatTaipei(now - DAY_MS, 'YYYY-MM-DD') };
}

/** Days from start to end, both counted; NaN when either is not a date. */
export function periodDays(p: ScorePeriod): number {
  if (!DAY.test(p.startDate) || !DAY.test(p.endDate)) return Number.NaN;
  return Math.round((Date.parse(p.endDate) - Date.parse(p.startDate)) / DAY_MS) + 1;
}

/**
 * What is wrong with a period, in Traditional Chinese, or '' when it can be asked for: both days
 * given, the end not before the start, at most MAX_PERIOD_DAYS days, and not starting after today.
 */
export function periodProblem(p: Partial<ScorePeriod>, now: number): string {
  if (!p.startDate || !p.endDate) return '請選擇開始與結束日期';
  const days = periodDays(p as ScorePeriod);
  if (Number.isNaN(days)) return '日期格式不正確';
  if (days < 1) return '結束日期不可早於開始日期';
  if (days > MAX_PERIOD_DAYS) return `查詢區間不可超過 ${MAX_PERIOD_DAYS} 天`;
  if (p.startDate > formatTaipei(now, 'YYYY-MM-DD')) return '開始日期不可晚於今天';
  return '';
}

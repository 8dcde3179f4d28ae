import { badInput } from '../../../http/errors';
import { DAY_MS } from '../../../../../src/core/format/time-units';

/** Rejects a time range whose end is before its start, or longer than `maxDays`. */
export function checkRange(startTime: number, endTime: number, maxDays = 93): void {
  if (endTime < startTime) throw badInput('endTime', '結束時間不可早於開始時間。');
  if (endTime - startTime > maxDays * DAY_MS) throw badInput('endTime', `查詢區間不可超過 ${maxDays} 天。`);
}

/** Rejects a date range whose end is before its start, or longer than `maxDays`. */
export function checkDates(startDate: string, endDate: string, maxDays = 93): void {
  if (endDate < startDate) throw badInput('endDate', '結束日期不可早於開始日期。');
  if (Date.parse(endDate) - Date.parse(startDate) > maxDays * DAY_MS) throw badInput('endDate', `查詢區間不可超過 ${maxDays} 天。`);
}

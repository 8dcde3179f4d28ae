import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { instantOf, taipei } from '../format/taipei';
import { DAY_MS } from '../format/time-units';

dayjs.extend(utc);

/** The filters of the operation log page (/log, P_P19): who, what, and when as Taipei days. */
export interface LogFilters {
  /** Who: part of the operator's name. */
  operator?: string;
  /** What: part of the action or its target. */
  keyword?: string;
  /** 'YYYY-MM-DD', the first day shown. */
  from?: string;
  /** 'YYYY-MM-DD', the last day shown. */
  to?: string;
}

/** How many days the log shows by default, ending today. */
export const LOG_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default filters: the 30 days ending today, as of `now` (ms, from the injectable clock). */
export function defaultLogFilters(now: number): LogFilters {
  const today = taipei(now);
  return { from: today.subtract(LOG_DEFAULT_DAYS - 1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** A message when the dates cannot make a range, else ''. */
export function logRangeError(f: LogFilters): string {
  if ((f.from && !DAY.test(f.from)) || (f.to && !DAY.test(f.to))) return '日期格式應為 YYYY-MM-DD。';
  if (f.from && f.to && f.from > f.to) return '起日不可晚於迄日。';
  return '';
}

/** The body of log-operation/v0/list: the days as the first and last millisecond in Taipei, empty texts left out. */
export function logListBody(f: LogFilters, page: { offset: number; limit: number }) {
  const startOf = (day: string) => instantOf(dayjs.utc(`${day}T00:00:00`));
  return {
    ...(f.from && DAY.test(f.from) ? { startTime: startOf(f.from) } : {}),
    ...(f.to && DAY.test(f.to) ? { endTime: startOf(f.to) + DAY_MS - 1 } : {}),
    ...(f.operator?.trim() ? { operator: f.operator.trim() } : {}),
    ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}),
    offset: page.offset,
    limit: page.limit,
  };
}

/** A log entry's detail in a line: its fields, e.g. 欄位：carNo、note; '' when there is nothing to say. */
export function detailSummary(detail: Record<string, unknown>): string {
  // An entry with its changes shows them instead (logChanges); older entries only named the fields.
  if (logChanges(detail).length) return '';
  const fields = detail.fields;
  if (Array.isArray(fields) && fields.length) return `欄位：${fields.join('、')}`;
  if (Array.isArray(detail.uids)) return `${detail.uids.length} 筆`;
  return '';
}

/** One field an entry changed, as the server recorded it (issue 22: field: before → after). */
export interface LogChange {
  field: string;
  before: string;
  after: string;
}

const isChangeRecord = (c: unknown): c is LogChange => typeof c === 'object' && c !== null
  && ['field', 'before', 'after'].every((k) => typeof (c as Record<string, unknown>)[k] === 'string');

/** The changes an entry records ('detail.changes'); none for older entries or anything malformed. */
export function logChanges(detail: Record<string, unknown>): LogChange[] {
  return Array.isArray(detail.changes) ? detail.changes.filter(isChangeRecord) : [];
}

/** A change as one line: 「備註：（空白） → 換新輪胎」. */
export const changeText = (c: LogChange) => `${c.field}：${c.before} → ${c.after}`;

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { instantOf, wallClock } from '../../../core/format/taipei';

dayjs.extend(utc);

/**
 * Date values of the pickers, judged in Asia/Taipei (spec: every date the console shows or sends is
 * Taiwan time). A value is what the native input holds: 'YYYY-MM-DD' (type=date) or
 * 'YYYY-MM-DDTHH:mm' (type=datetime-local), a wall-clock reading with no zone; '' is empty. It
 * becomes an instant only through `rangeToMs`, which reads it as Taipei's clock whatever zone the
 * browser is in. Same-format values compare as strings, so no conversion is needed to validate.
 */
export interface DateRange {
  start: string;
  end: string;
}

export type QuickRangeKind = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';

export const QUICK_RANGES: ReadonlyArray<{ kind: QuickRangeKind; label: string }> = [
  { kind: 'today', label: '今天' },
  { kind: 'yesterday', label: '昨天' },
  { kind: 'last7', label: '最近 7 天' },
  { kind: 'last30', label: '最近 30 天' },
  { kind: 'thisMonth', label: '本月' },
];

export const RANGE_ERRORS = {
  endBeforeStart: '結束日期不可早於開始日期',
  beforeMin: (min: string) => `日期不可早於 ${min.replace('T', ' ')}`,
  afterMax: (max: string) => `日期不可晚於 ${max.replace('T', ' ')}`,
} as const;

/** Compares two values, a date against a date-time by its day. */
function compare(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  const x = a.slice(0, length);
  const y = b.slice(0, length);
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface RangeProblems {
  start?: string;
  end?: string;
}

/** What is wrong with a range: an end before the start, or a value outside min/max. Empty ends are not checked here. */
export function validateRange(range: DateRange, min?: string, max?: string): RangeProblems {
  const problems: RangeProblems = {};
  if (range.start && min && compare(range.start, min) < 0) problems.start = RANGE_ERRORS.beforeMin(min);
  if (range.start && max && compare(range.start, max) > 0) problems.start = RANGE_ERRORS.afterMax(max);
  if (range.end && max && compare(range.end, max) > 0) problems.end = RANGE_ERRORS.afterMax(max);
  if (range.end && min && compare(range.end, min) < 0) problems.end = RANGE_ERRORS.beforeMin(min);
  if (range.start && range.end && compare(range.end, range.start) < 0) problems.end = RANGE_ERRORS.endBeforeStart;
  return problems;
}

/**
 * A quick range as Taipei sees it at `now` (ms): 今天, 昨天, 最近 7 天 and 最近 30 天 (ending today,
 * today included), 本月 (the 1st to today). With `withTime` the ends are 00:00 and 23:59.
 */
export function quickRange(kind: QuickRangeKind, now: number, withTime = false): DateRange {
  const today = wallClock(now).startOf('day');
  const from = {
    today, yesterday: today.subtract(1, 'day'), last7: today.subtract(6, 'day'),
    last30: today.subtract(29, 'day'), thisMonth: today.startOf('month'),
  }[kind];
  const to = kind === 'yesterday' ? from : today;
  return {
    start: from.format(withTime ? 'YYYY-MM-DD[T]00:00' : 'YYYY-MM-DD'),
    end: to.format(withTime ? 'YYYY-MM-DD[T]23:59' : 'YYYY-MM-DD'),
  };
}

/** True when the range equals the quick range (the button shows as pressed). */
export function isQuickRange(range: DateRange, kind: QuickRangeKind, now: number, withTime = false): boolean {
  const quick = quickRange(kind, now, withTime);
  return quick.start === range.start && quick.end === range.end;
}

/** A picker value read as Taipei's clock, in ms; undefined when empty or malformed. */
export function valueToMs(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(value)) return undefined;
  const wall = dayjs.utc(value);
  return wall.isValid() ? instantOf(wall) : undefined;
}

/**
 * A range as the API wants it (spec 7.1: ms): from the start's first millisecond to the end's last
 * one, so a date range of one day covers the whole Taipei day and 23:59 covers its whole minute.
 */
export function rangeToMs(range: DateRange): { startTime?: number; endTime?: number } {
  const start = valueToMs(range.start);
  const end = valueToMs(range.end);
  if (end === undefined) return { startTime: start, endTime: undefined };
  // A date ends with its day, 'HH:mm' with its minute, 'HH:mm:ss' with its second.
  const span = !range.end.includes('T') ? undefined : range.end.length > 16 ? 1000 : 60_000;
  const endTime = span ? end + span - 1 : instantOf(dayjs.utc(range.end).add(1, 'day')) - 1;
  return { startTime: start, endTime };
}

/** The Taipei date (or date-time) of an instant, as a picker value. */
export function msToValue(ms: number, withTime = false): string {
  return wallClock(ms).format(withTime ? 'YYYY-MM-DD[T]HH:mm' : 'YYYY-MM-DD');
}

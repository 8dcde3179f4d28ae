import type { Schedule, ScheduleInput } from '../api/contract/task';
import { formatTaipei } from '../format/taipei';
import { DAY_MS, dayRangeMs } from '../format/time';
import type { StopDraft } from './stops';

/**
 * Dispatch schedules (spec 2.11 'Tasks'; /task/add/schedule, /task/edit/schedule/{uid},
 * /task/preview/schedule): the form's values, their checks, the call's body, and the preview
 * grouped by day. Weekdays are numbered as the contract numbers them: 0 Sunday … 6 Saturday.
 */

/** At most this many days from the first to the last day, both counted (the server's limit too). */
export const MAX_SCHEDULE_DAYS = 92;


/** 一 … 日: the weekdays in the order a Taiwanese calendar shows them (Monday first). */
export const WEEKDAY_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'];

/** '一' for 1, '日' for 0. */
export const weekdayName = (day: number): string => WEEKDAY_NAMES[day] ?? '';

/** '一、三、五' (Monday first); every day: '每天'. */
export function weekdaysText(days: readonly number[]): string {
  const chosen = WEEKDAY_ORDER.filter((d) => days.includes(d));
  return chosen.length === 7 ? '每天' : chosen.map(weekdayName).join('、');
}

/** A schedule as its form holds it: days as 'YYYY-MM-DD' (Taipei); each stop may carry a planned 'HH:mm'. */
export interface ScheduleValues {
  name: string;
  assignment: { driverUid: string; carUid: string };
  startDate: string;
  endDate: string;
  weekdays: number[];
  taskList: StopDraft[];
}

/** A new schedule: from today for two weeks, on weekdays. */
export function emptySchedule(now: number): ScheduleValues {
  return {
    name: '',
    assignment: { driverUid: '', carUid: '' },
    startDate: formatTaipei(now, 'YYYY-MM-DD'),
    endDate: formatTaipei(now + 13 * DAY_MS, 'YYYY-MM-DD'),
    weekdays: [1, 2, 3, 4, 5],
    taskList: [],
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day's number (days since 1970-01-01), or null for text that is not a real 'YYYY-MM-DD'. */
function dayNumber(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}

/** The weekday of a calendar day (0 Sunday … 6 Saturday), or null for an unreadable day. */
export function weekdayOfDay(day: string): number | null {
  const n = dayNumber(day);
  return n === null ? null : new Date(n * DAY_MS).getUTCDay();
}

/** How many days the range holds, both ends counted; 0 when a day is unreadable or the range runs backwards. */
export function scheduleDayCount(startDate: string, endDate: string): number {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  if (first === null || last === null || last < first) return 0;
  return last - first + 1;
}

/** A problem of the date range and the field it belongs to. */
export interface RangeProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/** What is wrong with the date range, in the words the form shows, on the field to fix; nothing when it is fine. */
export function scheduleRangeProblem(startDate: string, endDate: string): RangeProblem | undefined {
  const first = startDate ? dayNumber(startDate) : null;
  const last = endDate ? dayNumber(endDate) : null;
  if (!startDate) return { field: 'startDate', message: '請選擇開始日期' };
  if (first === null) return { field: 'startDate', message: '開始日期格式不正確，請選擇日期' };
  if (!endDate) return { field: 'endDate', message: '請選擇結束日期' };
  if (last === null) return { field: 'endDate', message: '結束日期格式不正確，請選擇日期' };
  if (last < first) return { field: 'endDate', message: '結束日期不可早於開始日期' };
  const days = last - first + 1;
  if (days > MAX_SCHEDULE_DAYS) return { field: 'endDate', message: `排程期間最多 ${MAX_SCHEDULE_DAYS} 天，目前為 ${days} 天` };
  return undefined;
}

/** What is wrong with the chosen weekdays; nothing when at least one is chosen. */
export function weekdaysProblem(weekdays: readonly number[]): string | undefined {
  const valid = weekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  return valid.length === 0 ? '請至少選擇一個星期' : undefined;
}

/** Whether the range holds any of the weekdays (else the schedule would create no task). */
export function rangeHasWeekday(startDate: string, endDate: string, weekdays: readonly number[]): boolean {
  const count = scheduleDayCount(startDate, endDate);
  if (count === 0) return false;
  const first = weekdayOfDay(startDate);
  if (first === null) return false;
  for (let i = 0; i < Math.min(count, 7); i += 1) if (weekdays.includes((first + i) % 7)) return true;
  return false;
}

/** The call's body: days as the start of the Taipei day, weekdays Monday first, stops in the order shown. */
export function scheduleInputOf(v: ScheduleValues): ScheduleInput {
  return {
    name: v.name.trim(),
    carUid: v.assignment.carUid,
    driverUid: v.assignment.driverUid,
    startDate: dayRangeMs(v.startDate).startTime,
    endDate: dayRangeMs(v.endDate).startTime,
    weekdays: WEEKDAY_ORDER.filter((d) => v.weekdays.includes(d)),
    taskList: v.taskList.map((s) => ({
      name: s.name.trim(),
      address: s.address.trim(),
      ...(s.lat !== null && s.lng !== null ? { lat: s.lat, lng: s.lng } : {}),
      kind: s.kind || null,
      time: s.time || null,
      note: s.note?.trim() ?? '',
    })),
  };
}

/** A saved schedule as the form's values. */
export function scheduleValuesOf(s: Schedule): ScheduleValues {
  return {
    name: s.name,
    assignment: { driverUid: s.driver.uid, carUid: s.car.uid },
    startDate: formatTaipei(s.startDate, 'YYYY-MM-DD'),
    endDate: formatTaipei(s.endDate, 'YYYY-MM-DD'),
    weekdays: WEEKDAY_ORDER.filter((d) => s.weekdays.includes(d)),
    taskList: s.taskList.map((t) => ({
      name: t.name, address: t.address, lat: t.lat ?? null, lng: t.lng ?? null, kind: t.kind ?? '', time: t.time ?? '', note: t.note ?? '',
    })),
  };
}

/** '2026-12-01 ~ 2026-12-14' for a list cell. */
export const scheduleRangeText = (s: Pick<Schedule, 'startDate' | 'endDate'>) =>
  `${formatTaipei(s.startDate, 'YYYY-MM-DD')} ~ ${formatTaipei(s.endDate, 'YYYY-MM-DD')}`;

export interface PreviewDay<T> {
  /** 'YYYY-MM-DD' in Taipei. */
  day: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  tasks: T[];
}

/** The tasks a preview lists, grouped by their Taipei day, earliest first. */
export function groupByDay<T extends { taskDate: number }>(tasks: readonly T[]): PreviewDay<T>[] {
  const byDay = new Map<string, T[]>();
  for (const t of [...tasks].sort((a, b) => a.taskDate - b.taskDate)) {
    const day = formatTaipei(t.taskDate, 'YYYY-MM-DD');
    byDay.set(day, [...(byDay.get(day) ?? []), t]);
  }
  return [...byDay].map(([day, list]) => ({ day, weekday: weekdayOfDay(day) ?? 0, tasks: list }));
}

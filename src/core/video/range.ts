import { RETENTION_DAYS_DEFAULT } from './limits';
import { dayRangeMs, type DayRange } from '../format/time';
import { formatTaipei, instantOf, wallClock } from '../format/taipei';

/** 'YYYY-MM-DD' of the Taipei day holding `ms`. */
export const videoDayOf = (ms: number): string => formatTaipei(ms, 'YYYY-MM-DD');

/**
 * The day query of spec 3 'Video record' and 9 'Video day range': start to end of the chosen Taipei
 * day, in ms. An unreadable day gives null.
 */
export function videoDayRange(day: string): DayRange | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    return dayRangeMs(day);
  } catch {
    return null;
  }
}

/** The days a recording can be asked for: today and the RETENTION_DAYS - 1 before it ('YYYY-MM-DD'). */
export function videoDayBounds(now: number, retentionDays = RETENTION_DAYS_DEFAULT): { min: string; max: string } {
  const today = wallClock(now).startOf('day');
  return { min: today.subtract(retentionDays - 1, 'day').format('YYYY-MM-DD'), max: today.format('YYYY-MM-DD') };
}

/** The form of a recording request: a day and a time range within it ('HH:mm'). */
export interface VideoRangeDraft {
  day: string;
  /** 'HH:mm'; empty means the start of the day. */
  from: string;
  /** 'HH:mm'; empty means the end of the day. */
  to: string;
}

export type VideoRangeField = 'day' | 'from' | 'to';

export type VideoRangeCheck =
  | { ok: true; startTime: number; endTime: number }
  | { ok: false; field: VideoRangeField; message: string };

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of 'HH:mm' on a Taipei day; 'to' ends at the last millisecond of its minute. */
function at(day: string, clock: string, end: boolean): number {
  const [h, m] = clock.split(':').map(Number);
  const wall = wallClock(dayRangeMs(day).startTime).startOf('day').add(h, 'hour').add(m, 'minute');
  return instantOf(wall) + (end ? 60_000 - 1 : 0);
}

/**
 * Checks a request's range (spec 2.11, 3, 9) and gives its startTime and endTime in ms, or the first
 * problem in Traditional Chinese with the field it belongs to. The whole day is the default: an
 * empty 'from' is 00:00 and an empty 'to' the day's last millisecond.
 */
export function checkVideoRange(draft: VideoRangeDraft, now: number, retentionDays = RETENTION_DAYS_DEFAULT): VideoRangeCheck {
  const day = videoDayRange(draft.day);
  if (!draft.day) return { ok: false, field: 'day', message: '請選擇日期。' };
  if (!day) return { ok: false, field: 'day', message: '日期格式不正確，請選擇日期。' };
  const { min, max } = videoDayBounds(now, retentionDays);
  if (draft.day > max) return { ok: false, field: 'day', message: '不能調閱未來的影像。' };
  if (draft.day < min) return { ok: false, field: 'day', message: `只能調閱最近 ${retentionDays} 天的影像。` };
  if (draft.from && !CLOCK.test(draft.from)) return { ok: false, field: 'from', message: '開始時間格式不正確（時:分）。' };
  if (draft.to && !CLOCK.test(draft.to)) return { ok: false, field: 'to', message: '結束時間格式不正確（時:分）。' };
  const startTime = draft.from ? at(draft.day, draft.from, false) : day.startTime;
  const endTime = draft.to ? at(draft.day, draft.to, true) : day.endTime;
  if (endTime <= startTime) return { ok: false, field: 'to', message: '結束時間必須晚於開始時間。' };
  if (startTime > now) return { ok: false, field: 'from', message: '開始時間還沒到，不能調閱未來的影像。' };
  return { ok: true, startTime, endTime };
}

/** '08:00–09:30' of a range on one day, or with the date when asked. */
export function videoRangeLabel(startTime: number, endTime: number, withDate = false): string {
  const span = `${formatTaipei(startTime, 'HH:mm')}–${formatTaipei(endTime + 1, 'HH:mm') === '00:00' && endTime > startTime ? '24:00' : formatTaipei(endTime, 'HH:mm')}`;
  return withDate ? `${formatTaipei(startTime, 'YYYY-MM-DD')} ${span}` : span;
}

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatTaipei, instantOf, wallClock } from '../../src/core/format/taipei';
import { DAY_MS, TAIPEI_OFFSET_MS } from '../../src/core/format/time-units';

dayjs.extend(utc);

/**
 * The server's one set of time helpers: millisecond constants and Taipei calendar days. It builds on
 * the console's src/core/format/taipei.ts, so the server and the console cut days at the same
 * instants. Every "now" comes from ctx.now (the server clock); these functions only convert.
 */

export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, TAIPEI_OFFSET_MS } from '../../src/core/format/time-units';

/** Formats an instant as Taipei shows it, with a dayjs pattern ('YYYY-MM-DD HH:mm'). */
export const fmt = formatTaipei;

/** 'YYYY-MM-DD' of an instant, in Taipei. */
export const taipeiDate = (ms: number): string => formatTaipei(ms, 'YYYY-MM-DD');

/** 'HH:mm' of an instant, in Taipei. */
export const taipeiClock = (ms: number): string => formatTaipei(ms, 'HH:mm');

/** 'YYYY-MM-DD HH:mm:ss' in Taipei, for spreadsheets. */
export const taipeiDateTime = (ms: number): string => formatTaipei(ms, 'YYYY-MM-DD HH:mm:ss');

/** The instant of 'YYYY-MM-DD' at 'HH:mm' in Taipei. */
export const taipeiAt = (day: string, clock = '00:00'): number => instantOf(dayjs.utc(`${day}T${clock}:00`));

/** The start of a Taipei day given as 'YYYY-MM-DD'. */
export const dayStartMs = (date: string): number => taipeiAt(date);

/** The start of the Taipei day holding `ms`. */
export const dayStart = (ms: number): number => instantOf(wallClock(ms).startOf('day'));

/** The start of the Taipei day `n` days after the one holding `ms`. */
export const addDays = (ms: number, n: number): number => instantOf(wallClock(ms).startOf('day').add(n, 'day'));

/** Months added on the Taipei calendar (cycle intervals). */
export const addMonths = (ms: number, n: number): number => instantOf(wallClock(ms).add(n, 'month'));

/** 0 (Sunday) to 6 (Saturday) of the Taipei day holding `ms`. */
export const weekdayOf = (ms: number): number => wallClock(ms).day();

/** The number of the Taipei day holding `ms`, counted from 1970-01-01 (Taiwan keeps UTC+8 all year). */
export const taipeiDayNumber = (ms: number): number => Math.floor((dayStart(ms) + TAIPEI_OFFSET_MS) / DAY_MS);

/** Every date from start to end inclusive ('YYYY-MM-DD'); empty when end is before start. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = dayStartMs(start), last = dayStartMs(end); t <= last; t = addDays(t, 1)) out.push(taipeiDate(t));
  return out;
}

/** Epoch ms of a timestamp column (PGlite gives Date), a number or a date string; null when absent or invalid. */
export function toMs(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

/** Epoch ms of a timestamp column that is always there in practice; 0 when absent (unlike toMs, which says null). */
export const millis = (d: Date | string | null): number => (d ? new Date(d).getTime() : 0);

/** A yyyy-mm-dd text of a date column (PGlite returns dates as Date at UTC midnight); null when absent. */
export function isoDate(d: Date | string | null): string | null {
  if (!d) return null;
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}

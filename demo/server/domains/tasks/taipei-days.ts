import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatTaipei, instantOf, wallClock } from '../../../../src/core/format/taipei';

dayjs.extend(utc);

/** Calendar arithmetic in Taipei time (tasks are dated by Taipei days). */

/** The start of the Taipei day holding `ms`. */
export const dayStart = (ms: number): number => instantOf(wallClock(ms).startOf('day'));

/** The start of the Taipei day `n` days after the one holding `ms`. */
export const addDays = (ms: number, n: number): number => instantOf(wallClock(ms).startOf('day').add(n, 'day'));

/** The instant of 'YYYY-MM-DD' at 'HH:mm' in Taipei. */
export const taipeiAt = (day: string, clock = '00:00'): number => instantOf(dayjs.utc(`${day}T${clock}:00`));

/** 0 (Sunday) to 6 (Saturday) of the Taipei day holding `ms`. */
export const weekdayOf = (ms: number): number => wallClock(ms).day();

/** Months added on the Taipei calendar (cycle intervals). */
export const addMonths = (ms: number, n: number): number => instantOf(wallClock(ms).add(n, 'month'));

export const fmt = formatTaipei;

import { formatTaipei } from '../format/taipei';
import { dayFilterRanges, dayRangeMs, dayRangeOrNull } from '../format/time';

/** The history pages' day filters: 'YYYY-MM-DD' in Taipei. */
export interface DayFilters {
  startDate?: string;
  endDate?: string;
}

/** The journeys of today (Taipei), from the injected clock. */
export function todayFilters(now: number): Required<DayFilters> {
  const day = formatTaipei(now, 'YYYY-MM-DD');
  return { startDate: day, endDate: day };
}

/**
 * startTime/endTime of the chosen days, as the history calls need both: an empty or unreadable
 * end takes the start's day, an empty start the end's, both empty today; days given backwards swap.
 */
export function dayRangeOf(f: DayFilters, now: number): { startTime: number; endTime: number } {
  const { start, end } = dayFilterRanges(f.startDate, f.endDate);
  const first = start ?? end ?? dayRangeMs(now);
  const last = end ?? start ?? first;
  return { startTime: first.startTime, endTime: last.endTime };
}

/** A journey's moment as its row shows it. */
export const journeyTime = (ms: number) => formatTaipei(ms, 'YYYY-MM-DD HH:mm');

/** A journey's end as people read it: a journey still under way has none yet, only a latest moment. */
export const journeyEnd = (j: { endTime: number; ongoing?: boolean }) => (j.ongoing ? `進行中（至 ${journeyTime(j.endTime)}）` : journeyTime(j.endTime));

/**
 * The days a history page was opened with (the query of /history/journey/{carUid} or
 * /journeyManagement, carried from /history so a page keeps the day chosen there): kept when both
 * read as days, else `fallback` (a typed URL with no or broken days opens as it always did).
 */
export function givenDays(given: DayFilters, fallback: Required<DayFilters>): Required<DayFilters> {
  const { startDate, endDate } = given;
  return startDate && endDate && dayRangeOrNull(startDate) && dayRangeOrNull(endDate) ? { startDate, endDate } : fallback;
}

/** The query that carries chosen days to another history page (see givenDays). */
export const daysQuery = (f: DayFilters): Record<string, string> => (f.startDate && f.endDate ? { startDate: f.startDate, endDate: f.endDate } : {});

import { NOTIFICATION_CATEGORIES } from '../../../core/notifications';
import { quickRange, rangeToMs, type DateRange } from '../../shared/ui';

/** The /notice filter: one category or all ten (spec 9), and a date range in Taipei days. */
export interface NoticeFilter {
  /** '' for all categories, else the category number as text. */
  category: string;
  range: DateRange;
}

export const ALL_CATEGORIES = NOTIFICATION_CATEGORIES.map((c) => c.category);

export function defaultFilter(now: number): NoticeFilter {
  return { category: '', range: quickRange('last30', now) };
}

/**
 * The body of POST message/v0/list for a filter: the categories, and the range from the start's
 * first to the end's last millisecond. An open end is today's end; an open start the far past.
 */
export function listBody(filter: NoticeFilter, now: number): { categoryList: number[]; startTime: number; endTime: number } {
  const { startTime, endTime } = rangeToMs(filter.range);
  const today = rangeToMs(quickRange('today', now));
  return {
    categoryList: filter.category ? [Number(filter.category)] : ALL_CATEGORIES,
    startTime: startTime ?? 0,
    endTime: endTime ?? today.endTime!,
  };
}

import { DAY_MS, dayFilterRanges, dayRangeMs } from '../format/time';
import { formatTaipei } from '../format/taipei';

/** The task list's date filters: 'YYYY-MM-DD' days read in Taipei (spec 2.11 'Date pickers support ranges'). */
export interface TaskRangeFilters {
  startDate?: string;
  endDate?: string;
}

/** The list opens on a week: from today to six days on (Taipei), the dispatcher's planning window. */
export function defaultTaskRange(now: number): Required<TaskRangeFilters> {
  return { startDate: formatTaipei(now, 'YYYY-MM-DD'), endDate: formatTaipei(now + 6 * DAY_MS, 'YYYY-MM-DD') };
}

/**
 * The call's startTime/endTime for the chosen days: the start of the first day to the last
 * millisecond of the last; an unreadable day is left out; days given backwards are swapped. Without
 * a first day, `fallbackStart` (an export needs a start: its file is named after it).
 */
export function taskRangeOf(f: TaskRangeFilters, fallbackStart?: number): { startTime?: number; endTime?: number } {
  const { start, end } = dayFilterRanges(f.startDate, f.endDate);
  const startTime = start?.startTime ?? (fallbackStart === undefined ? undefined : dayRangeMs(fallbackStart).startTime);
  return { startTime, endTime: end?.endTime };
}

const EXPORT_DAYS = 31;

/**
 * The range an export asks for (task/v0/export needs both ends): the chosen days; without a first
 * day, today (from the injected clock); without a last day, 31 days from the first.
 */
export function exportRangeOf(f: TaskRangeFilters, now: number): { startTime: number; endTime: number } {
  const { startTime, endTime } = taskRangeOf(f, now);
  return { startTime: startTime!, endTime: endTime ?? startTime! + EXPORT_DAYS * DAY_MS - 1 };
}

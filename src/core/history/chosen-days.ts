import { atom, type ReadableAtom } from 'nanostores';
import type { DayFilters } from './range';

/**
 * The days last chosen on /history, so the pages opened from it (a car's journeys,
 * /journeyManagement) start on them instead of their own default (issue 22). In memory only: a new
 * visit starts on today again, as the spec's pages do.
 */
const days = atom<DayFilters>({});
export const $historyDays: ReadableAtom<DayFilters> = days;

export function chooseHistoryDays(f: DayFilters): void {
  const { startDate, endDate } = days.get();
  if (f.startDate !== startDate || f.endDate !== endDate) days.set({ startDate: f.startDate, endDate: f.endDate });
}

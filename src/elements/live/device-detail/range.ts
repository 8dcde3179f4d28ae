import { HOUR_MS, MINUTE_MS } from '../../../core/format/time-units';
/** The time ranges of the device detail page: the last 6 h, 24 h, 3 days or 7 days (server max 31 days). */
export const RANGE_HOURS = [6, 24, 72, 168] as const;
export type RangeHours = (typeof RANGE_HOURS)[number];

export const RANGE_OPTIONS = RANGE_HOURS.map((h) => ({ value: h, label: h < 24 ? `${h} 小時` : h === 24 ? '24 小時' : `${h / 24} 天` }));

/** The request range ending at `now`, rounded down to the minute so a re-render asks the same. */
export function rangeOf(hours: RangeHours, now: number): { startTime: number; endTime: number } {
  const endTime = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { startTime: endTime - hours * HOUR_MS, endTime };
}

export { formatTaipei, instantOf, taipei, TIME_ZONE, toMillis, wallClock } from './taipei';
export { taipeiTimeOfDay } from './zone';
export {
  DAY_MS, dayFilterRanges, dayRangeMs, dayRangeOrNull, headerEventTime, relativeTime, taskExportFileName, taskTemplateFileName, todayRangeMs,
  type DayRange,
} from './time';
export { HOUR_MS, MINUTE_MS, SECOND_MS, TAIPEI_OFFSET_MS } from './time-units';
export { formatDuration, formatKm, formatMetresAsKm, formatNumber, formatSpeed, formatTwd } from './numbers';

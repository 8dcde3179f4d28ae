export { formatTaipei, instantOf, taipei, TIME_ZONE, toMillis, wallClock } from './taipei';
export {
  DAY_MS, dayFilterRanges, dayRangeMs, dayRangeOrNull, headerEventTime, relativeTime, taskExportFileName, taskTemplateFileName, todayRangeMs,
  type DayRange,
} from './time';
export { formatDuration, formatKm, formatMetresAsKm, formatNumber, formatSpeed, formatTwd } from './numbers';

/** Number, distance and duration text for the UI, in the console's locale. */
const LOCALE = 'zh-TW';

/** A number with thousands separators and at most `digits` decimals; '-' when there is none. */
export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return value.toLocaleString(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: digits });
}

/** A distance given in kilometres, e.g. '1,234.5 km'. */
export function formatKm(km: number | null | undefined, digits = 1): string {
  const text = formatNumber(km, digits);
  return text === '-' ? text : `${text} km`;
}

/** A distance given in metres, shown in kilometres. */
export function formatMetresAsKm(metres: number | null | undefined, digits = 1): string {
  return formatKm(metres === null || metres === undefined ? metres : metres / 1000, digits);
}

/**
 * A duration given in seconds as hours and minutes: '2 時 5 分', '45 分', '0 分'. Seconds are
 * dropped (rounded down to the minute), as a task's total duration is read in minutes.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const totalMinutes = Math.floor(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours} 時 ${minutes} 分` : `${minutes} 分`;
}

/** A speed in km/h. */
export function formatSpeed(kmh: number | null | undefined): string {
  const text = formatNumber(kmh, 0);
  return text === '-' ? text : `${text} km/h`;
}

/** An amount of New Taiwan dollars as the plus pages show it: 'NT$ 3,000'. */
export function formatTwd(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '-' : `NT$ ${formatNumber(amount)}`;
}

/**
 * A timestamp in milliseconds from what the server or storage holds: a number of ms, a string of
 * digits, or a date string ('1911', ISO). Anything else gives undefined. Apart from ./taipei.ts so
 * that reading a socket message does not load dayjs (issue 26, 5).
 */
export function toMillis(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // A bare year such as the default '1911' is a date, not a count of milliseconds.
  if (/^\d{5,}$/.test(value.trim())) return Number(value);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

export const millis = (d: Date | string | null): number => (d ? new Date(d).getTime() : 0);

/** A yyyy-mm-dd text of a date column (PGlite returns dates as Date at UTC midnight). */
export function isoDate(d: Date | string | null): string | null {
  if (!d) return null;
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}



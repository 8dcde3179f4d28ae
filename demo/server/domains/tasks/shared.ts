/** Small helpers shared by the task and maintenance routes. */

/** Epoch ms of a timestamptz column (PGlite gives Date), or null. */
export function ms(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

export const toDate = (value: number | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));

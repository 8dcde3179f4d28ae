/** Taiwan keeps UTC+8 all year (no daylight saving), so Taipei days are plain arithmetic. */
const TAIPEI_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in Taipei. */
export function taipeiDate(ms: number): string {
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of a Taipei day given as 'YYYY-MM-DD', in ms. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - TAIPEI_OFFSET_MS;
}

/** Every date from start to end inclusive; empty when end is before start. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = dayStartMs(start); t <= dayStartMs(end); t += DAY_MS) out.push(taipeiDate(t));
  return out;
}

/** 'HH:mm' of a moment in Taipei. */
export function taipeiClock(ms: number): string {
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(11, 16);
}

/** 'YYYY-MM-DD HH:mm:ss' in Taipei, for spreadsheets. */
export function taipeiDateTime(ms: number): string {
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export const toMs = (value: Date | string | number | null): number | null =>
  value === null ? null : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

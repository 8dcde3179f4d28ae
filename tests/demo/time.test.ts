import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, dayStart, dayStartMs, taipeiClock, taipeiDate, taipeiDateTime, taipeiDayNumber, toMs } from '../../demo/server/time';

// 2024-03-09 16:30 UTC is 2024-03-10 00:30 in Taipei (UTC+8, no daylight saving).
const AT = Date.UTC(2024, 2, 9, 16, 30);

describe('the server\'s time helpers (Taipei days)', () => {
  it('a moment after midnight in Taipei belongs to the next UTC day\'s date', () => {
    expect(taipeiDate(AT)).toBe('2024-03-10');
    expect(taipeiClock(AT)).toBe('00:30');
    expect(taipeiDateTime(AT)).toBe('2024-03-10 00:30:00');
  });

  it('a Taipei day starts at 16:00 UTC of the day before', () => {
    expect(dayStart(AT)).toBe(Date.UTC(2024, 2, 9, 16));
    expect(dayStartMs('2024-03-10')).toBe(Date.UTC(2024, 2, 9, 16));
    expect(addDays(AT, 1)).toBe(Date.UTC(2024, 2, 10, 16));
  });

  it('datesBetween lists every date inclusive, and nothing when the end is first', () => {
    expect(datesBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('the day number changes at Taipei midnight', () => {
    expect(taipeiDayNumber(AT)).toBe(taipeiDayNumber(AT - 31 * 60_000) + 1);
    expect(taipeiDayNumber(AT)).toBe(Math.floor((AT + 8 * 3_600_000) / 86_400_000));
    expect(taipeiDayNumber(AT)).toBe(taipeiDayNumber(AT + 23 * 3_600_000));
  });

  it('toMs reads dates, numbers and strings, and gives null for nothing or nonsense', () => {
    expect(toMs(new Date(AT))).toBe(AT);
    expect(toMs(AT)).toBe(AT);
    expect(toMs('2024-03-09T16:30:00Z')).toBe(AT);
    expect(toMs(null)).toBeNull();
    expect(toMs(undefined)).toBeNull();
    expect(toMs('soon')).toBeNull();
  });
});

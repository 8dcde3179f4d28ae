import { describe, expect, it } from 'vitest';
import { defaultScorePeriod, periodDays, periodProblem } from '../../../src/core/performance';

// 2026-11-25 10:00 in Taipei.
const NOW = Date.UTC(2026, 10, 25, 2, 0);

describe('defaultScorePeriod', () => {
  it('is the 30 days before today in Taipei, yesterday included', () => {
    expect(defaultScorePeriod(NOW)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
    expect(periodDays(defaultScorePeriod(NOW))).toBe(30);
  });

  it('reads the day in Taipei, not in UTC (23:30 UTC is already the next day)', () => {
    expect(defaultScorePeriod(Date.UTC(2026, 10, 24, 23, 30)).endDate).toBe('2026-11-24');
  });
});

describe('periodProblem', () => {
  it.each([
    [{ startDate: '2026-11-01', endDate: '2026-11-24' }, ''],
    [{ startDate: '2026-11-25', endDate: '2026-11-25' }, ''],
    [{ startDate: '', endDate: '2026-11-24' }, '請選擇開始與結束日期'],
    [{ startDate: '2026-11-10', endDate: '2026-11-01' }, '結束日期不可早於開始日期'],
    [{ startDate: '2026-01-01', endDate: '2026-11-24' }, '查詢區間不可超過 93 天'],
    [{ startDate: '2026-11-26', endDate: '2026-11-27' }, '開始日期不可晚於今天'],
    [{ startDate: '2026-13-01', endDate: '2026-11-27' }, '日期格式不正確'],
  ])('%j → %s', (period, problem) => {
    expect(periodProblem(period, NOW)).toBe(problem);
  });
});

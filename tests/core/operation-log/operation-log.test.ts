import { describe, expect, it } from 'vitest';
import { changeText, defaultLogFilters, detailSummary, logChanges, logListBody, logRangeError } from '../../../src/core/operation-log';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');

describe('operation log filters', () => {
  it('by default shows the 30 days ending today (Taipei)', () => {
    expect(defaultLogFilters(NOW)).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    // 17:00 UTC is already the next day in Taipei.
    expect(defaultLogFilters(Date.parse('2026-11-20T17:00:00Z')).to).toBe('2026-11-21');
  });

  it('sends the days as their first and last millisecond, and who and what trimmed', () => {
    expect(logListBody({ from: '2026-11-01', to: '2026-11-02', operator: ' 王 ', keyword: '' }, { offset: 20, limit: 10 })).toEqual({
      startTime: Date.parse('2026-11-01T00:00:00+08:00'),
      endTime: Date.parse('2026-11-03T00:00:00+08:00') - 1,
      operator: '王',
      offset: 20,
      limit: 10,
    });
    expect(logListBody({}, { offset: 0, limit: 10 })).toEqual({ offset: 0, limit: 10 });
  });

  it.each([
    [{ from: '2026-11-03', to: '2026-11-01' }, '起日不可晚於迄日。'],
    [{ from: '2026/11/03' }, '日期格式應為 YYYY-MM-DD。'],
    [{ from: '2026-11-01', to: '2026-11-03' }, ''],
  ])('a range %j reads %s', (filters, message) => {
    expect(logRangeError(filters)).toBe(message);
  });

  it('sums up an entry\'s detail', () => {
    expect(detailSummary({ fields: ['carNo', 'note'] })).toBe('欄位：carNo、note');
    expect(detailSummary({ uids: ['a', 'b'] })).toBe('2 筆');
    expect(detailSummary({})).toBe('');
  });
});

describe('the changes an entry records (issue 22)', () => {
  const change = { field: '車種', before: '（空白）', after: '曳引車' };

  it('reads them from the detail and words each as field: before → after', () => {
    expect(logChanges({ changes: [change], fields: ['carKind'] })).toEqual([change]);
    expect(changeText(change)).toBe('車種：（空白） → 曳引車');
  });

  it('an entry with changes shows them instead of the names of its fields', () => {
    expect(detailSummary({ changes: [change], fields: ['carKind'] })).toBe('');
  });

  it('older entries and malformed changes give none', () => {
    expect(logChanges({ fields: ['note'] })).toEqual([]);
    expect(logChanges({ changes: 'x' })).toEqual([]);
    expect(logChanges({ changes: [{ field: '車種' }, change] })).toEqual([change]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SettleDay } from '../../../src/core/api/contract/score';
import { daysSettledSince, isSettleDone, settledJobOf, settleProgress, settleSummary } from '../../../src/core/performance';

const day = (date: string, extra: Partial<SettleDay> = {}): SettleDay => ({ date, journeyCount: 3, driverCount: 2, ready: true, settled: false, settledAt: null, ...extra });

describe('settleSummary', () => {
  it('counts the days to settle, the settled ones and the ones not over', () => {
    const s = settleSummary([day('2026-11-22', { settled: true, settledAt: 1 }), day('2026-11-23'), day('2026-11-24', { ready: false, journeyCount: 9 })]);
    expect(s).toMatchObject({ ready: ['2026-11-22', '2026-11-23'], unsettled: ['2026-11-23'], settled: 1, notReady: 1, journeys: 6, canSettle: true });
    expect(s.text).toBe('1 天可結算，已結算 1 天，1 天尚未結束，共 6 趟行程');
  });

  it('says when every day is settled, which may still be settled again', () => {
    const s = settleSummary([day('2026-11-23', { settled: true, settledAt: 1 })]);
    expect(s.canSettle).toBe(true);
    expect(s.text.startsWith('所選日期皆已結算')).toBe(true);
  });

  it('refuses a period that is not over', () => {
    const s = settleSummary([day('2026-11-25', { ready: false })]);
    expect(s.canSettle).toBe(false);
    expect(s.text).toBe('所選日期尚未結束，無法結算。');
  });
});

describe('isSettleDone', () => {
  it.each([
    [{ category: 8, data: { jobUid: 'job-1' } }, true],
    [{ category: 8, data: { data: { jobUid: 'job-1' } } }, true],
    [{ category: 8, data: { jobUid: 'job-2' } }, false],
    [{ category: 4, data: { jobUid: 'job-1' } }, false],
    [null, false],
  ])('%j → %s', (event, done) => {
    expect(isSettleDone(event, 'job-1')).toBe(done);
  });
});

describe('daysSettledSince', () => {
  it('is true only when every wanted day was settled at or after the start', () => {
    const days = [day('2026-11-22', { settled: true, settledAt: 100 }), day('2026-11-23', { settled: true, settledAt: 50 })];
    expect(daysSettledSince(days, ['2026-11-22'], 100)).toBe(true);
    expect(daysSettledSince(days, ['2026-11-22', '2026-11-23'], 100)).toBe(false);
    expect(daysSettledSince(days, [], 0)).toBe(false);
  });
});

describe('settleProgress', () => {
  it('moves forward with the job', () => {
    expect([settleProgress({ phase: 'sending' }),
      settleProgress({ phase: 'waiting', jobUid: 'j', days: [], drivers: 1, period: { startDate: '2026-11-01', endDate: '2026-11-02' }, since: 0 }),
      settleProgress({ phase: 'done', jobUid: 'j', days: [], drivers: 1 })]).toEqual([10, 60, 100]);
  });
});

describe('settledJobOf', () => {
  it.each([
    [{ category: 8, data: { jobUid: 'job-1', days: [] } }, 'job-1'],
    [{ category: 8, data: {} }, null],
    [{ category: 8, data: { jobUid: 42 } }, null],
    [{ category: 5, data: { jobUid: 'job-1' } }, null],
  ])('%j → %s', (event, jobUid) => {
    expect(settledJobOf(event)).toBe(jobUid);
  });
});

import { describe, expect, it } from 'vitest';
import type { TaskStop } from '../../../src/core/api/contract/task';
import { ApiError } from '../../../demo/server/http/errors';
import { dueOf, mostPressing, type CycleSpec } from '../../../demo/server/domains/maintenance/maintenance-due';
import { atClock, scheduleDays } from '../../../demo/server/domains/tasks/schedule-dates';
import { clockOf, dateOf, readImport, type ImportLookups } from '../../../demo/server/domains/tasks/task-import';
import { applyProgress } from '../../../demo/server/domains/tasks/task-progress';
import { fmt, taipeiAt } from '../../../demo/server/time';

/** The pure rules behind tasks and maintenance: progress, schedule days, import rows, cycle due. */

const DAY = 86_400_000;
const stop = (seq: number): TaskStop => ({ seq, name: `站${seq}`, address: '', lat: 25, lng: 121, kind: null, kindName: '', plannedTime: null, arrivedAt: null, doneAt: null, note: '' });
const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as ApiError).status;
  }
  return 0;
};

describe('task progress (spec 4 task status)', () => {
  it('spec 4: ready → doing on start, completed when the last stop is done', () => {
    let s = applyProgress({ status: 'ready', stops: [stop(1), stop(2)] }, { action: 'start' }, 1000);
    expect(s).toMatchObject({ status: 'doing', startedAt: 1000 });
    s = applyProgress(s, { action: 'done', seq: 2 }, 2000);
    expect(s.stops[1]).toMatchObject({ arrivedAt: 2000, doneAt: 2000 });
    expect(s.status).toBe('doing');
    s = applyProgress(s, { action: 'done', seq: 1 }, 3000);
    expect(s).toMatchObject({ status: 'completed', endedAt: 3000 });
  });

  it('spec 4: stop interrupts a ready or running task, never a finished one', () => {
    expect(applyProgress({ status: 'ready', stops: [stop(1)] }, { action: 'stop', note: '客戶取消' }, 5).status).toBe('stopped');
    expect(statusOf(() => applyProgress({ status: 'completed', stops: [stop(1)] }, { action: 'stop' }, 5))).toBe(4090001);
    expect(statusOf(() => applyProgress({ status: 'scheduling', stops: [stop(1)] }, { action: 'start' }, 5))).toBe(4090001);
  });

  it('spec 4: a stop is arrived at once', () => {
    const s = applyProgress({ status: 'doing', stops: [stop(1)] }, { action: 'arrive', seq: 1 }, 5);
    expect(statusOf(() => applyProgress(s, { action: 'arrive', seq: 1 }, 6))).toBe(4090001);
    expect(statusOf(() => applyProgress(s, { action: 'arrive' }, 6))).toBe(4000001);
  });
});

describe('schedule days (our design)', () => {
  const monday = taipeiAt('2026-11-23');

  it('picks the chosen Taipei weekdays of the range, from today on', () => {
    const days = scheduleDays(monday, monday + 13 * DAY, [1, 3], monday + 2 * DAY);
    expect(days.map((d) => fmt(d, 'YYYY-MM-DD'))).toEqual(['2026-11-25', '2026-11-30', '2026-12-02']);
  });

  it('refuses a range over 92 days or ending before it starts', () => {
    expect(statusOf(() => scheduleDays(monday, monday + 92 * DAY, [1], monday))).toBe(4000001);
    expect(statusOf(() => scheduleDays(monday, monday - DAY, [1], monday))).toBe(4000001);
  });

  it('places a time of day on a Taipei day', () => {
    expect(new Date(atClock(monday, '08:30')).toISOString()).toBe('2026-11-23T00:30:00.000Z');
  });
});

describe('import rows (spec 7.7 import)', () => {
  const lookups: ImportLookups = {
    carsByNo: new Map([['KEA-1234', { uid: 'car-1', managed: true }], ['KEA-0000', { uid: 'car-0', managed: false }]]),
    drivers: [{ uid: 'd1', zhName: '陳志明', name: 'chen', mobile: '0912' }, { uid: 'd2', zhName: '王小明', name: 'wang1', mobile: '0913' }, { uid: 'd3', zhName: '王小明', name: 'wang2', mobile: '0914' }],
    kindsByName: new Map([['裝貨', 'k1']]),
    locate: (a) => (a === '???' ? null : { lat: 25, lng: 121 }),
  };
  const header = ['任務編號', '任務日期', '車號', '司機', '站序', '站點名稱', '地址', '任務種類', '預計時間', '備註'];

  it('reads dates and times written as text, serials or dates', () => {
    expect(dateOf('2026/1/5')).toBe('2026-01-05');
    expect(dateOf('2026-02-30')).toBeNull();
    expect(dateOf(46000)).toBe('2025-12-09');
    expect(clockOf('8:05')).toBe('08:05');
    expect(clockOf(0.5)).toBe('12:00');
    expect(clockOf('24:00')).toBeNull();
  });

  it('groups stops by 任務編號 and takes 站序 for their order', () => {
    const { tasks, errors } = readImport([header, ['A', '2026-12-01', 'kea-1234', 'chen', 2, '乙', 'x', '', '', ''], ['A', '2026-12-01', 'KEA-1234', '陳志明', 1, '甲', 'x', '裝貨', '09:00', '']], lookups);
    expect(errors).toEqual([]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0].stops.map((s) => s.name)).toEqual(['甲', '乙']);
    expect(tasks[0].stops[0]).toMatchObject({ kind: 'k1', plannedTime: taipeiAt('2026-12-01', '09:00') });
  });

  it('names an ambiguous driver, an unmanaged car and rows of one task that disagree', () => {
    const { errors } = readImport([
      header,
      ['A', '2026-12-01', 'KEA-1234', '王小明', '', '甲', 'x', '', '', ''],
      ['B', '2026-12-01', 'KEA-0000', 'chen', '', '甲', '???', '', '', ''],
      ['C', '2026-12-01', 'KEA-1234', 'chen', 1, '甲', 'x', '', '', ''],
      ['C', '2026-12-02', 'KEA-1234', 'chen', 1, '乙', 'x', '', '', ''],
    ], lookups);
    expect(errors.map((e) => [e.row, e.column])).toEqual([[2, '司機'], [3, '車號'], [3, '地址'], [5, '任務日期'], [5, '站序']]);
  });
});

describe('cycle due (spec 9 maintenance reminders)', () => {
  const cycle: CycleSpec = { uid: 'c', name: '機油保養', category: 'maintain', intervalKm: 10_000, intervalMonths: 6, intervalEngineHours: null };
  const at = taipeiAt('2026-06-01');
  const origin = { at: taipeiAt('2026-01-01'), mileage: 100_000, engineHours: 2000 };

  it('counts from the last service when there is one, else from the baseline', () => {
    const fromBaseline = dueOf(cycle, null, origin, { mileage: 105_000, engineHours: 2100, at });
    expect(fromBaseline).toMatchObject({ next: { mileage: 110_000, date: taipeiAt('2026-07-01') }, remainingKm: 5000, remainingDays: 30, state: 'ok' });
    const fromLast = dueOf(cycle, { at: taipeiAt('2026-05-01'), mileage: 104_800, engineHours: null }, origin, { mileage: 105_000, engineHours: 2100, at });
    expect(fromLast).toMatchObject({ remainingKm: 9800, state: 'ok', last: { mileage: 104_800 } });
  });

  it('is due soon within 500 km or 7 days, and due once either runs out', () => {
    expect(dueOf(cycle, null, origin, { mileage: 109_600, engineHours: 0, at }).state).toBe('dueSoon');
    expect(dueOf(cycle, null, origin, { mileage: 100_000, engineHours: 0, at: taipeiAt('2026-06-26') }).state).toBe('dueSoon');
    expect(dueOf(cycle, null, origin, { mileage: 100_000, engineHours: 0, at: taipeiAt('2026-07-02') }).state).toBe('due');
    expect(dueOf(cycle, null, origin, { mileage: 110_001, engineHours: 0, at }).state).toBe('due');
  });

  it('puts due cycles before due-soon ones before the rest', () => {
    const ok = dueOf(cycle, null, origin, { mileage: 100_000, engineHours: 0, at });
    const soon = dueOf(cycle, null, origin, { mileage: 109_600, engineHours: 0, at });
    const due = dueOf(cycle, null, origin, { mileage: 120_000, engineHours: 0, at });
    expect(mostPressing([ok, soon, due])).toBe(due);
    expect(mostPressing([ok, soon])).toBe(soon);
    expect(mostPressing([])).toBeNull();
  });
});

describe('reminder wording (spec 2.11 maintenance)', () => {
  it('a limit already passed reads as exceeded, not as a negative remainder', async () => {
    const { remainingText } = await import('../../../demo/server/domains/maintenance/reminders');
    expect(remainingText(-849.8, '公里')).toBe('已超過 849.8 公里');
    expect(remainingText(400, '公里')).toBe('剩餘 400 公里');
    expect(remainingText(0, '天')).toBe('剩餘 0 天');
    expect(remainingText(null, '天')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { TASK_STATUS_KEYS } from '../../../src/core/api/contract/task';
import { taskExportFileName } from '../../../src/core/format';
import { isDriverSession } from '../../../src/core/session';
import {
  defaultTaskRange, driverActionsOf, exportRangeOf, isTaskEvent, managerActionsOf, nextOpenStop, stopsFromRoute, stopSummary, taskRangeOf,
} from '../../../src/core/tasks';

/** A Taipei wall-clock time (UTC+8) as epoch ms. */
const tpe = (iso: string) => Date.parse(`${iso}+08:00`);
const stop = (seq: number, doneAt: number | null = null) => ({ seq, name: `站${seq}`, doneAt });

describe('spec 4: what a manager may do to a task, status by status', () => {
  const table = {
    scheduling: { dispatch: true, stop: true, edit: true, remove: true },
    ready: { dispatch: false, stop: true, edit: true, remove: true },
    doing: { dispatch: false, stop: true, edit: false, remove: false },
    completed: { dispatch: false, stop: false, edit: false, remove: true },
    stopped: { dispatch: false, stop: false, edit: false, remove: true },
  } as const;
  it.each(TASK_STATUS_KEYS)('%s', (status) => {
    expect(managerActionsOf({ status, lock: false })).toEqual(table[status]);
  });
  it.each(TASK_STATUS_KEYS)('a locked %s task takes nothing but unlocking', (status) => {
    expect(managerActionsOf({ status, lock: true })).toEqual({ dispatch: false, stop: false, edit: false, remove: false });
  });
  it('only 調度中 can be dispatched (調度中 → 待執行)', () => {
    expect(TASK_STATUS_KEYS.filter((s) => managerActionsOf({ status: s, lock: false }).dispatch)).toEqual(['scheduling']);
  });
});

describe('spec 4, 6: what a driver may report on their own task', () => {
  it('a ready task can be started or stopped', () => {
    expect(driverActionsOf({ status: 'ready' }).map((a) => a.action)).toEqual(['start', 'stop']);
  });
  it('a running task finishes its next open stop, in visiting order, or stops', () => {
    const actions = driverActionsOf({ status: 'doing', taskList: [stop(2), stop(1, 5), stop(3)] });
    expect(actions).toEqual([{ action: 'done', seq: 2, label: '完成第 2 站' }, { action: 'stop', label: '中斷任務' }]);
  });
  it.each(['completed', 'stopped', 'scheduling'] as const)('a %s task takes no report', (status) => {
    expect(driverActionsOf({ status, taskList: [stop(1)] })).toEqual([]);
  });
  it('the next open stop is the first not done', () => {
    expect(nextOpenStop({ taskList: [stop(1, 1), stop(2, 2)] })).toBeUndefined();
    expect(nextOpenStop({ taskList: [stop(3), stop(1, 1), stop(2)] })?.seq).toBe(2);
  });
  it('a driver is known by the id token\'s role', () => {
    expect(isDriverSession({ role: 'driver' })).toBe(true);
    expect(isDriverSession({ role: 'admin' })).toBe(false);
    expect(isDriverSession(null)).toBe(false);
  });
});

describe('spec 7.7, 9: the export is named after the Taipei day of its startTime', () => {
  it('the chosen first day names the file', () => {
    const { startTime } = taskRangeOf({ startDate: '2024-03-10', endDate: '2024-03-12' });
    expect(taskExportFileName(startTime!)).toBe('匯出任務_2024-03-10.xlsx');
  });
  it('without a first day, the fallback (the clock\'s now) names it, read in Taipei not UTC', () => {
    // 2024-03-09 17:30 UTC is already 03-10 in Taipei.
    const { startTime } = taskRangeOf({}, Date.parse('2024-03-09T17:30:00Z'));
    expect(startTime).toBe(tpe('2024-03-10T00:00:00'));
    expect(taskExportFileName(startTime!)).toBe('匯出任務_2024-03-10.xlsx');
  });
});

describe('the export\'s range', () => {
  it('takes the chosen days; without any, 31 days from today by the clock', () => {
    expect(exportRangeOf({ startDate: '2024-03-10', endDate: '2024-03-10' }, 0))
      .toEqual({ startTime: tpe('2024-03-10T00:00:00'), endTime: tpe('2024-03-11T00:00:00') - 1 });
    expect(exportRangeOf({}, tpe('2024-03-10T09:00:00')))
      .toEqual({ startTime: tpe('2024-03-10T00:00:00'), endTime: tpe('2024-04-10T00:00:00') - 1 });
  });
});

describe('the task list\'s date range', () => {
  it('runs from the start of the first day to the last millisecond of the last', () => {
    expect(taskRangeOf({ startDate: '2024-03-10', endDate: '2024-03-12' }))
      .toEqual({ startTime: tpe('2024-03-10T00:00:00'), endTime: tpe('2024-03-13T00:00:00') - 1 });
  });
  it('days given backwards are swapped; an unreadable day is left out', () => {
    expect(taskRangeOf({ startDate: '2024-03-12', endDate: '2024-03-10' }).startTime).toBe(tpe('2024-03-10T00:00:00'));
    expect(taskRangeOf({ startDate: '2024-02-30' })).toEqual({ startTime: undefined, endTime: undefined });
  });
  it('opens on a week from today (Taipei)', () => {
    expect(defaultTaskRange(tpe('2024-03-10T23:30:00'))).toEqual({ startDate: '2024-03-10', endDate: '2024-03-16' });
  });
});

describe('stops and live events', () => {
  it('a common route gives one stop a waypoint, in order, at its position', () => {
    const stops = stopsFromRoute({ name: '港區配送', waypoints: [{ lat: 25, lng: 121 }, { lat: 24, lng: 120 }] });
    expect(stops).toEqual([
      { name: '港區配送 第 1 點', address: '', lat: 25, lng: 121, kind: '' },
      { name: '港區配送 第 2 點', address: '', lat: 24, lng: 120, kind: '' },
    ]);
  });
  it('a list cell names the first and last stop', () => {
    expect(stopSummary([stop(2), stop(1), stop(3)])).toBe('站1 → 站3（3 站）');
    expect(stopSummary([stop(1)])).toBe('站1');
    expect(stopSummary([])).toBe('');
  });
  it('category 4 is the task category', () => {
    expect(isTaskEvent({ category: 4 })).toBe(true);
    expect(isTaskEvent({ category: 5 })).toBe(false);
    expect(isTaskEvent(null)).toBe(false);
  });
});


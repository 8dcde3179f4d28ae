import { describe, expect, it } from 'vitest';
import {
  daysOfFileTasks, EXISTING_DUPLICATE_MESSAGE, fileDuplicateMessage, findImportDuplicates, type FileTask, type TaskIdentity,
} from '../../../src/core/tasks/import-duplicates';
import { DAY_MS } from '../../../src/core/format/time';

/** Issue 22, 7: which rows of an import repeat a task (same car, day and stops). */

const DAY = Date.parse('2026-12-01T00:00:00+08:00');
const stops = (...names: string[]) => names.map((name) => ({ name, address: `${name}地址` }));
const existing: TaskIdentity = { carUid: 'car-1', taskDate: DAY, stops: stops('臺北港', '五股倉') };
const fileTask = (rows: number[], change: Partial<TaskIdentity> = {}): FileTask => ({ ...existing, rows, ...change });

describe('findImportDuplicates', () => {
  it('flags every row of a file task with the car, day and stops of an existing task', () => {
    expect(findImportDuplicates([fileTask([2, 3])], [existing])).toEqual([
      { row: 2, column: '任務編號', message: EXISTING_DUPLICATE_MESSAGE },
      { row: 3, column: '任務編號', message: EXISTING_DUPLICATE_MESSAGE },
    ]);
  });

  it.each([
    ['another car', { carUid: 'car-2' }],
    ['another day', { taskDate: DAY + DAY_MS }],
    ['another stop', { stops: stops('臺北港', '臺中港') }],
    ['the stops in another order', { stops: stops('五股倉', '臺北港') }],
    ['one stop fewer', { stops: stops('臺北港') }],
    ['another address', { stops: [{ name: '臺北港', address: '別處' }, ...stops('五股倉')] }],
  ])('a task with %s is not a duplicate', (_, change) => {
    expect(findImportDuplicates([fileTask([2, 3], change)], [existing])).toEqual([]);
  });

  it('the driver is not compared, and outer spaces do not make a task new', () => {
    const spaced = fileTask([2, 3], { stops: [{ name: ' 臺北港 ', address: '臺北港地址 ' }, ...stops('五股倉')] });
    expect(findImportDuplicates([spaced], [existing]).map((n) => n.row)).toEqual([2, 3]);
  });

  it('within the file, the first task is kept and each later copy names the first one\'s row', () => {
    const other = { carUid: 'car-9' };
    const notices = findImportDuplicates([fileTask([2, 3], other), fileTask([4], { carUid: 'car-8' }), fileTask([6, 5], other)], [existing]);
    expect(notices).toEqual([
      { row: 5, column: '任務編號', message: fileDuplicateMessage(2) },
      { row: 6, column: '任務編號', message: fileDuplicateMessage(2) },
    ]);
    expect(fileDuplicateMessage(2)).toBe('與第 2 列的任務重複（同車、同日、同站點），請確認是否仍要匯入。');
  });

  it('a file copy of an existing task: the first copy repeats the existing task, the second the first copy', () => {
    expect(findImportDuplicates([fileTask([2]), fileTask([3])], [existing]).map((n) => n.message))
      .toEqual([EXISTING_DUPLICATE_MESSAGE, fileDuplicateMessage(2)]);
  });

  it('nothing is flagged when nothing repeats', () => {
    expect(findImportDuplicates([], [existing])).toEqual([]);
    expect(findImportDuplicates([fileTask([2])], [])).toEqual([]);
  });
});

describe('daysOfFileTasks', () => {
  it('spans from the first day\'s start to the last day\'s end', () => {
    expect(daysOfFileTasks([fileTask([2], { taskDate: DAY + 2 * DAY_MS }), fileTask([3])])).toEqual({ startTime: DAY, endTime: DAY + 3 * DAY_MS - 1 });
    expect(daysOfFileTasks([])).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import {
  $scheduleDraft, assignmentProblem, clearScheduleDraft, draftFor, emptySchedule, groupByDay, keepScheduleDraft, rangeHasWeekday,
  scheduleDayCount, scheduleFormPath, scheduleInputOf, scheduleRangeProblem, scheduleValuesOf, stopsProblem, weekdayOfDay,
  weekdaysProblem, weekdaysText, type ScheduleValues,
} from '../../../src/core/tasks';

/** A Taipei wall-clock time (UTC+8) as epoch ms. */
const tpe = (iso: string) => Date.parse(`${iso}+08:00`);

const values = (patch: Partial<ScheduleValues> = {}): ScheduleValues => ({
  name: ' 基隆港一三五 ',
  assignment: { driverUid: 'drv-1', carUid: 'car-1' },
  startDate: '2026-12-01',
  endDate: '2026-12-14',
  weekdays: [5, 1, 3],
  taskList: [
    { name: '基隆港', address: '基隆市中正路1號', lat: 25.13, lng: 121.74, kind: 'k-1', time: '08:30', note: ' 先取櫃 ' },
    { name: '臺北倉', address: '臺北市信義路5段', lat: null, lng: null, kind: '', time: '' },
  ],
  ...patch,
});

describe('dispatch schedule: the date range (at most 92 days)', () => {
  it.each([
    ['', '2026-12-14', { field: 'startDate', message: '請選擇開始日期' }],
    ['2026-02-30', '2026-03-14', { field: 'startDate', message: '開始日期格式不正確，請選擇日期' }],
    ['2026-12-01', '', { field: 'endDate', message: '請選擇結束日期' }],
    ['2026-12-14', '2026-12-01', { field: 'endDate', message: '結束日期不可早於開始日期' }],
    ['2026-12-01', '2027-03-03', { field: 'endDate', message: '排程期間最多 92 天，目前為 93 天' }],
  ])('%s ~ %s is refused with a message on its field', (start, end, problem) => {
    expect(scheduleRangeProblem(start, end)).toEqual(problem);
  });

  it.each([['2026-12-01', '2026-12-01'], ['2026-12-01', '2027-03-02']])('%s ~ %s is accepted (one day; exactly 92 days)', (start, end) => {
    expect(scheduleRangeProblem(start, end)).toBeUndefined();
  });

  it('counts both ends, and nothing for a backwards or unreadable range', () => {
    expect(scheduleDayCount('2026-12-01', '2026-12-14')).toBe(14);
    expect(scheduleDayCount('2026-12-14', '2026-12-01')).toBe(0);
    expect(scheduleDayCount('2026-13-01', '2026-12-01')).toBe(0);
  });
});

describe('dispatch schedule: weekdays (0 Sunday … 6 Saturday)', () => {
  it('needs at least one weekday', () => {
    expect(weekdaysProblem([])).toBe('請至少選擇一個星期');
    expect(weekdaysProblem([9])).toBe('請至少選擇一個星期');
    expect(weekdaysProblem([0])).toBeUndefined();
  });

  it('reads a calendar day\'s weekday', () => {
    expect(weekdayOfDay('2026-11-30')).toBe(1);
    expect(weekdayOfDay('2026-12-06')).toBe(0);
    expect(weekdayOfDay('nope')).toBeNull();
  });

  it('says whether a short range holds a chosen weekday', () => {
    expect(rangeHasWeekday('2026-12-01', '2026-12-02', [1])).toBe(false);
    expect(rangeHasWeekday('2026-12-01', '2026-12-02', [3])).toBe(true);
    expect(rangeHasWeekday('2026-12-01', '2026-12-31', [6])).toBe(true);
  });

  it('writes them Monday first, every day as 每天', () => {
    expect(weekdaysText([5, 0, 1, 3])).toBe('一、三、五、日');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('每天');
  });
});

describe('dispatch schedule: the call\'s body and the form\'s values', () => {
  it('sends Taipei day starts, weekdays Monday first, trimmed names, positions only when known, times or null, notes (issue 22, 6)', () => {
    expect(scheduleInputOf(values())).toEqual({
      name: '基隆港一三五', carUid: 'car-1', driverUid: 'drv-1',
      startDate: tpe('2026-12-01T00:00:00'), endDate: tpe('2026-12-14T00:00:00'), weekdays: [1, 3, 5],
      taskList: [
        { name: '基隆港', address: '基隆市中正路1號', lat: 25.13, lng: 121.74, kind: 'k-1', time: '08:30', note: '先取櫃' },
        { name: '臺北倉', address: '臺北市信義路5段', kind: null, time: null, note: '' },
      ],
    });
  });

  it('reads a saved schedule back into the form, its stops\' notes included (issue 22, 6)', () => {
    const v = scheduleValuesOf({
      uid: 's-1', name: '一三五', car: { uid: 'car-1', carNo: 'KEA-101' }, driver: { uid: 'drv-1', zhName: '陳志明' },
      startDate: tpe('2026-12-01T00:00:00'), endDate: tpe('2026-12-14T00:00:00'), weekdays: [5, 1],
      taskList: [{ name: '基隆港', address: '', lat: 25, lng: 121, kind: null, time: null, note: '先取櫃' }], taskCount: 4, createdAt: 0, updatedAt: 0,
    });
    expect(v).toEqual({
      name: '一三五', assignment: { driverUid: 'drv-1', carUid: 'car-1' }, startDate: '2026-12-01', endDate: '2026-12-14', weekdays: [1, 5],
      taskList: [{ name: '基隆港', address: '', lat: 25, lng: 121, kind: '', time: '', note: '先取櫃' }],
    });
  });

  it('starts a new schedule today (from the clock given) for two weeks on weekdays', () => {
    const v = emptySchedule(tpe('2026-12-01T23:30:00'));
    expect([v.startDate, v.endDate, v.weekdays]).toEqual(['2026-12-01', '2026-12-14', [1, 2, 3, 4, 5]]);
  });

  it('checks the driver, the car and the stops as the task form does, and a planned time as HH:mm', () => {
    expect(assignmentProblem({ driverUid: '', carUid: 'c' })).toBe('請選擇駕駛');
    expect(assignmentProblem({ driverUid: 'd', carUid: '' })).toBe('請選擇車輛');
    expect(stopsProblem([])).toBe('請至少加入一個站點');
    expect(stopsProblem([{ name: '甲', address: 'x', lat: null, lng: null, kind: '', time: '8:3' }])).toBe('第 1 站的預計時間格式應為 時:分（例：08:30）');
    expect(stopsProblem(values().taskList)).toBeUndefined();
  });
});

describe('dispatch schedule: the preview grouped by day', () => {
  it('groups tasks by their Taipei day, earliest first, with the weekday', () => {
    const t = (iso: string, n: number) => ({ taskDate: tpe(iso), n });
    const days = groupByDay([t('2026-12-04T00:00:00', 3), t('2026-11-30T00:00:00', 1), t('2026-12-04T00:00:00', 4), t('2026-12-02T00:00:00', 2)]);
    expect(days.map((d) => [d.day, d.weekday, d.tasks.map((x) => x.n)])).toEqual([
      ['2026-11-30', 1, [1]], ['2026-12-02', 3, [2]], ['2026-12-04', 5, [3, 4]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('dispatch schedule: the draft between the form and the preview', () => {
  afterEach(() => clearScheduleDraft());

  it('is kept in memory and given back only to the same schedule', () => {
    keepScheduleDraft({ scheduleUid: 's-1', values: values() });
    expect($scheduleDraft.get()?.scheduleUid).toBe('s-1');
    expect(draftFor($scheduleDraft.get(), 's-1')).toEqual(values());
    expect(draftFor($scheduleDraft.get(), '')).toBeNull();
    clearScheduleDraft();
    expect(draftFor($scheduleDraft.get(), 's-1')).toBeNull();
  });

  it('goes back to the form it came from', () => {
    expect(scheduleFormPath('')).toBe('/task/add/schedule');
    expect(scheduleFormPath('s 1')).toBe('/task/edit/schedule/s%201');
  });
});

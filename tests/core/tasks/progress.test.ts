import { describe, expect, it } from 'vitest';
import type { TaskStop } from '../../../src/core/api/contract/task';
import { deviationText, etaText, taskProgress } from '../../../src/core/tasks/progress';

/** Issue 27, 1–3: how a task under way reads: arrival, ETA with its lateness in words, the next stop, a deviation. */

const AT = Date.parse('2026-11-20T10:35:00+08:00');
const stop = (seq: number, extra: Partial<TaskStop> = {}): TaskStop => ({
  seq, name: `站${seq}`, address: '', lat: 25, lng: 121, kind: null, kindName: '', plannedTime: null, arrivedAt: null, doneAt: null, note: '', ...extra,
});

describe('etaText', () => {
  it.each([
    { stop: { etaAt: AT, etaLate: false }, text: '11/20 10:35' },
    { stop: { etaAt: AT, etaLate: true }, text: '11/20 10:35（預計延誤）' },
    { stop: { etaAt: null }, text: '—' },
    { stop: {}, text: '—' },
  ])('$text', ({ stop: s, text }) => {
    expect(etaText(s)).toBe(text);
  });
});

describe('taskProgress', () => {
  it('a doing task names its next stop with the ETA and says when it is late', () => {
    const p = taskProgress({ status: 'doing', taskList: [stop(1, { arrivedAt: AT, doneAt: AT }), stop(2, { etaAt: AT, etaLate: true }), stop(3)] });
    expect(p).toEqual({
      done: '已完成 1/3 站', next: '下一站 第 2 站 站2，預計 11/20 10:35 抵達（預計延誤）', nextShort: '第 2 站 預計 11/20 10:35 抵達（預計延誤）', late: true,
    });
  });

  it('before the first routing the ETA is being computed', () => {
    expect(taskProgress({ status: 'doing', taskList: [stop(1)] }).next).toBe('下一站 第 1 站 站1，預計抵達時間計算中');
  });

  it('a stop arrived at but not done is not next: the one after it is', () => {
    expect(taskProgress({ status: 'doing', taskList: [stop(1, { arrivedAt: AT }), stop(2)] }).next).toContain('第 2 站');
  });

  it('a ready or completed task has no next stop', () => {
    expect(taskProgress({ status: 'ready', taskList: [stop(1)] })).toEqual({ done: '已完成 0/1 站', next: '', nextShort: '', late: false });
    expect(taskProgress({ status: 'completed', taskList: [stop(1, { arrivedAt: AT, doneAt: AT })] }).next).toBe('');
  });
});

describe('deviationText', () => {
  it('says how far and since when; nothing on the route', () => {
    expect(deviationText({ since: AT, meters: 1234.4, path: [] })).toBe('偏離規劃路線約 1,234 公尺（自 11/20 10:35）');
    expect(deviationText(null)).toBe('');
    expect(deviationText(undefined)).toBe('');
  });
});

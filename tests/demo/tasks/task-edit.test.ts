import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDetail } from '../../../src/core/api/contract/task';
import { toTaskInput, valuesOf, type TaskValues } from '../../../src/elements/tasks/task-form/task-values';
import { dayRangeMs } from '../../../src/core/format/time';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 22, 6 and 9: editing a task keeps every field its stops hold. The round trip goes through
 * the task form's own mapping (valuesOf, toTaskInput), so a form that drops a field fails here: a
 * task saved unchanged keeps each stop's planned time and note, an edit changes them, and a
 * cleared one stays cleared.
 */
let t: TestApp;
let admin: string;
let uid: string;
const day = dayRangeMs(taipeiDate(TEST_NOW + 3 * DAY_MS)).startTime;
const at = (h: number, m: number) => day + (h * 60 + m) * 60_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  const made = await t.call({
    method: 'POST', url: '/api/task/v0', token: admin, payload: {
      taskDate: day, carUid: 'car-a-001', driverUid: 'user-demo-driver', taskList: [
        { name: '臺北港', address: '臺北港', lat: 25.155, lng: 121.383, kind: 'opt-a-task-2', plannedTime: at(8, 0), note: '先取櫃' },
        { name: '五股倉', address: '五股物流園區', lat: 25.083, lng: 121.438, plannedTime: at(10, 30), note: '' },
      ],
    },
  });
  expect(made.json().status, made.body).toBe(0);
  uid = made.json().data.uid;
});
afterAll(() => t.close());

const read = async (): Promise<TaskDetail> => (await t.call({ method: 'GET', url: `/api/task/v0/${uid}`, token: admin })).json().data;
const save = async (values: TaskValues) => {
  const res = await t.call({ method: 'PUT', url: `/api/task/v0/${uid}`, token: admin, payload: toTaskInput(values) });
  expect(res.json().status, res.body).toBe(0);
};
const stopsOf = (task: TaskDetail) => task.taskList.map((s) => ({ name: s.name, kind: s.kind, plannedTime: s.plannedTime, note: s.note }));

describe('a task edited through the form keeps its stops\' fields (issue 22, 6)', () => {
  it('saved unchanged, each stop keeps its planned time, note and kind', async () => {
    const before = await read();
    expect(stopsOf(before)).toEqual([
      { name: '臺北港', kind: 'opt-a-task-2', plannedTime: at(8, 0), note: '先取櫃' },
      { name: '五股倉', kind: null, plannedTime: at(10, 30), note: '' },
    ]);
    await save(valuesOf(before));
    expect(stopsOf(await read())).toEqual(stopsOf(before));
  });

  it('a planned time and a note changed in the form are saved', async () => {
    const values = valuesOf(await read());
    values.taskList[1] = { ...values.taskList[1], time: '11:15', note: '卸貨後回報' };
    await save(values);
    expect((await read()).taskList[1]).toMatchObject({ plannedTime: at(11, 15), note: '卸貨後回報' });
  });

  it('issue 22, 9: a cleared planned time, note and kind stay cleared after saving and reading again', async () => {
    const values = valuesOf(await read());
    values.taskList[0] = { ...values.taskList[0], time: '', note: '', kind: '' };
    await save(values);
    const after = await read();
    expect(after.taskList[0]).toMatchObject({ plannedTime: null, note: '', kind: null });
    await save(valuesOf(after));
    expect((await read()).taskList[0]).toMatchObject({ plannedTime: null, note: '', kind: null });
  });
});

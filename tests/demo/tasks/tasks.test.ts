import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken } from '../replies';

/** Tasks managed from the console, driver-scoped task calls and dispatch schedules (spec 7.7, 6). */

let t: TestApp;
let admin: string;
let viewer: string;
let driver: string;
let bAdmin: string;
let unmanagedCar: string;
let bTask: string;
const DAY = 86_400_000;
const tomorrow = TEST_NOW + DAY;
const stops = [
  { name: '臺北港倉庫', address: '臺北港', kind: 'opt-a-task-2' },
  { name: '五股物流園區', address: '新北市五股區五工路', kind: 'opt-a-task-1', note: '後門卸貨' },
];
const newTask = (extra: Record<string, unknown> = {}) => ({ taskDate: tomorrow, carUid: 'car-a-001', driverUid: 'user-demo-driver', taskList: stops, ...extra });

beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, driver, bAdmin] = await Promise.all(['demo-admin', 'demo-viewer', 'demo-driver', 'demo-b-admin'].map((n) => t.tokenOf(n)));
  unmanagedCar = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT enabled_code LIMIT 1`))!.uid;
  bTask = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-b' LIMIT 1`))!.uid;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.call({ method, url: `/api/${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await api('POST', 'task/v0', admin, newTask(extra));
  expect(res.json().status).toBe(0);
  return res.json().data;
};

describe('tasks (spec 7.7)', () => {
  it('spec 3: a created task has the task detail shape, with mileage and duration of its planned route', async () => {
    const task = await create();
    expect(task).toMatchObject({ url: `/task/single/${task.uid}`, car: { uid: 'car-a-001' }, driver: { uid: 'user-demo-driver', zhName: '陳志明' }, status: 'ready', lock: false });
    expect(task.totalMileage).toBeGreaterThan(5);
    expect(task.totalDuration).toBeGreaterThan(5);
    expect(task.taskList.map((s: { seq: number; kindName: string }) => [s.seq, s.kindName])).toEqual([[1, '取貨'], [2, '配送']]);
    expect(task.taskList[0].lat).toBeCloseTo(25.15, 1);
    const got = await api('GET', `task/v0/${task.uid}`, admin);
    expect(got.json().data).toEqual(task);
  });

  it('issue 3: a task without stops is a validation error naming taskList', async () => {
    const res = await api('POST', 'task/v0', admin, newTask({ taskList: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 4000001, field: 'taskList' });
  });

  it('spec 5: a car not under management cannot take a task', async () => {
    const res = await api('POST', 'task/v0', admin, newTask({ carUid: unmanagedCar }));
    expect(res.json()).toMatchObject({ status: 4000001, field: 'carUid' });
  });

  it('issue 3: an address that cannot be found names the stop', async () => {
    const res = await api('POST', 'task/v0', admin, newTask({ taskList: [{ name: '不明地點', address: 'zzzz' }] }));
    expect(res.json()).toMatchObject({ status: 4000001, field: 'taskList.0.address' });
  });

  it('issue 3: task calls need a token', async () => {
    const res = await api('POST', 'task/v0/list', undefined, {});
    expectNoToken(res);
  });

  it('spec 6: task calls need P_P13', async () => {
    const res = await api('POST', 'task/v0', viewer, newTask());
    expectForbidden(res);
  });

  it('issue 3: another enterprise\'s task is not found for read, edit or delete', async () => {
    expect((await api('GET', `task/v0/${bTask}`, admin)).statusCode).toBe(404);
    expect((await api('PUT', `task/v0/${bTask}`, admin, { lock: true })).json().status).toBe(4040001);
    expect((await api('DELETE', 'task/v0', admin, { uids: [bTask] })).json().status).toBe(4040001);
    expect((await api('GET', `task/v0/${bTask}`, bAdmin)).json().status).toBe(0);
  });

  it('spec 7.7: the list filters by status, driver and keyword and pages with a total', async () => {
    const all = (await api('POST', 'task/v0/list', admin, { limit: 1000 })).json().data;
    expect(all.total).toBe(all.list.length);
    const page = (await api('POST', 'task/v0/list', admin, { limit: 2, offset: 1 })).json().data;
    expect(page).toMatchObject({ total: all.total, offset: 1, limit: 2 });
    expect(page.list.map((x: { uid: string }) => x.uid)).toEqual(all.list.slice(1, 3).map((x: { uid: string }) => x.uid));
    const done = (await api('POST', 'task/v0/list', admin, { status: ['completed'], limit: 1000 })).json().data;
    expect(done.total).toBeGreaterThan(0);
    expect(done.list.every((x: { status: string }) => x.status === 'completed')).toBe(true);
    const mine = (await api('POST', 'task/v0/list', admin, { driverUid: 'user-demo-driver', keyword: '五股', limit: 1000 })).json().data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.list.every((x: { driver: { uid: string } }) => x.driver.uid === 'user-demo-driver')).toBe(true);
  });

  it('spec 2.11 任務種類: the list filters by a stop\'s task kind', async () => {
    const only = await create({ taskList: [{ name: '只卸貨', address: '臺北港', kind: 'opt-a-task-1' }] });
    const kind1 = (await api('POST', 'task/v0/list', admin, { kindUid: 'opt-a-task-1', limit: 1000 })).json().data;
    const kind2 = (await api('POST', 'task/v0/list', admin, { kindUid: 'opt-a-task-2', limit: 1000 })).json().data;
    expect(kind1.list.map((x: { uid: string }) => x.uid)).toContain(only.uid);
    expect(kind2.list.map((x: { uid: string }) => x.uid)).not.toContain(only.uid);
    expect(kind2.list.every((x: { taskList: Array<{ kind: string }> }) => x.taskList.some((s) => s.kind === 'opt-a-task-2'))).toBe(true);
  });

  it('spec 7.7: the list filters by date range', async () => {
    const start = TEST_NOW - DAY / 2;
    const res = (await api('POST', 'task/v0/list', admin, { startTime: start, endTime: start + DAY, limit: 1000 })).json().data;
    expect(res.list.every((x: { taskDate: number }) => x.taskDate >= start && x.taskDate <= start + DAY)).toBe(true);
  });

  it('spec 7.7: an edit replaces the stops and plans the route again', async () => {
    const task = await create();
    const res = await api('PUT', `task/v0/${task.uid}`, admin, { taskList: [...stops, { name: '桃園機場', address: '桃園國際機場' }] });
    expect(res.json().data.taskList).toHaveLength(3);
    expect(res.json().data.totalMileage).toBeGreaterThan(task.totalMileage);
  });

  it('spec 2.11: a locked task can be neither edited nor deleted until unlocked', async () => {
    const task = await create({ lock: true });
    expect((await api('PUT', `task/v0/${task.uid}`, admin, { taskList: stops })).json().status).toBe(4090001);
    expect((await api('DELETE', 'task/v0', admin, { uids: [task.uid] })).json().status).toBe(4090001);
    expect((await api('PUT', `task/v0/${task.uid}`, admin, { lock: false })).json().data.lock).toBe(false);
    expect((await api('DELETE', 'task/v0', admin, { uids: [task.uid] })).json().data).toEqual({ deleted: 1 });
    expect((await api('GET', `task/v0/${task.uid}`, admin)).statusCode).toBe(404);
  });

  it('spec 4: a running task cannot be deleted', async () => {
    const doing = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-a' AND status = 'doing' AND NOT lock LIMIT 1`))!.uid;
    expect((await api('DELETE', 'task/v0', admin, { uids: [doing] })).json().status).toBe(4090001);
  });

  it('issue 3: a delete body needs at least one uid', async () => {
    expect((await api('DELETE', 'task/v0', admin, { uids: [] })).json()).toMatchObject({ status: 4000001, field: 'uids' });
  });
});

describe('driver-scoped task calls (spec 6)', () => {
  it('spec 6: a driver lists only their own tasks', async () => {
    const res = (await api('POST', 'task/v0/by-driver/list', driver, { limit: 100 })).json().data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.list.every((x: { driver: { uid: string } }) => x.driver.uid === 'user-demo-driver')).toBe(true);
  });

  it('spec 6: a driver asking for another driver\'s task gets 404', async () => {
    const other = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-a' AND driver_uid <> 'user-demo-driver' LIMIT 1`))!.uid;
    expect((await api('POST', 'task/v0/by-driver', driver, { uid: other })).statusCode).toBe(404);
    expect((await api('PUT', 'task/v0/by-driver', driver, { uid: other, action: 'start' })).statusCode).toBe(404);
  });

  it('spec 6: by-driver calls are for drivers only', async () => {
    expect((await api('POST', 'task/v0/by-driver/list', admin, {})).statusCode).toBe(403);
    expect((await api('POST', 'task/v0/by-driver/list', viewer, {})).statusCode).toBe(403);
    expect((await api('POST', 'task/v0/by-driver/list', undefined, {})).statusCode).toBe(401);
  });

  it('spec 4: the driver starts, arrives, finishes each stop, and the task completes', async () => {
    const task = await create();
    const step = async (body: object) => (await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, ...body })).json();
    expect((await step({ action: 'start' })).data.status).toBe('doing');
    const arrived = (await step({ action: 'arrive', seq: 1 })).data;
    expect(arrived.taskList[0].arrivedAt).toEqual(expect.any(Number));
    expect((await step({ action: 'done', seq: 1 })).data.status).toBe('doing');
    const last = (await step({ action: 'done', seq: 2, note: '已簽收' })).data;
    expect(last.status).toBe('completed');
    expect(last.taskList[1]).toMatchObject({ note: '已簽收', doneAt: expect.any(Number), arrivedAt: expect.any(Number) });
    expect((await api('POST', 'task/v0/by-driver', driver, { uid: task.uid })).json().data.status).toBe('completed');
  });

  it('spec 9: a task status change notifies the enterprise (category 4)', async () => {
    const task = await create();
    await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, action: 'stop', note: '車輛故障' });
    expect((await api('POST', 'task/v0/by-driver', driver, { uid: task.uid })).json().data.status).toBe('stopped');
    const rows = await t.app.ctx.db.query<{ category: number; user_uid: string; code: string }>(
      `SELECT category, user_uid, code FROM messages WHERE data->>'taskUid' = $1`, [task.uid]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.category === 4 && m.code === 'stopped')).toBe(true);
    expect(rows.map((m) => m.user_uid)).toContain('user-demo-admin');
  });

  it('spec 4: progress out of order is a conflict, an unknown stop a validation error', async () => {
    const task = await create();
    expect((await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, action: 'arrive', seq: 1 })).json().status).toBe(4090001);
    await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, action: 'start' });
    expect((await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, action: 'arrive', seq: 9 })).json()).toMatchObject({ status: 4000001, field: 'seq' });
    expect((await api('PUT', 'task/v0/by-driver', driver, { uid: task.uid, action: 'fly' })).json()).toMatchObject({ status: 4000001, field: 'action' });
  });
});

describe('dispatch schedules (spec 2.1 /task/*/schedule; our design)', () => {
  const monday = (() => {
    const d = new Date(TEST_NOW + 7 * DAY);
    return d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY;
  })();
  const schedule = {
    name: '週一三五 臺北港線', carUid: 'car-a-001', driverUid: 'user-demo-driver', startDate: monday, endDate: monday + 13 * DAY,
    weekdays: [1, 3, 5], taskList: [{ name: '臺北港', address: '臺北港', time: '08:00' }, { name: '南崁', address: '南崁物流中心', time: '10:30' }],
  };

  it('spec 2.1: a preview lists the tasks a schedule would create, and creates none', async () => {
    const before = (await api('POST', 'task/v0/list', admin, { status: ['scheduling'], limit: 1 })).json().data.total;
    const preview = (await api('POST', 'task/v0/schedule/preview', admin, schedule)).json().data;
    expect(preview.list).toHaveLength(6);
    expect(preview.list[0]).toMatchObject({ status: 'scheduling', car: { uid: 'car-a-001' } });
    expect(preview.list[0].taskList[1].plannedTime - preview.list[0].taskList[0].plannedTime).toBe(150 * 60_000);
    expect((await api('POST', 'task/v0/list', admin, { status: ['scheduling'], limit: 1 })).json().data.total).toBe(before);
  });

  it('spec 4: a schedule creates its tasks in status scheduling; an edit makes them again; a delete removes them', async () => {
    const created = (await api('POST', 'task/v0/schedule', admin, schedule)).json().data;
    expect(created.taskCount).toBe(6);
    expect((await api('GET', `task/v0/schedule/${created.uid}`, admin)).json().data.name).toBe(schedule.name);
    const edited = (await api('PUT', `task/v0/schedule/${created.uid}`, admin, { ...schedule, weekdays: [2] })).json().data;
    expect(edited.taskCount).toBe(2);
    const listed = (await api('POST', 'task/v0/schedule/list', admin, { keyword: '臺北港線' })).json().data;
    expect(listed.list.map((s: { uid: string }) => s.uid)).toContain(created.uid);
    const removed = (await api('DELETE', 'task/v0/schedule', admin, { uids: [created.uid] })).json().data;
    expect(removed).toEqual({ deleted: 1, deletedTasks: 2 });
  });

  it('spec 4: a scheduled task is dispatched by moving it to ready', async () => {
    const scheduled = (await api('POST', 'task/v0/list', admin, { status: ['scheduling'], limit: 1 })).json().data.list[0];
    const res = await api('PUT', `task/v0/${scheduled.uid}`, admin, { status: 'ready' });
    expect(res.json().data.status).toBe('ready');
    expect((await api('PUT', `task/v0/${scheduled.uid}`, admin, { status: 'ready' })).json().data.status).toBe('ready');
  });

  it('issue 3: a schedule whose end is before its start names endDate; weekdays must be 0..6', async () => {
    expect((await api('POST', 'task/v0/schedule', admin, { ...schedule, endDate: monday - DAY })).json()).toMatchObject({ status: 4000001, field: 'endDate' });
    expect((await api('POST', 'task/v0/schedule', admin, { ...schedule, weekdays: [7] })).json()).toMatchObject({ status: 4000001, field: 'weekdays.0' });
  });

  it('issue 3: schedules need P_P13, and another enterprise\'s is not found', async () => {
    expect((await api('POST', 'task/v0/schedule/list', viewer, {})).statusCode).toBe(403);
    expect((await api('GET', 'task/v0/schedule/schedule-a-1', bAdmin)).statusCode).toBe(404);
    expect((await api('DELETE', 'task/v0/schedule', bAdmin, { uids: ['schedule-a-1'] })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden } from '../replies';

/**
 * Issue 22, 10: a driver holds P_P13 for their own tasks, never for the dispatcher's calls. Creating,
 * editing or deleting a task and every schedule call answer a driver 403, for a real uid (even
 * their own task) and for a made-up one alike: the role is checked before anything is looked up.
 */
let t: TestApp;
let admin: string;
let driver: string;
const ME = 'user-demo-driver';
const MADE_UP = 'no-such-uid-0001';
let mine: string;
let schedule: string;
let taskDate: number;
let car: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const stop = { name: '倉庫', address: '台北市信義區市府路1號', lat: 25.0375, lng: 121.5637 };

beforeAll(async () => {
  t = await startTestApp();
  [admin, driver] = await Promise.all([t.tokenOf('demo-admin'), t.tokenOf('demo-driver')]);
  const db = t.app.ctx.db;
  car = (await db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
  taskDate = t.app.ctx.now() + 86_400_000;
  const made = await t.call({ method: 'POST', url: '/api/task/v0', token: admin, payload: { taskDate, carUid: car, driverUid: ME, taskList: [stop] } });
  mine = made.json().data.uid;
  schedule = (await db.one<{ uid: string }>(`SELECT uid FROM task_schedules WHERE enterprise_uid = 'ent-a' ORDER BY uid LIMIT 1`))!.uid;
  await db.query(`UPDATE task_schedules SET driver_uid = $2 WHERE uid = $1`, [schedule, ME]);
});
afterAll(() => t.close());

const scheduleBody = (driverUid: string, carUid: string) => ({
  name: '週排程', carUid, driverUid, startDate: taskDate, endDate: taskDate + 7 * 86_400_000, weekdays: [1], taskList: [{ ...stop, time: '08:00' }],
});

/** Each dispatcher call, with a real uid (the driver's own task or schedule, the driver themselves) and a made-up one. */
const calls = (real: boolean): Array<[string, Method, () => string, () => object | undefined]> => {
  const task = () => (real ? mine : MADE_UP);
  const sch = () => (real ? schedule : MADE_UP);
  const driverUid = () => (real ? ME : MADE_UP);
  const carUid = () => (real ? car : MADE_UP);
  return [
    ['create a task', 'POST', () => '/api/task/v0', () => ({ taskDate, carUid: carUid(), driverUid: driverUid(), taskList: [stop] })],
    ['edit a task', 'PUT', () => `/api/task/v0/${task()}`, () => ({ taskList: [{ ...stop, name: '改過' }] })],
    ['lock a task', 'PUT', () => `/api/task/v0/${task()}`, () => ({ lock: true })],
    ['stop a task through the manager call', 'PUT', () => `/api/task/v0/${task()}`, () => ({ status: 'stopped' })],
    ['delete a task', 'DELETE', () => '/api/task/v0', () => ({ uids: [task()] })],
    ['create a schedule', 'POST', () => '/api/task/v0/schedule', () => scheduleBody(driverUid(), carUid())],
    ['edit a schedule', 'PUT', () => `/api/task/v0/schedule/${sch()}`, () => scheduleBody(driverUid(), carUid())],
    ['read a schedule', 'GET', () => `/api/task/v0/schedule/${sch()}`, () => undefined],
    ['list schedules', 'POST', () => '/api/task/v0/schedule/list', () => ({ driverUid: driverUid() })],
    ['delete a schedule', 'DELETE', () => '/api/task/v0/schedule', () => ({ uids: [sch()] })],
    ['preview a schedule', 'POST', () => '/api/task/v0/schedule/preview', () => scheduleBody(driverUid(), carUid())],
  ];
};

describe('a driver gets none of the dispatcher\'s calls (issue 22, 10)', () => {
  it.each(calls(true))('%s with a real uid answers 403', async (_what, method, url, payload) => {
    const res = await t.call({ method, url: url(), token: driver, payload: payload() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 4030001, message: '駕駛帳號無法使用任務派遣功能。' });
  });

  it.each(calls(false))('%s with a made-up uid answers 403, not 404', async (_what, method, url, payload) => {
    const res = await t.call({ method, url: url(), token: driver, payload: payload() });
    expectForbidden(res);
  });

  it('the refused calls changed nothing: the driver\'s task and schedule are as they were', async () => {
    const task = (await t.call({ method: 'GET', url: `/api/task/v0/${mine}`, token: admin })).json().data;
    expect(task).toMatchObject({ status: 'ready', lock: false, taskList: [{ name: '倉庫' }] });
    expect((await t.call({ method: 'GET', url: `/api/task/v0/schedule/${schedule}`, token: admin })).json().data.driver.uid).toBe(ME);
  });

  it('the driver keeps their own calls: reading, listing and reporting on their task', async () => {
    expect((await t.call({ method: 'GET', url: `/api/task/v0/${mine}`, token: driver })).json().data.uid).toBe(mine);
    expect((await t.call({ method: 'POST', url: '/api/task/v0/by-driver', token: driver, payload: { uid: mine } })).json().data.uid).toBe(mine);
    const list = (await t.call({ method: 'POST', url: '/api/task/v0/by-driver/list', token: driver, payload: { limit: 1000 } })).json().data;
    expect(list.list.map((x: { uid: string }) => x.uid)).toContain(mine);
    const started = await t.call({ method: 'PUT', url: '/api/task/v0/by-driver', token: driver, payload: { uid: mine, action: 'start' } });
    expect(started.json().data.status).toBe('doing');
  });

  it('a manager still makes the same calls', async () => {
    const res = await t.call({ method: 'POST', url: '/api/task/v0', token: admin, payload: { taskDate, carUid: car, driverUid: ME, taskList: [stop] } });
    expect(res.json().status).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/task/v0/schedule/list', token: admin, payload: {} })).json().status).toBe(0);
  });
});

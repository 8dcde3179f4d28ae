import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 10, 8 (spec 6): a driver sees and changes only their own tasks on every task call, not only
 * on the by-driver ones, and reaches no other driver's phone or e-mail; managers still see all.
 */
let t: TestApp;
let admin: string;
let driver: string;
const ME = 'user-demo-driver';
let otherDriver: string;
/** A ready task of the demo driver, and one of another driver, both made by the admin. */
let mine: string;
let theirs: string;
let taskDate: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) => t.call({ method, url, token, payload });
const data = async (method: Method, url: string, token: string, payload?: object) => {
  const body = (await call(method, url, token, payload)).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data;
};
const stop = { name: '倉庫', address: '台北市信義區市府路1號', lat: 25.0375, lng: 121.5637 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  driver = await t.tokenOf('demo-driver');
  const db = t.app.ctx.db;
  otherDriver = (await db.one<{ uid: string }>(`SELECT uid FROM users WHERE enterprise_uid = 'ent-a' AND role = 'driver' AND uid <> $1 AND NOT deleted ORDER BY uid LIMIT 1`, [ME]))!.uid;
  const car = (await db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
  taskDate = t.app.ctx.now() + 86_400_000;
  const create = async (driverUid: string) => (await data('POST', '/api/task/v0', admin, { taskDate, carUid: car, driverUid, taskList: [stop] })).uid as string;
  mine = await create(ME);
  theirs = await create(otherDriver);
});
afterAll(() => t.close());

const allOf = (token: string) => data('POST', '/api/task/v0/list', token, { limit: 1000 });

describe('a driver reaches only their own tasks (issue 10, 8; spec 6)', () => {
  it('the task list holds only the driver\'s own tasks, all of them', async () => {
    const page = await allOf(driver);
    const own = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE driver_uid = $1`, [ME]);
    expect(page.total).toBe(own!.n);
    expect(page.list.map((task: { uid: string }) => task.uid)).toContain(mine);
    expect(page.list.every((task: { driver: { uid: string } }) => task.driver.uid === ME)).toBe(true);
  });

  it('filtering the list by another driver finds nothing', async () => {
    expect((await data('POST', '/api/task/v0/list', driver, { driverUid: otherDriver })).total).toBe(0);
  });

  it('another driver\'s task cannot be read (404), nor its path; the driver\'s own can', async () => {
    expect((await call('GET', `/api/task/v0/${theirs}`, driver)).statusCode).toBe(404);
    expect((await call('POST', '/api/task/v0/journey/path', driver, { uid: theirs })).statusCode).toBe(404);
    expect((await data('GET', `/api/task/v0/${mine}`, driver)).uid).toBe(mine);
  });

  // Issue 22, 10: the manager's calls refuse a driver outright (403), before looking the task up.
  it('another driver\'s task cannot be stopped, edited or deleted (403), and stays as it was', async () => {
    expect((await call('PUT', `/api/task/v0/${theirs}`, driver, { status: 'stopped' })).json()).toMatchObject({ status: 4030001 });
    expect((await call('PUT', `/api/task/v0/${theirs}`, driver, { lock: true })).json()).toMatchObject({ status: 4030001 });
    expect((await call('DELETE', '/api/task/v0', driver, { uids: [theirs] })).json()).toMatchObject({ status: 4030001 });
    expect(await data('GET', `/api/task/v0/${theirs}`, admin)).toMatchObject({ status: 'ready', lock: false });
  });

  it('a driver cannot give a task to another driver, by creating or editing it', async () => {
    const car = (await data('GET', `/api/task/v0/${mine}`, driver)).car.uid;
    expect((await call('POST', '/api/task/v0', driver, { taskDate, carUid: car, driverUid: otherDriver, taskList: [stop] })).json())
      .toMatchObject({ status: 4030001 });
    expect((await call('PUT', `/api/task/v0/${mine}`, driver, { driverUid: otherDriver })).json()).toMatchObject({ status: 4030001 });
    expect((await data('GET', `/api/task/v0/${mine}`, driver)).driver.uid).toBe(ME);
  });

  it('the export holds only the driver\'s own tasks', async () => {
    const range = { startTime: taskDate - 400 * 86_400_000, endTime: taskDate + 86_400_000 };
    const rowsOf = async (token: string) => {
      const res = await call('POST', '/api/task/v0/export', token, range);
      expect(res.statusCode).toBe(200);
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets['任務']);
    };
    const names = new Set((await rowsOf(driver)).map((row) => row['司機']));
    expect([...names]).toEqual(['陳志明']);
    expect(new Set((await rowsOf(admin)).map((row) => row['司機'])).size).toBeGreaterThan(1);
  });

  it('another driver\'s schedule is neither listed, read nor removed; a driver makes no schedule (403, issue 22, 10)', async () => {
    const db = t.app.ctx.db;
    const seeded = (await db.one<{ uid: string; car_uid: string }>(`SELECT uid, car_uid FROM task_schedules WHERE enterprise_uid = 'ent-a' ORDER BY uid LIMIT 1`))!;
    await db.query(`UPDATE task_schedules SET driver_uid = $2 WHERE uid = $1`, [seeded.uid, otherDriver]);
    expect((await call('POST', '/api/task/v0/schedule/list', driver, { limit: 1000 })).statusCode).toBe(403);
    expect((await call('GET', `/api/task/v0/schedule/${seeded.uid}`, driver)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/task/v0/schedule', driver, { uids: [seeded.uid] })).statusCode).toBe(403);
    const schedule = { name: '週排程', carUid: seeded.car_uid, driverUid: otherDriver, startDate: taskDate, endDate: taskDate + 7 * 86_400_000, weekdays: [1], taskList: [{ ...stop, time: '08:00' }] };
    expect((await call('POST', '/api/task/v0/schedule', driver, schedule)).json()).toMatchObject({ status: 4030001 });
    expect((await data('GET', `/api/task/v0/schedule/${seeded.uid}`, admin)).driver.uid).toBe(otherDriver);
  });

  it('the driver list holds the driver\'s own record only: no other driver\'s phone or e-mail', async () => {
    const page = await data('POST', '/api/users/v0/driver/list', driver, { limit: 1000 });
    expect(page.list.map((d: { uid: string }) => d.uid)).toEqual([ME]);
    expect(JSON.stringify(page)).not.toContain(otherDriver);
  });
});

describe('managers still reach every task (issue 10, 8)', () => {
  it('the admin lists every task of the enterprise and every driver with their contacts', async () => {
    const all = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE enterprise_uid = 'ent-a'`);
    expect((await allOf(admin)).total).toBe(all!.n);
    const drivers = await data('POST', '/api/users/v0/driver/list', admin, { limit: 1000 });
    expect(drivers.list.map((d: { uid: string }) => d.uid)).toEqual(expect.arrayContaining([ME, otherDriver]));
  });

  it('the admin reads and stops another driver\'s task', async () => {
    expect((await data('GET', `/api/task/v0/${theirs}`, admin)).driver.uid).toBe(otherDriver);
    expect((await data('PUT', `/api/task/v0/${theirs}`, admin, { status: 'stopped' })).status).toBe('stopped');
  });
});

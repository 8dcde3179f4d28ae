import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEntry } from '../../../demo/server/http/audit-change';
import { readAuditRows, type AuditRow } from '../../../demo/server/http/audit-rows';
import { FLEET_AUDIT_TARGETS } from '../../../demo/server/domains/fleet/audit-targets';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';

/** Issue 22 point 17: /log names its targets as people read them and says what changed. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const data = async (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  expectOk(await t.call({ method, url, token: admin, payload, headers }));
const logOf = async (keyword: string) =>
  (await data('POST', '/api/log-operation/v0/list', { keyword, limit: 50 })).list as Array<{ action: string; target: string; detail: Record<string, any> }>;
const firstCar = async () => (await t.app.ctx.db.one<{ uid: string; car_no: string }>(
  `SELECT uid, car_no FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`))!;

describe('the operation log names targets and changes (issue 22)', () => {
  it('an edited car is named by its number, with each changed field before and after', async () => {
    const car = await firstCar();
    const before = await data('GET', `/api/car/v0/${car.uid}`);
    await data('PUT', `/api/car/v0/${car.uid}`, { carNo: car.car_no, note: '換新輪胎' });
    const [entry] = (await logOf('修改車輛')).filter((e) => e.target === car.car_no);
    expect(entry).toBeDefined();
    expect(entry.detail.changes).toEqual([{ field: '備註', before: before.note || '（空白）', after: '換新輪胎' }]);
  });

  it('a task made and deleted is named by its car and day, not its uid', async () => {
    const car = await firstCar();
    const driver = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM users WHERE enterprise_uid = 'ent-a' AND role = 'driver' AND NOT deleted ORDER BY uid LIMIT 1`))!;
    const taskDate = t.app.ctx.now() + 86_400_000;
    const { uid } = await data('POST', '/api/task/v0', { taskDate, carUid: car.uid, driverUid: driver.uid, taskList: [{ name: '倉庫', address: '台北市信義區市府路1號', lat: 25.0375, lng: 121.5637 }] });
    const day = new Date(taskDate + 8 * 3600_000).toISOString().slice(0, 10);
    const made = (await logOf('新增任務'))[0];
    expect(made.target).toBe(`${car.car_no} ${day}`);
    expect(made.detail.targetUids).toEqual([uid]);
    await data('DELETE', '/api/task/v0', { uids: [uid] });
    expect((await logOf('刪除任務'))[0].target).toBe(`${car.car_no} ${day}`);
  });

  it('a maintenance record and a task are named by their car\'s number, a deleted car\'s too (issue 24, 4: through the fleet\'s reads)', async () => {
    const db = t.app.ctx.db;
    const record = (await db.one<{ uid: string; car_uid: string }>(`SELECT uid, car_uid FROM maintenance_records WHERE enterprise_uid = 'ent-a' ORDER BY uid LIMIT 1`))!;
    const task = (await db.one<{ uid: string; car_uid: string; day: string }>(
      `SELECT uid, car_uid, to_char(task_date AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') AS day FROM tasks WHERE enterprise_uid = 'ent-a' ORDER BY uid LIMIT 1`))!;
    const carNo = async (uid: string) => (await db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = $1`, [uid]))!.car_no;
    await db.query(`UPDATE cars SET deleted = true WHERE uid = $1`, [record.car_uid]);
    try {
      const rows = await readAuditRows(t.app.ctx, 'ent-a', [record.uid, task.uid, 'no-such-uid']);
      expect([...rows.keys()].sort()).toEqual([record.uid, task.uid].sort());
      expect(rows.get(record.uid)).toMatchObject({ table: 'maintenance_records', name: await carNo(record.car_uid) });
      expect(rows.get(task.uid)).toMatchObject({ table: 'tasks', name: `${await carNo(task.car_uid)} ${task.day}` });
      expect(await readAuditRows(t.app.ctx, 'ent-b', [record.uid, task.uid])).toEqual(new Map());
    } finally {
      await db.query(`UPDATE cars SET deleted = false WHERE uid = $1`, [record.car_uid]);
    }
  });

  it('the target of 建立服務訂單 is the order (its code), not its buyer', async () => {
    const car = await firstCar();
    const order = await data('POST', '/plus/order', { planUid: 'plan-behavior-month', carUids: [car.uid], paymentMethod: 'atm' }, { 'x-api-key': 'fms-demo-plus-key' });
    const [entry] = await logOf('建立服務訂單');
    expect(entry.target).toBe(order.code);
    expect(entry.detail.targetUids).toEqual([order.uid]);
  });

  it('an account\'s edit names the account and what changed; a department by its name', async () => {
    const user = (await t.app.ctx.db.one<{ uid: string; name: string; zh_name: string }>(
      `SELECT uid, name, zh_name FROM users WHERE enterprise_uid = 'ent-a' AND role = 'staff' AND NOT deleted ORDER BY uid LIMIT 1`))!;
    const dept = (await t.app.ctx.db.one<{ uid: string; name: string }>(
      `SELECT uid, name FROM options WHERE enterprise_uid = 'ent-a' AND category = 'department' AND NOT deleted ORDER BY uid LIMIT 1`))!;
    await t.app.ctx.db.query('UPDATE users SET department_uid = NULL WHERE uid = $1', [user.uid]);
    await data('PUT', `/api/users/v0/${user.uid}`, { zhName: '林改名', departmentUid: dept.uid });
    const [entry] = (await logOf('修改')).filter((e) => e.target === user.name);
    expect(entry).toBeDefined();
    expect(entry.detail.changes).toEqual(expect.arrayContaining([
      { field: '姓名', before: user.zh_name, after: '林改名' },
      { field: '部門', before: '（空白）', after: dept.name },
    ]));
  });

  it('rows written before targets were named still display as written', async () => {
    await t.app.ctx.db.query(
      `INSERT INTO operation_logs (uid, enterprise_uid, user_uid, user_name, action, target, detail, created_at)
       VALUES ('old-log-1', 'ent-a', 'user-demo-admin', '管理員', '舊紀錄測試', 'car-a-035', '{"fields":["note"]}', $1)`, [new Date(t.app.ctx.now())]);
    const [entry] = await logOf('舊紀錄測試');
    expect(entry).toMatchObject({ target: 'car-a-035', detail: { fields: ['note'] } });
  });
});

describe('describeEntry (the naming rule)', () => {
  const row = (table: string, name: string, r: Record<string, unknown>): AuditRow =>
    ({ table, name, row: r, fields: FLEET_AUDIT_TARGETS.find((t) => t.table === table)!.fields });
  const names = new Map([['car-1', 'KEA-1001'], ['car-2', 'KEA-1002'], ['ord-1', 'PO2030']]);

  it('a target of uids becomes their names', () => {
    expect(describeEntry('car-1,car-2', null, [], names, new Map(), new Map())?.target).toBe('KEA-1001、KEA-1002');
  });

  it('a generic entry naming its caller names what the call created', () => {
    expect(describeEntry('王大明', 'ord-1', [], names, new Map(), new Map())).toEqual({ target: 'PO2030', detail: { targetUids: ['ord-1'] } });
  });

  it('a readable target is kept, with the changes of the row the call named', () => {
    const before = new Map([['car-1', row('cars', 'KEA-1001', { car_kind: null, note: 'a', udid: 'x' })]]);
    const after = new Map([['car-1', row('cars', 'KEA-1001', { car_kind: '曳引車', note: 'a', udid: 'x' })]]);
    expect(describeEntry('KEA-1001', null, ['car-1'], names, before, after)).toEqual({
      target: 'KEA-1001', detail: { changes: [{ field: '車種', before: '（空白）', after: '曳引車' }] },
    });
  });

  it('an unknown target with nothing changed is left alone', () => {
    expect(describeEntry('3 筆行程', null, [], names, new Map(), new Map())).toBeNull();
  });
});

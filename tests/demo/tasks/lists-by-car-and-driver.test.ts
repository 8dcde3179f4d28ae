import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';

/**
 * Issue 24, 4: the lists of the tasks, maintenance and services domains show, sort and filter by
 * another domain's columns (car number, driver name, department), which they read through the
 * fleet's and the core's services instead of joining those tables. Each list must answer exactly as
 * the joined query did: the same rows, in the same order, with the same total and paging. The
 * expected answers here are that joined query, run by the test on the seeded database.
 */

let t: TestApp;
let admin: string;
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
/** A fragment of car numbers that several of enterprise A's cars share, and a surname several drivers share. */
let carFragment: string;
let driverFragment: string;
let department: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  const db = t.app.ctx.db;
  // The most common 2-character prefix of a car number among the cars with tasks: it matches several of them.
  carFragment = (await db.one<{ f: string }>(
    `SELECT left(c.car_no, 2) AS f FROM tasks t JOIN cars c ON c.uid = t.car_uid WHERE t.enterprise_uid = 'ent-a'
      GROUP BY 1 ORDER BY count(DISTINCT c.uid) DESC, 1 LIMIT 1`))!.f;
  driverFragment = (await db.one<{ f: string }>(
    `SELECT left(u.zh_name, 1) AS f FROM tasks t JOIN users u ON u.uid = t.driver_uid WHERE t.enterprise_uid = 'ent-a'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))!.f;
  department = (await db.one<{ d: string }>(
    `SELECT c.department_uid AS d FROM tasks t JOIN cars c ON c.uid = t.car_uid WHERE t.enterprise_uid = 'ent-a' AND c.department_uid IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))!.d;
});
afterAll(() => t.close());

const api = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, token: admin, payload });
const like = (s: string) => `%${s}%`;
/** The rows the joined query gives, and its total (every row, paged by the test). */
const expected = async <T>(sql: string, params: unknown[]) => t.app.ctx.db.query<T>(sql, params);

describe('task list by car number, driver name and department (issue 24, 4)', () => {
  const ORACLE = `SELECT t.uid, c.car_no, u.zh_name FROM tasks t LEFT JOIN cars c ON c.uid = t.car_uid LEFT JOIN users u ON u.uid = t.driver_uid
    WHERE t.enterprise_uid = 'ent-a' AND %WHERE% ORDER BY t.task_date DESC, t.created_at DESC, t.uid`;
  const byKeyword = ORACLE.replace('%WHERE%', `(c.car_no ILIKE $1 OR u.zh_name ILIKE $1 OR EXISTS (SELECT 1 FROM jsonb_array_elements(t.stops) s
      WHERE s->>'name' ILIKE $1 OR s->>'address' ILIKE $1 OR s->>'note' ILIKE $1))`);

  const listed = async (body: object) => {
    const data = expectOk(await api('task/v0/list', body));
    return { total: data.total, rows: data.list.map((x: { uid: string; car: { carNo: string }; driver: { zhName: string } }) => [x.uid, x.car.carNo, x.driver.zhName]) };
  };
  const rows = (list: Array<{ uid: string; car_no: string | null; zh_name: string | null }>) => list.map((r) => [r.uid, r.car_no ?? '', r.zh_name ?? '']);

  it('a keyword matching car numbers lists the same tasks in the same order, page by page', async () => {
    const all = await expected<{ uid: string; car_no: string; zh_name: string }>(byKeyword, [like(carFragment)]);
    expect(all.length).toBeGreaterThan(4);
    expect(all.some((r) => r.car_no.includes(carFragment))).toBe(true);
    for (const page of [{ offset: 0, limit: 3 }, { offset: 3, limit: 3 }, { offset: 0, limit: 1000 }]) {
      expect(await listed({ keyword: carFragment, ...page })).toEqual({ total: all.length, rows: rows(all.slice(page.offset, page.offset + page.limit)) });
    }
  });

  it('a keyword matching driver names lists the same tasks in the same order', async () => {
    const all = await expected<{ uid: string; car_no: string; zh_name: string }>(byKeyword, [like(driverFragment)]);
    expect(all.some((r) => r.zh_name.includes(driverFragment))).toBe(true);
    expect(await listed({ keyword: driverFragment, offset: 3, limit: 7 })).toEqual({ total: all.length, rows: rows(all.slice(3, 10)) });
  });

  it('a department lists the tasks of its cars', async () => {
    const all = await expected<{ uid: string; car_no: string; zh_name: string }>(ORACLE.replace('%WHERE%', 'c.department_uid = $1'), [department]);
    expect(all.length).toBeGreaterThan(0);
    expect(await listed({ departmentUid: department, limit: 1000 })).toEqual({ total: all.length, rows: rows(all) });
  });
});

describe('schedule list shows car numbers and driver names (issue 24, 4)', () => {
  it('lists the schedules with their car number and driver name', async () => {
    const all = await expected<{ uid: string; car_no: string | null; zh_name: string | null }>(
      `SELECT s.uid, c.car_no, u.zh_name FROM task_schedules s LEFT JOIN cars c ON c.uid = s.car_uid LEFT JOIN users u ON u.uid = s.driver_uid
        WHERE s.enterprise_uid = 'ent-a' ORDER BY s.start_date DESC, s.uid`, []);
    expect(all.length).toBeGreaterThan(0);
    const data = expectOk(await api('task/v0/schedule/list', { limit: 1000 }));
    expect(data.list.map((x: { uid: string; car: { carNo: string }; driver: { zhName: string } }) => [x.uid, x.car.carNo, x.driver.zhName]))
      .toEqual(all.map((r) => [r.uid, r.car_no ?? '', r.zh_name ?? '']));
  });
});

describe('maintenance records and orders by car number (issue 24, 4)', () => {
  it('the record list matches a car-number keyword as before, page by page', async () => {
    const all = await expected<{ uid: string; car_no: string | null }>(
      `SELECT r.uid, c.car_no FROM maintenance_records r LEFT JOIN cars c ON c.uid = r.car_uid LEFT JOIN maintenance_cycles y ON y.uid = r.cycle_uid
        WHERE r.enterprise_uid = 'ent-a' AND (c.car_no ILIKE $1 OR y.name ILIKE $1 OR r.factory_name ILIKE $1 OR r.note ILIKE $1)
        ORDER BY r.reserved_at DESC, r.uid`, [like(carFragment)]);
    expect(all.length).toBeGreaterThan(4);
    for (const page of [{ offset: 0, limit: 3 }, { offset: 3, limit: 100 }]) {
      const data = expectOk(await api('maintenance/v0/list', { keyword: carFragment, ...page }));
      expect(data.total).toBe(all.length);
      expect(data.list.map((x: { uid: string; car: { carNo: string } }) => [x.uid, x.car.carNo]))
        .toEqual(all.slice(page.offset, page.offset + page.limit).map((r) => [r.uid, r.car_no ?? '']));
    }
  });

  it('the order list matches a car-number keyword as before', async () => {
    const all = await expected<{ uid: string; car_no: string | null }>(
      `SELECT o.uid, c.car_no FROM maintenance_orders o LEFT JOIN cars c ON c.uid = o.car_uid
        WHERE o.enterprise_uid = 'ent-a' AND (o.order_no ILIKE $1 OR c.car_no ILIKE $1 OR o.factory_name ILIKE $1 OR o.note ILIKE $1)
        ORDER BY o.opened_at DESC, o.uid`, [like(carFragment)]);
    expect(all.length).toBeGreaterThan(0);
    const data = expectOk(await api('maintenance-order/v0/list', { keyword: carFragment, limit: 100 }));
    expect(data.total).toBe(all.length);
    expect(data.list.map((x: { uid: string; car: { carNo: string } }) => [x.uid, x.car.carNo])).toEqual(all.map((r) => [r.uid, r.car_no ?? '']));
  });

  it('a cycle lists its live cars by car number, and the list filters by a car', async () => {
    const links = await expected<{ cycle_uid: string; uid: string; car_no: string }>(
      `SELECT cc.cycle_uid, c.uid, c.car_no FROM car_cycles cc JOIN cars c ON c.uid = cc.car_uid
        WHERE cc.enterprise_uid = 'ent-a' AND NOT c.deleted ORDER BY c.car_no`, []);
    expect(links.length).toBeGreaterThan(1);
    const data = expectOk(await api('maintenance-cycle/v0/list', { limit: 100 }));
    for (const cycle of data.list as Array<{ uid: string; carList: Array<{ uid: string; carNo: string }> }>) {
      expect(cycle.carList).toEqual(links.filter((l) => l.cycle_uid === cycle.uid).map((l) => ({ uid: l.uid, carNo: l.car_no })));
    }
    const car = links[0].uid;
    const following = expectOk(await api('maintenance-cycle/v0/list', { carUid: car, limit: 100 }));
    expect(following.list.map((c: { uid: string }) => c.uid).sort()).toEqual(links.filter((l) => l.uid === car).map((l) => l.cycle_uid).sort());
  });
});

describe('plus: cars available for a plan by car number (issue 24, 4)', () => {
  const plus = (path: string, payload: object) => t.call({ method: 'POST', url: `/plus/${path}`, token: admin, payload, headers: PLUS_KEY });

  it('lists the managed cars matching a car number, in car-number order, page by page', async () => {
    const all = await expected<{ uid: string; car_no: string }>(
      `SELECT c.uid, c.car_no FROM cars c WHERE c.enterprise_uid = 'ent-a' AND NOT c.deleted AND c.enabled_code AND c.car_no ILIKE $1
        ORDER BY c.car_no, c.uid`, [like(carFragment)]);
    expect(all.length).toBeGreaterThan(3);
    for (const page of [{ offset: 0, limit: 2 }, { offset: 2, limit: 50 }]) {
      const data = expectOk(await plus('available', { planUid: 'plan-tpms-month', carNo: carFragment, ...page }));
      expect(data.total).toBe(all.length);
      expect(data.list.map((x: { carUid: string; carNo: string }) => [x.carUid, x.carNo]))
        .toEqual(all.slice(page.offset, page.offset + page.limit).map((r) => [r.uid, r.car_no]));
    }
    const every = expectOk(await plus('available', { planUid: 'plan-tpms-month', limit: 100 }));
    const managed = await expected<{ uid: string }>(
      `SELECT c.uid FROM cars c WHERE c.enterprise_uid = 'ent-a' AND NOT c.deleted AND c.enabled_code ORDER BY c.car_no, c.uid`, []);
    expect(every.list.map((x: { carUid: string }) => x.carUid)).toEqual(managed.map((r) => r.uid).slice(0, 100));
  });

  it('an order lists its cars by car number', async () => {
    const data = expectOk(await plus('order/list', { limit: 100 }));
    expect(data.list.length).toBeGreaterThan(0);
    for (const order of data.list as Array<{ uid: string; cars: Array<{ carUid: string; carNo: string }> }>) {
      const cars = await expected<{ car_uid: string; car_no: string }>(
        `SELECT oc.car_uid, c.car_no FROM plus_order_cars oc JOIN cars c ON c.uid = oc.car_uid WHERE oc.order_uid = $1 ORDER BY c.car_no`, [order.uid]);
      expect(order.cars).toEqual(cars.map((c) => ({ carUid: c.car_uid, carNo: c.car_no })));
    }
  });
});

describe('maintenance readings from journeys (issue 24, 4)', () => {
  it('a car\'s mileage and engine hours are its baseline plus its journeys since, as the joined query gave them', async () => {
    const db = t.app.ctx.db;
    // One car's baseline set in the middle of its journeys: only those after it count.
    const middle = (await db.one<{ car_uid: string; start_time: Date }>(
      `SELECT car_uid, start_time FROM journeys WHERE enterprise_uid = 'ent-a' ORDER BY car_uid, start_time OFFSET 3 LIMIT 1`))!;
    expectOk(await api('maintenance/v0/set-init', { mode: 'init', cars: [{ carUid: middle.car_uid, mileage: 1234.5, engineHours: 321, servicedAt: middle.start_time.getTime() }] }));
    const expectedRows = await db.query<{ uid: string; mileage: number | null; engine_hours: number | null; set_at: Date | null; meters: number | null; seconds: number | null }>(
      `SELECT c.uid, b.mileage, b.engine_hours, b.set_at, j.meters, j.seconds
         FROM cars c
         LEFT JOIN maintenance_baselines b ON b.car_uid = c.uid AND b.cycle_uid = ''
         LEFT JOIN LATERAL (SELECT sum(distance)::float8 AS meters, sum(duration)::float8 AS seconds FROM journeys
                             WHERE car_uid = c.uid AND (b.set_at IS NULL OR start_time >= b.set_at)) j ON true
        WHERE c.enterprise_uid = 'ent-a' AND NOT c.deleted ORDER BY c.uid`, []);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    expect(expectedRows.some((r) => r.set_at !== null)).toBe(true);
    expect(expectedRows.some((r) => r.meters !== null)).toBe(true);
    for (const r of expectedRows) {
      const known = r.set_at !== null || r.meters !== null;
      const data = expectOk(await api('maintenance/v0/car-info', { carUid: r.uid }));
      expect([data.mileage, data.engineHours]).toEqual(known
        ? [round1((r.set_at ? r.mileage ?? 0 : 0) + (r.meters ?? 0) / 1000), round1((r.set_at ? r.engine_hours ?? 0 : 0) + (r.seconds ?? 0) / 3600)]
        : [null, null]);
      const links = await db.query<{ cycle_uid: string }>(`SELECT cycle_uid FROM car_cycles WHERE car_uid = $1`, [r.uid]);
      expect(data.cycles.map((c: { cycle: { uid: string } }) => c.cycle.uid).sort()).toEqual(links.map((l) => l.cycle_uid).sort());
    }
  });
});

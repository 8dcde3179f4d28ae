import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';

/**
 * A reservation and its maintenance order (spec 3, 4, 7.8; issue 22 points 3 and 4): one order per
 * reservation, even under repeats and parallel calls, and the order's status drives the reservation,
 * its record and the car's cycle due state.
 */

let t: TestApp;
let admin: string;
let bAdmin: string;
const now = TEST_NOW;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  [admin, bAdmin] = await Promise.all(['demo-admin', 'demo-b-admin'].map((n) => t.tokenOf(n)));
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.call({ method, url: `/api/${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Rec { uid: string; car: { uid: string }; cycle: { uid: string } | null; reservation: { uid: string; status: string }; orderUid: string | null }

const reserve = async (carUid = 'car-a-003', cycleUid = 'cycle-a-1'): Promise<Rec> => {
  const res = (await api('POST', 'maintenance/v0', admin, { carUid, cycleUid, reservation: { reservedAt: now + 2 * HOUR, factoryName: '五股服務廠' }, items: ['opt-a-mnt-2'] })).json();
  expect(res.status).toBe(0);
  return res.data;
};
/** 建立工單 as the list sends it. */
const orderFrom = (r: Rec) => api('POST', 'maintenance-order/v0', admin, {
  carUid: r.car.uid, originalCycleUid: r.cycle?.uid ?? null, items: ['opt-a-mnt-2'], recordUid: r.uid, factoryName: '五股服務廠',
});
const ordersOf = (recordUid: string) => t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM maintenance_orders WHERE record_uid = $1`, [recordUid]);
const recordsOfCar = async (carUid: string) => (await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM maintenance_records WHERE car_uid = $1`, [carUid]))!.n;
const getRecord = async (uid: string): Promise<Rec & { mileage: number | null; cost: number; servicedAt: number | null }> => (await api('GET', `maintenance/v0/${uid}`, admin)).json().data;
const setStatus = (orderUid: string, body: Record<string, unknown>) => api('PUT', `maintenance-order/v0/${orderUid}`, admin, body);
const dueOf = async (carUid: string, cycleUid: string): Promise<string> =>
  (await api('POST', 'maintenance/v0/car-info', admin, { carUid })).json().data.cycles.find((c: { cycle: { uid: string } }) => c.cycle.uid === cycleUid).state;

describe('one maintenance order per reservation (issue 22 point 3)', () => {
  it('建立工單 links the order and the reservation both ways', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    expect(order).toMatchObject({ recordUid: rec.uid, status: 'open', car: { uid: 'car-a-003' } });
    expect((await getRecord(rec.uid)).orderUid).toBe(order.uid);
  });

  it('a repeated 建立工單 is refused with a message naming the first order, and no second order is made', async () => {
    const rec = await reserve();
    const first = (await orderFrom(rec)).json().data;
    const again = await orderFrom(rec);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 4090001, field: 'recordUid', message: expect.stringContaining(first.orderNo) });
    expect(again.json().message).toMatch(/已建立工單/);
    expect(await ordersOf(rec.uid)).toHaveLength(1);
  });

  it('five parallel 建立工單 calls make one order; the other four are refused naming it', async () => {
    const rec = await reserve();
    const results = await Promise.all(Array.from({ length: 5 }, () => orderFrom(rec)));
    const made = results.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(1);
    const orderNo = made[0].json().data.orderNo;
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toMatchObject({ status: 4090001, message: expect.stringContaining(orderNo) });
    }
    expect(await ordersOf(rec.uid)).toHaveLength(1);
    expect((await getRecord(rec.uid)).orderUid).toBe(made[0].json().data.uid);
  });

  it('the database itself refuses a second order of one reservation', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    await expect(t.app.ctx.db.query(
      `INSERT INTO maintenance_orders (uid, enterprise_uid, order_no, car_uid, items, status, opened_at, record_uid) VALUES ('dup', 'ent-a', 'MO-DUP', 'car-a-003', '{}', 'open', now(), $1)`,
      [rec.uid],
    )).rejects.toThrow();
    expect((await ordersOf(rec.uid)).map((o) => o.uid)).toEqual([order.uid]);
  });

  it('a reservation of another car or another enterprise cannot be linked', async () => {
    const rec = await reserve();
    expect((await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-004', items: [], recordUid: rec.uid })).json()).toMatchObject({ status: 4000001, field: 'recordUid' });
    const bCar = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-b' AND NOT deleted LIMIT 1`))!.uid;
    expect((await api('POST', 'maintenance-order/v0', bAdmin, { carUid: bCar, items: [], recordUid: rec.uid })).json()).toMatchObject({ status: 4000001, field: 'recordUid' });
    expect(await ordersOf(rec.uid)).toHaveLength(0);
  });

  it('deleting the order frees the reservation for a new one', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    expect((await api('DELETE', 'maintenance-order/v0', admin, { uids: [order.uid] })).json().data).toEqual({ deleted: 1 });
    expect((await getRecord(rec.uid)).orderUid).toBeNull();
    expect((await orderFrom(rec)).statusCode).toBe(200);
  });
});

describe('the order\'s status drives its reservation (issue 22 point 4, spec 4)', () => {
  it('processing marks the reservation 已進廠 and done writes the service on it, with no second record', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    const before = await recordsOfCar('car-a-003');
    expect((await setStatus(order.uid, { status: 'processing' })).json().data.status).toBe('processing');
    const inShop = await getRecord(rec.uid);
    expect(inShop).toMatchObject({ reservation: { status: 'alreadyMaintain' }, servicedAt: now, orderUid: order.uid });
    const done = (await setStatus(order.uid, { status: 'done', mileage: 123_456, engineHours: 3_210, cost: 4_800, items: ['opt-a-mnt-2', 'opt-a-mnt-3'] })).json().data;
    expect(done).toMatchObject({ status: 'done', recordUid: rec.uid, cost: 4_800 });
    const serviced = await getRecord(rec.uid);
    expect(serviced).toMatchObject({ reservation: { status: 'alreadyMaintain' }, mileage: 123_456, cost: 4_800 });
    expect(await recordsOfCar('car-a-003')).toBe(before);
  });

  it('a reservation in the shop does not turn 已逾期 when its time passes', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    await setStatus(order.uid, { status: 'processing' });
    await t.app.ctx.db.query(`UPDATE maintenance_records SET reserved_at = $2 WHERE uid = $1`, [rec.uid, new Date(now - HOUR)]);
    expect((await getRecord(rec.uid)).reservation.status).toBe('alreadyMaintain');
  });

  it('the car\'s cycle is due until the order is done, then ok', async () => {
    // The seed leaves every seventh car past its cycles (seed-maintenance.ts); find one that is due.
    const info = (await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-a-004' })).json().data;
    const due = info.cycles.find((c: { state: string }) => c.state === 'due');
    expect(due).toBeDefined();
    const rec = await reserve('car-a-004', due.cycle.uid);
    const order = (await orderFrom(rec)).json().data;
    await setStatus(order.uid, { status: 'processing' });
    expect(await dueOf('car-a-004', due.cycle.uid)).toBe('due');
    await setStatus(order.uid, { status: 'done', mileage: Math.ceil(info.mileage), engineHours: Math.ceil(info.engineHours) });
    expect(await dueOf('car-a-004', due.cycle.uid)).toBe('ok');
  });

  it('a repeated 已完成 answers the order unchanged; parallel ones record the service once', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    const results = await Promise.all(Array.from({ length: 4 }, () => setStatus(order.uid, { status: 'done', mileage: 200_000, engineHours: 5_000 })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const first = results[0].json().data;
    expect(results.every((r) => r.json().data.completedAt === first.completedAt && r.json().data.recordUid === rec.uid)).toBe(true);
    const again = await setStatus(order.uid, { status: 'done', mileage: 200_000, engineHours: 5_000 });
    expect(again.json().data).toEqual(first);
    expect((await t.app.ctx.db.query(`SELECT 1 FROM maintenance_records WHERE order_uid = $1`, [order.uid]))).toHaveLength(1);
  });

  it('an edit of a final order other than a repeat is refused, and no status moves back', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    await setStatus(order.uid, { status: 'processing' });
    expect((await setStatus(order.uid, { status: 'open' })).json()).toMatchObject({ status: 4090001, field: 'status' });
    await setStatus(order.uid, { status: 'cancelled' });
    expect((await setStatus(order.uid, { status: 'cancelled', cost: 1 })).json()).toMatchObject({ status: 4090001 });
    expect((await setStatus(order.uid, { status: 'cancelled' })).statusCode).toBe(200);
  });

  it('an order opened without a reservation gets its record at 處理中 and keeps it at 已完成', async () => {
    const order = (await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-006', originalCycleUid: 'cycle-a-1', items: [] })).json().data;
    const processing = (await setStatus(order.uid, { status: 'processing' })).json().data;
    expect(processing.recordUid).toEqual(expect.any(String));
    const done = (await setStatus(order.uid, { status: 'done' })).json().data;
    expect(done.recordUid).toBe(processing.recordUid);
    expect((await getRecord(done.recordUid))).toMatchObject({ orderUid: order.uid, reservation: { status: 'alreadyMaintain' }, mileage: expect.any(Number) });
  });

  it('a reservation marked 已進廠 in its form moves its open order to 處理中', async () => {
    const rec = await reserve();
    const order = (await orderFrom(rec)).json().data;
    await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: rec.reservation.uid, status: 'alreadyMaintain' } });
    expect((await api('GET', `maintenance-order/v0/${order.uid}`, admin)).json().data.status).toBe('processing');
  });
});

describe('readings nobody entered (issue 22 point 5)', () => {
  it('a car with no baseline and no journey has no reading: car-info and a record marked 已進廠 hold null, not 0', async () => {
    await t.app.ctx.db.query(`DELETE FROM maintenance_baselines WHERE car_uid = 'car-a-009'`);
    await t.app.ctx.db.query(`DELETE FROM journeys WHERE car_uid = 'car-a-009'`);
    const info = (await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-a-009' })).json().data;
    expect(info).toMatchObject({ mileage: null, engineHours: null, baseline: null });
    const rec = await reserve('car-a-009');
    const done = (await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: rec.reservation.uid, status: 'alreadyMaintain' } })).json().data;
    expect(done).toMatchObject({ reservation: { status: 'alreadyMaintain' }, mileage: null, engineHours: null });
  });
});

describe('blank readings and times sent as null (issue 22 point 5)', () => {
  it('a reservation sent with mileage and engine hours null keeps them null, not 0', async () => {
    const res = (await api('POST', 'maintenance/v0', admin, { carUid: 'car-a-003', reservation: { reservedAt: now + 2 * HOUR }, items: [], mileage: null, engineHours: null })).json();
    expect(res.data).toMatchObject({ mileage: null, engineHours: null });
    const edited = (await api('PUT', `maintenance/v0/${res.data.reservation.uid}`, admin, { reservation: { uid: res.data.reservation.uid }, mileage: 0, engineHours: null })).json().data;
    expect(edited).toMatchObject({ mileage: 0, engineHours: null });
  });

  it('an order\'s scheduled time cleared with null is cleared, not 1970', async () => {
    const order = (await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-006', items: [], scheduledAt: now + HOUR })).json().data;
    expect((await api('PUT', `maintenance-order/v0/${order.uid}`, admin, { scheduledAt: null })).json().data.scheduledAt).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { runMaintenancePass } from '../../../demo/server/domains/maintenance/reminders';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';

/** Maintenance records and reservations, cycles, orders and reminders (spec 7.8, 4, 9). */

let t: TestApp;
let admin: string;
let viewer: string;
let driver: string;
let bAdmin: string;
let now = TEST_NOW;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let bRecord: { uid: string; reservation_uid: string };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  [admin, viewer, driver, bAdmin] = await Promise.all(['demo-admin', 'demo-viewer', 'demo-driver', 'demo-b-admin'].map((n) => t.tokenOf(n)));
  bRecord = (await t.app.ctx.db.one<{ uid: string; reservation_uid: string }>(`SELECT uid, reservation_uid FROM maintenance_records WHERE enterprise_uid = 'ent-b' LIMIT 1`))!;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.call({ method, url: `/api/${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const reserve = async (extra: Record<string, unknown> = {}) => {
  const res = await api('POST', 'maintenance/v0', admin, {
    carUid: 'car-a-002', cycleUid: 'cycle-a-1', reservation: { reservedAt: now + 2 * HOUR, factoryName: '五股服務廠' }, items: ['opt-a-mnt-2'], ...extra,
  });
  expect(res.json().status).toBe(0);
  return res.json().data;
};
/** The reserved time passes (moved back rather than moving the clock, which would expire the tokens). */
const passTime = (uid: string) => t.app.ctx.db.query(`UPDATE maintenance_records SET reserved_at = $2 WHERE uid = $1`, [uid, new Date(now - HOUR)]);
const fileNameOf = (res: { headers: Record<string, unknown> }) =>
  decodeURIComponent(String(res.headers['content-disposition']).replace(/^.*filename\*=UTF-8''/, ''));

describe('maintenance records (spec 7.8)', () => {
  it('spec 4: a new reservation is readyMaintain and is then fetched, listed and in the car\'s history', async () => {
    const rec = await reserve();
    expect(rec).toMatchObject({ car: { uid: 'car-a-002' }, cycle: { uid: 'cycle-a-1', name: '機油保養' }, reservation: { status: 'readyMaintain', factoryName: '五股服務廠' }, active: true });
    expect(rec.items).toEqual([{ uid: 'opt-a-mnt-2', name: '更換機油' }]);
    expect((await api('GET', `maintenance/v0/${rec.uid}`, admin)).json().data).toEqual(rec);
    const listed = (await api('POST', 'maintenance/v0/list', admin, { carUid: 'car-a-002', status: ['readyMaintain'], limit: 100 })).json().data;
    expect(listed.list.map((r: { uid: string }) => r.uid)).toContain(rec.uid);
    expect(listed.list.every((r: { reservation: { status: string } }) => r.reservation.status === 'readyMaintain')).toBe(true);
    const history = (await api('GET', 'maintenance/v0/car/car-a-002', admin)).json().data;
    expect(history.list.map((r: { uid: string }) => r.uid)).toContain(rec.uid);
  });

  it('spec 3: an update is keyed by reservation.uid; alreadyMaintain records the service with the car\'s readings', async () => {
    const rec = await reserve();
    const res = await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: rec.reservation.uid, status: 'alreadyMaintain' }, cost: 3200 });
    const done = res.json().data;
    expect(done.reservation.status).toBe('alreadyMaintain');
    expect(done).toMatchObject({ cost: 3200, servicedAt: now, mileage: expect.any(Number), engineHours: expect.any(Number) });
    const last = (await api('GET', 'maintenance/v0/last-record?carUid=car-a-002&cycleUid=cycle-a-1', admin)).json().data;
    expect(last.uid).toBe(rec.uid);
    expect((await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: rec.reservation.uid, status: 'readyMaintain', reservedAt: now + DAY } })).json().status).toBe(4090001);
  });

  it('spec 3: the body\'s reservation.uid must match the path', async () => {
    const rec = await reserve();
    expect((await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: 'other' } })).json()).toMatchObject({ status: 4000001, field: 'reservation.uid' });
    expect((await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { cost: 1 })).json()).toMatchObject({ status: 4000001, field: 'reservation' });
  });

  it('spec 4: a reservation whose time passes without service reads as overdue; rescheduling makes it readyMaintain again', async () => {
    const rec = await reserve();
    await passTime(rec.uid);
    expect((await api('GET', `maintenance/v0/${rec.uid}`, admin)).json().data.reservation.status).toBe('overdue');
    const again = await api('PUT', `maintenance/v0/${rec.reservation.uid}`, admin, { reservation: { uid: rec.reservation.uid, reservedAt: now + DAY } });
    expect(again.json().data.reservation.status).toBe('readyMaintain');
  });

  it('spec 2.11: a record is switched inactive and back; the list filters by active', async () => {
    const rec = await reserve();
    expect((await api('PATCH', `maintenance/v0/${rec.uid}`, admin, { active: false })).json().data.active).toBe(false);
    const inactive = (await api('POST', 'maintenance/v0/list', admin, { active: false, limit: 100 })).json().data;
    expect(inactive.list.map((r: { uid: string }) => r.uid)).toContain(rec.uid);
    expect(inactive.list.every((r: { active: boolean }) => !r.active)).toBe(true);
    expect((await api('PATCH', `maintenance/v0/${rec.uid}`, admin, { active: true })).json().data.active).toBe(true);
    expect((await api('PATCH', `maintenance/v0/${rec.uid}`, admin, { active: 'yes' })).json()).toMatchObject({ status: 4000001, field: 'active' });
  });

  it('spec 7.8: deleted records are gone', async () => {
    const rec = await reserve();
    expect((await api('DELETE', 'maintenance/v0', admin, { uids: [rec.uid] })).json().data).toEqual({ deleted: 1 });
    expect((await api('GET', `maintenance/v0/${rec.uid}`, admin)).statusCode).toBe(404);
  });

  it('issue 3: a reservation in the past, an unknown item or a missing car are validation errors', async () => {
    const base = { carUid: 'car-a-002', reservation: { reservedAt: now + DAY }, items: [] };
    expect((await api('POST', 'maintenance/v0', admin, { ...base, reservation: { reservedAt: now - DAY } })).json()).toMatchObject({ status: 4000001, field: 'reservation.reservedAt' });
    expect((await api('POST', 'maintenance/v0', admin, { ...base, items: ['opt-b-mnt-1'] })).json()).toMatchObject({ status: 4000001, field: 'items.0' });
    expect((await api('POST', 'maintenance/v0', admin, { ...base, carUid: undefined })).json()).toMatchObject({ status: 4000001, field: 'carUid' });
  });

  it('issue 3: maintenance calls need a token and P_P39', async () => {
    expect((await api('POST', 'maintenance/v0/list', undefined, {})).statusCode).toBe(401);
    expect((await api('POST', 'maintenance/v0/list', viewer, {})).statusCode).toBe(403);
    expect((await api('POST', 'maintenance/v0/list', driver, {})).json().status).toBe(4030001);
  });

  it('issue 3: another enterprise\'s record and car are not found', async () => {
    expect((await api('GET', `maintenance/v0/${bRecord.uid}`, admin)).statusCode).toBe(404);
    expect((await api('PUT', `maintenance/v0/${bRecord.reservation_uid}`, admin, { reservation: { uid: bRecord.reservation_uid }, cost: 1 })).statusCode).toBe(404);
    expect((await api('PATCH', `maintenance/v0/${bRecord.uid}`, admin, { active: false })).statusCode).toBe(404);
    expect((await api('DELETE', 'maintenance/v0', admin, { uids: [bRecord.uid] })).statusCode).toBe(404);
    expect((await api('GET', 'maintenance/v0/car/car-b-001', admin)).statusCode).toBe(404);
    expect((await api('GET', 'maintenance/v0/last-record?carUid=car-b-001', admin)).statusCode).toBe(404);
    expect((await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-b-001' })).statusCode).toBe(404);
  });

  it('spec 2.11: entering engine and mileage values (init) sets the car\'s readings', async () => {
    const res = await api('POST', 'maintenance/v0/set-init', admin, { mode: 'init', cars: [{ carUid: 'car-a-003', mileage: 123_456, engineHours: 3000 }] });
    expect(res.json().data).toEqual({ updated: 1 });
    const info = (await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-a-003' })).json().data;
    expect(info).toMatchObject({ mileage: 123_456, engineHours: 3000, baseline: { mileage: 123_456, engineHours: 3000, setAt: now } });
  });

  it('spec 7.8: set-init in project mode sets where a cycle counts from, and car-info shows what is due', async () => {
    await api('POST', 'maintenance/v0/set-init', admin, { mode: 'init', cars: [{ carUid: 'car-a-004', mileage: 50_000, engineHours: 1000 }] });
    await api('POST', 'maintenance/v0/set-init', admin, { mode: 'project', cycleUid: 'cycle-a-1', cars: [{ carUid: 'car-a-004', mileage: 40_200, engineHours: 900, servicedAt: now - 10 * DAY }] });
    const info = (await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-a-004' })).json().data;
    const oil = info.cycles.find((c: { cycle: { uid: string } }) => c.cycle.uid === 'cycle-a-1');
    expect(oil).toMatchObject({ next: { mileage: 50_200 }, remainingKm: 200, state: 'dueSoon' });
    expect((await api('POST', 'maintenance/v0/set-init', admin, { mode: 'project', cars: [{ carUid: 'car-a-004', mileage: 1, engineHours: 1 }] })).json()).toMatchObject({ status: 4000001, field: 'cycleUid' });
  });

  it.each([
    ['maintenance/v0/export', '保修紀錄', '預約狀態'],
    ['maintenance-order/v0/export', '保修工單', '工單編號'],
  ])('spec 2.11: %s is a real .xlsx named %s_{YYYY-MM-DD}.xlsx', async (url, sheet, column) => {
    // An order in range, so the orders' sheet has a row too.
    await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-005', items: [] });
    const startTime = Date.parse('2026-01-15T00:00:00+08:00');
    const res = await api('POST', url, admin, { startTime });
    expect(fileNameOf(res)).toBe(`${sheet}_2026-01-15.xlsx`);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets[sheet]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty(column);
  });
});

describe('maintenance cycles (spec 7.8)', () => {
  const cycle = { name: '變速箱油', category: 'replace', intervalKm: 60_000, intervalMonths: 24, items: ['opt-a-mnt-1'], carUids: ['car-a-002', 'car-a-003'] };

  it('spec 3: a cycle has uid, name, category and carList; it is listed, edited and deleted', async () => {
    const created = (await api('POST', 'maintenance-cycle/v0', admin, cycle)).json().data;
    expect(created).toMatchObject({ name: '變速箱油', category: 'replace', intervalKm: 60_000, intervalEngineHours: null });
    expect(created.carList.map((c: { uid: string }) => c.uid)).toEqual(expect.arrayContaining(['car-a-002', 'car-a-003']));
    const listed = (await api('POST', 'maintenance-cycle/v0/list', admin, { carUid: 'car-a-003' })).json().data;
    expect(listed.list.map((c: { uid: string }) => c.uid)).toContain(created.uid);
    const edited = (await api('PUT', `maintenance-cycle/v0/${created.uid}`, admin, { ...cycle, name: '變速箱油更換', carUids: ['car-a-002'] })).json().data;
    expect(edited).toMatchObject({ name: '變速箱油更換', carList: [{ uid: 'car-a-002' }] });
    expect((await api('GET', `maintenance-cycle/v0/${created.uid}`, admin)).json().data.name).toBe('變速箱油更換');
    expect((await api('DELETE', 'maintenance-cycle/v0', admin, { uids: [created.uid] })).json().data).toEqual({ deleted: 1 });
    expect((await api('GET', `maintenance-cycle/v0/${created.uid}`, admin)).statusCode).toBe(404);
  });

  it('issue 3: a cycle needs at least one interval, and a known category', async () => {
    expect((await api('POST', 'maintenance-cycle/v0', admin, { ...cycle, intervalKm: null, intervalMonths: null })).json()).toMatchObject({ status: 4000001, field: 'intervalKm' });
    expect((await api('POST', 'maintenance-cycle/v0', admin, { ...cycle, category: 'paint' })).json()).toMatchObject({ status: 4000001, field: 'category' });
  });

  it('spec 6: cycles take P_P38 or P_P39; others are refused; another enterprise\'s cycle is not found', async () => {
    const maint = await t.tokenOf('haoyun-maint');
    expect((await api('POST', 'maintenance-cycle/v0/list', maint, {})).json().status).toBe(0);
    expect((await api('POST', 'maintenance-cycle/v0/list', viewer, {})).statusCode).toBe(403);
    expect((await api('POST', 'maintenance-cycle/v0/list', undefined, {})).statusCode).toBe(401);
    expect((await api('GET', 'maintenance-cycle/v0/cycle-a-1', bAdmin)).statusCode).toBe(404);
    expect((await api('PUT', 'maintenance-cycle/v0/cycle-a-1', bAdmin, { ...cycle, items: [], carUids: undefined })).statusCode).toBe(404);
  });
});

describe('maintenance orders (spec 7.8)', () => {
  it('spec 3: an order carries its original cycle; done records the service; done is final', async () => {
    const created = (await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-005', originalCycleUid: 'cycle-a-2', items: ['opt-a-mnt-3'], cost: 5000 })).json().data;
    expect(created).toMatchObject({ status: 'open', originalCycle: { uid: 'cycle-a-2', name: '輪胎檢查' }, orderNo: expect.stringMatching(/^MO\d{8}-\d{4}$/) });
    expect((await api('PUT', `maintenance-order/v0/${created.uid}`, admin, { status: 'processing' })).json().data.status).toBe('processing');
    // Serviced at the car's current reading (which grows with the simulated journeys), so the cycle is then ok.
    const reading = (await api('POST', 'maintenance/v0/car-info', admin, { carUid: 'car-a-005' })).json().data;
    const mileage = Math.ceil(reading.mileage);
    const done = (await api('PUT', `maintenance-order/v0/${created.uid}`, admin, { status: 'done', mileage, engineHours: Math.ceil(reading.engineHours) })).json().data;
    expect(done).toMatchObject({ status: 'done', completedAt: now, recordUid: expect.any(String) });
    const record = (await api('GET', `maintenance/v0/${done.recordUid}`, admin)).json().data;
    expect(record).toMatchObject({ orderUid: created.uid, mileage, cycle: { uid: 'cycle-a-2' }, reservation: { status: 'alreadyMaintain' } });
    expect((await api('PUT', `maintenance-order/v0/${created.uid}`, admin, { note: 'x' })).json().status).toBe(4090001);
    const origin = (await api('POST', 'maintenance-order/v0/original-cycle', admin, { carUid: 'car-a-005', orderUid: created.uid })).json().data;
    expect(origin.cycle).toMatchObject({ cycle: { uid: 'cycle-a-2' }, last: { servicedAt: now, mileage }, state: 'ok' });
  });

  it('spec 7.8: original-cycle without an order gives the car\'s most pressing cycle', async () => {
    const res = (await api('POST', 'maintenance-order/v0/original-cycle', admin, { carUid: 'car-a-001' })).json().data;
    expect(res.cycle.cycle.uid).toMatch(/^cycle-a-/);
  });

  it('spec 7.8: orders are listed by status, fetched, exported and deleted', async () => {
    const created = (await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-006', items: [], note: '異音檢查' })).json().data;
    const open = (await api('POST', 'maintenance-order/v0/list', admin, { status: ['open'], keyword: '異音', limit: 50 })).json().data;
    expect(open.list.map((o: { uid: string }) => o.uid)).toEqual([created.uid]);
    expect((await api('GET', `maintenance-order/v0/${created.uid}`, admin)).json().data.note).toBe('異音檢查');
    const file = await api('POST', 'maintenance-order/v0/export', admin, {});
    expect(fileNameOf(file)).toMatch(/^保修工單_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(XLSX.read(file.rawPayload, { type: 'buffer' }).SheetNames).toEqual(['保修工單']);
    expect((await api('DELETE', 'maintenance-order/v0', admin, { uids: [created.uid] })).json().data).toEqual({ deleted: 1 });
    expect((await api('GET', `maintenance-order/v0/${created.uid}`, admin)).statusCode).toBe(404);
  });

  it('issue 3: orders validate input, need P_P39, and keep other enterprises out', async () => {
    expect((await api('POST', 'maintenance-order/v0', admin, { carUid: 'car-a-006', items: [], cost: -1 })).json()).toMatchObject({ status: 4000001, field: 'cost' });
    expect((await api('PUT', 'maintenance-order/v0/order-a-1', admin, { status: 'lost' })).json()).toMatchObject({ status: 4000001, field: 'status' });
    expect((await api('POST', 'maintenance-order/v0/list', viewer, {})).statusCode).toBe(403);
    expect((await api('POST', 'maintenance-order/v0/list', undefined, {})).statusCode).toBe(401);
    expect((await api('GET', 'maintenance-order/v0/order-a-1', bAdmin)).statusCode).toBe(404);
    expect((await api('DELETE', 'maintenance-order/v0', bAdmin, { uids: ['order-a-1'] })).statusCode).toBe(404);
    expect((await api('POST', 'maintenance-order/v0/original-cycle', bAdmin, { carUid: 'car-a-001' })).statusCode).toBe(404);
  });
});

describe('maintenance reminders (spec 9 category 7)', () => {
  it('spec 9: a pass sends one reminder a day for each due cycle, and makes missed reservations overdue', async () => {
    const rec = await reserve();
    await passTime(rec.uid);
    const first = await runMaintenancePass(t.app.ctx);
    expect(first.reminders).toBeGreaterThan(0);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    expect((await t.app.ctx.db.one<{ reservation_status: string }>(`SELECT reservation_status FROM maintenance_records WHERE uid = $1`, [rec.uid]))!.reservation_status).toBe('overdue');
    const sent = await t.app.ctx.db.query(`SELECT 1 FROM messages WHERE category = 7 AND user_uid = 'user-demo-admin'`);
    expect(sent.length).toBeGreaterThan(0);
    expect((await runMaintenancePass(t.app.ctx)).reminders).toBe(0);
    now += DAY;
    expect((await runMaintenancePass(t.app.ctx)).reminders).toBeGreaterThan(0);
  });
});

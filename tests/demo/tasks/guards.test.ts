import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import { maintenance, maintenanceCycle, maintenanceOrder } from '../../../src/core/api/contract/maintenance';
import { task } from '../../../src/core/api/contract/task';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectNoToken, expectStatus } from '../replies';

/**
 * Every call of spec 7.7 and 7.8 (and the schedules) against the rules of issue 3: a token, the
 * screen's permission code, a schema-checked input, and no reach into another enterprise.
 */

let t: TestApp;
let viewer: string;
let admin: string;
let bAdmin: string;
const A: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  [viewer, admin, bAdmin] = await Promise.all(['demo-viewer', 'demo-admin', 'demo-b-admin'].map((n) => t.tokenOf(n)));
  const one = async (sql: string) => Object.values((await t.app.ctx.db.one<Record<string, string>>(sql))!)[0];
  A.task = await one(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-a' AND status = 'ready' AND NOT lock LIMIT 1`);
  A.record = await one(`SELECT uid FROM maintenance_records WHERE enterprise_uid = 'ent-a' LIMIT 1`);
  A.reservation = await one(`SELECT reservation_uid FROM maintenance_records WHERE enterprise_uid = 'ent-a' LIMIT 1`);
});
afterAll(() => t.close());

const ALL: Endpoint[] = [...Object.values(task), ...Object.values(maintenance), ...Object.values(maintenanceCycle), ...Object.values(maintenanceOrder)];
const urlOf = (ep: Endpoint, params: Record<string, string> = {}) =>
  `/api/${ep.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'some-uid'))}`;
/** A multipart form with a text field and no file. */
const NO_FILE = {
  payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--b--\r\n',
  headers: { 'content-type': 'multipart/form-data; boundary=b' },
};
const send = (ep: Endpoint, token: string | undefined, input: { params?: Record<string, string>; query?: string; body?: unknown } = {}) =>
  t.call({
    method: ep.method,
    url: urlOf(ep, input.params) + (input.query ? `?${input.query}` : ''),
    token,
    ...(ep.method === 'GET' ? {} : input.body === 'multipart' ? NO_FILE : { payload: (input.body ?? {}) as object }),
  });

const LONG = 'x'.repeat(65);
/** A bad input for each call, and the field the answer names (undefined: any). */
const BAD: Record<string, { params?: Record<string, string>; query?: string; body?: unknown; field?: string }> = {
  'task.create': { body: { carUid: 'car-a-001' }, field: 'taskDate' },
  'task.remove': { body: { uids: [] }, field: 'uids' },
  'task.get': { params: { uid: LONG }, field: 'uid' },
  'task.update': { body: { status: 'done' }, field: 'status' },
  'task.list': { body: { limit: 0 }, field: 'limit' },
  'task.byDriver': { body: {}, field: 'uid' },
  'task.updateByDriver': { body: { uid: 'x' }, field: 'action' },
  'task.listByDriver': { body: { status: ['finished'] }, field: 'status.0' },
  'task.import': { body: 'multipart', field: 'file' },
  'task.importTemplate': { body: [] },
  'task.journeyPath': { body: {}, field: 'uid' },
  'task.export': { body: { startTime: -1, endTime: 0 }, field: 'startTime' },
  'task.scheduleCreate': { body: { name: '' }, field: 'carUid' },
  'task.scheduleUpdate': { body: { name: 'x', weekdays: [] } },
  'task.scheduleGet': { params: { uid: LONG }, field: 'uid' },
  'task.scheduleList': { body: { offset: -1 }, field: 'offset' },
  'task.scheduleRemove': { body: {}, field: 'uids' },
  'task.schedulePreview': { body: {} },
  'maintenance.get': { params: { uid: LONG }, field: 'uid' },
  'maintenance.lastRecord': { query: '', field: 'carUid' },
  'maintenance.list': { body: { status: ['lost'] }, field: 'status.0' },
  'maintenance.create': { body: { carUid: 'car-a-001', items: [], reservation: {} }, field: 'reservation.reservedAt' },
  'maintenance.update': { body: {}, field: 'reservation' },
  'maintenance.remove': { body: { uids: [] }, field: 'uids' },
  'maintenance.export': { body: { active: 'yes' }, field: 'active' },
  'maintenance.carInfo': { body: {}, field: 'carUid' },
  'maintenance.setActive': { body: {}, field: 'active' },
  'maintenance.setInit': { body: { mode: 'reset', cars: [] }, field: 'mode' },
  'maintenance.carHistory': { params: { id: LONG }, field: 'id' },
  'maintenanceCycle.get': { params: { uid: LONG }, field: 'uid' },
  'maintenanceCycle.list': { body: { category: 'paint' }, field: 'category' },
  'maintenanceCycle.create': { body: { name: 'x', category: 'maintain', items: [], intervalKm: 5 }, field: 'intervalKm' },
  'maintenanceCycle.update': { body: { name: '', category: 'maintain', items: [] }, field: 'name' },
  'maintenanceCycle.remove': { body: { uids: [] }, field: 'uids' },
  'maintenanceOrder.get': { params: { uid: LONG }, field: 'uid' },
  'maintenanceOrder.list': { body: { limit: 5000 }, field: 'limit' },
  'maintenanceOrder.create': { body: { carUid: 'car-a-001' }, field: 'items' },
  'maintenanceOrder.update': { body: { cost: 1.5 }, field: 'cost' },
  'maintenanceOrder.remove': { body: { uids: [] }, field: 'uids' },
  'maintenanceOrder.export': { body: { status: ['lost'] }, field: 'status.0' },
  'maintenanceOrder.originalCycle': { body: {}, field: 'carUid' },
};

describe('every task and maintenance call (issue 3)', () => {
  it('has a bad-input case here', () => {
    expect(ALL.map((ep) => ep.id).filter((id) => !BAD[id])).toEqual([]);
  });

  it.each(ALL.map((ep) => [ep.id, ep] as const))('%s refuses a caller without a token (401)', async (_, ep) => {
    const res = await send(ep, undefined);
    expectNoToken(res);
  });

  it.each(ALL.map((ep) => [ep.id, ep] as const))('%s refuses a caller without its permission code (403)', async (_, ep) => {
    const res = await send(ep, viewer);
    expectForbidden(res);
  });

  it.each(ALL.filter((ep) => !ep.driverScoped).map((ep) => [ep.id, ep] as const))('%s answers bad input with 4000001', async (_, ep) => {
    const res = await send(ep, admin, BAD[ep.id]);
    expectStatus(res, 400, 4000001);
    if (BAD[ep.id].field) expect(res.json().field).toBe(BAD[ep.id].field);
  });

  it.each(ALL.filter((ep) => ep.driverScoped).map((ep) => [ep.id, ep] as const))('%s answers bad input from a driver with 4000001', async (_, ep) => {
    const res = await send(ep, await t.tokenOf('demo-driver'), BAD[ep.id]);
    expect(res.json()).toMatchObject({ status: 4000001, field: BAD[ep.id].field });
  });
});

describe('another enterprise\'s records (issue 3: 404, never leaked)', () => {
  const cases: Array<[string, Endpoint, () => { params?: Record<string, string>; query?: string; body?: unknown }]> = [
    ['task.get', task.get, () => ({ params: { uid: A.task } })],
    ['task.update', task.update, () => ({ params: { uid: A.task }, body: { lock: true } })],
    ['task.remove', task.remove, () => ({ body: { uids: [A.task] } })],
    ['task.journeyPath', task.journeyPath, () => ({ body: { uid: A.task } })],
    ['task.scheduleUpdate', task.scheduleUpdate, () => ({ params: { uid: 'schedule-a-1' }, body: { name: 'x', carUid: 'car-b-001', driverUid: 'x', startDate: 0, endDate: 0, weekdays: [1], taskList: [{ name: 'x', address: '臺北港' }] } })],
    ['maintenance.get', maintenance.get, () => ({ params: { uid: A.record } })],
    ['maintenance.update', maintenance.update, () => ({ params: { uid: A.reservation }, body: { reservation: { uid: A.reservation } } })],
    ['maintenance.setActive', maintenance.setActive, () => ({ params: { uid: A.record }, body: { active: false } })],
    ['maintenance.remove', maintenance.remove, () => ({ body: { uids: [A.record] } })],
    ['maintenance.carHistory', maintenance.carHistory, () => ({ params: { id: 'car-a-001' } })],
    ['maintenance.lastRecord', maintenance.lastRecord, () => ({ query: 'carUid=car-a-001' })],
    ['maintenance.carInfo', maintenance.carInfo, () => ({ body: { carUid: 'car-a-001' } })],
    ['maintenanceCycle.get', maintenanceCycle.get, () => ({ params: { uid: 'cycle-a-1' } })],
    ['maintenanceCycle.remove', maintenanceCycle.remove, () => ({ body: { uids: ['cycle-a-1'] } })],
    ['maintenanceOrder.get', maintenanceOrder.get, () => ({ params: { uid: 'order-a-1' } })],
    ['maintenanceOrder.update', maintenanceOrder.update, () => ({ params: { uid: 'order-a-1' }, body: { note: 'x' } })],
    ['maintenanceOrder.originalCycle', maintenanceOrder.originalCycle, () => ({ body: { carUid: 'car-a-001' } })],
  ];

  it.each(cases)('%s of enterprise A is not found for enterprise B', async (_, ep, input) => {
    const res = await send(ep, bAdmin, input());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 4040001 });
    expect(res.body).not.toContain('ent-a');
  });

  it('B\'s lists hold none of A\'s records', async () => {
    const lists = await Promise.all([
      send(task.list, bAdmin, { body: { limit: 1000 } }), send(maintenance.list, bAdmin, { body: { limit: 1000 } }),
      send(maintenanceCycle.list, bAdmin, { body: { limit: 1000 } }), send(maintenanceOrder.list, bAdmin, { body: { limit: 1000 } }),
      send(task.scheduleList, bAdmin, { body: { limit: 1000 } }),
    ]);
    for (const res of lists) {
      expect(res.json().data.total).toBeGreaterThan(0);
      expect(res.body).not.toMatch(/car-a-|cycle-a-|order-a-|schedule-a-/);
    }
  });
});

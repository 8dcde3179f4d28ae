import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../harness';
import { downloadName } from './helpers';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
const range = { startTime: TEST_NOW - 4 * DAY_MS, endTime: TEST_NOW };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const carList = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/events/v0/car/list', token, payload });
const eventList = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/events/v0/event/list', token, payload });

describe('per-car event counts (spec 7.6 events/v0/car/list)', () => {
  it('spec 2.11: each car shows its events per type, and the totals match the event list', async () => {
    const cars = expectOk(await carList(admin, { ...range, limit: 100 }));
    const events = expectOk(await eventList(admin, { ...range, limit: 1 }));
    const sum = cars.list.reduce((a: number, c: { total: number }) => a + c.total, 0);
    expect(sum).toBe(events.total);
    const busiest = cars.list[0];
    expect(busiest.total).toBe(Object.values(busiest.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(busiest.departmentName).not.toBe('');
  });

  it('spec 2.11: the department (部門) and task kind (任務種類) filters narrow the counts', async () => {
    const all = expectOk(await carList(admin, { ...range, limit: 100 }));
    const dep = all.list.find((c: { departmentUid: string | null }) => c.departmentUid).departmentUid;
    const byDep = expectOk(await carList(admin, { ...range, departmentUid: dep, limit: 100 }));
    expect(byDep.total).toBeLessThan(all.total);
    expect(byDep.list.every((c: { departmentUid: string }) => c.departmentUid === dep)).toBe(true);
    const total = (page: { list: Array<{ total: number }> }) => page.list.reduce((a, c) => a + c.total, 0);
    const byKind = expectOk(await carList(admin, { ...range, taskKindUid: 'opt-a-task-1', limit: 100 }));
    expect(total(byKind)).toBeLessThan(total(all));
    expect(total(byKind)).toBeGreaterThan(0);
  });

  it('issue 3: car/list pages with a total', async () => {
    const page = expectOk(await carList(admin, { ...range, offset: 2, limit: 3 }));
    expect(page.list).toHaveLength(3);
    expect(page).toMatchObject({ offset: 2, limit: 3 });
    expect(page.total).toBeGreaterThan(5);
  });
});

describe('event list (spec 7.6 events/v0/event/list)', () => {
  it('spec 4: events are listed newest first with the type label, filtered by types and car', async () => {
    const page = expectOk(await eventList(admin, { ...range, types: ['speeding', 'dtc'], limit: 50 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((e: { type: string }) => ['speeding', 'dtc'].includes(e.type))).toBe(true);
    const times = page.list.map((e: { createdAt: number }) => e.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const dtc = page.list.find((e: { type: string }) => e.type === 'dtc');
    if (dtc) {
      expect(['A', 'B', 'C', 'F']).toContain(dtc.level);
      expect(dtc.advice).toMatch(/。$/);
      expect(dtc.typeLabel).toBe('事件觸發');
      expect(dtc.carModel).toMatch(/^[A-Z0-9]{6}/);
    }
    const carUid = page.list[0].carUid;
    const ofCar = expectOk(await eventList(admin, { ...range, carUid, limit: 100 }));
    expect(ofCar.list.every((e: { carUid: string }) => e.carUid === carUid)).toBe(true);
  });

  it('spec 2.11, 4: the driver and DTC level filters narrow the list', async () => {
    const all = expectOk(await eventList(admin, { ...range, limit: 200 }));
    const driverUid = all.list.find((e: { driverUid: string | null }) => e.driverUid).driverUid;
    const byDriver = expectOk(await eventList(admin, { ...range, driverUid, limit: 200 }));
    expect(byDriver.total).toBeGreaterThan(0);
    expect(byDriver.total).toBeLessThan(all.total);
    expect(byDriver.list.every((e: { driverUid: string }) => e.driverUid === driverUid)).toBe(true);
    const dtc = expectOk(await eventList(admin, { ...range, types: ['dtc'], limit: 1 }));
    const byLevel = expectOk(await eventList(admin, { ...range, levels: ['A', 'B', 'C', 'F'], limit: 200 }));
    expect(byLevel.total).toBe(dtc.total);
    const levelA = expectOk(await eventList(admin, { ...range, levels: ['A'], limit: 200 }));
    expect(levelA.list.every((e: { level: string }) => e.level === 'A')).toBe(true);
    expectInvalid(await eventList(admin, { ...range, levels: ['Z'] }), 'levels.0');
  });

  it('issue 3: the event list validates the range and its filters', async () => {
    expectInvalid(await eventList(admin, { endTime: TEST_NOW }), 'startTime');
    expectInvalid(await eventList(admin, { ...range, types: ['explosion'] }), 'types.0');
    expectInvalid(await eventList(admin, { startTime: range.endTime, endTime: range.startTime }), 'endTime');
  });

  it('issue 3: event calls need a token and P_P05, and never show another enterprise\'s car', async () => {
    expectNoToken(await eventList('', range));
    expectForbidden(await eventList(await t.tokenOf('demo-driver'), range));
    expectOk(await eventList(await t.tokenOf('demo-viewer'), range));
    const other = await t.tokenOf('demo-b-admin');
    expectNotFound(await eventList(other, { ...range, carUid: 'car-a-001' }));
    expectNotFound(await carList(other, { ...range, taskKindUid: 'opt-a-task-1' }));
    const theirs = expectOk(await eventList(other, { ...range, limit: 100 }));
    expect(theirs.list.every((e: { carUid: string }) => e.carUid.startsWith('car-b'))).toBe(true);
  });
});

describe('event exports (spec 7.6, 7.1 Exports)', () => {
  it('spec 7.6: car/export downloads 事件統計_{date}.xlsx with a row per car', async () => {
    const res = await t.call({ method: 'POST', url: '/api/events/v0/car/export', token: admin, payload: range });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(downloadName(res)).toBe(`事件統計_${taipeiDate(range.startTime)}.xlsx`);
    const sheet = XLSX.read(res.rawPayload).Sheets['事件統計'];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0].slice(0, 4)).toEqual(['車號', '駕駛', '部門', '事件總數']);
    const cars = expectOk(await carList(admin, { ...range, limit: 1000 }));
    expect(rows.length - 1).toBe(cars.total);
  });

  it('spec 7.6: event/export downloads 事件列表_{date}.xlsx with the filtered events', async () => {
    const res = await t.call({ method: 'POST', url: '/api/events/v0/event/export', token: admin, payload: { ...range, types: ['speeding'] } });
    expect(downloadName(res)).toBe(`事件列表_${taipeiDate(range.startTime)}.xlsx`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload).Sheets['事件列表'], { header: 1 });
    expect(rows[0]).toContain('事件類型');
    expect(rows.slice(1).every((r) => r[3] === '超速')).toBe(true);
  });

  it('issue 3: exports validate, need a token and P_P05', async () => {
    expectInvalid(await t.call({ method: 'POST', url: '/api/events/v0/event/export', token: admin, payload: {} }), 'startTime');
    expectNoToken(await t.call({ method: 'POST', url: '/api/events/v0/car/export', payload: range }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/events/v0/car/export', token: await t.tokenOf('demo-driver'), payload: range }));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, tokenOfNew } from './guards';

let t: TestApp;
let admin: string;
let viewer: string;
let bAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, bAdmin] = await Promise.all([t.tokenOf('demo-admin'), t.tokenOf('demo-viewer'), t.tokenOf('demo-b-admin')]);
});
afterAll(() => t.close());

const list = (token: string, payload: object = {}) =>
  t.call({ method: 'POST', url: '/api/car/v0/list', token, payload });
const newCar = { carNo: 'KZZ-1001', model: 'FC2AJ7', carKind: 'truck', fuelType: 'diesel', etcType: 'large', departmentUid: 'opt-a-dep-2' };

describe('car list (spec 3, 5, 7.5)', () => {
  it('spec 7.5: car/v0/list pages the enterprise\'s cars with offset, limit and total', async () => {
    const page = (await list(admin, { offset: 10, limit: 5 })).json().data;
    expect(page).toMatchObject({ total: 16, offset: 10, limit: 5 });
    expect(page.list).toHaveLength(5);
    expect((await list(bAdmin)).json().data.total).toBe(4);
  });

  it('spec 5: filterEnabledCode limits the list to managed cars', async () => {
    const all = (await list(admin, { limit: 100 })).json().data.list as Array<{ enabledCode: boolean }>;
    const managed = (await list(admin, { filterEnabledCode: true, limit: 100 })).json().data.list as Array<{ enabledCode: boolean }>;
    expect(managed.every((c) => c.enabledCode)).toBe(true);
    expect(managed.length).toBe(all.filter((c) => c.enabledCode).length);
    expect(managed.length).toBeLessThan(all.length);
  });

  it('spec 7.5: filters by car number, department, model group and device narrow the list', async () => {
    const first = (await t.call({ method: 'GET', url: '/api/car/v0/car-a-001', token: admin })).json().data;
    const byNo = (await list(admin, { keyword: first.carNo.slice(0, 5).toLowerCase() })).json().data.list as Array<{ carNo: string }>;
    expect(byNo.map((c) => c.carNo)).toContain(first.carNo);
    const cold = (await list(admin, { departmentUid: 'opt-a-dep-4', limit: 100 })).json().data.list as Array<{ departmentName: string; devices: { coldChain?: unknown }; udid: string | null }>;
    expect(cold.length).toBeGreaterThan(0);
    expect(cold.every((c) => c.departmentName === '冷鏈車隊')).toBe(true);
    const g700 = (await list(admin, { modelGroup: '700', limit: 100 })).json().data.list as Array<{ modelGroup: string }>;
    expect(g700.every((c) => c.modelGroup === '700')).toBe(true);
    const noDevice = (await list(admin, { hasDevice: false, limit: 100 })).json().data.list as Array<{ udid: string | null; devices: object }>;
    expect(noDevice.length).toBeGreaterThan(0);
    expect(noDevice.every((c) => c.udid === null && Object.keys(c.devices).length === 0)).toBe(true);
  });

  it('spec 3: asked as options the list gives {label: carNo, value: uid, enabledCode}, with an optional blank 選擇車號', async () => {
    const res = (await list(viewer, { asOptions: true, withBlank: true, filterEnabledCode: true })).json().data;
    expect(res.list[0]).toEqual({ label: '選擇車號', value: null, enabledCode: false });
    expect(res.list).toHaveLength(res.total + 1);
    expect(res.list[1]).toEqual({ label: expect.any(String), value: expect.any(String), enabledCode: true });
  });

  it('spec 6: the car list is open to monitoring, history, events and tasks, but not to others', async () => {
    expect((await list(await t.tokenOf('demo-driver'))).json().status).toBe(0);
    await expectForbidden(t, { method: 'POST', url: '/api/car/v0/list', payload: {} }, await tokenOfNew(t, 'cars-outsider', ['P_P36']));
    await expectNoToken(t, { method: 'POST', url: '/api/car/v0/list', payload: {} });
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0/list', payload: { modelGroup: '900' } }, admin, 'modelGroup');
  });
});

describe('one car (spec 7.5)', () => {
  it('spec 7.5: GET car/v0/{id} gives the car with its device, driver and department', async () => {
    const car = (await t.call({ method: 'GET', url: '/api/car/v0/car-a-001', token: viewer })).json().data;
    expect(car).toMatchObject({ uid: 'car-a-001', driverUid: 'user-demo-driver', enabledCode: true });
    const cycles = await t.app.ctx.db.query<{ cycle_uid: string }>(`SELECT cycle_uid FROM car_cycles WHERE car_uid = 'car-a-001'`);
    expect([...car.cycleUids].sort()).toEqual(cycles.map((c) => c.cycle_uid).sort());
    expect(car.carNo).toMatch(/^[A-Z]{3}-[0-9]{4}$/);
  });

  it('issue 3: another enterprise\'s car is not found, and a car needs a token', async () => {
    await expectNotFound(t, { method: 'GET', url: '/api/car/v0/car-a-001' }, bAdmin);
    await expectNoToken(t, { method: 'GET', url: '/api/car/v0/car-a-001' });
    await expectForbidden(t, { method: 'GET', url: '/api/car/v0/car-a-001' }, await tokenOfNew(t, 'cars-outsider', ['P_P36']));
  });
});

describe('car changes (spec 2.11, 7.5)', () => {
  let uid: string;

  it('spec 7.5: POST car/v0 adds a car, not yet under management', async () => {
    const res = (await t.call({ method: 'POST', url: '/api/car/v0', token: admin, payload: { ...newCar, udid: 'DEV-TEST-0001', devices: { dvr: { channels: 4 }, dms: true } } })).json();
    expect(res.data).toMatchObject({ carNo: 'KZZ-1001', modelGroup: '500', enabledCode: false, departmentName: '中區車隊' });
    uid = res.data.uid;
    expect((await list(admin, { keyword: 'KZZ-1001' })).json().data.total).toBe(1);
  });

  it('spec 7.5: a car number already in the enterprise, or a device on another car, is a conflict', async () => {
    const dup = await t.call({ method: 'POST', url: '/api/car/v0', token: admin, payload: newCar });
    expect(dup.json()).toMatchObject({ status: 4090001, field: 'carNo' });
    const dev = await t.call({ method: 'POST', url: '/api/car/v0', token: bAdmin, payload: { ...newCar, departmentUid: 'opt-b-dep-1', udid: 'DEV-TEST-0001' } });
    expect(dev.json()).toMatchObject({ status: 4090001, field: 'udid' });
  });

  it('issue 3: bad car input is a validation error naming the field', async () => {
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0', payload: { ...newCar, carNo: 'klа 123' } }, admin, 'carNo');
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0', payload: { ...newCar, carNo: 'KZZ-1002', carKind: 'spaceship' } }, admin, 'carKind');
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0', payload: { ...newCar, carNo: 'KZZ-1002', departmentUid: 'opt-b-dep-1' } }, admin, 'departmentUid');
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0', payload: { ...newCar, carNo: 'KZZ-1002', devices: { tpms: { tyres: 6 } } } }, admin, 'udid');
  });

  it('spec 7.5: PUT car/v0/{uid} changes the car and assigns a driver', async () => {
    const res = (await t.call({ method: 'PUT', url: `/api/car/v0/${uid}`, token: admin, payload: { model: 'SH1EES', driverUid: 'drv-a-003', note: '新車' } })).json();
    expect(res.data).toMatchObject({ model: 'SH1EES', modelGroup: '700', driverUid: 'drv-a-003', note: '新車' });
    await expectInvalid(t, { method: 'PUT', url: `/api/car/v0/${uid}`, payload: { driverUid: 'user-demo-admin' } }, admin, 'driverUid');
    await expectInvalid(t, { method: 'PUT', url: `/api/car/v0/${uid}`, payload: {} }, admin, 'body');
  });

  it('issue 22, 9: car kind, fuel type and e-tag type clear with null, and stay cleared when read again', async () => {
    const set = (await t.call({ method: 'PUT', url: `/api/car/v0/${uid}`, token: admin, payload: { carKind: 'truck', fuelType: 'diesel', etcType: 'large' } })).json();
    expect(set.data).toMatchObject({ carKind: 'truck', fuelType: 'diesel', etcType: 'large' });
    const cleared = (await t.call({ method: 'PUT', url: `/api/car/v0/${uid}`, token: admin, payload: { carKind: null, fuelType: null, etcType: null } })).json();
    expect(cleared, JSON.stringify(cleared)).toMatchObject({ status: 0, data: { carKind: null, fuelType: null, etcType: null } });
    const read = (await t.call({ method: 'GET', url: `/api/car/v0/${uid}`, token: admin })).json().data;
    expect(read).toMatchObject({ carKind: null, fuelType: null, etcType: null, model: 'SH1EES', note: '新車' });
    // A later edit of another field leaves them cleared.
    await t.call({ method: 'PUT', url: `/api/car/v0/${uid}`, token: admin, payload: { note: '保養後' } });
    expect((await t.call({ method: 'GET', url: `/api/car/v0/${uid}`, token: admin })).json().data).toMatchObject({ carKind: null, fuelType: null, etcType: null });
  });

  it('spec 7.5: POST car/v0/enable brings the car under management and sends the bind notification', async () => {
    const sent: Array<{ category: number; content: string }> = [];
    const previous = t.app.ctx.services.get('comms.notify');
    t.app.ctx.services.set('comms.notify', async (n: { category: number; content: string }) => { sent.push(n); });
    try {
      const res = (await t.call({ method: 'POST', url: '/api/car/v0/enable', token: admin, payload: { uids: [uid, 'car-a-001'] } })).json();
      expect(res.data).toEqual({ enabled: [{ uid, carNo: 'KZZ-1001' }], alreadyEnabled: 1 });
    } finally {
      t.app.ctx.services.set('comms.notify', previous);
    }
    expect(sent).toEqual([expect.objectContaining({ category: 1, content: expect.stringContaining('KZZ-1001') })]);
    expect((await t.call({ method: 'GET', url: `/api/car/v0/${uid}`, token: admin })).json().data.enabledCode).toBe(true);
  });

  it('spec 7.5: car-cycle sets which cars follow a maintenance cycle, and the list reads it back', async () => {
    const set = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle', token: admin, payload: { cycleUid: 'cycle-a-1', carUids: [uid, 'car-a-002'] } })).json();
    expect(set.data.carList.map((c: { carUid: string }) => c.carUid).sort()).toEqual(['car-a-002', uid].sort());
    const replaced = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle', token: admin, payload: { cycleUid: 'cycle-a-1', carUids: [uid] } })).json();
    expect(replaced.data.carList).toHaveLength(1);
    const rows = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle/list', token: admin, payload: { cycleUid: 'cycle-a-1' } })).json().data;
    expect(rows).toEqual([{ cycleUid: 'cycle-a-1', carUid: uid, carNo: 'KZZ-1001' }]);
    expect((await t.call({ method: 'GET', url: `/api/car/v0/${uid}`, token: admin })).json().data.cycleUids).toEqual(['cycle-a-1']);
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0/car-cycle', payload: { carUids: [uid] } }, admin, 'cycleUid');
  });

  it('issue 10, 5: another enterprise\'s admin cannot put their cars on A\'s cycle (404), and A\'s cycle lists none of them', async () => {
    const bToken = await t.tokenOf('demo-b-admin');
    const bCar = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-b' AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
    await expectNotFound(t, { method: 'POST', url: '/api/car/v0/car-cycle', payload: { cycleUid: 'cycle-a-1', carUids: [bCar] } }, bToken);
    const rows = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle/list', token: admin, payload: { cycleUid: 'cycle-a-1' } })).json().data;
    expect(rows.map((r: { carUid: string }) => r.carUid)).not.toContain(bCar);
  });

  it('spec 7.5: DELETE car/v0 removes the cars from the list; the driver keeps it as deleted', async () => {
    const res = (await t.call({ method: 'DELETE', url: '/api/car/v0', token: admin, payload: { uids: [uid] } })).json();
    expect(res.data.deleted).toBe(1);
    expect((await list(admin, { keyword: 'KZZ-1001' })).json().data.total).toBe(0);
    await expectNotFound(t, { method: 'GET', url: `/api/car/v0/${uid}` }, admin);
    const driver = (await t.call({ method: 'GET', url: '/api/users/v0/drv-a-003', token: admin })).json().data;
    expect(driver.carList[0]).toMatchObject({ carUid: uid, deleted: true });
    expect(driver.car).toBeNull();
  });

  it('spec 6: car changes need a token and P_P06', async () => {
    const calls = [
      { method: 'POST', url: '/api/car/v0', payload: { ...newCar, carNo: 'KZZ-1003' } },
      { method: 'PUT', url: '/api/car/v0/car-a-001', payload: { note: 'x' } },
      { method: 'DELETE', url: '/api/car/v0', payload: { uids: ['car-a-001'] } },
      { method: 'POST', url: '/api/car/v0/enable', payload: { uids: ['car-a-001'] } },
      { method: 'POST', url: '/api/car/v0/car-cycle', payload: { cycleUid: 'c', carUids: ['car-a-001'] } },
      { method: 'POST', url: '/api/car/v0/car-cycle/list', payload: {} },
    ] as const;
    for (const req of calls) {
      await expectNoToken(t, req);
      await expectForbidden(t, req, viewer);
    }
    await expectInvalid(t, { method: 'POST', url: '/api/car/v0/enable', payload: { uids: [] } }, admin, 'uids');
    await expectInvalid(t, { method: 'DELETE', url: '/api/car/v0', payload: {} }, admin, 'uids');
  });

  it('issue 3: another enterprise cannot change, delete, enable or cycle A\'s cars', async () => {
    await expectNotFound(t, { method: 'PUT', url: '/api/car/v0/car-a-001', payload: { note: '竄改' } }, bAdmin);
    await expectNotFound(t, { method: 'DELETE', url: '/api/car/v0', payload: { uids: ['car-a-001'] } }, bAdmin);
    await expectNotFound(t, { method: 'POST', url: '/api/car/v0/enable', payload: { uids: ['car-a-002'] } }, bAdmin);
    await expectNotFound(t, { method: 'POST', url: '/api/car/v0/car-cycle', payload: { cycleUid: 'c', carUids: ['car-a-001'] } }, bAdmin);
    // B's list holds B's own seeded cycle assignments, and never an A car.
    const rows: Array<{ carUid: string }> = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle/list', token: bAdmin, payload: {} })).json().data;
    const aCars = await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a'`);
    expect(rows.filter((r) => aCars.some((c) => c.uid === r.carUid))).toEqual([]);
    const aCycle = (await t.call({ method: 'POST', url: '/api/car/v0/car-cycle/list', token: bAdmin, payload: { cycleUid: 'c' } })).json().data;
    expect(aCycle).toEqual([]);
  });
});

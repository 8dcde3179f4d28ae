import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 24, 4: account management lives in the core domain and reads the fleet's cars and options
 * through 'fleet.cars' / 'fleet.options'; the fleet reads users through 'core.users'. What the calls
 * answer across that seam stays as it was when one SQL joined the tables.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const data = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const body = (await t.call({ method, url: `/api/${url}`, token: admin, payload })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data;
};
type Driver = { uid: string; zhName: string; departmentName: string | null; carList: Array<{ carUid: string; enabledCode: boolean; deleted: boolean }> };
type Car = { uid: string; driverUid: string | null; driverName: string | null; enabledCode: boolean };

describe('accounts and the fleet read each other through the registry', () => {
  it('the enterprise counts its live cars, managed cars, drivers and accounts', async () => {
    const cars = (await data('POST', 'car/v0/list', { limit: 1000 })).list as Car[];
    const drivers = await data('POST', 'users/v0/driver/list', { limit: 1000 });
    const users = await data('POST', 'users/v0/list', { limit: 1000 });
    const { stats } = await data('GET', 'enterprise/v0');
    expect(stats).toEqual({ cars: cars.length, managedCars: cars.filter((c) => c.enabledCode).length, drivers: drivers.total, users: users.total });
    expect(stats.managedCars).toBeGreaterThan(0);
    expect(stats.managedCars).toBeLessThan(stats.cars);
  });

  it('hasCar splits the drivers by a live managed car; each car names its driver, each driver their department', async () => {
    const all = (await data('POST', 'users/v0/driver/list', { limit: 1000 })).list as Driver[];
    const withCar = (await data('POST', 'users/v0/driver/list', { limit: 1000, hasCar: true })).list as Driver[];
    const without = (await data('POST', 'users/v0/driver/list', { limit: 1000, hasCar: false })).list as Driver[];
    expect(withCar.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    expect([...withCar, ...without].map((d) => d.uid).sort()).toEqual(all.map((d) => d.uid).sort());
    for (const d of all) expect(withCar.some((w) => w.uid === d.uid)).toBe(d.carList.some((c) => c.enabledCode && !c.deleted));
    const departments = new Map(((await data('POST', 'options/v0/list', { category: 'department', limit: 100 })).list as Array<{ uid: string; name: string }>).map((o) => [o.name, o.uid]));
    expect(all.filter((d) => d.departmentName).length).toBeGreaterThan(0);
    for (const d of all) if (d.departmentName) expect(departments.has(d.departmentName)).toBe(true);
    const cars = (await data('POST', 'car/v0/list', { limit: 1000 })).list as Car[];
    const names = new Map(all.map((d) => [d.uid, d.zhName]));
    expect(cars.filter((c) => c.driverUid).length).toBeGreaterThan(0);
    for (const c of cars) expect(c.driverName).toBe(c.driverUid ? names.get(c.driverUid) : null);
  });

  it('a department counts its cars and its accounts, and one in use is not deleted', async () => {
    const dep = await data('POST', 'options/v0', { category: 'department', name: '測試車隊' });
    expect(dep.usage).toBe(0);
    await data('POST', 'users/v0', { name: 'dep-driver', password: 'Driver2026x', zhName: '周建國', role: 'driver', email: 'dep-driver@fleet-demo.tw', departmentUid: dep.uid });
    await data('POST', 'car/v0', { carNo: 'TST-0001', model: 'FUSO', departmentUid: dep.uid });
    const used = ((await data('POST', 'options/v0/list', { category: 'department', limit: 100 })).list as Array<{ uid: string; usage: number }>).find((o) => o.uid === dep.uid);
    expect(used?.usage).toBe(2);
    const refused = (await t.call({ method: 'DELETE', url: '/api/options/v0', token: admin, payload: { uids: [dep.uid] } })).json();
    expect(refused.message).toContain('「測試車隊」仍有 2 筆');
  });

  it('a driver who is deleted or no longer a driver leaves their cars', async () => {
    const withCar = (await data('POST', 'users/v0/driver/list', { limit: 1000, hasCar: true })).list as Driver[];
    const [staffed, deleted] = withCar.filter((d) => d.uid !== 'user-demo-driver');
    const carsOf = async (d: Driver) => Promise.all(d.carList.map((c) => data('GET', `car/v0/${c.carUid}`) as Promise<Car>));
    expect((await carsOf(staffed)).every((c) => c.driverName === staffed.zhName)).toBe(true);
    await data('PUT', `users/v0/${staffed.uid}`, { role: 'staff' });
    await data('DELETE', 'users/v0', { uids: [deleted.uid] });
    for (const car of [...await carsOf(staffed), ...await carsOf(deleted)]) expect(car).toMatchObject({ driverUid: null, driverName: null });
    const after = (await data('POST', 'users/v0/driver/list', { limit: 1000, hasCar: true })).list as Driver[];
    expect(after.map((d) => d.uid)).not.toContain(deleted.uid);
  });
});

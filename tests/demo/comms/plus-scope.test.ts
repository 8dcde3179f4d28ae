import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

/**
 * Issue 10, 2: a once-token needs the purchase code (P_P44) or the car's own app user (its driver),
 * and the plus token it yields reaches that car alone, and only the calls of the app flow.
 */
let t: TestApp;
let admin: string;
let viewer: string;
let driver: string;
/** The demo driver's car, and two other managed cars of enterprise A. */
let ownCar: string;
let otherCars: string[];
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  viewer = await t.tokenOf('demo-viewer');
  driver = await t.tokenOf('demo-driver');
  ownCar = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE driver_uid = 'user-demo-driver' AND NOT deleted`))!.uid;
  otherCars = (await t.app.ctx.db.query<{ uid: string }>(
    `SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted AND uid <> $1 ORDER BY uid LIMIT 2`, [ownCar])).map((c) => c.uid);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload, headers: PLUS_KEY });
const plus = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token?: string, payload?: object) => call(method, `/plus/${path}`, token, payload);
const order = (token: string, carUids: string[]) => plus('POST', 'order', token, { planUid: 'plan-video-month', carUids, paymentMethod: 'atm' });

/** The app hand-off: a once-token asked with `token`, exchanged (with the plus key alone) for a plus token. */
async function plusTokenOf(token: string, carUid: string): Promise<string> {
  const onceToken = expectOk<string>(await plus('GET', `auth/once-token/${carUid}`, token));
  return expectOk(await plus('POST', 'auth/validate/once-token', undefined, { onceToken, carUid })).plusAccessToken;
}

describe('who may ask a once-token (issue 10, 2)', () => {
  it('a user with neither P_P44 nor the car is refused a once-token (403)', async () => {
    expectForbidden(await plus('GET', `auth/once-token/${ownCar}`, viewer));
  });

  it('a driver gets a once-token for the car they drive, and none for another car', async () => {
    expect(typeof expectOk(await plus('GET', `auth/once-token/${ownCar}`, driver))).toBe('string');
    expectForbidden(await plus('GET', `auth/once-token/${otherCars[0]}`, driver));
  });

  it('a plus token asks a once-token again for its own car (the back link) but not for another', async () => {
    const token = await plusTokenOf(driver, ownCar);
    expect(typeof expectOk(await plus('GET', `auth/once-token/${ownCar}`, token))).toBe('string');
    expectForbidden(await plus('GET', `auth/once-token/${otherCars[0]}`, token));
  });
});

describe('what a plus token reaches (issue 10, 2)', () => {
  it('the driver buys for their own car with the plus token, and for no other car', async () => {
    const token = await plusTokenOf(driver, ownCar);
    expect(expectOk(await order(token, [ownCar])).cars.map((c: { carUid: string }) => c.carUid)).toEqual([ownCar]);
    expectStatus(await order(token, [otherCars[0]]), 403, 4030001, 'carUids');
    expectStatus(await order(token, [ownCar, otherCars[0]]), 403, 4030001, 'carUids');
  });

  it('the list holds only orders of the token\'s car alone', async () => {
    const mine = expectOk(await order(admin, [ownCar]));
    const other = expectOk(await order(admin, [otherCars[0]]));
    const mixed = expectOk(await order(admin, [ownCar, otherCars[1]]));
    const token = await plusTokenOf(driver, ownCar);
    const uids = expectOk(await plus('POST', 'order/list', token, { limit: 1000 })).list.map((o: { uid: string }) => o.uid);
    expect(uids).toContain(mine.uid);
    expect(uids).not.toContain(other.uid);
    expect(uids).not.toContain(mixed.uid);
    expectStatus(await plus('POST', 'order/list', token, { carUid: otherCars[0] }), 403, 4030001, 'carUid');
  });

  it('another car\'s order can be neither read, cancelled, confirmed, invoiced nor paid with the plus token (404)', async () => {
    const other = expectOk(await order(admin, [otherCars[0]]));
    const mixed = expectOk(await order(admin, [ownCar, otherCars[1]]));
    const token = await plusTokenOf(admin, ownCar);
    for (const o of [other, mixed]) {
      expectNotFound(await plus('GET', `order/${o.uid}`, token));
      expectNotFound(await plus('DELETE', `order/${o.uid}`, token));
      expectNotFound(await plus('POST', 'order/pending', token, { uid: o.uid }));
      expectNotFound(await plus('PATCH', 'invoice', token, { orderUid: o.uid, invoice: { invoiceType: 'duplicate', email: 'x@y.tw' } }));
      expectNotFound(await call('PUT', `/payment/sandboxpay/sync-order-status/${o.code}`, token));
    }
    expect(expectOk(await plus('GET', `order/${other.uid}`, admin)).status).toBe(0);
  });

  it('the token\'s own order is read and cancelled with it', async () => {
    const mine = expectOk(await order(admin, [ownCar]));
    const token = await plusTokenOf(driver, ownCar);
    expect(expectOk(await plus('GET', `order/${mine.uid}`, token)).uid).toBe(mine.uid);
    expect(expectOk(await plus('DELETE', `order/${mine.uid}`, token)).status).toBe(4);
  });

  it('available lists the token\'s car only; another car\'s services are refused', async () => {
    const token = await plusTokenOf(driver, ownCar);
    const data = expectOk(await plus('POST', 'available', token, { planUid: 'plan-tpms-month', limit: 100 }));
    expect(data.list.map((c: { carUid: string }) => c.carUid)).toEqual([ownCar]);
    expectOk(await plus('GET', `service/${ownCar}`, token));
    expectForbidden(await plus('GET', `service/${otherCars[0]}`, token));
  });

  it('a plus token opens no call outside the app flow: redeem on the plus host, the console API', async () => {
    const token = await plusTokenOf(driver, ownCar);
    expectForbidden(await plus('GET', 'exchange/record', token));
    expectForbidden(await plus('POST', 'exchange', token, { serialNo: 'AAAA-BBBB-CCCC-DDDD', carUid: ownCar }));
    expectNoToken(await t.call({ method: 'GET', url: '/api/my-profile/v0', token }));
  });

  it('without a once-token the viewer and the driver still cannot list, buy or cancel (403)', async () => {
    const mine = expectOk(await order(admin, [ownCar]));
    for (const who of [viewer, driver]) {
      expectForbidden(await plus('POST', 'order/list', who, {}));
      expectForbidden(await order(who, [ownCar]));
      expectForbidden(await plus('DELETE', `order/${mine.uid}`, who));
    }
  });
});

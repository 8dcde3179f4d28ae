import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { settleAtmTransfers } from '../../../demo/server/domains/services/plus/orders';
import { dvrCar } from './helpers';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let b: string;
let cars: string[];
const now = TEST_NOW;
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  b = await t.tokenOf('demo-b-admin');
  cars = (await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid DESC LIMIT 3`)).map((c) => c.uid);
});
afterAll(() => t.close());

const plus = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token?: string, payload?: object) =>
  t.call({ method, url: `/plus/${path}`, token, payload, headers: PLUS_KEY });
const order = (token: string | undefined, body: object) => plus('POST', 'order', token, { planUid: 'plan-video-month', carUids: [cars[0]], paymentMethod: 'card', ...body });

describe('plus service catalogue (spec 7.9)', () => {
  it('spec 4: order-status lists codes 0..5 with the labels of spec 4', async () => {
    const data = expectOk(await plus('GET', 'order-status'));
    expect(data.map((s: { name: string }) => s.name)).toEqual(['待付款', '付款失敗', '訂單確認中', '付款成功', '取消訂單', '作廢訂單']);
  });

  it('spec 7.9: service types, plans (TWD, filterable by type) and invoice types answer with the plus key alone', async () => {
    expect(expectOk(await plus('GET', 'service-type')).map((s: { name: string }) => s.name)).toContain('影像調閱加值');
    const video = expectOk(await plus('GET', 'service-plan?serviceType=video'));
    expect(video.length).toBe(2);
    expect(video.every((p: { serviceType: string; currency: string }) => p.serviceType === 'video' && p.currency === 'TWD')).toBe(true);
    expect(expectOk(await plus('GET', 'invoice-type')).map((i: { name: string }) => i.name)).toEqual(['二聯式', '三聯式', '手機條碼', '自然人憑證', '捐贈']);
  });

  it('issue 3: without the plus key or a token the plus host answers 401', async () => {
    expectNoToken(await t.call({ method: 'GET', url: '/plus/service-type' }));
  });

  it('issue 3: an unknown service type is a validation error naming the field', async () => {
    expectStatus(await plus('GET', 'service-plan?serviceType=boats'), 400, 4000001, 'serviceType');
  });
});

describe('plus service once-token hand-off (spec 2.9, 7.9)', () => {
  it('spec 2.9: a once-token for an own car becomes a plus token that works once', async () => {
    const car = (await dvrCar(t)).uid;
    const own = expectOk(await order(admin, { carUids: [car] }));
    const onceToken = expectOk<string>(await plus('GET', `auth/once-token/${car}`, admin));
    expect(typeof onceToken).toBe('string');
    const data = expectOk(await plus('POST', 'auth/validate/once-token', undefined, { onceToken, carUid: car }));
    expect(data.carUid).toBe(car);
    // The app web view then calls order pages with the plus token and needs no console code.
    const listed = expectOk(await plus('POST', 'order/list', data.plusAccessToken, { limit: 1000 }));
    expect(listed.list.map((o: { uid: string }) => o.uid)).toContain(own.uid);
    expectNoToken(await plus('POST', 'auth/validate/once-token', undefined, { onceToken, carUid: car }));
  });

  it('spec 2.9: a once-token does not open another car', async () => {
    const onceToken = expectOk<string>(await plus('GET', `auth/once-token/${cars[0]}`, admin));
    expectNoToken(await plus('POST', 'auth/validate/once-token', undefined, { onceToken, carUid: cars[1] }));
  });

  it('issue 3: a once-token needs a signed-in user', async () => {
    expectNoToken(await plus('GET', `auth/once-token/${cars[0]}`));
  });

  it('issue 3: a once-token for another enterprise\'s car is not found', async () => {
    expectNotFound(await plus('GET', `auth/once-token/${cars[0]}`, b));
  });

  it('issue 3: validating without carUid is a validation error', async () => {
    expectStatus(await plus('POST', 'auth/validate/once-token', undefined, { onceToken: 'x' }), 400, 4000001, 'carUid');
  });
});

describe('plus service orders (spec 4, 7.9)', () => {
  it('spec 7.9: a card order is created awaiting payment with the plan price times the cars', async () => {
    const data = expectOk(await order(admin, { carUids: cars.slice(0, 2), planUid: 'plan-tpms-year' }));
    expect(data).toMatchObject({ status: 0, statusLabel: '待付款', amount: 3000, paymentMethod: 'card', atm: null });
    expect(data.code).toMatch(/^SO\d{12}$/);
    expect(expectOk(await plus('GET', `order/${data.uid}`, admin)).cars).toHaveLength(2);
  });

  it('spec 7.9: an ATM order has a virtual account and an expiry', async () => {
    const data = expectOk(await order(admin, { paymentMethod: 'atm' }));
    expect(data.atm.account).toMatch(/^\d{14}$/);
    expect(data.atm.expiresAt).toBeGreaterThan(now);
  });

  it('spec 7.9: available lists managed cars and marks those in an open order of that service type', async () => {
    const data = expectOk(await plus('POST', 'available', admin, { planUid: 'plan-tpms-month', limit: 100 }));
    expect(data.total).toBeGreaterThan(2);
    expect(data.list.find((c: { carUid: string }) => c.carUid === cars[0]).available).toBe(false);
    const narrowed = expectOk(await plus('POST', 'available', admin, { planUid: 'plan-tpms-month', carNo: data.list[0].carNo }));
    expect(narrowed.list[0].carUid).toBe(data.list[0].carUid);
  });

  it('spec 4: an order awaiting payment can be cancelled (→ 4), then not sent for confirmation', async () => {
    const created = expectOk(await order(admin, {}));
    expect(expectOk(await plus('DELETE', `order/${created.uid}`, admin)).status).toBe(4);
    expectStatus(await plus('POST', 'order/pending', admin, { uid: created.uid }), 409, 4090001);
  });

  it('spec 4: pending moves an order awaiting payment to 2 訂單確認中', async () => {
    const created = expectOk(await order(admin, { paymentMethod: 'atm' }));
    expect(expectOk(await plus('POST', 'order/pending', admin, { uid: created.uid })).statusLabel).toBe('訂單確認中');
    expectStatus(await plus('POST', 'order/pending', admin, { uid: created.uid }), 409, 4090001);
  });

  it('spec 4: the bank confirms an ATM order in 訂單確認中 a minute later: 3 付款成功 with its services', async () => {
    const created = expectOk(await order(admin, { paymentMethod: 'atm', planUid: 'plan-coldchain-month', carUids: [cars[2]] }));
    expectOk(await plus('POST', 'order/pending', admin, { uid: created.uid }));
    expect(await settleAtmTransfers(t.app.ctx)).toBe(0);
    await t.app.ctx.db.query(`UPDATE plus_orders SET updated_at = updated_at - interval '2 minutes' WHERE uid = $1`, [created.uid]);
    expect(await settleAtmTransfers(t.app.ctx)).toBe(1);
    expect(expectOk(await plus('GET', `order/${created.uid}`, admin)).status).toBe(3);
    const services = expectOk(await plus('GET', `service/${cars[2]}`, admin));
    expect(services.some((s: { sourceCode: string }) => s.sourceCode === created.code)).toBe(true);
  });

  it('issue 16: an unpaid ATM order past its account expiry turns 1 付款失敗 and can no longer be sent for confirmation', async () => {
    const created = expectOk(await order(admin, { paymentMethod: 'atm' }));
    // The account's expiry passes (moving the clock would also expire the token).
    await t.app.ctx.db.query(`UPDATE plus_orders SET atm_expires_at = $2 WHERE uid = $1`, [created.uid, new Date(now - 1000)]);
    expect(expectOk(await plus('GET', `order/${created.uid}`, admin))).toMatchObject({ status: 1, statusLabel: '付款失敗' });
    expectStatus(await plus('POST', 'order/pending', admin, { uid: created.uid }), 409, 4090001, 'status');
  });

  it('issue 16: DELETE cancels an open order, deletes an ended one from the list, then finds it no more', async () => {
    const created = expectOk(await order(admin, {}));
    expect(expectOk(await plus('DELETE', `order/${created.uid}`, admin)).status).toBe(4);
    expect(expectOk(await plus('DELETE', `order/${created.uid}`, admin)).status).toBe(4);
    const listed = expectOk(await plus('POST', 'order/list', admin, { limit: 1000 }));
    expect(listed.list.map((o: { uid: string }) => o.uid)).not.toContain(created.uid);
    expectNotFound(await plus('GET', `order/${created.uid}`, admin));
    expectNotFound(await plus('DELETE', `order/${created.uid}`, admin));
  });

  it('issue 16: a paid order can be neither cancelled nor deleted', async () => {
    const paid = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM plus_orders WHERE enterprise_uid = 'ent-a' AND status = 3 LIMIT 1`))!;
    expectStatus(await plus('DELETE', `order/${paid.uid}`, admin), 409, 4090001);
  });

  it('spec 7.9: the invoice of an open order is set; a 三聯式 without a tax id is refused', async () => {
    const created = expectOk(await order(admin, {}));
    const invoice = { invoiceType: 'triplicate', email: 'billing@fleet-demo.tw', title: '台灣好運物流股份有限公司', taxId: '04595257' };
    expect(expectOk(await plus('PATCH', 'invoice', admin, { orderUid: created.uid, invoice })).invoice).toEqual(invoice);
    expectStatus(await plus('PATCH', 'invoice', admin, { orderUid: created.uid, invoice: { invoiceType: 'triplicate', email: 'a@b.tw', title: 'X' } }), 400, 4000001, 'invoice.taxId');
    expectStatus(await plus('PATCH', 'invoice', admin, { orderUid: created.uid, invoice: { invoiceType: 'mobileBarcode', email: 'a@b.tw', carrier: 'ABC12345' } }), 400, 4000001, 'invoice.carrier');
  });

  it('spec 7.9: the list filters by status and time, newest first, and pages with a total', async () => {
    const all = expectOk(await plus('POST', 'order/list', admin, { limit: 100 }));
    const awaiting = expectOk(await plus('POST', 'order/list', admin, { status: [0], limit: 100 }));
    expect(awaiting.list.every((o: { status: number }) => o.status === 0)).toBe(true);
    expect(awaiting.total).toBeLessThan(all.total);
    const page = expectOk(await plus('POST', 'order/list', admin, { offset: 1, limit: 2 }));
    expect(page.list.map((o: { uid: string }) => o.uid)).toEqual(all.list.slice(1, 3).map((o: { uid: string }) => o.uid));
    const recent = expectOk(await plus('POST', 'order/list', admin, { startTime: now - 3600_000, limit: 100 }));
    expect(recent.total).toBeLessThan(all.total);
  });

  it('spec 7.9: a car\'s services list what is active, with its end time', async () => {
    const row = await t.app.ctx.db.one<{ car_uid: string }>(`SELECT car_uid FROM car_services WHERE enterprise_uid = 'ent-a' AND end_at > $1 LIMIT 1`, [new Date(t.app.ctx.now())]);
    const data = expectOk(await plus('GET', `service/${row!.car_uid}`, admin));
    expect(data.length).toBeGreaterThan(0);
    expect(data[0].endTime).toBeGreaterThan(now);
  });

  it('issue 3: an order without cars is a validation error naming carUids', async () => {
    expectStatus(await order(admin, { carUids: [] }), 400, 4000001, 'carUids');
  });

  it('issue 3: an unknown plan is a validation error naming planUid', async () => {
    expectStatus(await order(admin, { planUid: 'plan-nope' }), 400, 4000001, 'planUid');
  });

  it('issue 3: order calls need a signed-in user (the plus key alone is not enough)', async () => {
    expectNoToken(await order(undefined, {}));
    expectNoToken(await plus('POST', 'order/list', undefined, {}));
  });

  it('issue 3: purchase needs P_P44 and orders P_P45 with a console token (the viewer has neither)', async () => {
    const viewer = await t.tokenOf('demo-viewer');
    expectForbidden(await order(viewer, {}));
    expectForbidden(await plus('POST', 'order/list', viewer, {}));
    expectForbidden(await plus('POST', 'available', viewer, { planUid: 'plan-video-month' }));
  });

  it('issue 3: another enterprise can neither read, cancel nor order for enterprise A\'s orders and cars', async () => {
    const created = expectOk(await order(admin, {}));
    expectNotFound(await plus('GET', `order/${created.uid}`, b));
    expectNotFound(await plus('DELETE', `order/${created.uid}`, b));
    expectNotFound(await plus('POST', 'order/pending', b, { uid: created.uid }));
    expectNotFound(await plus('PATCH', 'invoice', b, { orderUid: created.uid, invoice: { invoiceType: 'duplicate', email: 'x@y.tw' } }));
    expectNotFound(await order(b, {}));
    expectNotFound(await plus('GET', `service/${cars[0]}`, b));
    const theirs = expectOk(await plus('POST', 'order/list', b, { limit: 100 }));
    expect(theirs.list.map((o: { uid: string }) => o.uid)).not.toContain(created.uid);
  });
});

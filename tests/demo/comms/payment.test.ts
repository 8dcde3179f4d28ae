import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let cars: string[];
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  cars = (await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 2`)).map((c) => c.uid);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload, headers: PLUS_KEY });

async function newOrder(paymentMethod: 'card' | 'atm' = 'card') {
  return expectOk(await call('POST', '/plus/order', admin, { planUid: 'plan-behavior-month', carUids: cars, paymentMethod }));
}

/** Token, create-payment: the checkout page's path. */
async function startPayment(code: string): Promise<string> {
  const token = expectOk(await call('GET', `/payment/sandboxpay/token/${code}`, admin));
  const created = expectOk(await call('POST', '/payment/sandboxpay/create-payment', admin, { orderCode: code, paymentToken: token.paymentToken, returnUrl: '/serviceManagement/step3' }));
  return created.redirectUrl;
}

const submit = (path: string, fields: Record<string, string>) => t.app.fastify.inject({
  method: 'POST', url: path, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('payment bridge with the sandbox card provider (spec 7.10)', () => {
  it('spec 7.10: the token call gives a payment token for the order\'s amount', async () => {
    const order = await newOrder();
    const data = expectOk(await call('GET', `/payment/sandboxpay/token/${order.code}`, admin));
    expect(data).toMatchObject({ orderCode: order.code, amount: order.amount, currency: 'TWD' });
  });

  it('spec 7.10: create-payment answers a redirectUrl to a checkout page in Traditional Chinese with labelled inputs', async () => {
    const order = await newOrder();
    const path = await startPayment(order.code);
    expect(path).toMatch(/^\/payment\/sandboxpay\/checkout\/pay-/);
    const page = await t.app.fastify.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-disposition'])).toMatch(/^inline/);
    expect(page.body).toContain('lang="zh-Hant-TW"');
    expect(page.body).toContain('<label for="cardNumber">');
    expect(page.body).toContain(order.code);
    expect(page.body).not.toMatch(/<script|https?:\/\//);
  });

  it('spec 7.10: paying with 4242 4242 4242 4242 returns to the console and the order becomes 3 付款成功 with its services', async () => {
    const order = await newOrder();
    const path = await startPayment(order.code);
    const res = await submit(path, { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/serviceManagement/step3?orderCode=${order.code}&paymentResult=paid`);
    const synced = expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin));
    expect(synced).toMatchObject({ status: 3, statusLabel: '付款成功' });
    expect(synced.paidAt).not.toBeNull();
    const services = expectOk(await call('GET', `/plus/service/${cars[0]}`, admin));
    expect(services.some((s: { sourceCode: string }) => s.sourceCode === order.code)).toBe(true);
    const again = await t.app.fastify.inject({ method: 'GET', url: path });
    expect(again.body).toContain('付款成功');
  });

  it('spec 7.10: the declined test card leaves the order at 1 付款失敗, and it can be paid again', async () => {
    const order = await newOrder();
    const res = await submit(await startPayment(order.code), { cardNumber: '4000000000000002', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(res.headers.location).toContain('paymentResult=declined');
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin)).status).toBe(1);
    await submit(await startPayment(order.code), { cardNumber: '4242424242424242', expiry: '01/40', cvc: '999', action: 'pay' });
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin)).status).toBe(3);
  });

  it('spec 7.10: a wrong card number shows the form again with the error tied to the input', async () => {
    const order = await newOrder();
    const path = await startPayment(order.code);
    const res = await submit(path, { cardNumber: '1234 5678 9012 3456', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-describedby="cardNumber-error"');
    expect(res.body).toContain('卡號格式不正確');
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin)).status).toBe(0);
  });

  it('spec 7.10: sync before any payment leaves the order as it is', async () => {
    const order = await newOrder();
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin)).status).toBe(0);
  });

  it('issue 3: an ATM order cannot be paid by card (409) while its account is open', async () => {
    const order = await newOrder('atm');
    expectStatus(await call('GET', `/payment/sandboxpay/token/${order.code}`, admin), 409, 4090001);
  });

  it('issue 16: the sandbox expires an ATM order (1 付款失敗); it is then paid by card and becomes a card order', async () => {
    const order = await newOrder('atm');
    const expired = expectOk(await call('POST', `/payment/sandboxpay/atm-simulate/${order.code}`, admin, { outcome: 'expire' }));
    expect(expired).toMatchObject({ status: 1, statusLabel: '付款失敗', paymentMethod: 'atm' });
    expectStatus(await call('POST', `/payment/sandboxpay/atm-simulate/${order.code}`, admin, { outcome: 'transfer' }), 409, 4090001);
    const res = await submit(await startPayment(order.code), { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' });
    expect(res.statusCode).toBe(303);
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin))).toMatchObject({ status: 3, paymentMethod: 'card' });
  });

  it('issue 16: sync-order-status reads an ATM order past its due time as 1 付款失敗, like every other read', async () => {
    const order = await newOrder('atm');
    await t.app.ctx.db.query(`UPDATE plus_orders SET atm_expires_at = $2 WHERE uid = $1`, [order.uid, new Date(t.app.ctx.now() - 1000)]);
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, admin)).status).toBe(1);
  });

  it('issue 16: the sandbox receives an ATM transfer: 3 付款成功; a card order has no ATM to simulate', async () => {
    const order = await newOrder('atm');
    expect(expectOk(await call('POST', `/payment/sandboxpay/atm-simulate/${order.code}`, admin, { outcome: 'transfer' })).status).toBe(3);
    const card = await newOrder('card');
    expectStatus(await call('POST', `/payment/sandboxpay/atm-simulate/${card.code}`, admin, { outcome: 'expire' }), 409, 4090001);
  });

  it('issue 3: a return URL on another site is a validation error', async () => {
    const order = await newOrder();
    const token = expectOk(await call('GET', `/payment/sandboxpay/token/${order.code}`, admin));
    const res = await call('POST', '/payment/sandboxpay/create-payment', admin, { orderCode: order.code, paymentToken: token.paymentToken, returnUrl: '//evil.example/x' });
    expectStatus(res, 400, 4000001, 'returnUrl');
  });

  it('issue 3: a payment token of another order is refused', async () => {
    const [one, two] = [await newOrder(), await newOrder()];
    const token = expectOk(await call('GET', `/payment/sandboxpay/token/${one.code}`, admin));
    const res = await call('POST', '/payment/sandboxpay/create-payment', admin, { orderCode: two.code, paymentToken: token.paymentToken, returnUrl: '/serviceOrder' });
    expectStatus(res, 400, 4000001, 'paymentToken');
  });

  it('issue 3: bridge calls need a signed-in user', async () => {
    const order = await newOrder();
    expectNoToken(await call('GET', `/payment/sandboxpay/token/${order.code}`));
    expectNoToken(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`));
  });

  it('issue 3: bridge calls need P_P44 or P_P45 (the viewer has neither)', async () => {
    const order = await newOrder();
    expectForbidden(await call('GET', `/payment/sandboxpay/token/${order.code}`, await t.tokenOf('demo-viewer')));
  });

  it('issue 3: another enterprise cannot pay or sync enterprise A\'s order (404)', async () => {
    const order = await newOrder();
    const b = await t.tokenOf('demo-b-admin');
    expectNotFound(await call('GET', `/payment/sandboxpay/token/${order.code}`, b));
    expectNotFound(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`, b));
  });
});

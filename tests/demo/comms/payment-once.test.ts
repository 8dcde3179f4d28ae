import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENT_REFUSALS } from '../../../src/core/plus/payment-refusals';
import { settleAtmTransfers } from '../../../demo/server/domains/services/plus/orders';
import { startTestApp, type TestApp } from '../harness';
import { testClock } from '../test-clock';
import { expectOk, expectStatus } from '../replies';

/**
 * Issue 22, money: a payment's confirmation is one transaction that a repeat (sequential or
 * parallel) never applies twice, and the card bridge captures at most once per payment and per order.
 */

let t: TestApp;
let admin: string;
let cars: string[];
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
const clock = testClock();
let skipped = 0;
const SUCCESS = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' };

beforeAll(async () => {
  t = await startTestApp({ now: () => clock() + skipped });
  admin = await t.tokenOf('demo-admin');
  cars = (await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 3`)).map((c) => c.uid);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: admin, payload, headers: PLUS_KEY });

const newOrder = async (paymentMethod: 'card' | 'atm') =>
  expectOk(await call('POST', '/plus/order', { planUid: 'plan-behavior-month', carUids: cars, paymentMethod }));

const transfer = (code: string) => call('POST', `/payment/sandboxpay/atm-simulate/${code}`, { outcome: 'transfer' });
const sync = (code: string) => call('PUT', `/payment/sandboxpay/sync-order-status/${code}`);
const tokenOf = async (code: string): Promise<string> => expectOk(await call('GET', `/payment/sandboxpay/token/${code}`)).paymentToken;
const create = (code: string, paymentToken: string) =>
  call('POST', '/payment/sandboxpay/create-payment', { orderCode: code, paymentToken, returnUrl: '/serviceOrder/detail' });
const submit = (path: string, fields: Record<string, string> = SUCCESS) => t.app.fastify.inject({
  method: 'POST', url: path, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The services an order gave, per car. */
async function servicesOf(code: string): Promise<Map<string, number>> {
  const rows = await t.app.ctx.db.query<{ car_uid: string; n: number }>(
    `SELECT car_uid, count(*)::int AS n FROM car_services WHERE source = 'order' AND source_code = $1 GROUP BY car_uid`, [code]);
  return new Map(rows.map((r) => [r.car_uid, r.n]));
}

/** Exactly one service for each car of the order. */
async function expectOneSetOfServices(code: string): Promise<void> {
  expect(Object.fromEntries(await servicesOf(code))).toEqual(Object.fromEntries(cars.map((c) => [c, 1])));
}

const capturedOf = async (orderUid: string) => (await t.app.ctx.db.one<{ n: number }>(
  `SELECT count(*)::int AS n FROM payments WHERE order_uid = $1 AND status = 'paid'`, [orderUid]))!.n;

describe('a payment confirmation is one transaction, and a repeat changes nothing twice (issue 22, 1)', () => {
  it('an ATM transfer notice repeated three times answers 付款成功 each time and gives each car one service', async () => {
    const order = await newOrder('atm');
    for (let i = 0; i < 3; i += 1) expect(expectOk(await transfer(order.code)).status).toBe(3);
    await expectOneSetOfServices(order.code);
  });

  it('five ATM transfer notices at once all answer 付款成功 and give each car one service', async () => {
    const order = await newOrder('atm');
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(order.code)));
    for (const res of answers) expect(expectOk(res).status).toBe(3);
    await expectOneSetOfServices(order.code);
    // The enterprise is told once, by the confirmation that paid it.
    const told = await t.app.ctx.db.one<{ n: number; users: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT user_uid)::int AS users FROM messages WHERE code = 'paid' AND data->>'orderCode' = $1`, [order.code]);
    expect(told!.users).toBeGreaterThan(0);
    expect(told!.n).toBe(told!.users);
  });

  it('the bank settlement and a transfer notice of the same order, at once, pay it once', async () => {
    const order = await newOrder('atm');
    expectOk(await call('POST', '/plus/order/pending', { uid: order.uid }));
    skipped += 2 * 60_000;
    const [paid] = await Promise.all([transfer(order.code), settleAtmTransfers(t.app.ctx), transfer(order.code)]);
    expect(expectOk(paid).status).toBe(3);
    await expectOneSetOfServices(order.code);
  });

  it('a repeated transfer notice completes a paid order whose services were written only in part', async () => {
    const order = await newOrder('atm');
    expectOk(await transfer(order.code));
    // A half-done confirmation as an interrupted older server left it: paid, one car without its service.
    await t.app.ctx.db.query(`DELETE FROM car_services WHERE source = 'order' AND source_code = $1 AND car_uid = $2`, [order.code, cars[1]]);
    expect(expectOk(await transfer(order.code)).status).toBe(3);
    await expectOneSetOfServices(order.code);
  });

  it('sync-order-status repeated, in parallel, after a card payment gives each car one service', async () => {
    const order = await newOrder('card');
    const path = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    expect((await submit(path)).statusCode).toBe(303);
    await t.app.ctx.db.query(`DELETE FROM car_services WHERE source = 'order' AND source_code = $1 AND car_uid = $2`, [order.code, cars[0]]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sync(order.code)));
    for (const res of answers) expect(expectOk(res).status).toBe(3);
    await expectOneSetOfServices(order.code);
  });

  it('a cancelled order cannot be confirmed by a transfer notice: 409, no service', async () => {
    const order = await newOrder('atm');
    expectOk(await call('DELETE', `/plus/order/${order.uid}`));
    expectStatus(await transfer(order.code), 409, 4090001);
    expect((await servicesOf(order.code)).size).toBe(0);
  });
});

describe('the card bridge captures at most once per payment and per order (issue 22, 2)', () => {
  it('a payment token opens one payment: a second create-payment with it is refused with the reason', async () => {
    const order = await newOrder('card');
    const token = await tokenOf(order.code);
    expectOk(await create(order.code, token));
    const again = await create(order.code, token);
    expectStatus(again, 409, 4090001, 'paymentToken');
    expect(again.json().message).toBe(CARD_PAYMENT_REFUSALS.tokenUsed);
  });

  it('five create-payment calls at once with one token open one payment', async () => {
    const order = await newOrder('card');
    const token = await tokenOf(order.code);
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(order.code, token)));
    expect(answers.filter((res) => res.json().status === 0)).toHaveLength(1);
    for (const res of answers.filter((r) => r.json().status !== 0)) expect(res.json().message).toBe(CARD_PAYMENT_REFUSALS.tokenUsed);
    const opened = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payments WHERE order_uid = $1`, [order.uid]);
    expect(opened!.n).toBe(1);
  });

  it('five submits of one checkout at once charge once; the others say it was already handled', async () => {
    const order = await newOrder('card');
    const path = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(path)));
    expect(answers.filter((res) => res.statusCode === 303)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 303)) expect(res.body).toContain(CARD_PAYMENT_REFUSALS.settled);
    expect(await capturedOf(order.uid)).toBe(1);
    await expectOneSetOfServices(order.code);
  });

  it('two checkouts of one order (two tabs) submitted at once charge once; the other is refused as already paid', async () => {
    const order = await newOrder('card');
    const first = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    const second = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    const answers = await Promise.all([submit(first), submit(second)]);
    expect(answers.filter((res) => res.statusCode === 303)).toHaveLength(1);
    const refused = answers.find((res) => res.statusCode !== 303)!;
    expect(refused.body).toContain(CARD_PAYMENT_REFUSALS.paid);
    expect(refused.body).toContain(CARD_PAYMENT_REFUSALS.notCharged);
    expect(refused.body).not.toContain('付款成功');
    expect(await capturedOf(order.uid)).toBe(1);
    expect(expectOk(await sync(order.code)).status).toBe(3);
    await expectOneSetOfServices(order.code);
  });

  it('a payment opened before the order was cancelled is refused after the cancel: nothing charged, the order stays 取消訂單', async () => {
    const order = await newOrder('card');
    const path = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    expectOk(await call('DELETE', `/plus/order/${order.uid}`));
    const page = await t.app.fastify.inject({ method: 'GET', url: path });
    expect(page.body).toContain(CARD_PAYMENT_REFUSALS.cancelled);
    expect(page.body).not.toContain('<form');
    const res = await submit(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(CARD_PAYMENT_REFUSALS.cancelled);
    expect(res.body).not.toContain('付款成功');
    expect(await capturedOf(order.uid)).toBe(0);
    expect(expectOk(await sync(order.code))).toMatchObject({ status: 4, paidAt: null });
    expect((await servicesOf(order.code)).size).toBe(0);
  });

  it('an order already paid is refused: no payment token, and a token taken before the payment opens nothing', async () => {
    const order = await newOrder('card');
    const early = await tokenOf(order.code);
    const path = expectOk(await create(order.code, await tokenOf(order.code))).redirectUrl;
    expect((await submit(path)).statusCode).toBe(303);
    const token = await call('GET', `/payment/sandboxpay/token/${order.code}`);
    expectStatus(token, 409, 4090001, 'orderCode');
    expect(token.json().message).toBe(CARD_PAYMENT_REFUSALS.paid);
    const late = await create(order.code, early);
    expectStatus(late, 409, 4090001, 'orderCode');
    expect(late.json().message).toBe(CARD_PAYMENT_REFUSALS.paid);
    expect(await capturedOf(order.uid)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENT_REFUSALS } from '../../../src/core/plus/payment-refusals';
import { startTestApp, type TestApp } from '../harness';
import { expectOk, expectStatus } from '../replies';

/**
 * Issue 23, 2: a partner's customer pays by card and comes back to the partner's page. create-payment
 * takes a return URL on a listed partner origin (FMS_PARTNER_ORIGINS) or the console's own, refuses
 * any other with the reason, and the provider sends the browser back there with the order code and
 * the result (paid, declined, cancelled); coming back again changes nothing twice.
 */

const PARTNER = 'https://partner.example.com';
let t: TestApp;
let admin: string;
let cars: string[];
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
const PAY = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', action: 'pay' };

beforeAll(async () => {
  t = await startTestApp({ partnerOrigins: [PARTNER] });
  admin = await t.tokenOf('demo-admin');
  cars = (await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`)).map((c) => c.uid);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, token: admin, payload, headers: { ...PLUS_KEY, host: 'fleet.example.com' } });

const newOrder = async () => expectOk(await call('POST', '/plus/order', { planUid: 'plan-behavior-month', carUids: cars, paymentMethod: 'card' }));

async function create(code: string, returnUrl: string) {
  const token = expectOk(await call('GET', `/payment/sandboxpay/token/${code}`));
  return call('POST', '/payment/sandboxpay/create-payment', { orderCode: code, paymentToken: token.paymentToken, returnUrl });
}

const submit = (path: string, fields: Record<string, string> = PAY) => t.app.fastify.inject({
  method: 'POST', url: path, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('the card payment comes back to the page the partner chose (issue 23, 2)', () => {
  it('a return URL on a listed partner origin is taken; paying sends the browser there with the order and paid, once', async () => {
    const order = await newOrder();
    const { redirectUrl } = expectOk(await create(order.code, `${PARTNER}/shop/checkout.html?lang=zh`));
    // The provider's page lets its form's answer go to the partner (form-action holds redirects too).
    const form = await t.app.fastify.inject({ method: 'GET', url: redirectUrl });
    expect(form.body).toContain(`form-action 'self' ${PARTNER}"`);
    expect(form.headers['content-security-policy']).toContain(`form-action 'self' ${PARTNER};`);
    const res = await submit(redirectUrl);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PARTNER}/shop/checkout.html?lang=zh&orderCode=${order.code}&paymentResult=paid`);
    // The partner's page reloads its return: sync answers 付款成功 each time and the car has one service.
    for (let i = 0; i < 2; i += 1) expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`)).status).toBe(3);
    const again = await submit(redirectUrl);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(CARD_PAYMENT_REFUSALS.settled);
    const services = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM car_services WHERE source_code = $1`, [order.code]);
    expect(services!.n).toBe(1);
  });

  it('a return URL on the console\'s own origin is taken, and a path as before', async () => {
    const order = await newOrder();
    expectOk(await create(order.code, 'https://fleet.example.com/serviceManagement/payment'));
    expectOk(await create(order.code, '/serviceManagement/payment'));
    expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`));
    expectOk(await t.call({ method: 'DELETE', url: `/plus/order/${order.uid}`, token: admin, headers: PLUS_KEY }));
  });

  it.each([
    ['another site', 'https://evil.example.net/pay-back'],
    ['a partner\'s look-alike', 'https://partner.example.com.evil.net/back'],
    ['a partner origin on another scheme', 'http://partner.example.com/back'],
  ])('a return URL on %s is refused with the reason and opens no payment', async (_what, returnUrl) => {
    const order = await newOrder();
    const res = await create(order.code, returnUrl);
    expectStatus(res, 400, 4000001, 'returnUrl');
    expect(res.json().message).toBe(CARD_PAYMENT_REFUSALS.returnUrl);
    const opened = await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payments WHERE order_uid = $1`, [order.uid]);
    expect(opened!.n).toBe(0);
    expectOk(await t.call({ method: 'DELETE', url: `/plus/order/${order.uid}`, token: admin, headers: PLUS_KEY }));
  });

  it('取消付款 on the provider\'s form comes back as cancelled: nothing charged, the order 付款失敗 and payable again', async () => {
    const order = await newOrder();
    const { redirectUrl } = expectOk(await create(order.code, `${PARTNER}/checkout.html`));
    const res = await submit(redirectUrl, { cardNumber: '', expiry: '', cvc: '', action: 'cancel' });
    expect(res.headers.location).toBe(`${PARTNER}/checkout.html?orderCode=${order.code}&paymentResult=cancelled`);
    expect(expectOk(await call('PUT', `/payment/sandboxpay/sync-order-status/${order.code}`)).status).toBe(1);
    // The provider's page, opened again, links back with the same word.
    expect((await t.app.fastify.inject({ method: 'GET', url: redirectUrl })).body).toContain('paymentResult=cancelled');
    expectOk(await t.call({ method: 'DELETE', url: `/plus/order/${order.uid}`, token: admin, headers: PLUS_KEY }));
  });
});

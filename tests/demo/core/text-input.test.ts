import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

/** Issue 10, 10: NUL and lone surrogates in any string are a 400 naming the field, never a 500 or U+FFFD. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OPEN_API_KEY = { 'x-api-key': 'fms-demo-open-api-key' };
/** A JSON body as raw text, so escapes like \ud800 reach the server as sent. */
const raw = (json: string) => ({ payload: json, headers: { 'content-type': 'application/json' } });

function expectBadField(res: { statusCode: number; json: () => any }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toMatchObject({ status: 4000001, field });
  expect(res.json().message).toContain(field);
}

describe('bad text in requests (issue 10, 10)', () => {
  it('a NUL in the sign-in name is a 400 naming name, without a token', async () => {
    expectBadField(await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo\u0000admin', password: 'x' } }), 'name');
  });

  it('a NUL in forgot-password is a 400 naming account', async () => {
    expectBadField(await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'demo-admin\u0000' } }), 'account');
  });

  it('a NUL in the open API, in the body or the query, is a 400 naming the field', async () => {
    expectBadField(await t.call({ method: 'POST', url: '/open-api/v1/third-party/car/info', headers: OPEN_API_KEY, payload: { carNo: 'A\u0000', enterpriseCode: 'HAOYUN' } }), 'carNo');
    expectBadField(await t.call({ method: 'GET', url: '/open-api/v1/third-party/car/info?carNo=A%00B&enterpriseCode=HAOYUN', headers: OPEN_API_KEY }), 'carNo');
  });

  it('a lone surrogate is a 400 naming the field, and nothing is stored', async () => {
    const token = await t.tokenOf('demo-admin');
    expectBadField(await t.call({ method: 'PATCH', url: '/api/my-profile/v0', token, ...raw('{"zhName":"王\\ud800明"}') }), 'zhName');
    expectBadField(await t.call({ method: 'PATCH', url: '/api/my-profile/v0', token, ...raw('{"zhName":"王\\udc00"}') }), 'zhName');
    const row = await t.app.ctx.db.one<{ zh_name: string }>(`SELECT zh_name FROM users WHERE name = 'demo-admin'`);
    expect(row!.zh_name).toBe('王大明');
  });

  it('a nested field is named by its path', async () => {
    const token = await t.tokenOf('demo-admin');
    const res = await t.call({ method: 'PATCH', url: '/plus/invoice', token, headers: { 'x-api-key': 'fms-demo-plus-key' },
      payload: { orderUid: 'ord-x', invoice: { invoiceType: 'triplicate', email: 'a@b.tw', title: 'X\u0000' } } });
    expectBadField(res, 'invoice.title');
  });

  it('bytes that are not UTF-8 (an encoded surrogate) are a 400, not U+FFFD', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"demo'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","password":"x"}')]);
    expectBadField(await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload, headers: { 'content-type': 'application/json' } }), 'body');
  });

  it('a surrogate pair (an emoji) is ordinary text', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'truck-🚚', password: 'not-it-1' }, remoteAddress: '10.10.0.1' });
    expect(res.json().status).toBe(4010002);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { SERIAL_LOOKUPS_PER_TEN_MINUTES } from '../../../demo/server/domains/services/plus/exchange';
import { isValidTaxId } from '../../../src/core/validation';

/** Issue 22, 22: the serial and account-name look-ups are limited per client, with Retry-After. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
type Res = Awaited<ReturnType<TestApp['call']>>;

function expectHeldOff(res: Res, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status: 4290001, message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-client limits of the public look-ups', () => {
  it('serial checks and redeems share a budget per client: past it 429 with Retry-After, another client still checks', async () => {
    const check = (serialNo: string, ip: string) =>
      t.call({ method: 'POST', url: '/plus/exchange/check', token: admin, headers: PLUS_KEY, payload: { serialNo }, remoteAddress: ip });
    for (let i = 0; i < SERIAL_LOOKUPS_PER_TEN_MINUTES - 1; i++) expect((await check(`ZZZZ-ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`, '10.7.0.1')).statusCode).toBe(404);
    const redeem = await t.call({
      method: 'POST', url: '/plus/exchange', token: admin, headers: PLUS_KEY, remoteAddress: '10.7.0.1',
      payload: { serialNo: 'ZZZZ-ZZZZ-ZZZZ-9999', carUid: 'car-a-001' },
    });
    expect(redeem.statusCode).toBe(404);
    expectHeldOff(await check('ZZZZ-ZZZZ-ZZZZ-ZZZZ', '10.7.0.1'), '序號查詢次數過多，請稍後再試。');
    expect((await check('ZZZZ-ZZZZ-ZZZZ-ZZZZ', '10.7.0.2')).statusCode).toBe(404);
  });

  it('registration attempts count against the account-name check budget: past it 429 with Retry-After', async () => {
    const taken = {
      agree: true,
      enterprise: { name: '不重複物流', taxId: '22099131', contactName: '趙先生', phone: '03-555-1234', email: 'office@probe.tw', address: '300新竹市東區光復路二段101號' },
      admin: { name: 'demo-admin', password: 'Register2026', zhName: '趙子龍', mobile: '0933000099', email: 'probe@probe.tw' },
      verifyBy: 'email',
    };
    const register = (ip: string) => t.call({ method: 'POST', url: '/api/enterprise/v0', payload: taken, remoteAddress: ip });
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await register('10.8.0.1')).statusCode);
    expect(answers.slice(0, 30).every((code) => code === 409)).toBe(true);
    expectHeldOff(await register('10.8.0.1'), '查詢次數過多，請稍後再試。');
    expect((await register('10.8.0.2')).statusCode).toBe(409);
  });

  it('a client that registered five enterprises in an hour is held off the sixth with Retry-After', async () => {
    const taxIds = Array.from({ length: 2000 }, (_, i) => String(31_000_000 + i)).filter(isValidTaxId).slice(0, 6);
    const body = (n: number) => ({
      agree: true,
      enterprise: { name: `限流測試${n}物流`, taxId: taxIds[n], contactName: '趙先生', phone: '03-555-1234', email: `office${n}@limit.tw`, address: '300新竹市東區光復路二段101號' },
      admin: { name: `limit-admin-${n}`, password: 'Register2026', zhName: '趙子龍', mobile: `09340000${String(n).padStart(2, '0')}`, email: `admin${n}@limit.tw` },
      verifyBy: 'email',
    });
    for (let n = 0; n < 5; n++) expect((await t.call({ method: 'POST', url: '/api/enterprise/v0', payload: body(n), remoteAddress: '10.8.1.1' })).json().status).toBe(0);
    expectHeldOff(await t.call({ method: 'POST', url: '/api/enterprise/v0', payload: body(5), remoteAddress: '10.8.1.1' }), '註冊次數過多，請稍後再試。');
  });
});

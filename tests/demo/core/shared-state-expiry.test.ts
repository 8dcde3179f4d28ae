import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/core/clock';
import { SIGN_IN_LOCK } from '../../../demo/server/auth/sign-in-lock';
import { DAY_MS } from '../../../demo/server/time';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 25, 2: the state that moved to the database for several workers (rate-limit windows, OTP
 * requests, the intake's unknown ids) is dropped when it no longer counts, so its tables do not grow
 * with every name, request or made-up device id ever seen.
 */
let t: TestApp;
const clock = manualClock(TEST_NOW);
beforeAll(async () => {
  t = await startTestApp({ now: clock });
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n;
const signIn = (name: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password: 'wrong-password' }, remoteAddress: ip });

describe('shared state expires (issue 25, 2)', () => {
  it('a finished rate-limit window is swept away by a later attempt', async () => {
    await signIn('someone-tried-once', '10.1.0.1');
    expect(await count(`rate_limit_windows WHERE key = 'sign-in-account:someone-tried-once'`)).toBe(1);
    clock.advance(SIGN_IN_LOCK.windowMs + 60_000);
    await signIn('someone-else', '10.1.0.2');
    expect(await count(`rate_limit_windows WHERE key = 'sign-in-account:someone-tried-once'`)).toBe(0);
    expect(await count(`rate_limit_windows WHERE key = 'sign-in-account:someone-else'`)).toBe(1);
  });

  it('an OTP request a day past its expiry is dropped when the next one is made', async () => {
    const forgot = (await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'no-such-account' }, remoteAddress: '10.1.1.1' })).json();
    expect(await count(`otp_requests WHERE uid = $1`, [forgot.data.otpToken])).toBe(1);
    clock.advance(2 * DAY_MS);
    await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'another-missing-one' }, remoteAddress: '10.1.1.2' });
    expect(await count(`otp_requests WHERE uid = $1`, [forgot.data.otpToken])).toBe(0);
  });

  it('the intake keeps the hundred unknown ids seen last, not every made-up id', async () => {
    const at = Math.floor(clock() / 1000);
    for (let k = 0; k < 105; k += 1) {
      await t.call({ method: 'GET', url: `/devices/osmand?id=made-up-${k}&lat=24.1477&lon=120.6736&timestamp=${at}` });
    }
    expect(await count('device_unknown_ids')).toBe(100);
    expect(await count(`device_unknown_ids WHERE id = 'made-up-0'`)).toBe(0);
    expect(await count(`device_unknown_ids WHERE id = 'made-up-104'`)).toBe(1);
  });
});

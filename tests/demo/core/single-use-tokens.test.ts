import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/core/clock';
import { REFRESH_GRACE_MS } from '../../../demo/server/domains/core/sessions';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectNoToken } from '../replies';

/** Issue 10, 11: a password-reset token sets one password; refresh tokens rotate, and reuse revokes the session. */
let t: TestApp;
const clock = manualClock(TEST_NOW);
beforeAll(async () => {
  t = await startTestApp({ now: clock });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) => t.call({ method: 'POST', url, payload, token });
const refresh = (refreshToken: string) => post('/api/auth/v0/token', { grantType: 'refreshToken', refreshToken });
const signIn = async (name: string, password = 'fleet-demo-2021') => {
  const body = (await post('/api/auth/v0/sign-in', { name, password })).json();
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.data as { accessToken: string; refreshToken: string };
};

describe('single-use tokens (issue 10, 11)', () => {
  it('a password-reset token sets the password once; a second use within its life is refused', async () => {
    const forgot = (await post('/api/auth/v0/password/forgot', { account: 'demo-driver' })).json();
    const code = t.sender.last.get('0912000003')!.code;
    const { resetToken } = (await post('/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code })).json().data;
    expect((await post('/api/auth/v0/password/change', { resetToken, password: 'Driver2026a' })).json().status).toBe(0);
    const again = await post('/api/auth/v0/password/change', { resetToken, password: 'Driver2026b' });
    expectNoToken(again);
    await signIn('demo-driver', 'Driver2026a');
  });

  it('a refused new password (too weak) does not spend the reset token', async () => {
    const forgot = (await post('/api/auth/v0/password/forgot', { account: 'demo-b-admin' })).json();
    const code = t.sender.last.get('0912000004')!.code;
    const { resetToken } = (await post('/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code })).json().data;
    expect((await post('/api/auth/v0/password/change', { resetToken, password: 'weak' })).json().field).toBe('password');
    expect((await post('/api/auth/v0/password/change', { resetToken, password: 'BAdmin2026x' })).json().status).toBe(0);
  });

  it('a refresh gives a new refresh token, which refreshes in turn', async () => {
    const first = await signIn('demo-admin');
    const second = (await refresh(first.refreshToken)).json();
    expect(second.status).toBe(0);
    expect(second.data.refreshToken).not.toBe(first.refreshToken);
    expect((await refresh(second.data.refreshToken)).json().status).toBe(0);
  });

  it('two tabs refreshing with the same token at the same moment both stay signed in', async () => {
    const first = await signIn('demo-admin');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.json().status, b.json().status]).toEqual([0, 0]);
    expect((await post('/api/authority/v0/list', {}, b.json().data.accessToken)).statusCode).toBe(200);
  });

  it('reusing a refresh token after the grace revokes the session: its tokens stop working', async () => {
    const first = await signIn('demo-viewer');
    const second = (await refresh(first.refreshToken)).json().data;
    clock.advance(REFRESH_GRACE_MS + 1_000);
    const reuse = await refresh(first.refreshToken);
    expectNoToken(reuse);
    expect((await refresh(second.refreshToken)).json().status).toBe(4010001);
    expect((await post('/api/authority/v0/list', {}, second.accessToken)).statusCode).toBe(401);
  });
});

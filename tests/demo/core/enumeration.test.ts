import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

/** Issue 10, 9: the public calls do not tell which accounts exist. */
const scrypt = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, default: real, scrypt: (...args: Parameters<typeof real.scrypt>) => { scrypt.calls += 1; return (real.scrypt as (...a: unknown[]) => void)(...args); } };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => t.call({ method: 'POST', url, payload, remoteAddress });

describe('account enumeration (issue 10, 9)', () => {
  it('forgot-password answers a missing account like a real one, sends nothing, and no code verifies it', async () => {
    const real = (await post('/api/auth/v0/password/forgot', { account: 'demo-admin' }, '10.9.0.1')).json();
    const sent = t.sender.last.size;
    const missing = await post('/api/auth/v0/password/forgot', { account: 'nobody-here' }, '10.9.0.1');
    expect(missing.statusCode).toBe(200);
    const body = missing.json();
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(real.data).sort());
    expect(body.data.sentTo).toMatch(/^09\d{2}\*\*\*\d{3}$/);
    expect(t.sender.last.size).toBe(sent);
    // The same made-up contact each time, as a real account's would be.
    expect((await post('/api/auth/v0/password/forgot', { account: 'nobody-here' }, '10.9.0.2')).json().data.sentTo).toBe(body.data.sentTo);
    const verify = await post('/api/auth/v0/password/otp', { otpToken: body.data.otpToken, otp: '123456' });
    expect(verify.json()).toMatchObject({ status: 4000001, field: 'otp', message: '驗證碼錯誤。' });
  });

  it('forgot-password is limited per client across accounts, with Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 12; i += 1) {
      last = await post('/api/auth/v0/password/forgot', { account: `probe-${i}` }, '10.9.1.1');
      codes.push(last.json().status);
    }
    expect(codes.slice(0, 10).every((c) => c === 0)).toBe(true);
    expect(codes[11]).toBe(4290001);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('password/users names no account to a caller without a verified OTP', async () => {
    const res = await post('/api/auth/v0/password/users', { account: 'viewer@fleet-demo.tw', resetToken: 'not-a-token' }, '10.9.2.1');
    expect(res.statusCode).toBe(401);
    expect(JSON.stringify(res.json())).not.toContain('林');
  });

  it('password/users lists the accounts of the identifier the reset token proved', async () => {
    const forgot = (await post('/api/auth/v0/password/forgot', { account: 'viewer@fleet-demo.tw' }, '10.9.3.1')).json();
    const code = t.sender.last.get('0912000002')!.code;
    const { resetToken } = (await post('/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code })).json().data;
    const mine = (await post('/api/auth/v0/password/users', { account: 'viewer@fleet-demo.tw', resetToken }, '10.9.3.1')).json();
    expect(mine.data).toEqual([{ name: 'demo-viewer', zhName: '林○華', enterpriseName: '台灣好運物流股份有限公司' }]);
    const other = (await post('/api/auth/v0/password/users', { account: 'admin@fleet-demo.tw', resetToken }, '10.9.3.1')).json();
    expect(other.data).toEqual([]);
  });

  it('a wrong password for a missing name runs the same password hash as for a real name', async () => {
    scrypt.calls = 0;
    expect((await post('/api/auth/v0/sign-in', { name: 'demo-admin', password: 'wrong-pass-1' }, '10.9.4.1')).json().status).toBe(4010002);
    const forReal = scrypt.calls;
    scrypt.calls = 0;
    expect((await post('/api/auth/v0/sign-in', { name: 'nobody-at-all', password: 'wrong-pass-1' }, '10.9.4.1')).json().status).toBe(4010002);
    expect(forReal).toBe(1);
    expect(scrypt.calls).toBe(forReal);
  });

  it('check-unique is limited per client, with Retry-After', async () => {
    let last;
    for (let i = 0; i < 31; i += 1) last = await post('/api/enterprise/v0/check-unique', { field: 'account', value: `probe-${i}` }, '10.9.5.1');
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

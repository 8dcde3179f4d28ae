import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { PERMISSION_CHOICE_GROUPS } from '../../../src/core/pages/permission-choices';
import { expectNoToken } from '../replies';

let t: TestApp;
let now = TEST_NOW;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const signIn = (name: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password } });

describe('auth (spec 7.2)', () => {
  it('spec 7.2: sign-in returns access, id and refresh tokens with exp in seconds', async () => {
    const res = await signIn('demo-admin', 'fleet-demo-2021');
    const body = res.json();
    expect(body.status).toBe(0);
    const access = decodeJwt(body.data.accessToken);
    expect(access.exp).toBeLessThan(TEST_NOW / 1000 + 3600);
    expect(access.exp).toBeGreaterThan(TEST_NOW / 1000);
    expect(decodeJwt(body.data.refreshToken).typ).toBe('refresh');
  });

  it('spec 3: the id token carries authority.admin, enterprise.name, zhName and settings.messages', async () => {
    const body = (await signIn('demo-viewer', 'fleet-demo-2021')).json();
    const id = decodeJwt(body.data.idToken) as Record<string, any>;
    expect(id.authority.admin).toEqual(['P_P01', 'P_P03', 'P_P05']);
    expect(id.enterprise.name).toBe('台灣好運物流股份有限公司');
    expect(id.zhName).toBe('林小華');
    expect(id.settings.messages).toHaveLength(10);
    expect(id.settings.messages.every((m: { enabled: boolean }) => m.enabled)).toBe(true);
  });

  it('spec 8: a wrong password answers a non-zero status and no tokens', async () => {
    const res = await signIn('demo-admin', 'wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 4010002, message: '帳號或密碼錯誤。' });
    expect(res.json().data).toBeUndefined();
  });

  it('issue 3: a missing field is a validation error naming the field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 4000001, field: 'password' });
  });

  it('issue 3: sign-in is rate-limited after five failures', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await signIn('demo-b-admin', 'not-the-password')).json().status);
    expect(codes.slice(0, 5)).toEqual([4010002, 4010002, 4010002, 4010002, 4010002]);
    expect(codes[5]).toBe(4290001);
  });

  it('spec 4: a password older than the periodic limit answers 4011008 with an access token only', async () => {
    await t.app.ctx.db.query(`UPDATE users SET password_changed_at = $1 WHERE name = 'demo-driver'`, [new Date(t.app.ctx.now() - 120 * 86_400_000)]);
    const body = (await signIn('demo-driver', 'fleet-demo-2021')).json();
    expect(body.status).toBe(4011008);
    expect(Object.keys(body.data)).toEqual(['accessToken']);
    const change = await t.call({ method: 'POST', url: '/api/auth/v0/password/change', payload: { accessToken: body.data.accessToken, password: 'NewPass2026' } });
    expect(change.json().status).toBe(0);
    expect((await signIn('demo-driver', 'NewPass2026')).json().status).toBe(0);
  });

  it('spec 7.2: refresh gives new tokens and sign-out revokes them', async () => {
    const tokens = (await signIn('demo-admin', 'fleet-demo-2021')).json().data;
    const refreshed = await t.call({ method: 'POST', url: '/api/auth/v0/token', payload: { grantType: 'refreshToken', refreshToken: tokens.refreshToken } });
    expect(refreshed.json().status).toBe(0);
    const out = await t.call({ method: 'POST', url: '/api/auth/v0/sign-out', token: tokens.accessToken, payload: {} });
    expect(out.json().status).toBe(0);
    const again = await t.call({ method: 'POST', url: '/api/auth/v0/token', payload: { grantType: 'refreshToken', refreshToken: tokens.refreshToken } });
    expect(again.json().status).toBe(4010001);
    const authority = await t.call({ method: 'POST', url: '/api/authority/v0/list', token: tokens.accessToken, payload: {} });
    expect(authority.statusCode).toBe(401);
  });

  it('spec 7.2: forgot password sends an OTP that verifies, and the reset token sets a new password', async () => {
    const forgot = (await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'viewer@fleet-demo.tw' } })).json();
    expect(forgot.status).toBe(0);
    expect(forgot.data.sentTo).toBe('0912***002');
    const sent = t.sender.last.get('0912000002')!;
    const wrong = await t.call({ method: 'POST', url: '/api/auth/v0/password/otp', payload: { otpToken: forgot.data.otpToken, otp: sent.code === '000000' ? '111111' : '000000' } });
    expect(wrong.json()).toMatchObject({ status: 4000001, field: 'otp' });
    const ok = (await t.call({ method: 'POST', url: '/api/auth/v0/password/otp', payload: { otpToken: forgot.data.otpToken, otp: sent.code } })).json();
    expect(ok.status).toBe(0);
    const weak = await t.call({ method: 'POST', url: '/api/auth/v0/password/change', payload: { resetToken: ok.data.resetToken, password: 'short' } });
    expect(weak.json()).toMatchObject({ status: 4000001, field: 'password' });
    const done = await t.call({ method: 'POST', url: '/api/auth/v0/password/change', payload: { resetToken: ok.data.resetToken, password: 'Viewer2026x' } });
    expect(done.json().status).toBe(0);
    expect((await signIn('demo-viewer', 'Viewer2026x')).json().status).toBe(0);
  });

  it('spec 7.2: the OTP cannot be resent before its wait is over', async () => {
    const forgot = (await t.call({ method: 'POST', url: '/api/auth/v0/password/forgot', payload: { account: 'demo-admin' } })).json();
    const early = await t.call({ method: 'PATCH', url: '/api/auth/v0/password/otp', payload: { otpToken: forgot.data.otpToken } });
    expect(early.json().status).toBe(4290001);
    now += 61_000;
    const later = await t.call({ method: 'PATCH', url: '/api/auth/v0/password/otp', payload: { otpToken: forgot.data.otpToken } });
    expect(later.json().status).toBe(0);
  });

  it('spec 6, issue 24: the authority list names and groups every code as the console declares it', async () => {
    const tokens = (await signIn('demo-admin', 'fleet-demo-2021')).json().data;
    const { list } = (await t.call({ method: 'POST', url: '/api/authority/v0/list', token: tokens.accessToken, payload: {} })).json().data;
    const declared = PERMISSION_CHOICE_GROUPS.flatMap((g) => g.choices.map((c) => ({ code: c.code, name: c.label, group: g.key })));
    const byCode = (rows: { code: string }[]) => [...rows].sort((a, b) => a.code.localeCompare(b.code));
    expect(byCode(list)).toEqual(byCode(declared));
    // The words that once differed: the menu's 圍籬管理 and 保修週期, and 功能購買 under 加值服務.
    const entry = (code: string) => list.find((row: { code: string }) => row.code === code);
    expect(entry('P_P08')).toMatchObject({ name: '圍籬管理', group: 'car' });
    expect(entry('P_P38')).toMatchObject({ name: '保修週期', group: 'maintain' });
    expect(entry('P_P44')).toMatchObject({ name: '功能購買', group: 'service' });
  });

  it('spec 6: the authority list needs a token', async () => {
    const res = await t.call({ method: 'POST', url: '/api/authority/v0/list', payload: {} });
    expectNoToken(res);
  });
});

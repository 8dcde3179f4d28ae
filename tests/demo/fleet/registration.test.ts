import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectInvalid, expectNoToken, tokenOfNew } from './guards';
import { expectStatus } from '../replies';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const registration = (n: string, taxId: string, verifyBy: 'email' | 'otp') => ({
  agree: true,
  enterprise: { name: `新竹快遞${n}有限公司`, taxId, contactName: '趙先生', phone: '03-555-1234', email: `office${n}@hsinchu-express.tw`, address: '300新竹市東區光復路二段101號' },
  admin: { name: `hc-admin-${n}`, password: 'Register2026', zhName: '趙子龍', mobile: `09330000${n.padStart(2, '0')}`, email: `admin${n}@hsinchu-express.tw` },
  verifyBy,
});
const register = (payload: unknown) => t.call({ method: 'POST', url: '/api/enterprise/v0', payload: payload as never });
const signIn = (name: string, password: string) => t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password } });

describe('enterprise registration (spec 2.11, 5, 7.4)', () => {
  it('spec 7.4: registration needs no token, creates a disabled admin and e-mails an activation link', async () => {
    const res = (await register(registration('1', '22099131', 'email'))).json();
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ verifyBy: 'email', sentTo: 'a***@hsinchu-express.tw' });
    const mail = t.sender.last.get('admin1@hsinchu-express.tw')!;
    expect(mail.kind).toBe('activation');
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/verify\?token=/);
    expect((await signIn('hc-admin-1', 'Register2026')).json().status).toBe(4030001);
    const row = await t.app.ctx.db.one<{ verified: boolean }>(`SELECT verified FROM enterprises WHERE uid = $1`, [res.data.enterpriseUid]);
    expect(row!.verified).toBe(false);
  });

  it('spec 7.5: users/v0/enable with the link token enables the admin and verifies the enterprise; the link works once', async () => {
    const { token } = t.sender.last.get('admin1@hsinchu-express.tw')!;
    const res = (await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token } })).json();
    expect(res).toMatchObject({ status: 0, data: { name: 'hc-admin-1', enterpriseName: '新竹快遞1有限公司' } });
    const signedIn = (await signIn('hc-admin-1', 'Register2026')).json();
    expect(signedIn.status).toBe(0);
    const me = (await t.call({ method: 'GET', url: '/api/enterprise/v0', token: signedIn.data.accessToken })).json();
    expect(me.data).toMatchObject({ verified: true, taxId: '22099131' });
    const again = await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token } });
    expect(again.json()).toMatchObject({ status: 4000001, field: 'token' });
  });

  it('spec 8: a forged or expired activation token answers 4010001', async () => {
    const res = await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token: 'not-a-token' } });
    expectStatus(res, 401, 4010001);
  });

  it('spec 7.5: users/v0/enable without a token or OTP is a validation error', async () => {
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0/enable', payload: {} }, undefined, 'token');
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0/enable', payload: { otpToken: 'x', otp: '12' } }, undefined, 'otp');
  });

  it('spec 2.11: registration by OTP sends a code to the mobile, which enables the account', async () => {
    const res = (await register(registration('2', '04595257', 'otp'))).json();
    expect(res.data).toMatchObject({ verifyBy: 'otp', sentTo: '0933***002' });
    const sms = t.sender.last.get('0933000002')!;
    const wrong = await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { otpToken: res.data.otpToken, otp: sms.code === '000000' ? '111111' : '000000' } });
    expect(wrong.json()).toMatchObject({ status: 4000001, field: 'otp' });
    const ok = (await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { otpToken: res.data.otpToken, otp: sms.code } })).json();
    expect(ok.status).toBe(0);
    expect((await signIn('hc-admin-2', 'Register2026')).json().status).toBe(0);
  });

  it('spec 5: the terms must be agreed, and the tax id must pass its checksum', async () => {
    const body = registration('3', '12345678', 'email');
    await expectInvalid(t, { method: 'POST', url: '/api/enterprise/v0', payload: { ...body, agree: false } }, undefined, 'agree');
    await expectInvalid(t, { method: 'POST', url: '/api/enterprise/v0', payload: body }, undefined, 'enterprise.taxId');
    await expectInvalid(t, { method: 'POST', url: '/api/enterprise/v0', payload: { ...body, admin: { ...body.admin, password: 'short' } } }, undefined, 'admin.password');
  });

  it('spec 5: a taken enterprise name, tax id or account is a conflict naming the field', async () => {
    const body = registration('1', '22099131', 'email');
    const res = await register({ ...body, enterprise: { ...body.enterprise, name: '全新名稱物流' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 4090001, field: 'enterprise.taxId' });
  });

  it('spec 5: check-unique tells whether a value is free, without a token', async () => {
    const check = async (field: string, value: string) =>
      (await t.call({ method: 'POST', url: '/api/enterprise/v0/check-unique', payload: { field, value } })).json().data.unique;
    expect(await check('name', '台灣好運物流股份有限公司')).toBe(false);
    expect(await check('name', '從未註冊過的公司')).toBe(true);
    expect(await check('taxId', '22099131')).toBe(false);
    expect(await check('account', 'DEMO-ADMIN')).toBe(false);
    expect(await check('email', 'admin@fleet-demo.tw')).toBe(false);
    expect(await check('mobile', '0988777666')).toBe(true);
    await expectInvalid(t, { method: 'POST', url: '/api/enterprise/v0/check-unique', payload: { field: 'colour', value: 'x' } }, undefined, 'field');
  });
});

describe('my account (spec 2.7, 7.2 Profile)', () => {
  it('spec 7.2: GET my-profile/v0 gives the caller\'s own account, to any signed-in user', async () => {
    const viewer = await t.tokenOf('demo-viewer');
    const res = (await t.call({ method: 'GET', url: '/api/my-profile/v0', token: viewer })).json();
    expect(res.data).toMatchObject({ name: 'demo-viewer', zhName: '林小華', enterpriseName: '台灣好運物流股份有限公司', role: 'staff' });
    await expectNoToken(t, { method: 'GET', url: '/api/my-profile/v0' });
  });

  it('spec 7.2: PATCH my-profile/v0 changes zhName, mobile and e-mail', async () => {
    const driver = await t.tokenOf('demo-driver');
    const res = (await t.call({ method: 'PATCH', url: '/api/my-profile/v0', token: driver, payload: { zhName: '陳志明二', mobile: '0987654321' } })).json();
    expect(res.data).toMatchObject({ zhName: '陳志明二', mobile: '0987654321' });
    expect((await t.call({ method: 'GET', url: '/api/my-profile/v0', token: driver })).json().data.zhName).toBe('陳志明二');
    const taken = await t.call({ method: 'PATCH', url: '/api/my-profile/v0', token: driver, payload: { email: 'admin@fleet-demo.tw' } });
    expect(taken.json()).toMatchObject({ status: 4090001, field: 'email' });
  });

  it('spec 7.2: PATCH my-profile/v0 validates its fields, needs a token and P_P36', async () => {
    const driver = await t.tokenOf('demo-driver');
    await expectInvalid(t, { method: 'PATCH', url: '/api/my-profile/v0', payload: { mobile: '12345' } }, driver, 'mobile');
    await expectInvalid(t, { method: 'PATCH', url: '/api/my-profile/v0', payload: {} }, driver, 'body');
    await expectNoToken(t, { method: 'PATCH', url: '/api/my-profile/v0', payload: { zhName: '某人' } });
    await expectForbidden(t, { method: 'PATCH', url: '/api/my-profile/v0', payload: { zhName: '某人' } }, await t.tokenOf('demo-viewer'));
  });

  it('spec 7.2: change-pwd needs the old password and the password rule, then the new one signs in', async () => {
    const token = await tokenOfNew(t, 'profile-user', ['P_P36']);
    const bad = await t.call({ method: 'POST', url: '/api/my-profile/v0/change-pwd', token, payload: { oldPassword: 'wrong-one-1', password: 'Changed2026' } });
    expect(bad.json()).toMatchObject({ status: 4000001, field: 'oldPassword' });
    await expectInvalid(t, { method: 'POST', url: '/api/my-profile/v0/change-pwd', payload: { oldPassword: 'fleet-demo-2021', password: 'onlyletters' } }, token, 'password');
    const ok = (await t.call({ method: 'POST', url: '/api/my-profile/v0/change-pwd', token, payload: { oldPassword: 'fleet-demo-2021', password: 'Changed2026' } })).json();
    expect(ok.status).toBe(0);
    expect((await signIn('profile-user', 'Changed2026')).json().status).toBe(0);
  });

  it('spec 7.2: change-pwd needs a token and P_P36', async () => {
    await expectNoToken(t, { method: 'POST', url: '/api/my-profile/v0/change-pwd', payload: { oldPassword: 'a', password: 'Changed2026' } });
    await expectForbidden(t, { method: 'POST', url: '/api/my-profile/v0/change-pwd', payload: { oldPassword: 'a', password: 'Changed2026' } }, await t.tokenOf('demo-viewer'));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, tokenOfNew } from './guards';
import { TEST_NOW } from '../test-clock';
import { expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let viewer: string;
let bAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, bAdmin] = await Promise.all([t.tokenOf('demo-admin'), t.tokenOf('demo-viewer'), t.tokenOf('demo-b-admin')]);
});
afterAll(() => t.close());

const listUsers = (token: string, payload: object = {}) => t.call({ method: 'POST', url: '/api/users/v0/list', token, payload });
const createUser = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/users/v0', token, payload });
const staff = { name: 'haoyun-clerk', password: 'Clerk2026x', zhName: '許文雄', role: 'staff', mobile: '0977111222', email: 'clerk@fleet-demo.tw', codes: ['P_P01', 'P_P36'] };

describe('accounts (spec 7.5, page /userManagement P_P07)', () => {
  let clerkUid: string;

  it('spec 7.5: users/v0/list filters by keyword, role and enabled, and pages', async () => {
    const all = (await listUsers(admin, { limit: 2 })).json().data;
    expect(all.total).toBe(3 + 12 + 3);
    expect(all.list).toHaveLength(2);
    const drivers = (await listUsers(admin, { role: 'driver', limit: 100 })).json().data;
    expect(drivers.total).toBe(13);
    const byKeyword = (await listUsers(admin, { keyword: '林小' })).json().data;
    expect(byKeyword.list.map((u: { name: string }) => u.name)).toEqual(['demo-viewer']);
    expect((await listUsers(bAdmin)).json().data.list.every((u: { name: string }) => !u.name.startsWith('haoyun'))).toBe(true);
  });

  it('spec 7.5: POST users/v0 creates a disabled account and sends its activation link', async () => {
    const res = (await createUser(admin, staff)).json();
    expect(res.data).toMatchObject({ name: 'haoyun-clerk', enabled: false, mustReset: true, codes: ['P_P01', 'P_P36'] });
    clerkUid = res.data.uid;
    expect((await listUsers(admin, { enabled: false })).json().data.list.map((u: { uid: string }) => u.uid)).toContain(clerkUid);
    const { token } = t.sender.last.get('clerk@fleet-demo.tw')!;
    expect((await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token } })).json().status).toBe(0);
    const signIn = (await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'haoyun-clerk', password: 'Clerk2026x' } })).json();
    expect(signIn.status).toBe(4011008);
  });

  it('spec 6: nobody can give codes they do not hold, and a taken account name is a conflict', async () => {
    const dispatcher = await t.tokenOf('haoyun-fleet');
    const res = await createUser(dispatcher, { ...staff, name: 'haoyun-clerk2', mobile: '0977111333', email: 'c2@fleet-demo.tw', codes: ['P_P44'] });
    expectStatus(res, 403, 4030001);
    const dup = await createUser(admin, { ...staff, mobile: '0977111444', email: 'c3@fleet-demo.tw' });
    expect(dup.json()).toMatchObject({ status: 4090001, field: 'name' });
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0', payload: { ...staff, name: 'x' } }, admin, 'name');
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0', payload: { ...staff, name: 'haoyun-c4', codes: ['P_P99'] } }, admin, 'codes');
  });

  it('spec 7.5: GET users/v0/{id} and PUT users/v0/{uid} read and change an account', async () => {
    const res = (await t.call({ method: 'PUT', url: `/api/users/v0/${clerkUid}`, token: admin, payload: { zhName: '許文雄主任', departmentUid: 'opt-a-dep-1' } })).json();
    expect(res.data).toMatchObject({ zhName: '許文雄主任', departmentName: '北區車隊' });
    const got = (await t.call({ method: 'GET', url: `/api/users/v0/${clerkUid}`, token: admin })).json().data;
    expect(got).toMatchObject({ zhName: '許文雄主任', carList: [], car: null });
    await expectInvalid(t, { method: 'PUT', url: `/api/users/v0/${clerkUid}`, payload: { email: 'not-an-email' } }, admin, 'email');
    const before = (await t.call({ method: 'GET', url: '/api/users/v0/drv-a-005', token: admin })).json().data;
    const driver = (await t.call({ method: 'PUT', url: '/api/users/v0/drv-a-005', token: admin, payload: { employeeNo: 'D9005' } })).json().data;
    expect(driver).toMatchObject({ employeeNo: 'D9005', licenseExpiry: before.licenseExpiry, hireDate: before.hireDate });
    const self = await t.call({ method: 'PUT', url: '/api/users/v0/user-demo-admin', token: admin, payload: { enabled: false } });
    expect(self.json()).toMatchObject({ status: 4090001, field: 'enabled' });
  });

  it('issue 22, 9: an account\'s mobile, e-mail, department and a driver\'s licence fields clear, and stay cleared; the last contact stays', async () => {
    const put = (uid: string, payload: object) => t.call({ method: 'PUT', url: `/api/users/v0/${uid}`, token: admin, payload });
    const get = async (uid: string) => (await t.call({ method: 'GET', url: `/api/users/v0/${uid}`, token: admin })).json().data;
    expect((await put(clerkUid, { mobile: '', departmentUid: null })).json()).toMatchObject({ status: 0, data: { mobile: '', departmentUid: null } });
    expect(await get(clerkUid)).toMatchObject({ mobile: '', email: 'clerk@fleet-demo.tw', departmentUid: null });
    expect((await put(clerkUid, { email: '' })).json()).toMatchObject({ status: 4000001, field: 'email', message: '請至少保留電子郵件或手機其中一項。' });
    expect((await get(clerkUid)).email).toBe('clerk@fleet-demo.tw');
    const driver = (await put('drv-a-006', { licenseClass: null, licenseExpiry: null, hireDate: null, employeeNo: '' })).json();
    expect(driver).toMatchObject({ status: 0, data: { licenseClass: null, licenseExpiry: null, hireDate: null, employeeNo: '' } });
    expect(await get('drv-a-006')).toMatchObject({ licenseClass: null, licenseExpiry: null, hireDate: null, employeeNo: '' });
  });

  it('spec 7.5: reset-pwd sends a reset OTP, or sets a temporary password to change at sign-in', async () => {
    const otp = (await t.call({ method: 'POST', url: '/api/users/v0/reset-pwd', token: admin, payload: { uid: 'user-demo-viewer', method: 'otp' } })).json();
    expect(otp.data.sentTo).toBe('0912***002');
    expect(t.sender.last.get('0912000002')!.kind).toBe('otp');
    const temp = (await t.call({ method: 'POST', url: '/api/users/v0/reset-pwd', token: admin, payload: { uid: 'drv-a-004', method: 'temporary', password: 'Temp2026x' } })).json();
    expect(temp.status).toBe(0);
    const signIn = (await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'haoyun-d004', password: 'Temp2026x' } })).json();
    expect(signIn.status).toBe(4011008);
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0/reset-pwd', payload: { uid: 'drv-a-004', method: 'temporary' } }, admin, 'password');
    await expectNotFound(t, { method: 'POST', url: '/api/users/v0/reset-pwd', payload: { uid: 'drv-a-004', method: 'otp' } }, bAdmin);
  });

  it('spec 7.5: resend-verify sends a new link to an account not yet activated, once a minute', async () => {
    const created = (await createUser(admin, { ...staff, name: 'haoyun-late', mobile: '0977222333', email: 'late@fleet-demo.tw' })).json().data;
    const oldToken = t.sender.last.get('late@fleet-demo.tw')!.token;
    const res = (await t.call({ method: 'POST', url: '/api/users/v0/resend-verify', token: admin, payload: { uid: created.uid } })).json();
    expect(res.data.sentTo).toBe('l***@fleet-demo.tw');
    const again = await t.call({ method: 'POST', url: '/api/users/v0/resend-verify', token: admin, payload: { uid: created.uid } });
    expect(again.json().status).toBe(4290001);
    expect((await t.call({ method: 'POST', url: '/api/users/v0/enable', payload: { token: oldToken } })).json().status).toBe(4000001);
    const active = await t.call({ method: 'POST', url: '/api/users/v0/resend-verify', token: admin, payload: { uid: 'user-demo-viewer' } });
    expect(active.json().status).toBe(4090001);
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0/resend-verify', payload: {} }, admin, 'uid');
    await expectNotFound(t, { method: 'POST', url: '/api/users/v0/resend-verify', payload: { uid: created.uid } }, bAdmin);
  });

  it('spec 7.5: DELETE users/v0 removes accounts, never one\'s own, and ends their sessions', async () => {
    const clerk = await t.tokenOf('haoyun-dispatch');
    const self = await t.call({ method: 'DELETE', url: '/api/users/v0', token: admin, payload: { uids: ['user-demo-admin'] } });
    expect(self.json()).toMatchObject({ status: 4090001, field: 'uids' });
    const res = (await t.call({ method: 'DELETE', url: '/api/users/v0', token: admin, payload: { uids: ['user-a-staff-1', clerkUid] } })).json();
    expect(res.data.deleted).toBe(2);
    expect((await listUsers(admin, { keyword: 'haoyun-clerk' })).json().data.total).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: clerk, payload: {} })).statusCode).toBe(401);
  });

  it('spec 6: account calls need a token and P_P07; another enterprise\'s accounts are not found', async () => {
    const calls = [
      { method: 'POST', url: '/api/users/v0/list', payload: {} },
      { method: 'GET', url: '/api/users/v0/user-demo-viewer' },
      { method: 'POST', url: '/api/users/v0', payload: staff },
      { method: 'PUT', url: '/api/users/v0/user-demo-viewer', payload: { zhName: '某人' } },
      { method: 'DELETE', url: '/api/users/v0', payload: { uids: ['user-demo-viewer'] } },
      { method: 'POST', url: '/api/users/v0/reset-pwd', payload: { uid: 'user-demo-viewer', method: 'otp' } },
      { method: 'POST', url: '/api/users/v0/resend-verify', payload: { uid: 'user-demo-viewer' } },
    ] as const;
    for (const req of calls) {
      await expectNoToken(t, req);
      await expectForbidden(t, req, viewer);
    }
    await expectNotFound(t, { method: 'GET', url: '/api/users/v0/user-demo-viewer' }, bAdmin);
    await expectNotFound(t, { method: 'PUT', url: '/api/users/v0/user-demo-viewer', payload: { zhName: '竄改' } }, bAdmin);
    await expectNotFound(t, { method: 'DELETE', url: '/api/users/v0', payload: { uids: ['user-demo-viewer'] } }, bAdmin);
  });
});

describe('drivers (spec 3, 5, 7.5, page /driver/management P_P12)', () => {
  it('spec 5: the driver list gives each driver\'s carList and the usable car', async () => {
    const res = (await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: admin, payload: { limit: 100 } })).json().data;
    const demo = res.list.find((d: { uid: string }) => d.uid === 'user-demo-driver');
    expect(demo.carList[0]).toMatchObject({ carUid: 'car-a-001', enabledCode: true, deleted: false });
    expect(demo.car).toEqual({ carUid: 'car-a-001', carNo: demo.carList[0].carNo });
    for (const d of res.list as Array<{ carList: Array<{ enabledCode: boolean; deleted: boolean }>; car: unknown }>) {
      const first = d.carList[0];
      expect(d.car !== null).toBe(!!first && first.enabledCode && !first.deleted);
    }
  });

  it('spec 7.5: the driver list filters by keyword and by having a car, and pages', async () => {
    const withCar = (await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: admin, payload: { hasCar: true, limit: 100 } })).json().data;
    expect(withCar.list.every((d: { car: unknown }) => d.car !== null)).toBe(true);
    const named = (await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: admin, payload: { keyword: 'demo-driver' } })).json().data;
    expect(named.total).toBe(1);
    const paged = (await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: admin, payload: { offset: 2, limit: 3 } })).json().data;
    expect(paged).toMatchObject({ offset: 2, limit: 3 });
    expect(paged.list).toHaveLength(3);
  });

  it('spec 6: the driver list is open to P_P12, P_P13 and P_P01 only, and to each enterprise its own', async () => {
    expect((await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: viewer, payload: {} })).json().status).toBe(0);
    await expectNoToken(t, { method: 'POST', url: '/api/users/v0/driver/list', payload: {} });
    await expectForbidden(t, { method: 'POST', url: '/api/users/v0/driver/list', payload: {} }, await t.tokenOf('haoyun-maint'));
    await expectInvalid(t, { method: 'POST', url: '/api/users/v0/driver/list', payload: { hasCar: 'maybe' } }, admin, 'hasCar');
    const b = (await t.call({ method: 'POST', url: '/api/users/v0/driver/list', token: bAdmin, payload: { limit: 100 } })).json().data;
    expect(b.list.every((d: { uid: string }) => d.uid.startsWith('drv-b-'))).toBe(true);
  });

  it('spec 6: a driver manager without P_P07 adds drivers but not staff', async () => {
    const manager = await tokenOfNew(t, 'driver-manager', ['P_P12', 'P_P13', 'P_P36']);
    const driver = { name: 'haoyun-newdriver', password: 'Driver2026', zhName: '郭金龍', role: 'driver', mobile: '0966555444', licenseClass: 'professional-heavy-truck', licenseExpiry: '2030-01-31' };
    const ok = (await createUser(manager, driver)).json();
    expect(ok.data).toMatchObject({ role: 'driver', licenseExpiry: '2030-01-31', codes: ['P_P13', 'P_P36'] });
    await expectForbidden(t, { method: 'POST', url: '/api/users/v0', payload: { ...staff, name: 'haoyun-nd2', mobile: '0966555333', email: 'nd2@fleet-demo.tw', codes: ['P_P36'] } }, manager);
    await expectForbidden(t, { method: 'GET', url: '/api/users/v0/user-demo-viewer' }, manager);
    await expectForbidden(t, { method: 'POST', url: '/api/users/v0', payload: { ...driver, name: 'haoyun-nd3', mobile: '0966555222' } }, await t.tokenOf('haoyun-maint'));
  });
});

describe('operation log (spec 7.6, page /log P_P19)', () => {
  it('spec 7.6: the log lists the enterprise\'s changes newest first, with filters and paging', async () => {
    const all = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { limit: 5 } })).json().data;
    expect(all.total).toBeGreaterThan(5);
    expect(all.list).toHaveLength(5);
    const times = all.list.map((l: { createdAt: number }) => l.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const deleted = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { keyword: '刪除帳號' } })).json().data;
    expect(deleted.list.map((l: { target: string }) => l.target)).toContain('haoyun-clerk');
    const mine = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { userUid: 'user-a-staff-3', limit: 100 } })).json().data;
    expect(mine.list.every((l: { userUid: string }) => l.userUid === 'user-a-staff-3')).toBe(true);
    const future = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { startTime: TEST_NOW + 86_400_000 } })).json().data;
    expect(future.total).toBe(0);
  });

  it('spec 7.6: other domains record through fleet.recordOperation', async () => {
    const record = t.app.ctx.services.get('fleet.recordOperation') as (u: object, a: string, target: string) => Promise<void>;
    await record({ userUid: 'user-demo-admin', enterpriseUid: 'ent-a', name: 'demo-admin', zhName: '王大明', codes: [], role: 'admin', sessionUid: '' }, '新增圍籬', '五股總倉');
    const res = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { keyword: '圍籬' } })).json().data;
    expect(res.list[0]).toMatchObject({ action: '新增圍籬', target: '五股總倉', userName: '王大明' });
  });

  it('spec 6: the log needs a token and P_P19, and shows each enterprise only its own', async () => {
    await expectNoToken(t, { method: 'POST', url: '/api/log-operation/v0/list', payload: {} });
    await expectForbidden(t, { method: 'POST', url: '/api/log-operation/v0/list', payload: {} }, viewer);
    await expectInvalid(t, { method: 'POST', url: '/api/log-operation/v0/list', payload: { startTime: -5 } }, admin, 'startTime');
    const b = (await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: bAdmin, payload: { keyword: '圍籬' } })).json().data;
    expect(b.total).toBe(0);
  });
});

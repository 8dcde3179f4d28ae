import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CHANNELS, SOCKET_UNAUTHORIZED } from '../../../src/core/api/contract/socket';
import { publicOriginOf } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { startTestApp, type TestApp } from '../harness';
import { connected, listenForSockets, type SocketClients } from '../realtime/sockets';
import { expectNotFound } from '../replies';

/** Issue 22, 12: an administrator disables and enables accounts; a disabled or deleted user's tokens stop working with their own status. */

let t: TestApp;
let admin: string;
let sockets: SocketClients;
beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());
afterEach(() => sockets.closeAll());

type Tokens = { accessToken: string; idToken: string; refreshToken: string };
const signIn = async (name: string) => (await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password: DEMO_PASSWORD } })).json();
const tokensOf = async (name: string): Promise<Tokens> => (await signIn(name)).data;
const setEnabled = (token: string, uid: string, enabled: boolean) => t.call({ method: 'PUT', url: `/api/users/v0/${uid}`, token, payload: { enabled } });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/my-profile/v0', token });
const refresh = (refreshToken: string) => t.call({ method: 'POST', url: '/api/auth/v0/token', payload: { grantType: 'refreshToken', refreshToken } });
const userRow = (uid: string) => t.app.ctx.db.one<{ enabled: boolean; activated: boolean; deleted: boolean }>(`SELECT enabled, activated, deleted FROM users WHERE uid = $1`, [uid]);
const DISABLED = { status: 4010003, message: '此帳號已停用，請聯絡管理員。' };
const DELETED = { status: 4010004, message: '此帳號已刪除。' };

describe('disabling an account (issue 22, 12)', () => {
  it('refuses the disabled user\'s calls, refresh, socket and sign-in with 401 / 4010003 and its message', async () => {
    const viewer = await tokensOf('demo-viewer');
    expect((await profile(viewer.accessToken)).statusCode).toBe(200);
    const res = await setEnabled(admin, 'user-demo-viewer', false);
    expect(res.json().data).toMatchObject({ enabled: false, activated: true });

    const call = await profile(viewer.accessToken);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject(DISABLED);
    const renewed = await refresh(viewer.refreshToken);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toMatchObject(DISABLED);
    expect(await signIn('demo-viewer')).toMatchObject(DISABLED);
    const refused = await connected(sockets.open(SOCKET_CHANNELS.monitor.namespace, viewer.accessToken)).then(() => null, (error: Error & { data?: unknown }) => error);
    expect(refused?.message).toBe(SOCKET_UNAUTHORIZED);
    expect(refused?.data).toMatchObject(DISABLED);
  });

  it('a repeated disable changes nothing and still answers the account; enabling lets the user sign in again', async () => {
    const again = await setEnabled(admin, 'user-demo-viewer', false);
    expect(again.json()).toMatchObject({ status: 0, data: { enabled: false } });
    const list = (await t.call({ method: 'POST', url: '/api/users/v0/list', token: admin, payload: { enabled: false, activated: true } })).json().data.list;
    expect(list.map((u: { name: string }) => u.name)).toEqual(['demo-viewer']);

    expect((await setEnabled(admin, 'user-demo-viewer', true)).json().data).toMatchObject({ enabled: true, activated: true });
    const back = await signIn('demo-viewer');
    expect(back.status).toBe(0);
    expect((await profile(back.data.accessToken)).statusCode).toBe(200);
    expect((await setEnabled(admin, 'user-demo-viewer', true)).json().status).toBe(0);
  });

  it('the old session stays over after enabling: its tokens were revoked with the disable', async () => {
    const viewer = await tokensOf('demo-viewer');
    await setEnabled(admin, 'user-demo-viewer', false);
    await setEnabled(admin, 'user-demo-viewer', true);
    expect((await profile(viewer.accessToken)).json().status).toBe(4010001);
    expect((await refresh(viewer.refreshToken)).json().status).toBe(4010001);
  });

  it('an administrator cannot disable their own account', async () => {
    const self = await setEnabled(admin, 'user-demo-admin', false);
    expect(self.json()).toMatchObject({ status: 4090001, field: 'enabled' });
    expect(await userRow('user-demo-admin')).toMatchObject({ enabled: true });
  });

  it('another enterprise\'s administrator cannot disable or enable the account: not found, nothing changes', async () => {
    const bAdmin = await t.tokenOf('demo-b-admin');
    const res = await setEnabled(bAdmin, 'user-demo-viewer', false);
    expectNotFound(res);
    expect(await userRow('user-demo-viewer')).toMatchObject({ enabled: true });
  });

  it('an account awaiting its activation link is not enabled by the switch, and a disabled one gets no new link', async () => {
    const created = (await t.call({
      method: 'POST', url: '/api/users/v0', token: admin,
      payload: { name: 'haoyun-pending', password: 'Pending2026x', zhName: '待啟用', role: 'staff', email: 'pending@fleet-demo.tw', codes: ['P_P36'] },
    })).json().data;
    expect(created).toMatchObject({ enabled: false, activated: false });
    expect((await setEnabled(admin, created.uid, true)).json()).toMatchObject({ status: 4090001, field: 'enabled' });
    await setEnabled(admin, 'user-demo-viewer', false);
    const resend = await t.call({ method: 'POST', url: '/api/users/v0/resend-verify', token: admin, payload: { uid: 'user-demo-viewer' } });
    expect(resend.json().status).toBe(4090001);
    await setEnabled(admin, 'user-demo-viewer', true);
  });

  it('a deleted user\'s tokens answer 401 / 4010004 on calls and refresh', async () => {
    const staff = await tokensOf('haoyun-dispatch');
    const uid = (await t.call({ method: 'POST', url: '/api/users/v0/list', token: admin, payload: { keyword: 'haoyun-dispatch' } })).json().data.list[0].uid;
    expect((await t.call({ method: 'DELETE', url: '/api/users/v0', token: admin, payload: { uids: [uid] } })).json().status).toBe(0);
    const call = await profile(staff.accessToken);
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject(DELETED);
    expect((await refresh(staff.refreshToken)).json()).toMatchObject(DELETED);
  });
});

describe('the activation link is absolute (issue 22, 12)', () => {
  it('starts with the console\'s public origin', async () => {
    await t.call({
      method: 'POST', url: '/api/users/v0', token: admin,
      payload: { name: 'haoyun-linked', password: 'Linked2026x', zhName: '連結', role: 'staff', email: 'linked@fleet-demo.tw', codes: ['P_P36'] },
    });
    const mail = t.sender.last.get('linked@fleet-demo.tw')!;
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/verify\?token=/);
    expect(mail.text).toContain(mail.link);
  });

  it.each([
    [undefined, 'http://localhost:8080'],
    ['', 'http://localhost:8080'],
    ['https://fleet.example.com', 'https://fleet.example.com'],
    ['https://fleet.example.com/', 'https://fleet.example.com'],
    ['https://fleet.example.com:8443/console', 'https://fleet.example.com:8443'],
    ['javascript:alert(1)', 'http://localhost:8080'],
    ['fleet.example.com', 'http://localhost:8080'],
  ])('FMS_PUBLIC_ORIGIN %j gives %s', (value, origin) => {
    expect(publicOriginOf(value)).toBe(origin);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp } from '../harness';
import type { Notify } from '../../../demo/server/domains/comms/notify';
import { TEST_NOW } from '../test-clock';
import { expectNoToken, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
const now = TEST_NOW;
const today = { startTime: now - 12 * 3600_000, endTime: now + 12 * 3600_000 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const list = (token: string | undefined, body: object, query = 'offset=0&limit=6') =>
  t.call({ method: 'POST', url: `/api/message/v0/list?${query}`, token, payload: body });
const notify = (input: Parameters<Notify>[0]) => (t.app.ctx.services.get('comms.notify') as Notify)(input);

describe('notifications (spec 2.6, 4, 7.3, 9)', () => {
  it('spec 7.3: the list holds the caller\'s messages of today, newest first, with a total', async () => {
    const data = expectOk(await list(admin, { categoryList: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ...today }));
    expect(data.total).toBeGreaterThanOrEqual(6);
    expect(data.list).toHaveLength(6);
    const times = data.list.map((m: { createdAt: number }) => m.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.list[0]).toMatchObject({ uid: expect.any(String), title: expect.any(String), content: expect.any(String) });
  });

  it('spec 7.3: the category list and the time range narrow the list, and offset pages it', async () => {
    const only5 = expectOk(await list(admin, { categoryList: [5], ...today }));
    expect(only5.list.every((m: { category: number }) => m.category === 5)).toBe(true);
    expect(only5.list.some((m: { includeDtcA: boolean }) => m.includeDtcA)).toBe(true);
    const past = expectOk(await list(admin, { categoryList: [5], startTime: now - 10 * 86_400_000, endTime: now - 9 * 86_400_000 }));
    expect(past.total).toBe(0);
    const all = expectOk(await list(admin, { categoryList: [1, 3, 4, 5, 7, 10], ...today }, 'offset=0&limit=100'));
    const second = expectOk(await list(admin, { categoryList: [1, 3, 4, 5, 7, 10], ...today }, 'offset=2&limit=2'));
    expect(second.list.map((m: { uid: string }) => m.uid)).toEqual(all.list.slice(2, 4).map((m: { uid: string }) => m.uid));
  });

  it('spec 4: the hub stores a message only for users whose settings enable its category', async () => {
    await t.app.ctx.db.query(
      `UPDATE users SET message_settings = '[{"category":3,"enabled":false}]' WHERE name = 'demo-viewer'`);
    const sent = await notify({ enterpriseUid: 'ent-a', category: 3, type: 'fence', code: 'leave', title: '離開圍籬', content: '測試車離開圍籬' });
    const users = await t.app.ctx.db.query<{ name: string }>(
      `SELECT u.name FROM messages m JOIN users u ON u.uid = m.user_uid WHERE m.uid = ANY($1)`, [sent.map((m) => m.uid)]);
    const names = users.map((u) => u.name);
    expect(names).toContain('demo-admin');
    expect(names).not.toContain('demo-viewer');
    expect(names).not.toContain('demo-b-admin');
  });

  it('spec 4: a listed user set limits the recipients to those users of the enterprise', async () => {
    const sent = await notify({ enterpriseUid: 'ent-a', userUids: ['user-demo-admin', 'user-demo-b-admin'], category: 9, type: 'video', code: 'x', title: '影像', content: '影像完成' });
    expect(sent).toHaveLength(1);
    const mine = expectOk(await list(admin, { categoryList: [9], ...today }));
    expect(mine.list[0].uid).toBe(sent[0].uid);
  });

  it('spec 7.3: saving settings stores them and the refreshed id token carries them', async () => {
    const tokens = expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-driver', password: 'fleet-demo-2021' } }));
    const saved = expectOk(await t.call({
      method: 'PUT', url: '/api/message/v0/settings', token: tokens.accessToken,
      payload: { data: { messages: [{ category: 6, enabled: false }, { category: 9, enabled: false }] } },
    }));
    expect(saved.messages).toHaveLength(10);
    expect(saved.messages.find((m: { category: number }) => m.category === 6).enabled).toBe(false);
    const refreshed = expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/token', payload: { grantType: 'refreshToken', refreshToken: tokens.refreshToken } }));
    const id = decodeJwt(refreshed.idToken) as { settings: { messages: Array<{ category: number; enabled: boolean }> } };
    expect(id.settings.messages.filter((m) => !m.enabled).map((m) => m.category)).toEqual([6, 9]);
  });

  it('issue 3: a category outside 1..10 in the settings is a validation error naming the field', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/message/v0/settings', token: admin, payload: { data: { messages: [{ category: 11, enabled: true }] } } });
    expectStatus(res, 400, 4000001, 'data.messages.0.category');
  });

  it('issue 3: a repeated category in the settings is a validation error', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/message/v0/settings', token: admin, payload: { data: { messages: [{ category: 2, enabled: true }, { category: 2, enabled: false }] } } });
    expectStatus(res, 400, 4000001, 'data.messages.1.category');
  });

  it('issue 3: the list without a category list is a validation error', async () => {
    expectStatus(await list(admin, { ...today }), 400, 4000001, 'categoryList');
  });

  it('issue 3: the message calls need a token', async () => {
    expectNoToken(await list(undefined, { categoryList: [1], ...today }));
    expectNoToken(await t.call({ method: 'PUT', url: '/api/message/v0/settings', payload: { data: { messages: [] } } }));
  });

  it('issue 3, issue 10 (5): marking read touches only the caller\'s own messages; another enterprise\'s is not found', async () => {
    const mine = expectOk(await list(admin, { categoryList: [1, 3, 4, 5], ...today }));
    const bToken = await t.tokenOf('demo-b-admin');
    const theirs = await t.call({ method: 'POST', url: '/api/message/v0/read', token: bToken, payload: { uids: [mine.list[0].uid] } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ status: 4040001, field: 'uids' });
    const ours = expectOk(await t.call({ method: 'POST', url: '/api/message/v0/read', token: admin, payload: { uids: [mine.list[0].uid] } }));
    expect(ours.updated).toBe(1);
    const after = expectOk(await list(admin, { categoryList: [1, 3, 4, 5], ...today }));
    expect(after.list.find((m: { uid: string }) => m.uid === mine.list[0].uid).read).toBe(true);
  });

  it('spec 7.3: another enterprise\'s user never lists enterprise A\'s messages', async () => {
    const bToken = await t.tokenOf('demo-b-admin');
    const data = expectOk(await list(bToken, { categoryList: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], ...today }, 'offset=0&limit=100'));
    const owners = await t.app.ctx.db.query<{ enterprise_uid: string }>(`SELECT DISTINCT enterprise_uid FROM messages WHERE uid = ANY($1)`, [data.list.map((m: { uid: string }) => m.uid)]);
    expect(owners.map((o) => o.enterprise_uid)).toEqual(['ent-b']);
  });
});

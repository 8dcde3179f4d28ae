import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const newFence = (name: string) => ({
  name,
  iconType: 'parking',
  shape: { type: 'circle', center: { lat: 25.0601, lng: 121.4602 }, radius: 300 },
  triggers: { enter: true, leave: true, delayedEnterMinutes: 30 },
  message: '車輛進出停車場。',
  options: { notify: true, carUids: [] },
});

describe('fences (spec 7.6 Fences, 3 Fence)', () => {
  it('spec 7.6: a created fence can be fetched, listed, edited and deleted', async () => {
    const created = expectOk(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: newFence('三重停車場') }));
    expect(created.uid).toMatch(/^fen-/);
    const got = expectOk(await t.call({ method: 'GET', url: `/api/fence/v0/${created.uid}`, token: admin }));
    expect(got).toMatchObject({ name: '三重停車場', iconType: 'parking', triggers: { delayedEnterMinutes: 30 } });
    const listed = expectOk(await t.call({ method: 'POST', url: '/api/fence/v0/list', token: admin, payload: { keyword: '三重' } }));
    expect(listed.list.map((f: { uid: string }) => f.uid)).toEqual([created.uid]);
    const edited = expectOk(await t.call({ method: 'PUT', url: `/api/fence/v0/${created.uid}`, token: admin, payload: { ...newFence('三重轉運站'), iconType: 'business' } }));
    expect(edited).toMatchObject({ name: '三重轉運站', iconType: 'business' });
    expect(expectOk(await t.call({ method: 'DELETE', url: '/api/fence/v0', token: admin, payload: { uids: [created.uid] } }))).toEqual({ deleted: 1 });
    expectNotFound(await t.call({ method: 'GET', url: `/api/fence/v0/${created.uid}`, token: admin }));
  });

  it('spec 7.6: the fence list filters by icon type and pages with a total', async () => {
    const harbors = expectOk(await t.call({ method: 'POST', url: '/api/fence/v0/list', token: admin, payload: { iconType: 'harbor' } }));
    expect(harbors.total).toBeGreaterThanOrEqual(3);
    expect(harbors.list.every((f: { iconType: string }) => f.iconType === 'harbor')).toBe(true);
    const page = expectOk(await t.call({ method: 'POST', url: '/api/fence/v0/list', token: admin, payload: { offset: 1, limit: 2 } }));
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('issue 3: a fence without a name or with an unknown icon type is rejected naming the field', async () => {
    const { name: _name, ...noName } = newFence('x');
    expectInvalid(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: noName }), 'name');
    expectInvalid(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: { ...newFence('x'), iconType: 'castle' } }), 'iconType');
  });

  it('spec 3: a fence needs at least one trigger and a place in Taiwan', async () => {
    const none = { ...newFence('無觸發'), triggers: { enter: false, leave: false } };
    expectInvalid(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: none }), 'triggers');
    const abroad = { ...newFence('東京'), shape: { type: 'circle', center: { lat: 35.68, lng: 139.76 }, radius: 500 } };
    expectInvalid(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: abroad }), 'shape.center');
  });

  it('issue 3: fence calls need a token and the P_P08 code', async () => {
    expectNoToken(await t.call({ method: 'POST', url: '/api/fence/v0/list', payload: {} }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/fence/v0', token: await t.tokenOf('demo-viewer'), payload: newFence('x') }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/fence/v0/list', token: await t.tokenOf('demo-driver'), payload: {} }));
  });

  it('issue 3: another enterprise can neither read, edit nor delete a fence', async () => {
    const other = await t.tokenOf('demo-b-admin');
    expectNotFound(await t.call({ method: 'GET', url: '/api/fence/v0/fen-ent-a-1', token: other }));
    expectNotFound(await t.call({ method: 'PUT', url: '/api/fence/v0/fen-ent-a-1', token: other, payload: newFence('搶') }));
    expectNotFound(await t.call({ method: 'DELETE', url: '/api/fence/v0', token: other, payload: { uids: ['fen-ent-a-1'] } }));
    const list = expectOk(await t.call({ method: 'POST', url: '/api/fence/v0/list', token: other, payload: { limit: 100 } }));
    expect(list.list.some((f: { uid: string }) => f.uid.startsWith('fen-ent-a'))).toBe(false);
    expect(expectOk(await t.call({ method: 'GET', url: '/api/fence/v0/fen-ent-a-1', token: admin })).name).toBe('基隆港');
  });

  it('spec 2.11: adding a fence is written to the operation log', async () => {
    expectOk(await t.call({ method: 'POST', url: '/api/fence/v0', token: admin, payload: newFence('新莊倉') }));
    const rows = await t.app.ctx.db.query<{ action: string; target: string }>(`SELECT action, target FROM operation_logs WHERE target = '新莊倉'`);
    expect(rows).toEqual([{ action: '新增圍籬', target: '新莊倉' }]);
  });
});

describe('common routes (spec 7.6 Common routes, 3 Common route)', () => {
  it('spec 7.6: a route is planned on the roads, renamed with only its name, and deleted', async () => {
    const created = expectOk(await t.call({
      method: 'POST', url: '/api/common-routes/v0', token: admin,
      payload: { name: '五股 → 桃園機場', waypoints: [{ lat: 25.078, lng: 121.443 }, { lat: 25.0797, lng: 121.2342 }] },
    }));
    expect(created.distance).toBeGreaterThan(20_000);
    expect(created.path.length).toBeGreaterThan(2);
    const renamed = expectOk(await t.call({ method: 'PUT', url: `/api/common-routes/v0/${created.uid}`, token: admin, payload: { name: '五股 → 機場貨運站' } }));
    expect(renamed.name).toBe('五股 → 機場貨運站');
    const got = expectOk(await t.call({ method: 'GET', url: `/api/common-routes/v0/${created.uid}`, token: admin }));
    expect(got).toMatchObject({ name: '五股 → 機場貨運站', distance: created.distance });
    const listed = expectOk(await t.call({ method: 'POST', url: '/api/common-routes/v0/list', token: admin, payload: { keyword: '機場貨運' } }));
    expect(listed.total).toBe(1);
    expect(listed.list[0].path).toBeUndefined();
    expectOk(await t.call({ method: 'DELETE', url: '/api/common-routes/v0', token: admin, payload: { uids: [created.uid] } }));
    expectNotFound(await t.call({ method: 'GET', url: `/api/common-routes/v0/${created.uid}`, token: admin }));
  });

  it('spec 3: an update sends only the name; other fields are rejected', async () => {
    const { list } = expectOk(await t.call({ method: 'POST', url: '/api/common-routes/v0/list', token: admin, payload: {} }));
    const res = await t.call({ method: 'PUT', url: `/api/common-routes/v0/${list[0].uid}`, token: admin, payload: { name: 'x', waypoints: [] } });
    expect(res.statusCode).toBe(400);
    expectInvalid(await t.call({ method: 'POST', url: '/api/common-routes/v0', token: admin, payload: { name: '一點', waypoints: [{ lat: 25, lng: 121.5 }] } }), 'waypoints');
  });

  it('issue 3: common routes need a token, P_P08 to change, and stay within the enterprise', async () => {
    expectNoToken(await t.call({ method: 'POST', url: '/api/common-routes/v0/list', payload: {} }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/common-routes/v0/list', token: await t.tokenOf('demo-viewer'), payload: {} }));
    const { list } = expectOk(await t.call({ method: 'POST', url: '/api/common-routes/v0/list', token: admin, payload: {} }));
    const other = await t.tokenOf('demo-b-admin');
    expectNotFound(await t.call({ method: 'GET', url: `/api/common-routes/v0/${list[0].uid}`, token: other }));
    expectNotFound(await t.call({ method: 'PUT', url: `/api/common-routes/v0/${list[0].uid}`, token: other, payload: { name: '搶' } }));
    expectNotFound(await t.call({ method: 'DELETE', url: '/api/common-routes/v0', token: other, payload: { uids: [list[0].uid] } }));
  });
});

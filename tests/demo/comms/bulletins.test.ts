import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { selfRegisteredAdmin } from './helpers';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let operator: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  operator = await t.tokenOf('demo-operator');
});
afterAll(() => t.close());

const published = () => t.call({ method: 'POST', url: '/bulletin/api/v0/bulletin/published?limit=50&offset=0' });
const publish = (token: string | undefined, payload: object) => t.call({ method: 'POST', url: '/bulletin/api/v0/bulletin', token, payload });
const withdraw = (token: string, uid: string) => t.call({ method: 'DELETE', url: `/bulletin/api/v0/bulletin/${uid}`, token });
const publishedUids = async () => (await published()).json().data.map((b: { uid: string }) => b.uid) as string[];
const maintenance = () => ({ bulletinType: '系統維護', title: '系統維護公告', content: '今晚 23:00 起系統維護。', startTime: TEST_NOW - 60_000, endTime: TEST_NOW + DAY });

describe('bulletins (spec 3, 4 \'System maintenance mode\', 7.3)', () => {
  it('spec 7.3: the published list needs no token and answers status 200 with bulletinType on each', async () => {
    const res = await published();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toMatchObject({ bulletinType: expect.any(String), publishStatus: 1 });
    expect(body.data.some((b: { bulletinType: string }) => b.bulletinType.includes('系統維護'))).toBe(false);
  });

  it('spec 4, issue 10, 3: the platform operator publishes a 系統維護 bulletin into the published list and withdraws it', async () => {
    const created = expectOk(await publish(operator, maintenance()));
    expect(created.publishStatus).toBe(1);
    expect(await publishedUids()).toContain(created.uid);
    expectOk(await withdraw(operator, created.uid));
    expect(await publishedUids()).not.toContain(created.uid);
  });

  it('spec 9: a maintenance bulletin tells every enterprise\'s users (category 2)', async () => {
    const created = expectOk(await publish(operator, { ...maintenance(), title: '平台升級維護' }));
    const rows = await t.app.ctx.db.query<{ enterprise_uid: string }>(
      `SELECT DISTINCT enterprise_uid FROM messages WHERE category = 2 AND data->>'bulletinUid' = $1`, [created.uid]);
    expect(rows.map((r) => r.enterprise_uid)).toEqual(expect.arrayContaining(['ent-a', 'ent-b']));
  });

  it('spec 7.3: a bulletin outside its time window is not published', async () => {
    const later = expectOk(await publish(operator, { ...maintenance(), bulletinType: '系統公告', startTime: TEST_NOW + DAY, endTime: TEST_NOW + 2 * DAY }));
    const uids = (await published()).json().data.map((b: { uid: string }) => b.uid);
    expect(uids).not.toContain(later.uid);
  });

  it('spec 7.3: limit and offset page the published list', async () => {
    const all = (await published()).json().data;
    const page = (await t.call({ method: 'POST', url: '/bulletin/api/v0/bulletin/published?limit=1&offset=1' })).json().data;
    expect(page).toHaveLength(Math.min(1, Math.max(0, all.length - 1)));
    if (all.length > 1) expect(page[0].uid).toBe(all[1].uid);
  });

  it('issue 3: publishing without a title is a validation error naming the field', async () => {
    const { title: _t, ...rest } = maintenance();
    expectStatus(await publish(operator, rest), 400, 4000001, 'title');
  });

  it('issue 3: an end before the start is a validation error', async () => {
    expectStatus(await publish(operator, { ...maintenance(), endTime: TEST_NOW - DAY }), 400, 4000001, 'endTime');
  });

  it('issue 3: publishing needs a token', async () => {
    expectNoToken(await publish(undefined, maintenance()));
  });

  it('issue 3: publishing needs P_P09 (the viewer lacks it)', async () => {
    expectForbidden(await publish(await t.tokenOf('demo-viewer'), maintenance()));
  });

  it('issue 10, 3: an enterprise\'s admin, holding P_P09, is refused a 系統維護 bulletin, and none is published', async () => {
    const before = await publishedUids();
    expectForbidden(await publish(admin, { ...maintenance(), title: '企業 A 的維護' }));
    expect(await publishedUids()).toEqual(before);
  });

  it('issue 10, 3: an enterprise\'s admin is refused an ordinary bulletin too, since every bulletin reaches every enterprise', async () => {
    expectForbidden(await publish(admin, { ...maintenance(), bulletinType: '系統公告' }));
  });

  it('issue 10, 3: the admin of a self-registered enterprise (every code) is refused a 系統維護 bulletin', async () => {
    const selfMade = await selfRegisteredAdmin(t);
    expectForbidden(await publish(selfMade, maintenance()));
  });

  it('issue 10, 3: no enterprise\'s admin can withdraw the operator\'s maintenance bulletin', async () => {
    const created = expectOk(await publish(operator, maintenance()));
    for (const name of ['demo-admin', 'demo-b-admin']) expectForbidden(await withdraw(await t.tokenOf(name), created.uid));
    expect(await publishedUids()).toContain(created.uid);
    expectOk(await withdraw(operator, created.uid));
  });

  it('issue 10, 3: the operator withdraws a bulletin an enterprise published before publishing was the operator\'s', async () => {
    await t.app.ctx.db.query(
      `INSERT INTO bulletins (uid, bulletin_type, title, content, start_time, end_time, enterprise_uid, created_at) VALUES ('bul-legacy', '系統維護', '舊的維護公告', '', $1, $2, 'ent-a', $1)`,
      [new Date(TEST_NOW - DAY), new Date(TEST_NOW + DAY)]);
    expectOk(await withdraw(operator, 'bul-legacy'));
    expect(await publishedUids()).not.toContain('bul-legacy');
  });

  it('issue 3: withdrawing a bulletin that is not published is not found (404)', async () => {
    expectNotFound(await withdraw(operator, 'bul-none'));
  });
});

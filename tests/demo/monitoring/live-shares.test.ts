import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import type { LiveShare, LiveShareLink, LiveShareView } from '../../../src/core/api/contract/live-share';
import { LIVE_SHARE_INVALID, LIVE_SHARE_REVOKED, liveShareExpiredText } from '../../../src/core/live-share';
import { LIVE_SHARE_READS_PER_MINUTE, LIVE_SHARES_PER_HOUR } from '../../../demo/server/domains/monitoring/live-share/routes';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { HOUR_MS, MINUTE_MS } from '../../../src/core/format/time-units';
import { TEST_NOW, testClock } from '../test-clock';
import { expectForbidden, expectInvalid, expectNotFound, expectOk } from '../replies';

/** Issue 27, 4: expiring live-share links of one truck or one task. */
let t: TestApp;
/** Added to the app's clock: a test moves it past a link's expiry. */
let later = 0;
let admin: string;
let viewer: string;
let driver: string;
let bAdmin: string;
let carA: string;
let otherCarA: string;
let carB: string;
let taskA: { uid: string; car_uid: string };
let taskB: string;
beforeAll(async () => {
  const base = testClock();
  t = await startTestApp({ now: () => base() + later });
  [admin, viewer, driver, bAdmin] = await Promise.all(['demo-admin', 'demo-viewer', 'demo-driver', 'demo-b-admin'].map((n) => t.tokenOf(n)));
  const db = t.app.ctx.db;
  const carsOf = async (ent: string) => (await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = $1 AND NOT deleted AND enabled_code ORDER BY car_no`, [ent])).map((r) => r.uid);
  [carA, otherCarA] = await carsOf('ent-a');
  [carB] = await carsOf('ent-b');
  taskA = (await db.one<{ uid: string; car_uid: string }>(`SELECT uid, car_uid FROM tasks WHERE enterprise_uid = 'ent-a' ORDER BY uid LIMIT 1`))!;
  taskB = (await db.one<{ uid: string }>(`SELECT uid FROM tasks WHERE enterprise_uid = 'ent-b' ORDER BY uid LIMIT 1`))!.uid;
});
afterAll(() => t.close());

let nextIp = 1;
/** A client address of its own per test, so the reads' budget of one test does not reach another. */
const freshIp = () => `10.27.4.${nextIp++}`;
const create = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/monitor/v0/live-share', token, payload });
const list = (token: string) => t.call({ method: 'GET', url: '/api/monitor/v0/live-share', token });
const revoke = (token: string, uid: string) => t.call({ method: 'DELETE', url: `/api/monitor/v0/live-share/${uid}`, token });
const view = (share: string, ip = '10.27.0.1') => t.call({ method: 'POST', url: '/api/monitor/v0/live-share/view', payload: { share }, remoteAddress: ip });

describe('making live-share links', () => {
  it('each duration ends that long after now; a chosen time is taken as chosen', async () => {
    const now = t.app.ctx.now();
    const hour = expectOk<LiveShare>(await create(admin, { carUid: carA, duration: '1h' }));
    expect(hour.expiresAt - now).toBeGreaterThanOrEqual(HOUR_MS);
    expect(hour.expiresAt - now).toBeLessThan(HOUR_MS + MINUTE_MS);
    const chosen = now + 3 * HOUR_MS;
    expect(expectOk<LiveShare>(await create(admin, { carUid: carA, duration: 'custom', expiresAt: chosen })).expiresAt).toBe(chosen);
    expectInvalid(await create(admin, { carUid: carA, duration: 'custom', expiresAt: now - MINUTE_MS }), 'expiresAt');
    expectInvalid(await create(admin, { carUid: carA, duration: 'custom' }), 'expiresAt');
  });

  it('needs the car\'s permission: a truck P_P01, a task P_P13; a driver makes none', async () => {
    // demo-viewer holds P_P01 and not P_P13.
    expectOk(await create(viewer, { carUid: carA, duration: '15m' }));
    expectForbidden(await create(viewer, { taskUid: taskA.uid, duration: '15m' }));
    expectForbidden(await create(driver, { taskUid: taskA.uid, duration: '15m' }));
    expectForbidden(await list(driver));
  });

  it('another enterprise\'s car or task is not found, and makes no link', async () => {
    const count = async () => (await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM live_shares`))!.n;
    const before = await count();
    expectNotFound(await create(admin, { carUid: carB, duration: '1h' }));
    expectNotFound(await create(admin, { taskUid: taskB, duration: '1h' }));
    expectNotFound(await create(bAdmin, { carUid: carA, duration: '1h' }));
    expectInvalid(await create(admin, { carUid: carA, taskUid: taskA.uid, duration: '1h' }), 'carUid');
    expect(await count()).toBe(before);
  });
});

describe('the shared view', () => {
  it('shows only its truck: car number and position, no other car, driver or enterprise data', async () => {
    const link = expectOk<LiveShare>(await create(admin, { carUid: carA, duration: '8h' }));
    const shown = expectOk<LiveShareView>(await view(link.token, freshIp()));
    const carNo = (await t.app.ctx.db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = $1`, [carA]))!.car_no;
    expect(Object.keys(shown).sort()).toEqual(['carNo', 'expiresAt', 'kind', 'position', 'task']);
    expect(shown).toMatchObject({ kind: 'car', carNo, expiresAt: link.expiresAt, task: null });
    const live = await runtimeOf(t.app.ctx).record('ent-a', carA);
    expect(shown.position).toEqual({ lat: live!.lat, lng: live!.lng, speed: live!.speed, direction: live!.direction, time: live!.time });
    // Nothing of another car: the other truck's number appears nowhere in the answer.
    const other = (await t.app.ctx.db.one<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = $1`, [otherCarA]))!.car_no;
    const body = JSON.stringify(shown);
    expect(body).not.toContain(other);
    expect(body).not.toContain(carA);
    expect(body).not.toContain('ent-a');
  });

  it('follows the truck as it moves', async () => {
    const runtime = runtimeOf(t.app.ctx);
    const driving = (await runtime.records('ent-a')).find((r) => r.status === 'driving')!;
    const link = expectOk<LiveShare>(await create(admin, { carUid: driving.carUid, duration: '1h' }));
    const ip = freshIp();
    const positions = new Set<string>();
    let clock = TEST_NOW + 5 * HOUR_MS;
    for (let i = 0; i < 20 && positions.size < 2; i++) {
      clock += 30_000;
      await runtime.tick(clock, 30);
      const { position } = expectOk<LiveShareView>(await view(link.token, ip));
      positions.add(`${position!.lat},${position!.lng}`);
    }
    expect(positions.size).toBe(2);
  });

  it('a task link shows its truck and its stops with name, address and times; never the notes or kinds', async () => {
    const link = expectOk<LiveShare>(await create(admin, { taskUid: taskA.uid, duration: '24h' }));
    expect(link.kind).toBe('task');
    const shown = expectOk<LiveShareView>(await view(link.token, freshIp()));
    const detail = expectOk(await t.call({ method: 'GET', url: `/api/task/v0/${taskA.uid}`, token: admin }));
    expect(shown.carNo).toBe(detail.car.carNo);
    expect(shown.task!.stops.map((s) => [s.seq, s.name, s.address, s.plannedTime, s.arrivedAt, s.doneAt]))
      .toEqual([...detail.taskList].sort((a: { seq: number }, b: { seq: number }) => a.seq - b.seq)
        .map((s: Record<string, unknown>) => [s.seq, s.name, s.address, s.plannedTime, s.arrivedAt, s.doneAt]));
    for (const stop of shown.task!.stops) {
      expect(stop).not.toHaveProperty('note');
      expect(stop).not.toHaveProperty('kindName');
    }
  });

  it('is refused after its expiry, with when it expired, by the injectable clock', async () => {
    // A short link (6 minutes), so the admin's access token outlives it.
    const link = expectOk<LiveShare>(await create(admin, { carUid: carA, duration: 'custom', expiresAt: t.app.ctx.now() + 6 * MINUTE_MS }));
    const ip = freshIp();
    expectOk(await view(link.token, ip));
    later = 6 * MINUTE_MS + 1000;
    try {
      const refused = await view(link.token, ip);
      expectForbidden(refused);
      expect(refused.json().message).toBe(liveShareExpiredText(link.expiresAt));
      expect(expectOk<LiveShareLink[]>(await list(admin)).some((l) => l.uid === link.uid)).toBe(false);
    } finally {
      later = 0;
    }
  });

  it('a forged token, or one of another purpose, is refused as invalid', async () => {
    const { signPurposeToken } = await import('../../../demo/server/auth/tokens');
    const ip = freshIp();
    const bare = await signPurposeToken(t.app.ctx.tokens, 'ent-a', 'live-share', 3600, { sid: 'live-none' });
    const report = await signPurposeToken(t.app.ctx.tokens, 'ent-a', 'report-share', 3600, { sid: 'live-none', month: '2026-11' });
    for (const token of [bare, report, 'x.y.z']) {
      const refused = await view(token, ip);
      expectForbidden(refused);
      expect(refused.json().message).toBe(LIVE_SHARE_INVALID);
    }
  });
});

describe('the enterprise\'s list and revoking', () => {
  it('lists its working links with car number and maker; revoking refuses the link at its next read', async () => {
    const link = expectOk<LiveShare>(await create(viewer, { carUid: carA, duration: '1h' }));
    const listed = expectOk<LiveShareLink[]>(await list(admin)).find((l) => l.uid === link.uid);
    expect(listed).toMatchObject({ kind: 'car', carUid: carA, taskUid: null, createdBy: '林小華', expiresAt: link.expiresAt });
    expect(listed!.carNo).not.toBe('');
    expect(listed).not.toHaveProperty('token');
    expect(expectOk<LiveShareLink[]>(await list(bAdmin)).some((l) => l.uid === link.uid)).toBe(false);

    const ip = freshIp();
    expectOk(await view(link.token, ip));
    expect(expectOk(await revoke(admin, link.uid))).toBeNull();
    const refused = await view(link.token, ip);
    expectForbidden(refused);
    expect(refused.json().message).toBe(LIVE_SHARE_REVOKED);
    expect(expectOk<LiveShareLink[]>(await list(admin)).some((l) => l.uid === link.uid)).toBe(false);
  });

  it('revoking twice, or twice at once, revokes once; another enterprise\'s revoke is not found', async () => {
    const link = expectOk<LiveShare>(await create(admin, { carUid: carA, duration: '1h' }));
    expectNotFound(await revoke(bAdmin, link.uid));
    expectOk(await view(link.token, freshIp()));
    const answers = await Promise.all([revoke(admin, link.uid), revoke(admin, link.uid)]);
    answers.forEach((res) => expectOk(res));
    expectOk(await revoke(admin, link.uid));
    expect(await t.app.ctx.db.one(`SELECT count(*)::int AS n FROM live_shares WHERE uid = $1 AND revoked_at IS NOT NULL`, [link.uid])).toEqual({ n: 1 });
    expectNotFound(await revoke(admin, 'live-none'));
  });
});

describe('rate limits', () => {
  it('a client past its reads per minute gets 429; another client still reads; a minute later it reads again', async () => {
    const link = expectOk<LiveShare>(await create(admin, { carUid: carA, duration: '1h' }));
    const ip = freshIp();
    for (let i = 0; i < LIVE_SHARE_READS_PER_MINUTE; i++) expectOk(await view(link.token, ip));
    const refused = await view(link.token, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('查詢次數過多，請稍後再試。');
    // Wrong tokens count too, so a client cannot sweep tokens past the budget.
    expect((await view('x.y.z', ip)).statusCode).toBe(429);
    expectOk(await view(link.token, freshIp()));
    later = 61_000;
    try {
      expectOk(await view(link.token, ip));
    } finally {
      later = 0;
    }
  });

  it('a user past the links per hour is refused with 429 and makes no link', async () => {
    const b = await t.tokenOf('demo-b-admin');
    // A fresh hour for the user: earlier tests made links as them.
    await t.app.ctx.db.query(`DELETE FROM rate_limit_windows WHERE key LIKE 'live-share-create:%'`);
    const [car] = (await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-b' AND NOT deleted AND enabled_code ORDER BY car_no`));
    for (let i = 0; i < LIVE_SHARES_PER_HOUR; i++) expectOk(await create(b, { carUid: car.uid, duration: '15m' }));
    const refused = await create(b, { carUid: car.uid, duration: '15m' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('建立分享連結的次數過多，請稍後再試。');
    const made = (await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM live_shares WHERE enterprise_uid = 'ent-b'`))!.n;
    expect((await create(b, { carUid: car.uid, duration: '15m' })).statusCode).toBe(429);
    expect((await t.app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM live_shares WHERE enterprise_uid = 'ent-b'`))!.n).toBe(made);
  });
});

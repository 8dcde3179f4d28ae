import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDetail } from '../../../src/core/api/contract/task';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { metersOffPath } from '../../../demo/server/domains/tasks/tracking/deviation';
import { TaskTracker } from '../../../demo/server/domains/tasks/tracking/tracker';
import { destination, distance } from '../../../demo/server/geo/math';
import type { NotifyInput } from '../../../demo/server/services';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 27, 1–3: a truck reporting through the device intake drives a task's planned route; the
 * leader's tracker decides its stops' arrival and departure, the task's status, the ETA to the next
 * stop and a deviation from the route, and tells the task managers (category 4).
 */
let t: TestApp;
let admin: string;
let driver: string;
let clock = TEST_NOW;
let tracker: TaskTracker;
const notices: NotifyInput[] = [];
const DRIVER = 'user-demo-driver';
const MIN = 60_000;
const KNOTS_PER_KMH = 1 / 1.852;
let car: { uid: string; udid: string };
type P = { lat: number; lng: number };
let path: P[];
let stops: P[];
let taskUid: string;

/** Stops in Taichung a few kilometres apart; the route between them comes from the offline router. */
const S1 = { lat: 24.1477, lng: 120.6736 };
const S2 = destination(S1.lat, S1.lng, 90, 4000);
const S3 = destination(S1.lat, S1.lng, 90, 8000);

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  [admin, driver] = await Promise.all([t.tokenOf('demo-admin'), t.tokenOf('demo-driver')]);
  t.app.ctx.services.set('comms.notify', async (input: NotifyInput) => {
    notices.push(input);
    return [];
  });
  const db = t.app.ctx.db;
  car = (await db.one<{ uid: string; udid: string }>(
    `SELECT uid, udid FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND enabled_code AND NOT deleted ORDER BY uid DESC LIMIT 1`))!;
  // the car's own seeded tasks under way would be followed first
  await db.query(`UPDATE tasks SET status = 'stopped' WHERE car_uid = $1 AND status IN ('ready', 'doing')`, [car.uid]);
  const made = expectOk(await t.call({
    method: 'POST', url: '/api/task/v0', token: admin,
    payload: {
      taskDate: TEST_NOW, carUid: car.uid, driverUid: DRIVER,
      taskList: [
        { name: '起點倉', address: '', ...S1 },
        // planned for an hour ago: the truck cannot make it, so its ETA is late
        { name: '中途站', address: '', ...S2, plannedTime: TEST_NOW - 60 * MIN },
        { name: '終點站', address: '', ...S3, plannedTime: TEST_NOW + 8 * 60 * MIN },
      ],
    },
  }));
  taskUid = made.uid;
  const journey = expectOk(await t.call({ method: 'POST', url: '/api/task/v0/journey/path', token: admin, payload: { uid: taskUid } }));
  path = journey.planned.path;
  stops = journey.stops.map((s: TaskDetail['taskList'][number]) => ({ lat: s.lat, lng: s.lng }));
  tracker = new TaskTracker(t.app.ctx);
});
afterAll(() => t.close());

/** The truck reports being at `p` at the clock and the runtime ticks; the tracker has not followed yet. */
async function report(p: P, afterMs: number, kmh = 40, udid = car.udid): Promise<void> {
  clock += afterMs;
  const q = new URLSearchParams({ id: udid, lat: String(p.lat), lon: String(p.lng), timestamp: String(Math.floor(clock / 1000)), speed: String(kmh * KNOTS_PER_KMH) });
  expect((await t.call({ method: 'GET', url: `/devices/osmand?${q}` })).statusCode).toBe(200);
  clock += 1000;
  await runtimeOf(t.app.ctx).tick(clock, 1);
}

/** The truck reports being at `p` at the clock, the runtime ticks, then the tracker follows. */
async function drive(p: P, afterMs: number, kmh = 40): Promise<void> {
  await report(p, afterMs, kmh);
  await tracker.tick(clock);
}

/** The admin's token, signed in again as the clock runs past an access token's life. */
let signedInAt = TEST_NOW;
async function adminToken(): Promise<string> {
  if (clock - signedInAt < 10 * MIN) return admin;
  const res = await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
  admin = expectOk(res).accessToken;
  signedInAt = clock;
  return admin;
}
const detail = async (): Promise<TaskDetail> => expectOk(await t.call({ method: 'GET', url: `/api/task/v0/${taskUid}`, token: await adminToken() }));
const listed = async (): Promise<TaskDetail> =>
  expectOk(await t.call({ method: 'POST', url: '/api/task/v0/list', token: await adminToken(), payload: { carUid: car.uid, offset: 0, limit: 10 } })).list.find((x: TaskDetail) => x.uid === taskUid);
const noticesOf = (code: string) => notices.filter((n) => n.code === code && n.data?.taskUid === taskUid);
/** The point of the planned path farthest from every stop: on the route, between stops. */
const between = (a: P, b: P): P => {
  const i = path.findIndex((p) => distance(p, a) < 50);
  const j = path.findIndex((p) => distance(p, b) < 50);
  const part = path.slice(Math.max(0, i), j > i ? j : path.length);
  return part.reduce((best, p) => (Math.min(distance(p, a), distance(p, b)) > Math.min(distance(best, a), distance(best, b)) ? p : best), part[0]);
};

describe('a task followed from its truck\'s positions (issue 27)', () => {
  it('away from the first stop a ready task stays ready', async () => {
    await drive(destination(S1.lat, S1.lng, 180, 2000), 0);
    expect((await detail()).status).toBe('ready');
  });

  it('within the arrival radius of the first stop: the stop is arrived at, the task doing, the managers told', async () => {
    await drive(destination(stops[0].lat, stops[0].lng, 0, 100), MIN, 5);
    const d = await detail();
    expect(d.status).toBe('doing');
    expect(d.taskList[0].arrivedAt).toBe(clock);
    expect(d.taskList[0].doneAt).toBeNull();
    expect(noticesOf('arrived')).toHaveLength(1);
    expect(noticesOf('arrived')[0]).toMatchObject({ category: 4, title: '抵達站點' });
    expect(noticesOf('arrived')[0].content).toContain('第 1 站 起點倉');
    expect(noticesOf('doing')).toHaveLength(1);
  });

  it('staying and being seen again changes nothing twice', async () => {
    const before = await detail();
    await drive(stops[0], 30_000, 0);
    await tracker.tick(clock);
    expect((await detail()).taskList[0].arrivedAt).toBe(before.taskList[0].arrivedAt);
    expect(noticesOf('arrived')).toHaveLength(1);
  });

  it('leaving after the minimum dwell completes the stop; the next stop gets a routed ETA, marked late against its planned time', async () => {
    await drive(between(stops[0], stops[1]), 3 * MIN);
    const d = await detail();
    expect(d.taskList[0].doneAt).toBe(clock);
    expect(d.status).toBe('doing');
    const next = d.taskList[1];
    expect(next.etaAt).toBeGreaterThan(clock);
    expect(next.etaLate).toBe(true);
    expect(d.taskList[2].etaAt ?? null).toBeNull();
    // the task list shows the same
    expect((await listed()).taskList[1]).toMatchObject({ etaAt: next.etaAt, etaLate: true });
  });

  it('the ETA is routed again after a minute, not before', async () => {
    const first = (await detail()).taskList[1].etaAt;
    await drive(between(stops[0], stops[1]), 20_000, 0);
    expect((await detail()).taskList[1].etaAt).toBe(first);
    await drive(between(stops[0], stops[1]), 45_000, 0);
    expect((await detail()).taskList[1].etaAt).toBeGreaterThan(first!);
  });

  it('more than the deviation distance off the route for longer than its time raises a deviation once; coming back clears it', async () => {
    const on = between(stops[0], stops[1]);
    const off = destination(on.lat, on.lng, 0, 2500);
    const further = [off, destination(off.lat, off.lng, 90, 50), destination(off.lat, off.lng, 90, 100)];
    for (const p of further) expect(metersOffPath(path, p)).toBeGreaterThan(300);
    await drive(off, 20_000);
    const since = clock;
    await drive(off, 30_000, 0);
    expect((await detail()).deviation ?? null).toBeNull();
    expect(noticesOf('deviation')).toHaveLength(0);
    await drive(further[1], 40_000);
    const d = await detail();
    expect(d.deviation).toMatchObject({ since });
    expect(d.deviation!.meters).toBeGreaterThan(300);
    expect(d.deviation!.path.length).toBeGreaterThanOrEqual(2);
    expect(noticesOf('deviation')).toHaveLength(1);
    expect(noticesOf('deviation')[0]).toMatchObject({ category: 4, title: '偏離規劃路線' });
    await drive(further[2], 20_000);
    expect(noticesOf('deviation')).toHaveLength(1);
    await drive(on, 60_000);
    expect((await detail()).deviation ?? null).toBeNull();
    const kept = await t.app.ctx.db.query<{ ended_at: Date | null }>(`SELECT ended_at FROM task_deviations WHERE task_uid = $1`, [taskUid]);
    expect(kept.map((k) => k.ended_at?.getTime())).toEqual([clock]);
  });

  it("the driver's own arrival time wins over the truck's later arrival", async () => {
    const reported = clock;
    driver = expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-driver', password: DEMO_PASSWORD } })).accessToken;
    expectOk(await t.call({ method: 'PUT', url: '/api/task/v0/by-driver', token: driver, payload: { uid: taskUid, action: 'arrive', seq: 2 } }));
    await drive(stops[1], 5 * MIN, 5);
    const d = await detail();
    expect(d.taskList[1].arrivedAt).toBe(reported);
    // the driver reported it: the truck's arrival tells nobody again
    expect(noticesOf('arrived')).toHaveLength(1);
  });

  it('the last departure completes the task', async () => {
    await drive(between(stops[1], stops[2]), 3 * MIN);
    expect((await detail()).taskList[1].doneAt).toBe(clock);
    await drive(stops[2], 10 * MIN, 5);
    expect(noticesOf('arrived')).toHaveLength(2);
    await drive(stops[2], 2 * MIN, 0);
    await drive(destination(stops[2].lat, stops[2].lng, 90, 1000), MIN);
    const d = await detail();
    expect(d.status).toBe('completed');
    expect(d.taskList.every((s) => s.doneAt !== null)).toBe(true);
    expect(d.taskList.every((s) => (s.etaAt ?? null) === null)).toBe(true);
    expect(noticesOf('completed')).toHaveLength(1);
    // no longer followed
    await drive(stops[0], MIN);
    expect((await detail()).taskList[0].doneAt).not.toBe(clock);
  });
});

describe('the enterprise\'s tracking parameters (issue 27, /setting)', () => {
  it('an arrival radius out of range is refused with a message, and nothing is saved', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/enterprise/v0/settings', token: await adminToken(),
      payload: { taskTracking: { arrivalRadiusMeters: 10, minDwellMinutes: 2, lateMinutes: 15, deviationMeters: 300, deviationSeconds: 60 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toContain('arrivalRadiusMeters');
    const saved = expectOk(await t.call({ method: 'GET', url: '/api/enterprise/v0/settings', token: await adminToken() }));
    expect(saved.taskTracking.arrivalRadiusMeters).toBe(150);
  });

  it('the tracker follows the saved radius: with 1000 m a truck 800 m from the stop has arrived', async () => {
    const made = expectOk(await t.call({
      method: 'POST', url: '/api/task/v0', token: await adminToken(),
      payload: { taskDate: clock, carUid: car.uid, driverUid: DRIVER, taskList: [{ name: '遠站', address: '', ...S2 }, { name: '終站', address: '', ...S3 }] },
    }));
    const near = destination(S2.lat, S2.lng, 180, 800);
    await drive(near, MIN);
    expect(expectOk(await t.call({ method: 'GET', url: `/api/task/v0/${made.uid}`, token: await adminToken() })).status).toBe('ready');
    expectOk(await t.call({ method: 'PUT', url: '/api/enterprise/v0/settings', token: await adminToken(),
      payload: { taskTracking: { arrivalRadiusMeters: 1000, minDwellMinutes: 2, lateMinutes: 15, deviationMeters: 300, deviationSeconds: 60 } } }));
    await drive(near, MIN);
    const d: TaskDetail = expectOk(await t.call({ method: 'GET', url: `/api/task/v0/${made.uid}`, token: await adminToken() }));
    expect(d.status).toBe('doing');
    expect(d.taskList[0].arrivedAt).toBe(clock);
  });
});

describe('the tracker beside the driver and beside itself (one transaction, under the task\'s row lock)', () => {
  let other: { uid: string; udid: string };
  const newTask = async () => expectOk(await t.call({
    method: 'POST', url: '/api/task/v0', token: await adminToken(),
    payload: { taskDate: clock, carUid: other.uid, driverUid: DRIVER, taskList: [{ name: '甲站', address: '', ...S1 }, { name: '乙站', address: '', ...S3 }] },
  })).uid as string;
  const read = async (uid: string): Promise<TaskDetail> => expectOk(await t.call({ method: 'GET', url: `/api/task/v0/${uid}`, token: await adminToken() }));

  beforeAll(async () => {
    other = (await t.app.ctx.db.one<{ uid: string; udid: string }>(
      `SELECT uid, udid FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND enabled_code AND NOT deleted AND uid <> $1 ORDER BY uid LIMIT 1`, [car.uid]))!;
    await t.app.ctx.db.query(`UPDATE tasks SET status = 'stopped' WHERE car_uid = $1 AND status IN ('ready', 'doing')`, [other.uid]);
  });

  it('the driver starting the task while the truck arrives: one start, one arrival, told once', async () => {
    const uid = await newTask();
    await report(S1, MIN, 5, other.udid);
    driver = expectOk(await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-driver', password: DEMO_PASSWORD } })).accessToken;
    const [, started] = await Promise.all([
      tracker.tick(clock),
      t.call({ method: 'PUT', url: '/api/task/v0/by-driver', token: driver, payload: { uid, action: 'start' } }),
    ]);
    // whichever came first, the other found the task doing: a second start is refused
    expect([200, 409]).toContain(started.statusCode);
    const d = await read(uid);
    expect(d.status).toBe('doing');
    expect(d.taskList[0].arrivedAt).not.toBeNull();
    expect(notices.filter((n) => n.code === 'doing' && n.data?.taskUid === uid)).toHaveLength(1);
    expect(notices.filter((n) => n.code === 'arrived' && n.data?.taskUid === uid)).toHaveLength(1);
  });

  it('two trackers at once (a leader handing over) arrive once and tell once', async () => {
    await t.app.ctx.db.query(`UPDATE tasks SET status = 'stopped' WHERE car_uid = $1 AND status IN ('ready', 'doing')`, [other.uid]);
    const uid = await newTask();
    await report(S1, MIN, 5, other.udid);
    await Promise.all([tracker.tick(clock), new TaskTracker(t.app.ctx).tick(clock)]);
    const d = await read(uid);
    expect(d.status).toBe('doing');
    expect(d.taskList[0].arrivedAt).toBe(clock);
    expect(notices.filter((n) => n.code === 'arrived' && n.data?.taskUid === uid)).toHaveLength(1);
    expect(notices.filter((n) => n.code === 'doing' && n.data?.taskUid === uid)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { listenForDevices } from '../../../demo/server/domains/monitoring/intake/device-port';
import { MonitoringRuntime, runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { destination } from '../../../demo/server/geo/math';
import { startTestApp, type TestApp } from '../harness';
import { expectOk, expectStatus } from '../replies';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 25, 3: positions from real devices (OsmAnd as the Traccar Client sends it, a Traccar
 * server's forwarding) move their cars through the same pipeline as the simulator's.
 */
let t: TestApp;
let admin: string;
/** The platform operator's token: only it may read /devices/status. */
let operator: string;
/**
 * The server's clock, moved by hand: the intake checks report times against it and ticks run at it.
 * The whole file moves it by less than the admin's 15-minute access token.
 */
let clock = TEST_NOW;
interface Car { uid: string; udid: string; car_no: string }
let cars: Car[];

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  admin = await t.tokenOf('demo-admin');
  operator = await t.tokenOf('demo-operator');
  t.app.ctx.services.set('comms.notify', async () => []);
  cars = await t.app.ctx.db.query<Car>(
    `SELECT uid, udid, car_no FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND enabled_code AND NOT deleted ORDER BY uid LIMIT 5`,
  );
});
afterAll(() => t.close());

const KNOTS_PER_KMH = 1 / 1.852;
/** A point in Taichung, away from the fleet's depots, and points east of it. */
const BASE = { lat: 24.1477, lng: 120.6736 };
const east = (m: number) => destination(BASE.lat, BASE.lng, 90, m);

const osmandGet = (query: Record<string, string | number>) =>
  t.call({ method: 'GET', url: `/devices/osmand?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` });
const osmandForm = (fields: Record<string, string | number>) =>
  t.call({ method: 'POST', url: '/devices/osmand', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() });
const status = async () => expectOk(await t.call({ method: 'GET', url: '/devices/status', token: operator }));
const recordOf = async (car: Car) => expectOk(await t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', token: admin, payload: { keyword: car.car_no } })).list[0];

/** Moves the clock and runs one tick of the runtime at it. */
async function tickAt(at: number): Promise<void> {
  clock = at;
  await runtimeOf(t.app.ctx).tick(at, 1);
}

describe('real devices over OsmAnd and Traccar forwarding (issue 25, 3)', () => {
  it('an OsmAnd GET moves its car: the live record shows the reported place, speed (from knots) and status', async () => {
    const car = cars[0];
    await tickAt(clock + 1000);
    const at = clock;
    const res = await osmandGet({ id: car.udid, lat: BASE.lat, lon: BASE.lng, timestamp: Math.floor(at / 1000), speed: (60 * KNOTS_PER_KMH).toFixed(3), bearing: 90, altitude: 30, accuracy: 5, batt: 80 });
    expect(res.statusCode).toBe(200);
    await tickAt(at + 1000);
    const rec = await recordOf(car);
    expect(rec.lat).toBeCloseTo(BASE.lat, 5);
    expect(rec.lng).toBeCloseTo(BASE.lng, 5);
    expect(rec.speed).toBeCloseTo(60, 0);
    expect(rec.direction).toBe(90);
    expect(rec.status).toBe('driving');
    expect(rec.time).toBe(Math.floor(at / 1000) * 1000);
  });

  it('a reporting car is no longer simulated: between reports it stays where it was reported', async () => {
    const car = cars[0];
    const before = await recordOf(car);
    for (let i = 0; i < 30; i += 1) await tickAt(clock + 2000);
    const after = await recordOf(car);
    expect([after.lat, after.lng, after.time]).toEqual([before.lat, before.lng, before.time]);
  });

  it('after a restart the car stands where it was last reported, and is still not simulated', async () => {
    const car = cars[0];
    const last = await recordOf(car);
    // a new runtime reads what the old one kept, as a restarted server does
    const restarted = new MonitoringRuntime(t.app.ctx);
    for (let i = 0; i < 10; i += 1) await restarted.tick(clock + (i + 1) * 2000, 2);
    const rec = (await restarted.records('ent-a')).find((r) => r.carUid === car.uid)!;
    expect([rec.lat, rec.lng, rec.time]).toEqual([last.lat, last.lng, last.time]);
  });

  it('reported positions derive a fence entry, speeding and, once parked, a stored journey', async () => {
    const car = cars[1];
    const fence = expectOk(await t.call({
      method: 'POST', url: '/api/fence/v0', token: admin,
      payload: {
        name: '裝置測試圍籬', iconType: 'zone', shape: { type: 'circle', center: east(2000), radius: 300 },
        triggers: { enter: true, leave: true }, message: '', options: { notify: false, carUids: [car.uid] },
      },
    }));
    const start = clock;
    const send = async (i: number, meters: number, kmh: number) => {
      const p = east(meters);
      clock = start + i * 60_000;
      const res = await osmandForm({ id: car.udid, lat: p.lat, lon: p.lng, timestamp: new Date(start + i * 60_000).toISOString(), speed: kmh * KNOTS_PER_KMH });
      expect(res.statusCode).toBe(200);
      await tickAt(start + i * 60_000 + 1000);
    };
    await send(0, 0, 50); // outside the fence: the car is taken over here
    await send(1, 1000, 60);
    await send(2, 2000, 120); // inside the fence, well over any road's limit
    await send(3, 3000, 40);
    await send(4, 3100, 0); // stands from here on
    await send(10, 3100, 0);
    const events = await t.app.ctx.db.query<{ type: string; data: Record<string, unknown> }>(
      `SELECT type, data FROM events WHERE car_uid = $1 AND created_at >= $2 ORDER BY created_at`, [car.uid, new Date(start)]);
    expect(events.some((e) => e.type === 'fence' && e.data.fenceUid === fence.uid)).toBe(true);
    expect(events.some((e) => e.type === 'speeding')).toBe(true);
    expect(events.some((e) => e.type === 'parked')).toBe(true);
    const journey = await t.app.ctx.db.one<{ start_time: Date; distance: number; max_speed: number }>(
      `SELECT start_time, distance, max_speed FROM journeys WHERE car_uid = $1 AND start_time >= $2`, [car.uid, new Date(start)]);
    expect(journey).not.toBeNull();
    expect(journey!.start_time.getTime()).toBe(start);
    expect(journey!.distance).toBeGreaterThan(3000);
    expect(journey!.max_speed).toBeCloseTo(120, 0);
    expect((await recordOf(car)).status).toBe('parking');
  });

  it('the OsmAnd port (FMS_OSMAND_PORT) takes the Traccar Client\'s default form: a POST to its root with the fields in the query', async () => {
    const car = cars[2];
    const port = await listenForDevices(t.app.ctx, 0, '127.0.0.1');
    try {
      const p = east(300);
      const res = await fetch(`http://127.0.0.1:${port.port}/?id=${car.udid}&lat=${p.lat}&lon=${p.lng}&timestamp=${Math.floor(clock / 1000)}&speed=5`, { method: 'POST' });
      expect(res.status).toBe(200);
    } finally {
      await port.close();
    }
    await tickAt(clock + 1000);
    expect((await recordOf(car)).lat).toBeCloseTo(east(300).lat, 5);
  });

  it('a Traccar server\'s forwarded position (position + device) moves the car of the device\'s uniqueId', async () => {
    const car = cars[2];
    const p = east(500);
    const res = await t.call({
      method: 'POST', url: '/devices/traccar',
      payload: {
        position: { deviceId: 7, fixTime: new Date(clock).toISOString(), latitude: p.lat, longitude: p.lng, speed: 20, course: 180, altitude: 12, accuracy: 8, valid: true, attributes: { batteryLevel: 71 } },
        device: { id: 7, name: car.car_no, uniqueId: car.udid },
      },
    });
    expect(res.statusCode).toBe(200);
    await tickAt(clock + 1000);
    const rec = await recordOf(car);
    expect([rec.lat, rec.lng]).toEqual([Number(p.lat.toFixed(6)), Number(p.lng.toFixed(6))]);
    expect(rec.speed).toBeCloseTo(37, 0);
    expect(rec.status).toBe('driving');
  });

  it('the Traccar Client\'s JSON post (location.coords, speed in m/s) is taken too', async () => {
    const car = cars[3];
    const p = east(800);
    const res = await t.call({
      method: 'POST', url: '/devices/osmand',
      payload: { device_id: car.udid, location: { timestamp: new Date(clock).toISOString(), coords: { latitude: p.lat, longitude: p.lng, speed: 10, heading: 45, altitude: 3, accuracy: 4 }, battery: { level: 0.5 } } },
    });
    expect(res.statusCode).toBe(200);
    await tickAt(clock + 1000);
    const rec = await recordOf(car);
    expect(rec.lat).toBeCloseTo(p.lat, 5);
    expect(rec.speed).toBeCloseTo(36, 0);
  });

  it('a repeated report (a retry) is answered OK and changes nothing twice, also when sent in parallel', async () => {
    const car = cars[4];
    const report = { id: car.udid, lat: BASE.lat, lon: BASE.lng, timestamp: clock, speed: 0 };
    const before = await status();
    const answers = await Promise.all([osmandGet(report), osmandGet(report), osmandGet(report)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await status();
    expect(after.accepted - before.accepted).toBe(1);
    expect(after.repeated - before.repeated).toBe(2);
    const kept = await t.app.ctx.db.query(`SELECT time FROM device_positions WHERE car_uid = $1`, [car.uid]);
    expect(kept).toHaveLength(1);
  });

  it('an unknown id is refused (404) with its reason, counted and listed for the operator', async () => {
    const before = await status();
    const res = await osmandGet({ id: 'not-a-car-4711', lat: BASE.lat, lon: BASE.lng });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'unknownDevice', field: 'id' });
    expect(res.json().message).toContain('not-a-car-4711');
    const after = await status();
    expect(after.refused.unknownDevice).toBe(before.refused.unknownDevice + 1);
    expect(after.unknownDevices[0]).toMatchObject({ id: 'not-a-car-4711', count: 1 });
  });

  it('bad coordinates and times are refused (400) naming the field and why, and the car stays put', async () => {
    const car = cars[0];
    const before = await recordOf(car);
    const cases: Array<[Record<string, string | number>, string, RegExp]> = [
      [{ lat: 91, lon: 121 }, 'lat', /-90 至 90/],
      [{ lat: 'north', lon: 121 }, 'lat', /緯度/],
      [{ lat: 24, lon: 181 }, 'lon', /-180 至 180/],
      [{ lat: 0, lon: 0 }, 'lat', /尚未定位/],
      [{ lon: 121 }, 'lat', /缺少緯度/],
      [{ lat: 24, lon: 121, timestamp: 'yesterday' }, 'timestamp', /無法辨識/],
      [{ lat: 24, lon: 121, timestamp: Math.floor(clock / 1000) + 3600 }, 'timestamp', /晚於伺服器時間/],
      [{ lat: 24, lon: 121, timestamp: new Date(clock - 30 * 86_400_000).toISOString() }, 'timestamp', /7 天前/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await osmandGet({ id: car.udid, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    }
    await tickAt(clock + 1000);
    const after = await recordOf(car);
    expect([after.lat, after.lng]).toEqual([before.lat, before.lng]);
  });

  it('each device is rate-limited: past its reports a minute it gets 429 with Retry-After, other devices do not', async () => {
    const flood = { id: 'flooding-device', lat: BASE.lat, lon: BASE.lng };
    let res = await osmandGet(flood);
    for (let i = 0; i < 130 && res.statusCode !== 429; i += 1) res = await osmandGet(flood);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().reason).toBe('rateLimited');
    expect((await osmandGet({ id: 'another-device', lat: BASE.lat, lon: BASE.lng })).statusCode).toBe(404);
    expect((await status()).refused.rateLimited).toBeGreaterThan(0);
  });

  it('the intake status (with the unknown ids) is the platform operator\'s only: 401 without a token, 403 for an enterprise admin', async () => {
    await osmandGet({ id: 'secret-looking-id', lat: BASE.lat, lon: BASE.lng });
    const anonymous = await t.call({ method: 'GET', url: '/devices/status' });
    expectStatus(anonymous, 401, API_STATUS.UNAUTHENTICATED);
    expect(anonymous.json().message).toBe('請先登入。');
    const byAdmin = await t.call({ method: 'GET', url: '/devices/status', token: admin });
    expectStatus(byAdmin, 403, API_STATUS.FORBIDDEN);
    expect(byAdmin.json().message).toBe('此功能僅限平台營運帳號。');
    for (const res of [anonymous, byAdmin]) expect(res.body).not.toContain('secret-looking-id');
    expect((await status()).unknownDevices.map((d: { id: string }) => d.id)).toContain('secret-looking-id');
  });
});

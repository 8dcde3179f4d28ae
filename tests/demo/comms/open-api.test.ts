import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { expectForbidden, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let car: { uid: string; car_no: string };
const KEY = { 'x-api-key': 'fms-demo-open-api-key' };
const URL = '/open-api/v1/third-party/car/info';

beforeAll(async () => {
  t = await startTestApp();
  car = (await t.app.ctx.db.one<{ uid: string; car_no: string }>(`SELECT uid, car_no FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND NOT deleted ORDER BY uid LIMIT 1`))!;
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = KEY) => t.call({ method: 'GET', url: `${URL}?${query}`, headers });
const post = (payload: object, headers: Record<string, string> = KEY) => t.call({ method: 'POST', url: URL, payload, headers });

describe('open API car info (spec 7.1, 7.13)', () => {
  it('spec 7.1: GET with carNo and the enterprise code answers the car\'s status and position', async () => {
    const data = expectOk(await get(`carNo=${encodeURIComponent(car.car_no)}&enterpriseCode=HAOYUN`));
    expect(data).toMatchObject({ carUid: car.uid, carNo: car.car_no, enterpriseCode: 'HAOYUN' });
    expect(typeof data.status).toBe('string');
  });

  it('spec 7.1: POST answers the same as GET', async () => {
    const viaGet = expectOk(await get(`carNo=${encodeURIComponent(car.car_no)}&enterpriseCode=HAOYUN`));
    const viaPost = expectOk(await post({ carNo: car.car_no, enterpriseCode: 'haoyun' }));
    expect(viaPost.carUid).toBe(viaGet.carUid);
    expect(viaPost.status).toBe(viaGet.status);
  });

  it('spec 7.13: the monitoring snapshot, when offered, is the source of the live data', async () => {
    const services = t.app.ctx.services;
    const previous = services.get('monitoring.snapshot');
    services.set('monitoring.snapshot', async (ent: string) => (ent === 'ent-a' ? [{ carUid: car.uid, status: 'driving', lat: 25.03, lng: 121.56, speed: 62, direction: 90, time: 1_700_000_000_000 }] : []));
    try {
      const data = expectOk(await post({ carNo: car.car_no, enterpriseCode: 'HAOYUN' }));
      expect(data).toMatchObject({ status: 'driving', lat: 25.03, lng: 121.56, speed: 62, direction: 90, time: 1_700_000_000_000 });
    } finally {
      if (previous) services.set('monitoring.snapshot', previous);
      else services.delete('monitoring.snapshot');
    }
  });

  it('issue 24, 4: without a snapshot the stored live state answers; the number matches regardless of spaces and case; the car\'s driver is named', async () => {
    const db = t.app.ctx.db;
    const services = t.app.ctx.services;
    const previous = services.get('monitoring.snapshot');
    services.delete('monitoring.snapshot');
    const stored = await db.one<{ state: unknown }>(`SELECT state FROM car_live_state WHERE car_uid = $1`, [car.uid]);
    await db.query(
      `INSERT INTO car_live_state (car_uid, enterprise_uid, state, updated_at) VALUES ($1, 'ent-a', $2, $3)
       ON CONFLICT (car_uid) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
      [car.uid, JSON.stringify({ status: 'idle', lat: 25.1, lng: 121.5, speed: 0, direction: 180 }), new Date(1_700_000_000_000)]);
    try {
      const driver = await db.one<{ zh_name: string | null }>(`SELECT u.zh_name FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid WHERE c.uid = $1`, [car.uid]);
      const spaced = ` ${car.car_no.toLowerCase().split('').join(' ')} `;
      const data = expectOk(await post({ carNo: spaced, enterpriseCode: ' haoyun ' }));
      expect(data).toEqual({
        carUid: car.uid, carNo: car.car_no, enterpriseCode: 'HAOYUN', status: 'idle', lat: 25.1, lng: 121.5, speed: 0, direction: 180,
        driverName: driver?.zh_name ?? null, time: 1_700_000_000_000,
      });
    } finally {
      if (previous) services.set('monitoring.snapshot', previous);
      if (stored) await db.query(`UPDATE car_live_state SET state = $2 WHERE car_uid = $1`, [car.uid, JSON.stringify(stored.state)]);
      else await db.query(`DELETE FROM car_live_state WHERE car_uid = $1`, [car.uid]);
    }
  });

  it('issue 3: a car of another enterprise code is not found', async () => {
    expectNotFound(await post({ carNo: car.car_no, enterpriseCode: 'BEIGANG' }));
  });

  it('issue 3: a missing carNo is a validation error naming the field', async () => {
    expectStatus(await post({ enterpriseCode: 'HAOYUN' }), 400, 4000001, 'carNo');
  });

  it('issue 3: the open-API key is required; the standard key or none is refused', async () => {
    expectForbidden(await post({ carNo: car.car_no, enterpriseCode: 'HAOYUN' }, { 'x-api-key': 'fms-demo-api-key' }));
    expectForbidden(await get(`carNo=${encodeURIComponent(car.car_no)}&enterpriseCode=HAOYUN`, { 'x-api-key': 'wrong' }));
  });
});

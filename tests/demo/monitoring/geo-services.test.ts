import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

/** The next date (Taipei) after today falling on the given weekday (0 Sunday). */
function nextWeekday(weekday: number): string {
  for (let d = 1; d <= 7; d += 1) {
    const date = taipeiDate(TEST_NOW + d * DAY_MS);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
  throw new Error('unreachable');
}

describe('geo (spec 7.6 Geo)', () => {
  it('spec 7.6: geo/v0/latlng geocodes a place name to its position', async () => {
    const found = expectOk(await t.call({ method: 'GET', url: `/api/geo/v0/latlng?address=${encodeURIComponent('高雄港')}`, token: admin }));
    expect(found.lat).toBeCloseTo(22.6, 1);
    expect(found.address).toContain('高雄市');
  });

  it('spec 7.6: geo/v0/address reverse geocodes lat,lng to address parts', async () => {
    const parts = expectOk(await t.call({ method: 'GET', url: '/api/geo/v0/address?latlng=25.0478,121.517', token: admin }));
    expect(parts).toMatchObject({ county: '臺北市' });
    expect(parts.address).toContain('臺北市');
  });

  it('spec 7.6: directions2 gives a road route with distance, duration, path and steps', async () => {
    const route = expectOk(await t.call({
      method: 'POST', url: '/api/geo/v0/car-navi/directions2', token: await t.tokenOf('demo-driver'),
      payload: { origin: { lat: 25.0478, lng: 121.517 }, destination: { lat: 24.1372, lng: 120.6869 } },
    }));
    expect(route.distance).toBeGreaterThan(120_000);
    expect(route.duration).toBeGreaterThan(3600);
    expect(route.path.length).toBeGreaterThan(10);
    expect(route.steps.length).toBeGreaterThan(0);
  });

  it('issue 3: a malformed latlng or a point abroad is rejected naming the field', async () => {
    expectInvalid(await t.call({ method: 'GET', url: '/api/geo/v0/address?latlng=north', token: admin }), 'latlng');
    expectInvalid(await t.call({
      method: 'POST', url: '/api/geo/v0/car-navi/directions2', token: admin,
      payload: { origin: { lat: 35.68, lng: 139.76 }, destination: { lat: 24.1372, lng: 120.6869 } },
    }), 'origin');
  });

  it('spec 7.6: an unknown address is not found; geo calls need a token', async () => {
    expectNotFound(await t.call({ method: 'GET', url: `/api/geo/v0/latlng?address=${encodeURIComponent('火星基地')}`, token: admin }));
    expectNoToken(await t.call({ method: 'GET', url: '/api/geo/v0/address?latlng=25.0478,121.517' }));
  });
});

describe('HTSR service network (spec 7.6 HTSR)', () => {
  it('spec 7.6: htsr/v0/factory lists the factories of a county (台 read as 臺)', async () => {
    const list = expectOk(await t.call({ method: 'POST', url: '/api/htsr/v0/factory', token: admin, payload: { county: '台中市' } }));
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((f: { county: string; phone: string }) => f.county === '臺中市' && /^0\d/.test(f.phone))).toBe(true);
    const all = expectOk(await t.call({ method: 'POST', url: '/api/htsr/v0/factory', token: admin, payload: {} }));
    expect(all.length).toBeGreaterThan(list.length);
  });

  it('spec 7.6: htsr/v0/period lists a weekday\'s periods, none on Sunday, and counts bookings', async () => {
    const monday = nextWeekday(1);
    const periods = expectOk(await t.call({ method: 'POST', url: '/api/htsr/v0/period', token: admin, payload: { factoryUid: 'htsr-khh-qianzhen', date: monday } }));
    expect(periods.length).toBe(7);
    expect(periods[0]).toMatchObject({ start: '08:30', end: '09:30', capacity: 3, booked: 0, available: true });
    const reserve = t.app.ctx.services.get('htsr.reserve') as (f: string, d: string, s: string, r: string) => Promise<void>;
    await reserve('htsr-khh-qianzhen', monday, '08:30', 'mnt-test-1');
    const after = expectOk(await t.call({ method: 'POST', url: '/api/htsr/v0/period', token: admin, payload: { factoryUid: 'htsr-khh-qianzhen', date: monday } }));
    expect(after[0].booked).toBe(1);
    const sunday = expectOk(await t.call({ method: 'POST', url: '/api/htsr/v0/period', token: admin, payload: { factoryUid: 'htsr-khh-qianzhen', date: nextWeekday(0) } }));
    expect(sunday).toEqual([]);
  });

  it('issue 3: a bad date is rejected, an unknown factory is not found', async () => {
    expectInvalid(await t.call({ method: 'POST', url: '/api/htsr/v0/period', token: admin, payload: { factoryUid: 'htsr-khh-qianzhen', date: '2026-13-01' } }), 'date');
    expectNotFound(await t.call({ method: 'POST', url: '/api/htsr/v0/period', token: admin, payload: { factoryUid: 'htsr-nowhere', date: nextWeekday(2) } }));
  });

  it('issue 3: HTSR calls need a token and a maintenance code', async () => {
    expectNoToken(await t.call({ method: 'POST', url: '/api/htsr/v0/factory', payload: {} }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/htsr/v0/factory', token: await t.tokenOf('demo-viewer'), payload: {} }));
  });
});

describe('live DVR channels (spec 7.6 live-dvr)', () => {
  async function carWith(where: string): Promise<string> {
    const row = await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted AND ${where} ORDER BY uid LIMIT 1`);
    return row!.uid;
  }

  it('spec 2.11: a car with a DVR lists its channels by camera name', async () => {
    const carUid = await carWith(`udid IS NOT NULL AND devices ? 'dvr'`);
    const channels = expectOk(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', token: admin, payload: { carUid } }));
    expect(channels.map((c: { index: number; name: string }) => [c.index, c.name])).toEqual([[1, '前鏡頭'], [2, '車內'], [3, '左側'], [4, '右側']]);
    expect(typeof channels[0].online).toBe('boolean');
  });

  it('spec 3: a car without a device has no channels', async () => {
    const carUid = await carWith('udid IS NULL');
    expect(expectOk(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', token: admin, payload: { carUid } }))).toEqual([]);
  });

  it('issue 3: the channel list validates, needs a token and P_P02, and hides other enterprises\' cars', async () => {
    expectInvalid(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', token: admin, payload: {} }), 'carUid');
    expectNoToken(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', payload: { carUid: 'car-a-001' } }));
    expectForbidden(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', token: await t.tokenOf('demo-viewer'), payload: { carUid: 'car-a-001' } }));
    expectNotFound(await t.call({ method: 'POST', url: '/api/live-dvr/v0/channel/list', token: await t.tokenOf('demo-b-admin'), payload: { carUid: 'car-a-001' } }));
  });
});

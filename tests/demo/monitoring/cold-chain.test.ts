import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectOk } from '../replies';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

interface Reading { time: number; values: number[] }
interface ColdChain { setpoint: { min: number; max: number }; latest: Reading | null; series: Reading[] }

/** How far a reading may stray from its cargo's range: a door opened at a stop warms it for a while. */
const DOOR_MARGIN = 8;

describe('cold chain on the external device page (issue 10, item 20)', () => {
  it('every reefer\'s latest reading is its series\' last, and both belong to the same cargo as its range', async () => {
    // One simulated second after the seed: the live simulator records a reading after the seeded day.
    await runtimeOf(t.app.ctx).tick(TEST_NOW + 1000, 1);
    const cars = await t.app.ctx.db.query<{ uid: string }>(
      `SELECT uid FROM cars WHERE udid IS NOT NULL AND devices ? 'coldChain' AND enabled_code AND NOT deleted AND enterprise_uid = 'ent-a' ORDER BY uid`);
    expect(cars.length).toBeGreaterThan(1);
    const ranges = new Set<number>();
    for (const car of cars) {
      const res = await t.call({ method: 'POST', url: '/api/external-device/v0/detail', token: admin,
        payload: { carUid: car.uid, startTime: TEST_NOW - DAY_MS, endTime: TEST_NOW + 2000 } });
      const cold = expectOk<{ coldChain: ColdChain }>(res).coldChain;
      ranges.add(cold.setpoint.min);
      expect(cold.latest, car.uid).toEqual(cold.series[cold.series.length - 1]);
      expect(cold.latest!.time, `${car.uid}: the live reading is the latest`).toBeGreaterThan(TEST_NOW);
      const inReach = (v: number) => v >= cold.setpoint.min - DOOR_MARGIN && v <= cold.setpoint.max + DOOR_MARGIN;
      for (const reading of cold.series) expect(reading.values.every(inReach), `${car.uid} at ${reading.time}: ${reading.values}`).toBe(true);
    }
    // Both cargo kinds occur, so the check above compared frozen and chilled trucks alike.
    expect(ranges.size).toBe(2);
  });
});

describe('a reefer\'s allowed range is the enterprise\'s parameter (page /setting)', () => {
  it('changing the chilled range on /setting moves the range the device page judges against', async () => {
    const coldChain = { frozen: { minC: -30, maxC: -12 }, chilled: { minC: 1, maxC: 9 }, alertDelayMinutes: 5 };
    expectOk(await t.call({ method: 'PUT', url: '/api/enterprise/v0/settings', token: admin, payload: { coldChain } }));
    const cars = await t.app.ctx.db.query<{ uid: string }>(
      `SELECT uid FROM cars WHERE udid IS NOT NULL AND devices ? 'coldChain' AND enabled_code AND NOT deleted AND enterprise_uid = 'ent-a' ORDER BY uid`);
    const seen = new Set<string>();
    for (const car of cars) {
      const res = await t.call({ method: 'POST', url: '/api/external-device/v0/detail', token: admin,
        payload: { carUid: car.uid, startTime: TEST_NOW - DAY_MS, endTime: TEST_NOW } });
      const { setpoint } = expectOk<{ coldChain: ColdChain }>(res).coldChain;
      expect([{ min: -30, max: -12 }, { min: 1, max: 9 }]).toContainEqual(setpoint);
      seen.add(JSON.stringify(setpoint));
    }
    expect(seen.size).toBe(2);
  });
});

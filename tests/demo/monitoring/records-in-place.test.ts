import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { CarLiveBook } from '../../../demo/server/domains/monitoring/monitor/car-live';
import { rebuildFleets, recordsOf, stepSimulation, type EnterpriseFleet } from '../../../demo/server/domains/monitoring/monitor/enterprise-fleets';
import { monitorRecordOf, recordsVersion, updateMonitorRecord } from '../../../demo/server/domains/monitoring/monitor/records';
import { allCars, type CarRow } from '../../../demo/server/domains/monitoring/shared/cars';
import { snapshot, snapshotInto, type MonitorRecord as SimRecord } from '../../../demo/server/sim';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';

/**
 * The live records written in place each tick (issue 26, 2): whatever the fleet did (cars added,
 * dropped, reordered, readings gained or lost), each tick's records must print and compare exactly as
 * records built afresh from the same step, and a car's record object must stay its own car's.
 */
let t: TestApp;
let cars: CarRow[];
beforeAll(async () => {
  t = await startTestApp();
  cars = (await allCars(t.app.ctx)).filter((c) => c.enterprise_uid === 'ent-a');
});
afterAll(() => t.close());

/** The records recordsOf would have built before: one new object per car from the step's snapshot (no fences were given). */
function fresh(ef: EnterpriseFleet, sims: readonly SimRecord[], lives: CarLiveBook): MonitorRecord[] {
  return sims.map((sim, i) => {
    const live = lives.of(ef.cars[i].uid);
    return monitorRecordOf(sim, ef.cars[i], { lastEvent: live.lastEvent, fences: [], mileageOffset: live.mileageOffset });
  });
}

describe('monitor records kept in place', () => {
  it('equal freshly built ones tick after tick, as cars are added, dropped and reordered, each car keeping its object', () => {
    expect(cars.some((c) => c.udid && c.devices && JSON.stringify(c.devices).includes('tpms'))).toBe(true);
    const lives = new CarLiveBook();
    let now = TEST_NOW;
    let fleets = rebuildFleets(new Map(), cars.slice(0, 8), [], now, lives);
    let ef = fleets.get('ent-a')!;
    let objects = new Map(ef.records.map((r) => [r.carUid, r]));
    const fleetsOfCars = [cars.slice(0, 8), cars.slice(0, 8), cars.slice(0, 12), [...cars.slice(2, 12)].reverse(), cars.slice(5, 7), cars.slice(0, 12)];
    fleetsOfCars.forEach((list_, tick) => {
      const previous = ef;
      fleets = rebuildFleets(fleets, list_, [], now, lives);
      ef = fleets.get('ent-a')!;
      // a recreated fleet (its cars changed) is written over the list before, which held other cars in other places
      if (ef !== previous) {
        previous.records.forEach((r, i) => { ef.records[i] = r; });
        ef.records.length = previous.records.length;
      }
      for (let s = 0; s < 3; s++) {
        now += 1000;
        const version = recordsVersion(ef.records);
        const listBefore = ef.records;
        const { sims } = stepSimulation(ef, 1, now);
        const records = recordsOf(ef, sims);
        expect(recordsVersion(records)).toBe(version + 1);
        expect(records).toBe(listBefore);
        const expected = fresh(ef, sims, lives);
        expect(JSON.stringify(records), `fleet ${tick}, step ${s}`).toBe(JSON.stringify(expected));
        expect(records.map((r) => r.carUid)).toEqual(list_.map((c) => c.uid));
        if (ef === previous || s > 0) for (const r of records) if (objects.has(r.carUid)) expect(r).toBe(objects.get(r.carUid));
        objects = new Map(records.map((r) => [r.carUid, r]));
      }
    });
  });

  it('a record whose readings appear, vanish or change in number is printed as one built afresh', () => {
    const car = cars.find((c) => c.udid)!;
    const sim = (temperatures?: number[], tyres?: number): SimRecord => ({
      uid: car.uid, carNo: car.car_no, lat: 25, lng: 121, speed: 10, heading: 90, status: 'driving', mileage: 10, fuel: 50, rpm: 900, engineTemp: 80, gpsTime: TEST_NOW,
      ...(temperatures ? { temperatures } : {}),
      ...(tyres ? { tyres: Array.from({ length: tyres }, (_, k) => ({ position: k + 1, pressure: 100 + k, temperature: 30, leakRate: 0, code: k % 12 })) } : {}),
    });
    const extras = { lastEvent: null, fences: [], mileageOffset: 0 };
    let record: MonitorRecord | undefined;
    for (const s of [sim([1, 2]), sim([3, 4]), sim([5, 6, 7]), sim(undefined, 6), sim([1], 6), sim(undefined, 10), sim(undefined, 10), sim()]) {
      record = updateMonitorRecord(record, s, car, extras);
      expect(JSON.stringify(record)).toBe(JSON.stringify(monitorRecordOf(s, car, extras)));
      // the record owns its readings: the simulator's lists are overwritten by its next step
      if (s.temperatures) expect(record.temperatures).not.toBe(s.temperatures);
    }
  });

  it('the simulator\'s snapshot written over the one before equals a fresh one', () => {
    const lives = new CarLiveBook();
    const ef = rebuildFleets(new Map(), cars, [], TEST_NOW, lives).get('ent-a')!;
    const into: SimRecord[] = [];
    for (let s = 1; s <= 5; s++) {
      stepSimulation(ef, 60, TEST_NOW + s * 60_000);
      const reused = snapshotInto(ef.fleet, into);
      expect(reused).toBe(into);
      expect(reused).toStrictEqual(snapshot(ef.fleet));
    }
    // over the records of other trucks, in another order: each truck gets its own
    const other = rebuildFleets(new Map(), [...cars].reverse().slice(1), [], TEST_NOW, lives).get('ent-a')!;
    stepSimulation(other, 60, TEST_NOW + 60_000);
    expect(snapshotInto(other.fleet, into)).toStrictEqual(snapshot(other.fleet));
  });
});

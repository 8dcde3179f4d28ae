/**
 * The simulated fleets, one per enterprise: created from its cars and fences, recreated only when
 * its cars change, stepped each tick, and read as the monitor records the console shows.
 */
import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import { createFleet, snapshot, step, type FleetState, type Journey as SimJourney, type MonitorRecord as SimRecord, type SimEvent } from '../../../sim';
import type { FenceRow } from '../fences/store';
import type { CarRow } from '../shared/cars';
import type { CarLiveBook } from './car-live';
import { pickDtc } from './pick-dtc';
import { monitorRecordOf } from './records';
import { fenceDefOf, SIM_SEED, truckSeedOf } from './truck-seeds';

/** One enterprise's simulated fleet, its cars (in the simulator's order) and fences. */
export interface EnterpriseFleet {
  enterpriseUid: string;
  cars: CarRow[];
  fleet: FleetState;
  fences: Map<string, FenceRow>;
  signature: string;
  records: MonitorRecord[];
}

/** What a step of one fleet produced, with the simulator's records after it. */
export interface FleetStep {
  events: SimEvent[];
  journeys: SimJourney[];
  sims: SimRecord[];
}

/** Everything about the cars the simulator depends on: a change in it recreates the fleet. */
const signatureOf = (cars: CarRow[]) => cars.map((c) => `${c.uid}:${c.udid}:${c.driver_uid}:${c.model}:${JSON.stringify(c.devices)}`).join('|');

/** Creates the fleets of enterprises whose cars changed; keeps the others running as they are. */
export function rebuildFleets(
  previous: ReadonlyMap<string, EnterpriseFleet>, cars: CarRow[], fences: FenceRow[], now: number, lives: CarLiveBook,
): Map<string, EnterpriseFleet> {
  const byEnterprise = new Map<string, CarRow[]>();
  for (const car of cars) byEnterprise.set(car.enterprise_uid, [...(byEnterprise.get(car.enterprise_uid) ?? []), car]);
  const next = new Map<string, EnterpriseFleet>();
  for (const [enterpriseUid, list] of byEnterprise) {
    const signature = signatureOf(list);
    const old = previous.get(enterpriseUid);
    if (old && old.signature === signature) {
      old.cars = list;
      next.set(enterpriseUid, old);
      continue;
    }
    const own = fences.filter((f) => f.enterprise_uid === enterpriseUid);
    const fleet = createFleet({ seed: SIM_SEED, trucks: list.map(truckSeedOf), nowMs: now, fences: own.map(fenceDefOf), pickDtc });
    const ef: EnterpriseFleet = { enterpriseUid, cars: list, fleet, fences: new Map(own.map((f) => [f.uid, f])), signature, records: [] };
    ef.records = recordsOf(ef, lives);
    next.set(enterpriseUid, ef);
  }
  return next;
}

/** Steps the simulator by dt seconds (nothing happens for dt = 0) and snapshots it. */
export function stepSimulation(ef: EnterpriseFleet, dt: number, now: number): FleetStep {
  const result = dt > 0 ? step(ef.fleet, dt, now) : { events: [], journeys: [] };
  return { ...result, sims: snapshot(ef.fleet) };
}

/** The console's monitor records: the simulator's, with the car's own data, last event, fences and odometer. */
export function recordsOf(ef: EnterpriseFleet, lives: CarLiveBook): MonitorRecord[] {
  const sims = snapshot(ef.fleet);
  return sims.map((sim, i) => {
    const car = ef.cars[i];
    const live = lives.of(car.uid);
    if (live.baseMileage === null) {
      live.baseMileage = sim.mileage;
      live.mileageOffset = live.persistedMileage !== null ? live.persistedMileage - sim.mileage : 0;
    }
    const truck = ef.fleet.trucks[i];
    const names: string[] = [];
    ef.fleet.fences.forEach((f, j) => { if (truck.fenceIn[j]) names.push(f.name); });
    return monitorRecordOf(sim, car, { lastEvent: live.lastEvent, fences: names, mileageOffset: live.mileageOffset });
  });
}

/** The car of a simulator truck or event (the simulator knows cars by uid only). */
export function carOf(ef: EnterpriseFleet, uid: unknown): CarRow | undefined {
  return ef.cars.find((c) => c.uid === String(uid));
}

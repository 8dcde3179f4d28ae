/**
 * The simulated fleets, one per enterprise: created from its cars and fences, recreated only when
 * its cars change, stepped each tick, and read as the monitor records the console shows.
 */
import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import { createFleet, snapshot, snapshotInto, step, type FleetState, type Journey as SimJourney, type MonitorRecord as SimRecord, type SimEvent } from '../../../sim';
import type { FenceRow } from '../fences/store';
import type { CarRow } from '../shared/cars';
import type { CarLive, CarLiveBook } from './car-live';
import { pickDtc } from './pick-dtc';
import { recordsUpdated, updateMonitorRecord } from './records';
import { fenceDefOf, SIM_SEED, truckSeedOf } from './truck-seeds';

/** One enterprise's simulated fleet, its cars (in the simulator's order) and fences. */
export interface EnterpriseFleet {
  enterpriseUid: string;
  cars: CarRow[];
  fleet: FleetState;
  fences: Map<string, FenceRow>;
  signature: string;
  /**
   * The console's records, one per car in the order of `cars`: the list and each car's record are
   * updated in place every tick (issue 26, 2), never rebuilt; readers that keep them past a tick copy.
   */
  records: MonitorRecord[];
  /** The simulator's records of the last step, overwritten by the next (snapshotInto). */
  sims: SimRecord[];
  /** Each car by uid: events name their car, and a linear search of 20,000 cars per event was most of a tick (issue 26, 2). */
  carByUid: Map<string, CarRow>;
  /** What the runtime remembers of each car, in the order of `cars` (looked up once, not per car per tick). */
  lives: CarLive[];
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
  for (const car of cars) {
    const list = byEnterprise.get(car.enterprise_uid);
    if (list) list.push(car);
    else byEnterprise.set(car.enterprise_uid, [car]);
  }
  const next = new Map<string, EnterpriseFleet>();
  for (const [enterpriseUid, list] of byEnterprise) {
    const signature = signatureOf(list);
    const old = previous.get(enterpriseUid);
    if (old && old.signature === signature) {
      old.cars = list;
      old.carByUid = byUidOf(list);
      old.lives = list.map((car) => lives.of(car.uid));
      next.set(enterpriseUid, old);
      continue;
    }
    const own = fences.filter((f) => f.enterprise_uid === enterpriseUid);
    const fleet = createFleet({ seed: SIM_SEED, trucks: list.map(truckSeedOf), nowMs: now, fences: own.map(fenceDefOf), pickDtc });
    const ef: EnterpriseFleet = {
      enterpriseUid, cars: list, fleet, fences: new Map(own.map((f) => [f.uid, f])), signature, records: [], sims: [],
      carByUid: byUidOf(list), lives: list.map((car) => lives.of(car.uid)),
    };
    recordsOf(ef);
    next.set(enterpriseUid, ef);
  }
  return next;
}

const byUidOf = (cars: readonly CarRow[]) => new Map(cars.map((car) => [car.uid, car]));

/** Steps the simulator by dt seconds (nothing happens for dt = 0) and snapshots it over the step before's. */
export function stepSimulation(ef: EnterpriseFleet, dt: number, now: number): FleetStep {
  const result = dt > 0 ? step(ef.fleet, dt, now) : { events: [], journeys: [] };
  return { ...result, sims: snapshotInto(ef.fleet, ef.sims) };
}

/**
 * The console's monitor records: the simulator's, with the car's own data, last event, fences and
 * odometer, written over `ef.records` (each car's record reused while it is its car's) in one
 * synchronous pass, so no reader sees a tick half written.
 */
export function recordsOf(ef: EnterpriseFleet, sims: readonly SimRecord[] = snapshot(ef.fleet)): MonitorRecord[] {
  const out = ef.records;
  out.length = sims.length;
  for (let i = 0; i < sims.length; i++) {
    const sim = sims[i];
    const car = ef.cars[i];
    const live = ef.lives[i];
    if (live.baseMileage === null) {
      live.baseMileage = sim.mileage;
      live.mileageOffset = live.persistedMileage !== null ? live.persistedMileage - sim.mileage : 0;
    }
    out[i] = updateMonitorRecord(out[i], sim, car, { lastEvent: live.lastEvent, fences: fenceNames(ef, i), mileageOffset: live.mileageOffset });
  }
  recordsUpdated(out);
  return out;
}

const NO_FENCES: string[] = [];

/** The names of the fences truck i is in; the one shared empty list for the many outside every fence. */
function fenceNames(ef: EnterpriseFleet, i: number): string[] {
  const inside = ef.fleet.trucks[i].fenceIn;
  let names: string[] | null = null;
  const fences = ef.fleet.fences;
  for (let j = 0; j < fences.length; j++) if (inside[j]) (names ??= []).push(fences[j].name);
  return names ?? NO_FENCES;
}

/** The car of a simulator truck or event (the simulator knows cars by uid only). */
export function carOf(ef: EnterpriseFleet, uid: unknown): CarRow | undefined {
  return ef.carByUid.get(String(uid));
}

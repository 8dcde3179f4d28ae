/**
 * Deterministic fleet simulator. `createFleet` places trucks on the road network, `step` (step.ts)
 * advances them by dt seconds and returns the events and closed journeys that follow from the
 * motion, `snapshot` (snapshot.ts) produces plain-JSON monitor records. No timers, no I/O: the
 * server drives it. The modules beside this one each hold one part of a truck's life; see README.
 */
import { defaultPickDtc } from './dtc';
import { fenceFlags } from './fence-crossings';
import { compileFences } from './fences';
import type { FleetOptions, FleetState } from './fleet-state';
import { getPlanner } from './routes';
import { initTruck } from './truck-init';
import type { TruckSeed, TruckState } from './types';

/** Create a fleet: every truck gets a home, equipment and a starting phase (some driving, some parked). */
export function createFleet(options: FleetOptions): FleetState {
  const planner = getPlanner();
  const nowMs = options.nowMs ?? 0;
  const fences = compileFences(options.fences ?? []);
  const trucks: TruckState[] = options.trucks.map((ts) => initTruck(options.seed, ts, planner, nowMs, fences.length));
  const state: FleetState = { seed: options.seed, nowMs, trucks, fences, pickDtc: options.pickDtc ?? defaultPickDtc, planner };
  // a truck that starts inside a fence has not entered it
  for (const t of trucks) t.fenceIn = fenceFlags(fences, t.lat, t.lng);
  return state;
}

/** The truck state for a uid (for tests and tooling). */
export function findTruck(state: FleetState, uid: TruckSeed['uid']): TruckState | undefined {
  return state.trucks.find((t) => t.uid === uid);
}

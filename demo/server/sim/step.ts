import { updateEngine } from './engine';
import { checkFences } from './fence-crossings';
import type { FleetState } from './fleet-state';
import { drive } from './driving';
import { endPhase } from './phases';
import { randomEvents } from './random-events';
import { PER_HOUR } from './rates';
import { nextRandom, uniform } from './rng';
import { tickSensors } from './sensors';
import type { Journey, SimEvent, StepResult } from './types';

const LOST_RATE = 0.1 * PER_HOUR; // start losing signal, per truck-hour

/**
 * Advance every truck by `dtSeconds`; `nowMs` is the simulation clock at the end of the step.
 * Returns the events that happened and the journeys that closed (trucks that parked).
 *
 * Per truck, in an order the seeded results depend on: the lost-signal draw, then driving (with
 * its random events) or the running stop, then the engine, the sensors and the fences.
 */
export function step(state: FleetState, dtSeconds: number, nowMs: number): StepResult {
  const events: SimEvent[] = [];
  const journeys: Journey[] = [];
  state.nowMs = nowMs;
  if (!(dtSeconds > 0)) return { events, journeys };
  const dt = dtSeconds;
  const fences = state.fences;
  const trucks = state.trucks;
  const roadNames = state.planner.graph.roadNames;
  for (let i = 0; i < trucks.length; i++) {
    const t = trucks[i];
    // a truck whose real device reports is moved by its reports (reports.ts), not simulated
    if (t.status === 'nodevice' || t.reported) continue;
    if (t.status === 'lost') {
      t.lostLeft -= dt;
      if (t.lostLeft > 0) continue; // frozen, silent
      t.status = t.lostFrom;
    } else if (nextRandom(t) < LOST_RATE * dt) {
      t.lostFrom = t.status;
      t.status = 'lost';
      t.lostLeft = uniform(t, 180, 1800);
      continue;
    }
    const lat0 = t.lat;
    const lng0 = t.lng;
    if (t.status === 'driving') {
      drive(t, dt, nowMs, events, roadNames);
      randomEvents(t, dt, nowMs, events, state);
    } else {
      t.phaseLeft -= dt;
      if (t.phaseLeft <= 0) endPhase(t, state, nowMs, events, journeys);
    }
    updateEngine(t, dt, nowMs, events);
    tickSensors(t, dt);
    if (fences.length > 0 && (t.lat !== lat0 || t.lng !== lng0)) checkFences(t, fences, nowMs, events);
    t.gpsTime = nowMs;
  }
  return { events, journeys };
}

/**
 * The stops between drives and what follows each: parking (engine off) → warm-up → driving; at a
 * destination, loading → another leg or parked; a traffic stop → driving again. Parking lasts
 * 0.5–3 h by day; a truck that parks in the evening stays off duty until the next morning.
 */
import { emitEvent } from './emit-event';
import type { FleetState } from './fleet-state';
import { closeJourney, openJourney } from './journeys';
import { chooseRoute } from './profile';
import { dtcEvent } from './random-events';
import { nextRandom, uniform } from './rng';
import { currentNode, placeOnRoute } from './route-position';
import { repairTyres } from './tyres';
import type { Journey, SimEvent, TruckState } from './types';
import { HOUR_MS, TAIPEI_OFFSET_MS } from '../../../src/core/format/time-units';

/** Chance that a departure from a stop is a harsh start. */
export const HARSH_START_P = 0.05;

/** The hour of day in Taipei (UTC+8, no DST), fractional. */
export function localHour(nowMs: number): number {
  return (((nowMs / HOUR_MS + TAIPEI_OFFSET_MS / HOUR_MS) % 24) + 24) % 24;
}

/** Seconds a truck that parks at `nowMs` stays parked: from evening on, until 05:00–08:00 the next morning. */
function restSeconds(t: TruckState, nowMs: number): number {
  const h = localHour(nowMs);
  return h >= 19 || h < 5 ? (((29 - h) % 24) + uniform(t, 0, 3)) * 3600 : uniform(t, 1800, 3 * 3600);
}

/** Start driving a new route from where the truck is; returns false if nothing could be routed. */
function departOnNewRoute(t: TruckState, st: FleetState): boolean {
  const r = chooseRoute(t, st.planner, currentNode(t), t.homeNode);
  if (!r) return false;
  placeOnRoute(t, r, 0);
  t.status = 'driving';
  t.phase = 'drive';
  t.stopping = false;
  t.harshStart = nextRandom(t) < HARSH_START_P;
  if (t.journey) t.journey.legs.push({ route: r, from: 0, to: -1 });
  return true;
}

/** Idling/parking phase finished: move to the next phase. */
export function endPhase(t: TruckState, st: FleetState, now: number, events: SimEvent[], journeys: Journey[]): void {
  switch (t.phase) {
    case 'rest': {
      // engine on, warm up, then leave
      if (t.fuel < 30) t.fuel = uniform(t, 92, 100);
      repairTyres(t);
      t.status = 'idling';
      t.phase = 'warmup';
      t.phaseLeft = uniform(t, 60, 240);
      openJourney(t, now);
      emitEvent(events, t, 'engineOn', now);
      if (nextRandom(t) < 0.03) dtcEvent(t, st, now, events);
      return;
    }
    case 'warmup':
    case 'loading': {
      if (t.phase === 'loading' && nextRandom(t) >= 0.4) {
        // done for now: engine off, the journey closes
        t.status = 'parking';
        t.phase = 'rest';
        t.speed = 0;
        t.rpm = 0;
        t.overheatFault = false;
        t.phaseLeft = restSeconds(t, now);
        emitEvent(events, t, 'parked', now);
        const j = closeJourney(t, now);
        if (j) journeys.push(j);
        return;
      }
      // nowhere to go from here (an unroutable node): wait and try again
      if (!departOnNewRoute(t, st)) t.phaseLeft = 600;
      return;
    }
    case 'traffic':
      t.status = 'driving';
      t.phase = 'drive';
      t.stopping = false;
      t.harshStart = nextRandom(t) < HARSH_START_P;
      return;
    default:
      return;
  }
}

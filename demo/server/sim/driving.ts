/**
 * One step of a driving truck: speed, position along its route, odometer, fuel and journey
 * distance, speeding against the road under it, and the stops that end a drive (arrival at the
 * destination, or a red light or congestion on a city street).
 */
import { emitEvent } from './emit-event';
import { SPEED_LIMIT_KMH } from './profile';
import { nextRandom, uniform } from './rng';
import { advanceAlongRoute } from './route-position';
import type { Route } from './routes';
import { nextSpeed, targetSpeed } from './speed-control';
import type { SimEvent, TruckState } from './types';

const TRAFFIC_STOP_RATE = 1 / 600; // per second of urban driving
const SPEEDING_REPEAT_MS = 300_000; // one speeding event per episode, at most every 5 minutes
const SPEEDING_RESET_KMH = 8; // an episode ends once the truck is this far under the limit

/** Move a driving truck; may switch it to idling (traffic stop or arrival). `roadNames` name the graph's roads. */
export function drive(t: TruckState, dt: number, now: number, events: SimEvent[], roadNames: readonly string[]): void {
  const r = t.route;
  if (!r) {
    t.status = 'idling';
    t.phase = 'loading';
    t.phaseLeft = 60;
    return;
  }
  const remaining = r.length - t.pos;
  const v0 = t.speed;
  const v1 = nextSpeed(t, targetSpeed(t, r, dt, remaining), dt, now, events);

  const dist = ((v0 + v1) / 7.2) * dt;
  let pos = t.pos + dist;
  const arrived = pos >= r.length - 0.05;
  if (arrived) pos = r.length;
  advanceAlongRoute(t, r, pos);
  const moved = pos - t.pos;
  t.pos = pos;
  t.speed = v1;
  t.mileage += moved / 1000;
  t.fuel -= moved * 0.00012;
  if (t.fuel < 2) t.fuel = 2;
  const j = t.journey;
  if (j) {
    j.distance += moved;
    if (v1 > j.maxSpeed) j.maxSpeed = v1;
  }
  checkSpeeding(t, r, v1, now, events, roadNames);

  if (arrived) {
    t.speed = 0;
    t.overSpeed = false;
    if (j && j.legs.length > 0) j.legs[j.legs.length - 1].to = r.length;
    t.status = 'idling';
    t.phase = 'loading';
    t.phaseLeft = uniform(t, 300, 1500);
    return;
  }
  if (t.stopping) {
    if (v1 <= 0.01) {
      t.speed = 0;
      t.status = 'idling';
      t.phase = 'traffic';
      t.phaseLeft = uniform(t, 20, 120);
    }
  } else if (r.segClass[t.seg] === 2 && remaining > 400 && nextRandom(t) < TRAFFIC_STOP_RATE * dt) {
    t.stopping = true; // red light or congestion ahead
  }
}

/** Speeding against the limit of the road under the truck: one event per episode, at most every 5 minutes. */
function checkSpeeding(t: TruckState, r: Route, v1: number, now: number, events: SimEvent[], roadNames: readonly string[]): void {
  const seg = t.seg;
  const roadIdx = r.segRoad[seg];
  speedingAgainst(t, SPEED_LIMIT_KMH[r.segClass[seg]], () => (roadIdx >= 0 ? roadNames[roadIdx] : ''), v1, now, events);
}

/**
 * Speeding against a limit (simulated trucks and reported positions alike): an event when the speed
 * first passes it, at most every 5 minutes; the episode ends once the truck is well under it.
 */
export function speedingAgainst(t: TruckState, limit: number, road: () => string, v1: number, now: number, events: SimEvent[]): void {
  if (v1 > limit) {
    if (!t.overSpeed) {
      t.overSpeed = true;
      if (now - t.lastSpeedingMs >= SPEEDING_REPEAT_MS) {
        t.lastSpeedingMs = now;
        emitEvent(events, t, 'speeding', now, { limit, road: road() });
      }
    }
  } else if (v1 < limit - SPEEDING_RESET_KMH) {
    t.overSpeed = false;
  }
}

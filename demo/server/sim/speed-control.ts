/**
 * How fast a driving truck wants to go and how fast it may get there in one step: the cruising
 * speed of the road times the driver's habit, a wandering noise, smooth braking ahead of slower
 * roads and the destination, normal acceleration and braking limits, and the rare harsh start,
 * harsh acceleration or harsh braking (each reported as an event).
 */
import { emitEvent } from './emit-event';
import { MAX_TRUCK_SPEED_KMH, ROAD_CRUISE_KMH } from './profile';
import { PER_HOUR } from './rates';
import { nextRandom, uniform } from './rng';
import { round1 } from './round';
import type { Route } from './routes';
import type { SimEvent, TruckState } from './types';

const ACCEL_KMH_S = 1.8; // normal acceleration, km/h per second
const DECEL_KMH_S = 3.6; // normal braking
const HARSH_ACCEL_KMH_S = 11; // harsh thresholds (~0.3 g)
const HARSH_DECEL_KMH_S = 13;
const COMFORT_BRAKE_MS2 = 0.8; // approach to destinations and to slower roads
const LOOKAHEAD_M = 600;
const HARSH_RATE = 0.3 * PER_HOUR; // harsh acceleration or braking, per driving hour

/** The speed the driver aims for now (km/h); `remaining` is the metres left on the route. Updates the noise. */
export function targetSpeed(t: TruckState, r: Route, dt: number, remaining: number): number {
  const cls = r.segClass[t.seg];
  // speed noise: mean-reverting random walk
  let noise = t.noise - t.noise * Math.min(1, 0.03 * dt) + (nextRandom(t) - 0.5) * 1.6 * Math.sqrt(dt);
  if (noise > 7) noise = 7;
  else if (noise < -7) noise = -7;
  t.noise = noise;

  let target = t.stopping ? 0 : ROAD_CRUISE_KMH[cls] * t.speedFactor + noise;
  const brakeCap = Math.sqrt(2 * COMFORT_BRAKE_MS2 * remaining) * 3.6;
  if (target > brakeCap) target = brakeCap;
  // slow down ahead of a slower road (freeway exit onto a street) so the truck arrives at its speed
  for (let k = t.seg + 1, ahead = r.cum[t.seg + 1] - t.pos; k < r.n - 1 && ahead < LOOKAHEAD_M; ahead += r.cum[k + 1] - r.cum[k], k++) {
    const nextCls = r.segClass[k];
    if (nextCls > cls) {
      const vNext = (ROAD_CRUISE_KMH[nextCls] * t.speedFactor) / 3.6;
      const cap = Math.sqrt(vNext * vNext + 2 * COMFORT_BRAKE_MS2 * ahead) * 3.6;
      if (target > cap) target = cap;
    }
  }
  if (!t.stopping && target < 4) target = 4;
  if (target > MAX_TRUCK_SPEED_KMH) target = MAX_TRUCK_SPEED_KMH;
  return target;
}

/** The speed at the end of the step (km/h), towards `target`; emits harsh acceleration and braking. */
export function nextSpeed(t: TruckState, target: number, dt: number, now: number, events: SimEvent[]): number {
  const v0 = t.speed;
  // a harsh start: pulling away from a stop much harder than usual
  let harshStartRate = 0;
  if (t.harshStart) {
    t.harshStart = false;
    const rate = uniform(t, HARSH_ACCEL_KMH_S, HARSH_ACCEL_KMH_S + 5);
    if (v0 < 5 && target - v0 >= rate * Math.min(dt, 1)) harshStartRate = rate;
  }
  let dv = target - v0;
  const maxUp = Math.max(ACCEL_KMH_S * dt, harshStartRate * Math.min(dt, 1.5));
  const maxDown = DECEL_KMH_S * dt;
  if (dv > maxUp) dv = maxUp;
  else if (dv < -maxDown) dv = -maxDown;
  let v1 = v0 + dv;

  // rare harsh manoeuvres
  if (nextRandom(t) < HARSH_RATE * dt) {
    const dtH = dt < 1.5 ? dt : 1.5;
    if (nextRandom(t) < 0.5) {
      // flooring it from a standstill or low speed, never beyond the cruising target
      const rate = uniform(t, HARSH_ACCEL_KMH_S, HARSH_ACCEL_KMH_S + 5);
      if (v0 + rate * dtH <= target) {
        v1 = v0 + rate * dtH;
        t.speed = v1;
        emitEvent(events, t, 'accelerate', now, { rate: round1(rate) });
      }
    } else if (v0 > 25) {
      const rate = uniform(t, HARSH_DECEL_KMH_S, HARSH_DECEL_KMH_S + 7);
      v1 = Math.max(5, v0 - rate * dtH);
      t.speed = v1;
      emitEvent(events, t, 'decelerate', now, { rate: round1(rate) });
    }
  }
  if (v1 < 0) v1 = 0;
  if (v1 > MAX_TRUCK_SPEED_KMH) v1 = MAX_TRUCK_SPEED_KMH;
  if (harshStartRate > 0) {
    t.speed = v1;
    emitEvent(events, t, 'accelerate', now, { rate: round1(harshStartRate) });
  }
  return v1;
}

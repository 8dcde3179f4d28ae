/**
 * The events of one leg of a past journey, drawn analytically: how many of each type from the
 * live hourly rates (Poisson), where and when at random points along the leg, and the fence
 * crossings by sampling the route every 250 m.
 */
import type { LatLng } from '../geo/types';
import { insideFence, type CompiledFence } from './fences';
import { ROAD_CRUISE_KMH, SPEED_LIMIT_KMH, type TruckProfile } from './profile';
import { DMS_EVENTS, DTC_RATE, DVR_RATE } from './rates';
import { nextRandom, poisson, uniform, type RngState } from './rng';
import { round1, round6 } from './round';
import { pointAlongRoute, segmentAt, type Route, type RoutePlanner } from './routes';
import type { PickDtc, SimEvent, SimEventType, TruckSeed } from './types';
import { SPECIAL_NOTICE_TITLE } from '../../../src/core/api/contract/vocabulary/notifications';
import { HOUR_MS } from '../../../src/core/format/time-units';

const FENCE_SAMPLE_M = 250;

const HARSH_ACCEL_RATE = 0.06; // harsh starts, per driving hour (live: 5% of departures from stops)
const HARSH_DECEL_RATE = 0.15;
const OVERHEAT_RATE = 0.004;

/** One leg of a past journey: its route, start (epoch ms) and driving time (ms). */
export interface Leg {
  route: Route;
  start: number;
  duration: number;
}

/** What drawing a leg's events needs, and where they go. */
export interface LegEventsCtx {
  planner: RoutePlanner;
  pickDtc: PickDtc;
  fences: CompiledFence[];
  events: SimEvent[];
}

/** A past event of the truck at a point and time (the history's counterpart of the live emitEvent). */
export function makeEvent(ts: TruckSeed, type: SimEventType, time: number, at: LatLng, speed: number, heading: number, extra?: Partial<SimEvent>): SimEvent {
  const e: SimEvent = {
    type,
    carUid: ts.uid,
    carNo: ts.carNo,
    time: Math.round(time),
    lat: round6(at.lat),
    lng: round6(at.lng),
    speed: round1(speed),
    heading: Math.round(heading),
    ...extra,
  };
  if (ts.driverUid !== undefined) e.driverUid = ts.driverUid;
  return e;
}

/**
 * Speeding events per hour on a road class for a driver's speed factor, fitted to the live
 * simulator: it depends on how far the driver's cruising speed sits under the limit.
 */
export function speedingRate(cls: number, speedFactor: number): number {
  const margin = ROAD_CRUISE_KMH[cls] * speedFactor - SPEED_LIMIT_KMH[cls];
  if (margin >= -4.5) return 2.5;
  if (margin >= -6) return 2.5 * Math.exp((margin + 4.5) * 1.15);
  if (cls !== 0 && margin < -7) return 0; // speed noise never reaches the limit
  return 0.44 * Math.exp((margin + 6) * 0.4);
}

/** A random point of the leg (optionally on a given road class): its position, time, class and heading. */
function randomSpot(s: RngState, leg: Leg, cls = -1): { at: LatLng; time: number; cls: number; heading: number; road: number } | null {
  const r = leg.route;
  for (let tries = 0; tries < 12; tries++) {
    const u = nextRandom(s);
    const pos = u * r.length;
    const seg = segmentAt(r, pos);
    if (cls >= 0 && r.segClass[seg] !== cls) continue;
    return { at: pointAlongRoute(r, pos), time: leg.start + u * leg.duration, cls: r.segClass[seg], heading: r.segHeading[seg], road: r.segRoad[seg] };
  }
  return null;
}

export function legEvents(ctx: LegEventsCtx, ts: TruckSeed, p: TruckProfile, s: RngState, leg: Leg): void {
  const r = leg.route;
  const ev = ctx.events;
  const hours = leg.duration / HOUR_MS;
  const cruiseAt = (cls: number) => ROAD_CRUISE_KMH[cls] * p.speedFactor + uniform(s, -4, 4);
  const names = ctx.planner.graph.roadNames;

  // speeding, per road class
  for (let c = 0; c < 3; c++) {
    if (r.classMeters[c] <= 0) continue;
    const classHours = r.classMeters[c] / 1000 / (ROAD_CRUISE_KMH[c] * p.speedFactor);
    const n = poisson(s, speedingRate(c, p.speedFactor) * classHours);
    for (let k = 0; k < n; k++) {
      const spot = randomSpot(s, leg, c);
      if (!spot) break;
      const limit = SPEED_LIMIT_KMH[c];
      ev.push(
        makeEvent(ts, 'speeding', spot.time, spot.at, limit + uniform(s, 1, 8), spot.heading, {
          limit,
          road: spot.road >= 0 ? names[spot.road] : '',
        }),
      );
    }
  }
  const simple = (type: SimEventType, rate: number, extra?: (speed: number) => Partial<SimEvent>) => {
    const n = poisson(s, rate * hours);
    for (let k = 0; k < n; k++) {
      const spot = randomSpot(s, leg);
      if (!spot) return;
      const speed = cruiseAt(spot.cls);
      ev.push(makeEvent(ts, type, spot.time, spot.at, speed, spot.heading, extra ? extra(speed) : undefined));
    }
  };
  simple('accelerate', HARSH_ACCEL_RATE, () => ({ rate: round1(uniform(s, 11, 16)) }));
  simple('decelerate', HARSH_DECEL_RATE, () => ({ rate: round1(uniform(s, 13, 20)) }));
  if (p.dms) {
    for (const [type, rate] of DMS_EVENTS) {
      if (type === 'tss') {
        simple('tss', rate, () => {
          const system = nextRandom(s) < 0.3 ? 'PCS' : 'LDWS';
          return { system, title: SPECIAL_NOTICE_TITLE[system] };
        });
      } else {
        simple(type, rate);
      }
    }
  }
  if (p.dvr) simple('dvrDisconnection', DVR_RATE);
  simple('engineOverheat', OVERHEAT_RATE, () => ({ engineTemp: round1(uniform(s, 105, 109)) }));
  const nDtc = poisson(s, DTC_RATE * hours);
  for (let k = 0; k < nDtc; k++) {
    const spot = randomSpot(s, leg);
    const d = ctx.pickDtc(ts.model, () => nextRandom(s));
    if (spot && d) ev.push(makeEvent(ts, 'dtc', spot.time, spot.at, cruiseAt(spot.cls), spot.heading, { code: d.code, level: d.level }));
  }
}

export function legFences(ctx: LegEventsCtx, ts: TruckSeed, p: TruckProfile, leg: Leg, fenceIn: Uint8Array): void {
  const r = leg.route;
  const steps = Math.max(1, Math.ceil(r.length / FENCE_SAMPLE_M));
  let seg = 0;
  for (let k = 1; k <= steps; k++) {
    const pos = (r.length * k) / steps;
    seg = segmentAt(r, pos, seg);
    const len = r.cum[seg + 1] - r.cum[seg];
    const f = len > 0 ? Math.min(1, (pos - r.cum[seg]) / len) : 0;
    const lat = r.lat[seg] + (r.lat[seg + 1] - r.lat[seg]) * f;
    const lng = r.lng[seg] + (r.lng[seg + 1] - r.lng[seg]) * f;
    for (let j = 0; j < ctx.fences.length; j++) {
      const inside = insideFence(ctx.fences[j], lat, lng) ? 1 : 0;
      if (inside === fenceIn[j]) continue;
      fenceIn[j] = inside;
      const fence = ctx.fences[j];
      const time = leg.start + (leg.duration * k) / steps;
      const speed = ROAD_CRUISE_KMH[r.segClass[seg]] * p.speedFactor;
      ctx.events.push(
        makeEvent(ts, 'fence', time, { lat, lng }, speed, r.segHeading[seg], {
          fenceUid: fence.uid,
          fenceName: fence.name,
          trigger: inside ? 'enter' : 'leave',
        }),
      );
    }
  }
}

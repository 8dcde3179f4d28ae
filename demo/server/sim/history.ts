/**
 * Past journeys and events, derived analytically from routes (no per-second stepping), so a month
 * of history for a hundred-odd trucks takes well under a second or two.
 *
 * Each truck works most days (fewer on Sundays): it starts between 05:30 and 09:00 local time,
 * makes journeys of 1-3 legs (drive, load/unload with the engine idling), parks between journeys
 * and heads home late in the day. Events are drawn per leg from the same hourly rates the live
 * simulator uses, at random points along the route.
 */
import { reverseGeocode } from '../geo/gazetteer';
import { downsample } from '../geo/math';
import type { LatLng } from '../geo/types';
import { defaultPickDtc } from './dtc';
import { compileFences, insideFence } from './fences';
import { ROAD_CRUISE_KMH, SPEED_LIMIT_KMH, chooseRoute, truckProfile, type TruckProfile } from './profile';
import { hashSeed, nextRandom, poisson, uniform, type RngState } from './rng';
import { round1, round6 } from './round';
import { getPlanner, pointAlongRoute, routeSlice, segmentAt, type Route, type RoutePlanner } from './routes';
import type { FenceDef, Journey, PickDtc, SimEvent, SimEventType, TruckSeed } from './types';
import { DMS_EVENTS, DTC_RATE, DVR_RATE, JOURNEY_MAX_POINTS } from './rates';
import { SPECIAL_NOTICE_TITLE } from '../../../src/core/api/contract/vocabulary/notifications';

export interface HistoryOptions {
  seed: number;
  trucks: readonly TruckSeed[];
  /** number of whole days before today; today's journeys that ended before nowMs are included too */
  days: number;
  nowMs: number;
  fences?: readonly FenceDef[];
  pickDtc?: PickDtc;
}

export interface HistoryResult {
  /** sorted by startTime */
  journeys: Journey[];
  /** sorted by time */
  events: SimEvent[];
}

const DAY_MS = 86_400_000;
const TZ_OFFSET_MS = 8 * 3_600_000; // Asia/Taipei, no DST
const FENCE_SAMPLE_M = 250;

const HARSH_ACCEL_RATE = 0.06; // harsh starts, per driving hour (live: 5% of departures from stops)
const HARSH_DECEL_RATE = 0.15;
const OVERHEAT_RATE = 0.004;

interface Leg {
  route: Route;
  start: number;
  duration: number;
}

/** Seconds to drive a route at the truck's cruising speeds, with urban stops. */
export function legDurationSeconds(route: Route, speedFactor: number): number {
  let s = 0;
  for (let c = 0; c < 3; c++) s += route.classMeters[c] / ((ROAD_CRUISE_KMH[c] * speedFactor) / 3.6);
  return s + (route.classMeters[2] / 1000) * 12;
}

/** Local (UTC+8) midnight at or before `ms`. */
function localMidnight(ms: number): number {
  return Math.floor((ms + TZ_OFFSET_MS) / DAY_MS) * DAY_MS - TZ_OFFSET_MS;
}

class AddressCache {
  private readonly map = new Map<string, string>();
  get(lat: number, lng: number): string {
    const key = `${lat},${lng}`;
    let a = this.map.get(key);
    if (a === undefined) {
      a = reverseGeocode(lat, lng)?.address ?? '';
      this.map.set(key, a);
    }
    return a;
  }
}

interface Ctx {
  planner: RoutePlanner;
  pickDtc: PickDtc;
  fences: ReturnType<typeof compileFences>;
  addresses: AddressCache;
  events: SimEvent[];
  journeys: Journey[];
}

/** Generate `days` days of past journeys and events for the trucks that have a device. */
export function generateHistory(options: HistoryOptions): HistoryResult {
  const ctx: Ctx = {
    planner: getPlanner(),
    pickDtc: options.pickDtc ?? defaultPickDtc,
    fences: compileFences(options.fences ?? []),
    addresses: new AddressCache(),
    events: [],
    journeys: [],
  };
  const today = localMidnight(options.nowMs);
  for (const ts of options.trucks) {
    if (!ts.hasDevice) continue;
    const profile = truckProfile(options.seed, ts, ctx.planner);
    const s: RngState = { rng: hashSeed(options.seed, String(ts.uid), 'history') };
    truckHistory(ctx, ts, profile, s, today - options.days * DAY_MS, options.nowMs);
  }
  ctx.journeys.sort((a, b) => a.startTime - b.startTime);
  ctx.events.sort((a, b) => a.time - b.time);
  return { journeys: ctx.journeys, events: ctx.events };
}

function truckHistory(ctx: Ctx, ts: TruckSeed, p: TruckProfile, s: RngState, from: number, nowMs: number): void {
  const home = p.home.node;
  let node = home;
  const g = ctx.planner.graph;
  const fenceIn = new Uint8Array(ctx.fences.length);
  for (let j = 0; j < ctx.fences.length; j++) fenceIn[j] = insideFence(ctx.fences[j], g.lat[node], g.lng[node]) ? 1 : 0;

  for (let dayStart = from; dayStart < nowMs; dayStart += DAY_MS) {
    const weekday = new Date(dayStart + TZ_OFFSET_MS).getUTCDay();
    if (nextRandom(s) < (weekday === 0 ? 0.6 : 0.06)) continue; // day off
    let t = dayStart + uniform(s, 5.5, 9) * 3_600_000;
    const dayEnd = dayStart + uniform(s, 18, 21.5) * 3_600_000;
    while (t < dayEnd) {
      const legs: Leg[] = [];
      const legCount = nextRandom(s) < 0.6 ? 1 : nextRandom(s) < 0.5 ? 2 : 3;
      let time = t + uniform(s, 60, 240) * 1000; // warm-up
      for (let k = 0; k < legCount; k++) {
        const late = time > dayEnd - 2 * 3_600_000;
        const route = late && node !== home ? ctx.planner.route(node, home) : chooseRoute(s, ctx.planner, node, home);
        if (!route) break;
        const duration = legDurationSeconds(route, p.speedFactor) * 1000;
        legs.push({ route, start: time, duration });
        time += duration + uniform(s, 300, 1500) * 1000; // drive, then load/unload
        node = route.toNode;
        if (late) break;
      }
      if (legs.length === 0 || time > nowMs) return;
      emitJourney(ctx, ts, p, s, t, time, legs, fenceIn);
      t = time + uniform(s, 1800, 3 * 3600) * 1000; // parked
    }
  }
}

function makeEvent(ts: TruckSeed, type: SimEventType, time: number, at: LatLng, speed: number, heading: number, extra?: Partial<SimEvent>): SimEvent {
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

function emitJourney(
  ctx: Ctx,
  ts: TruckSeed,
  p: TruckProfile,
  s: RngState,
  startTime: number,
  endTime: number,
  legs: Leg[],
  fenceIn: Uint8Array,
): void {
  const first = legs[0].route;
  const last = legs[legs.length - 1].route;
  const startAt = { lat: first.lat[0], lng: first.lng[0] };
  const endAt = { lat: last.lat[last.n - 1], lng: last.lng[last.n - 1] };
  const ev = ctx.events;
  ev.push(makeEvent(ts, 'engineOn', startTime, startAt, 0, 0));
  if (nextRandom(s) < 0.03) {
    const d = ctx.pickDtc(ts.model, () => nextRandom(s));
    if (d) ev.push(makeEvent(ts, 'dtc', startTime, startAt, 0, 0, { code: d.code, level: d.level }));
  }

  let distance = 0;
  let maxCruise = 0;
  const pts: LatLng[] = [];
  for (const leg of legs) {
    const r = leg.route;
    distance += r.length;
    for (let c = 0; c < 3; c++) if (r.classMeters[c] > 0) maxCruise = Math.max(maxCruise, ROAD_CRUISE_KMH[c] * p.speedFactor);
    for (const q of routeSlice(r, 0, r.length)) {
      const prev = pts[pts.length - 1];
      if (!prev || prev.lat !== q.lat || prev.lng !== q.lng) pts.push(q);
    }
    legEvents(ctx, ts, p, s, leg);
    if (ctx.fences.length > 0) legFences(ctx, ts, p, leg, fenceIn);
  }
  ev.push(makeEvent(ts, 'parked', endTime, endAt, 0, 0));

  const hours = Math.max(1, endTime - startTime) / 3_600_000;
  ctx.journeys.push({
    uid: `${ts.uid}-${Math.round(startTime)}`,
    carUid: ts.uid,
    carNo: ts.carNo,
    ...(ts.driverUid !== undefined ? { driverUid: ts.driverUid } : {}),
    startTime: Math.round(startTime),
    endTime: Math.round(endTime),
    startLat: round6(startAt.lat),
    startLng: round6(startAt.lng),
    endLat: round6(endAt.lat),
    endLng: round6(endAt.lng),
    startAddress: ctx.addresses.get(startAt.lat, startAt.lng),
    endAddress: ctx.addresses.get(endAt.lat, endAt.lng),
    distanceMeters: Math.round(distance),
    maxSpeed: round1(Math.min(125, maxCruise + uniform(s, 2, 9))),
    avgSpeed: round1(distance / 1000 / hours),
    points: downsample(pts, JOURNEY_MAX_POINTS).map((q) => ({ lat: round6(q.lat), lng: round6(q.lng) })),
  });
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

function legEvents(ctx: Ctx, ts: TruckSeed, p: TruckProfile, s: RngState, leg: Leg): void {
  const r = leg.route;
  const ev = ctx.events;
  const hours = leg.duration / 3_600_000;
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

function legFences(ctx: Ctx, ts: TruckSeed, p: TruckProfile, leg: Leg, fenceIn: Uint8Array): void {
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

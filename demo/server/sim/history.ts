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
import { legEvents, legFences, makeEvent, type Leg, type LegEventsCtx } from './history-events';
import { ROAD_CRUISE_KMH, chooseRoute, truckProfile, type TruckProfile } from './profile';
import { JOURNEY_MAX_POINTS } from './rates';
import { hashSeed, nextRandom, uniform, type RngState } from './rng';
import { round1, round6 } from './round';
import { getPlanner, routeSlice, type Route } from './routes';
import type { FenceDef, Journey, PickDtc, SimEvent, TruckSeed } from './types';
import { DAY_MS, HOUR_MS, TAIPEI_OFFSET_MS } from '../../../src/core/format/time-units';

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

/** Seconds to drive a route at the truck's cruising speeds, with urban stops. */
export function legDurationSeconds(route: Route, speedFactor: number): number {
  let s = 0;
  for (let c = 0; c < 3; c++) s += route.classMeters[c] / ((ROAD_CRUISE_KMH[c] * speedFactor) / 3.6);
  return s + (route.classMeters[2] / 1000) * 12;
}

/** Local (UTC+8) midnight at or before `ms`. */
function localMidnight(ms: number): number {
  return Math.floor((ms + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
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

interface Ctx extends LegEventsCtx {
  addresses: AddressCache;
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
    const weekday = new Date(dayStart + TAIPEI_OFFSET_MS).getUTCDay();
    if (nextRandom(s) < (weekday === 0 ? 0.6 : 0.06)) continue; // day off
    let t = dayStart + uniform(s, 5.5, 9) * HOUR_MS;
    const dayEnd = dayStart + uniform(s, 18, 21.5) * HOUR_MS;
    while (t < dayEnd) {
      const legs: Leg[] = [];
      const legCount = nextRandom(s) < 0.6 ? 1 : nextRandom(s) < 0.5 ? 2 : 3;
      let time = t + uniform(s, 60, 240) * 1000; // warm-up
      for (let k = 0; k < legCount; k++) {
        const late = time > dayEnd - 2 * HOUR_MS;
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

  const hours = Math.max(1, endTime - startTime) / HOUR_MS;
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

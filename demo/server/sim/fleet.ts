/**
 * Deterministic fleet simulator. `createFleet` places trucks on the road network, `step` advances
 * them by dt seconds and returns the events and closed journeys that follow from the motion,
 * `snapshot` produces plain-JSON monitor records. No timers, no I/O: the server drives it.
 */
import { reverseGeocode } from '../geo/gazetteer';
import { downsample } from '../geo/math';
import type { LatLng } from '../geo/types';
import { defaultPickDtc } from './dtc';
import { compileFences, insideFence, type CompiledFence } from './fences';
import {
  AMBIENT_C,
  MAX_TRUCK_SPEED_KMH,
  ROAD_CRUISE_KMH,
  SPEED_LIMIT_KMH,
  chooseRoute,
  truckProfile,
} from './profile';
import { hashSeed, nextRandom, uniform, type RngState } from './rng';
import { getPlanner, routeSlice, segmentAt, type Route, type RoutePlanner } from './routes';
import { tpmsCode } from './tpms';
import { SPECIAL_NOTICE_TITLE } from '../../../src/core/api/contract/vocabulary/notifications';
import type {
  FenceDef,
  Journey,
  MonitorRecord,
  PickDtc,
  SimEvent,
  SimEventType,
  StepResult,
  TruckSeed,
  TruckState,
  TyreState,
} from './types';
import { DMS_EVENTS, DMS_TOTAL, DTC_RATE, DVR_RATE, JOURNEY_MAX_POINTS } from './rates';

// ───────────────────────── tuning ─────────────────────────

const ACCEL_KMH_S = 1.8; // normal acceleration, km/h per second
const DECEL_KMH_S = 3.6; // normal braking
const HARSH_ACCEL_KMH_S = 11; // harsh thresholds (~0.3 g)
const HARSH_DECEL_KMH_S = 13;
const COMFORT_BRAKE_MS2 = 0.8; // approach to destinations and to slower roads
const LOOKAHEAD_M = 600;

const PER_HOUR = 1 / 3600;
const LOST_RATE = 0.1 * PER_HOUR; // start losing signal, per truck-hour
const HARSH_RATE = 0.3 * PER_HOUR; // harsh acceleration or braking, per driving hour
const TRAFFIC_STOP_RATE = 1 / 600; // per second of urban driving
const OVERHEAT_FAULT_RATE = 0.004 * PER_HOUR;
const HARSH_START_P = 0.05; // chance a departure from a stop is a harsh start
const TYRE_ISSUE_RATE = 0.02 * PER_HOUR; // per truck, while driving
const SPEEDING_REPEAT_MS = 300_000; // one speeding event per episode, at most every 5 minutes
const SPEEDING_RESET_KMH = 8; // an episode ends once the truck is this far under the limit
const OVERHEAT_C = 105;
const SENSOR_PERIOD_S = 5;

const TSS_TITLES = SPECIAL_NOTICE_TITLE;

// ───────────────────────── state ─────────────────────────

export interface FleetOptions {
  seed: number;
  trucks: readonly TruckSeed[];
  /** simulation clock at creation, epoch ms (default 0) */
  nowMs?: number;
  fences?: readonly FenceDef[];
  /** DTC picker (see PickDtc); defaults to a small built-in sample */
  pickDtc?: PickDtc;
}

export interface FleetState {
  seed: number;
  nowMs: number;
  trucks: TruckState[];
  fences: CompiledFence[];
  pickDtc: PickDtc;
  planner: RoutePlanner;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function currentNode(t: TruckState): number {
  return t.route ? (t.pos >= t.route.length ? t.route.toNode : t.route.fromNode) : t.homeNode;
}

function placeOnRoute(t: TruckState, r: Route, pos: number): void {
  t.route = r;
  t.pos = pos;
  t.seg = segmentAt(r, pos);
  const s = t.seg;
  const len = r.cum[s + 1] - r.cum[s];
  const f = len > 0 ? Math.min(1, Math.max(0, (pos - r.cum[s]) / len)) : 0;
  t.lat = r.lat[s] + (r.lat[s + 1] - r.lat[s]) * f;
  t.lng = r.lng[s] + (r.lng[s + 1] - r.lng[s]) * f;
  t.heading = r.segHeading[s];
}

/** Create a fleet: every truck gets a home, equipment and a starting phase (some driving, some parked). */
export function createFleet(options: FleetOptions): FleetState {
  const planner = getPlanner();
  const nowMs = options.nowMs ?? 0;
  const fences = compileFences(options.fences ?? []);
  const trucks: TruckState[] = options.trucks.map((ts) => initTruck(options.seed, ts, planner, nowMs, fences.length));
  const state: FleetState = { seed: options.seed, nowMs, trucks, fences, pickDtc: options.pickDtc ?? defaultPickDtc, planner };
  for (const t of trucks) for (let j = 0; j < fences.length; j++) t.fenceIn[j] = insideFence(fences[j], t.lat, t.lng) ? 1 : 0;
  return state;
}

function initTruck(seed: number, ts: TruckSeed, planner: RoutePlanner, nowMs: number, fenceCount: number): TruckState {
  const p = truckProfile(seed, ts, planner);
  const t: TruckState = {
    uid: ts.uid,
    carNo: ts.carNo,
    model: ts.model,
    hasDevice: ts.hasDevice,
    driverUid: ts.driverUid,
    coldChain: p.coldChain,
    tpms: p.tpms,
    dms: p.dms,
    dvr: p.dvr,
    speedFactor: p.speedFactor,
    rng: hashSeed(seed, String(ts.uid), 'live'),
    homeNode: p.home.node,
    status: ts.hasDevice ? 'parking' : 'nodevice',
    phase: 'none',
    phaseLeft: 0,
    stopping: false,
    harshStart: false,
    route: null,
    seg: 0,
    pos: 0,
    lat: p.home.lat,
    lng: p.home.lng,
    heading: 0,
    speed: 0,
    noise: 0,
    mileage: p.mileage,
    fuel: 0,
    rpm: 0,
    engineTemp: AMBIENT_C,
    overheatFault: false,
    overheatLatched: false,
    lostLeft: 0,
    lostFrom: 'parking',
    overSpeed: false,
    lastSpeedingMs: -Infinity,
    gpsTime: 0,
    temps: null,
    tempSetpoint: p.tempSetpoint,
    tempOffsets: p.tempOffsets,
    tyres: null,
    sensorAcc: 0,
    fenceIn: new Uint8Array(fenceCount),
    journey: null,
  };
  if (!ts.hasDevice) return t;
  t.gpsTime = nowMs;
  t.fuel = uniform(t, 35, 98);
  t.sensorAcc = uniform(t, 0, SENSOR_PERIOD_S); // stagger sensor updates across the fleet
  t.noise = uniform(t, -4, 4);
  if (p.coldChain) t.temps = p.tempOffsets.map((o) => round1(p.tempSetpoint + o));
  if (p.tpms) t.tyres = initTyres(t, p.tyreCount, p.nominalPsi);

  const r = nextRandom(t);
  const route = chooseRoute(t, planner, t.homeNode, t.homeNode);
  if (route && r < 0.5) {
    // driving somewhere along its first route
    const pos = uniform(t, 0, route.length * 0.9);
    placeOnRoute(t, route, pos);
    t.status = 'driving';
    t.phase = 'drive';
    t.speed = ROAD_CRUISE_KMH[route.segClass[t.seg]] * t.speedFactor;
    t.engineTemp = uniform(t, 84, 90);
    t.rpm = 700 + t.speed * 14;
    const startTime = nowMs - Math.round((pos / 16) * 1000) - 120_000;
    t.journey = { startTime, startLat: route.lat[0], startLng: route.lng[0], distance: pos, maxSpeed: round1(t.speed), legs: [{ route, from: 0, to: -1 }] };
  } else if (route && r < 0.65) {
    // loading at the end of a finished route
    placeOnRoute(t, route, route.length);
    t.status = 'idling';
    t.phase = 'loading';
    t.phaseLeft = uniform(t, 60, 1200);
    t.engineTemp = uniform(t, 78, 84);
    t.rpm = 650;
    t.journey = {
      startTime: nowMs - Math.round((route.length / 15) * 1000),
      startLat: route.lat[0],
      startLng: route.lng[0],
      distance: route.length,
      maxSpeed: round1(ROAD_CRUISE_KMH[0] * t.speedFactor),
      legs: [{ route, from: 0, to: route.length }],
    };
  } else {
    t.status = 'parking';
    t.phase = 'rest';
    t.phaseLeft = uniform(t, 60, 3 * 3600);
    t.engineTemp = uniform(t, AMBIENT_C, 45);
  }
  return t;
}

function initTyres(s: RngState, count: number, nominal: number): TyreState[] {
  const tyres: TyreState[] = [];
  for (let i = 0; i < count; i++) {
    const cold = nominal + uniform(s, -2, 2);
    tyres.push({ cold, pressure: round1(cold), temperature: AMBIENT_C, leakRate: 0, heat: 0, code: 0 });
  }
  // a few trucks start the day with a tyre already in trouble
  const r = nextRandom(s);
  if (r < 0.04) {
    const ty = tyres[Math.floor(nextRandom(s) * count)];
    ty.cold = uniform(s, 86, 94);
    ty.leakRate = uniform(s, 0.15, 0.5);
  } else if (r < 0.05) {
    tyres[Math.floor(nextRandom(s) * count)].heat = uniform(s, 50, 65);
  }
  for (const ty of tyres) {
    ty.pressure = round1(ty.cold);
    ty.leakRate = round2(ty.leakRate);
    ty.temperature = round1(ty.temperature);
    ty.code = tpmsCode(ty.pressure, ty.temperature, ty.leakRate);
  }
  return tyres;
}

/** Replace the geofences; inside/outside state is kept for fences whose uid persists, and computed silently for new ones. */
export function setFences(state: FleetState, defs: readonly FenceDef[]): void {
  const next = compileFences(defs);
  const oldIndex = new Map(state.fences.map((f, i) => [f.uid, i] as const));
  for (const t of state.trucks) {
    const flags = new Uint8Array(next.length);
    for (let j = 0; j < next.length; j++) {
      const old = oldIndex.get(next[j].uid);
      flags[j] = old !== undefined ? t.fenceIn[old] : insideFence(next[j], t.lat, t.lng) ? 1 : 0;
    }
    t.fenceIn = flags;
  }
  state.fences = next;
}

// ───────────────────────── stepping ─────────────────────────

function emit(out: SimEvent[], t: TruckState, type: SimEventType, now: number, extra?: Partial<SimEvent>): void {
  const e: SimEvent = {
    type,
    carUid: t.uid,
    carNo: t.carNo,
    time: now,
    lat: round6(t.lat),
    lng: round6(t.lng),
    speed: round1(t.speed),
    heading: Math.round(t.heading),
    ...extra,
  };
  if (t.driverUid !== undefined) e.driverUid = t.driverUid;
  t.lastEventType = type;
  out.push(e);
}

function localHour(nowMs: number): number {
  return (((nowMs / 3_600_000 + 8) % 24) + 24) % 24;
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

function closeJourney(t: TruckState, now: number): Journey | null {
  const j = t.journey;
  t.journey = null;
  if (!j || j.legs.length === 0 || j.distance < 1) return null;
  const pts: LatLng[] = [];
  for (const leg of j.legs) {
    const to = leg.to < 0 ? t.pos : leg.to;
    const slice = routeSlice(leg.route, leg.from, to);
    for (const p of slice) {
      const last = pts[pts.length - 1];
      if (!last || last.lat !== p.lat || last.lng !== p.lng) pts.push(p);
    }
  }
  const points = downsample(pts, JOURNEY_MAX_POINTS).map((p) => ({ lat: round6(p.lat), lng: round6(p.lng) }));
  const endTime = now;
  const hours = Math.max(1, endTime - j.startTime) / 3_600_000;
  return {
    uid: `${t.uid}-${j.startTime}`,
    carUid: t.uid,
    carNo: t.carNo,
    ...(t.driverUid !== undefined ? { driverUid: t.driverUid } : {}),
    startTime: j.startTime,
    endTime,
    startLat: round6(j.startLat),
    startLng: round6(j.startLng),
    endLat: round6(t.lat),
    endLng: round6(t.lng),
    startAddress: reverseGeocode(j.startLat, j.startLng)?.address ?? '',
    endAddress: reverseGeocode(t.lat, t.lng)?.address ?? '',
    distanceMeters: Math.round(j.distance),
    maxSpeed: round1(j.maxSpeed),
    avgSpeed: round1(j.distance / 1000 / hours),
    points,
  };
}

function repairTyres(t: TruckState): void {
  if (!t.tyres) return;
  for (const ty of t.tyres) {
    if (ty.leakRate > 0 || ty.cold < 100 || ty.heat > 0) {
      ty.cold = 110 + uniform(t, -2, 2);
      ty.leakRate = 0;
      ty.heat = 0;
    }
  }
}

/** Idling/parking phase finished: move to the next phase. */
function endPhase(t: TruckState, st: FleetState, now: number, events: SimEvent[], journeys: Journey[]): void {
  switch (t.phase) {
    case 'rest': {
      // engine on, warm up, then leave
      if (t.fuel < 30) t.fuel = uniform(t, 92, 100);
      repairTyres(t);
      t.status = 'idling';
      t.phase = 'warmup';
      t.phaseLeft = uniform(t, 60, 240);
      t.journey = { startTime: now, startLat: t.lat, startLng: t.lng, distance: 0, maxSpeed: 0, legs: [] };
      emit(events, t, 'engineOn', now);
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
        const h = localHour(now);
        t.phaseLeft =
          h >= 19 || h < 5 ? (((29 - h) % 24) + uniform(t, 0, 3)) * 3600 : uniform(t, 1800, 3 * 3600);
        emit(events, t, 'parked', now);
        const j = closeJourney(t, now);
        if (j) journeys.push(j);
        return;
      }
      if (!departOnNewRoute(t, st)) {
        t.phaseLeft = 600;
        return;
      }
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

function dtcEvent(t: TruckState, st: FleetState, now: number, events: SimEvent[]): void {
  const pick = st.pickDtc(t.model, () => nextRandom(t));
  if (pick) emit(events, t, 'dtc', now, { code: pick.code, level: pick.level });
}

/** Move a driving truck; may switch it to idling (traffic stop or arrival). */
function drive(t: TruckState, dt: number, now: number, events: SimEvent[], st: FleetState): void {
  const r = t.route;
  if (!r) {
    t.status = 'idling';
    t.phase = 'loading';
    t.phaseLeft = 60;
    return;
  }
  const cls = r.segClass[t.seg];
  // speed noise: mean-reverting random walk
  let noise = t.noise - t.noise * Math.min(1, 0.03 * dt) + (nextRandom(t) - 0.5) * 1.6 * Math.sqrt(dt);
  if (noise > 7) noise = 7;
  else if (noise < -7) noise = -7;
  t.noise = noise;

  const remaining = r.length - t.pos;
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
        emit(events, t, 'accelerate', now, { rate: round1(rate) });
      }
    } else if (v0 > 25) {
      const rate = uniform(t, HARSH_DECEL_KMH_S, HARSH_DECEL_KMH_S + 7);
      v1 = Math.max(5, v0 - rate * dtH);
      t.speed = v1;
      emit(events, t, 'decelerate', now, { rate: round1(rate) });
    }
  }
  if (v1 < 0) v1 = 0;
  if (v1 > MAX_TRUCK_SPEED_KMH) v1 = MAX_TRUCK_SPEED_KMH;
  if (harshStartRate > 0) {
    t.speed = v1;
    emit(events, t, 'accelerate', now, { rate: round1(harshStartRate) });
  }

  const dist = ((v0 + v1) / 7.2) * dt;
  let pos = t.pos + dist;
  const arrived = pos >= r.length - 0.05;
  if (arrived) pos = r.length;
  let seg = t.seg;
  const cum = r.cum;
  const last = r.n - 2;
  while (seg < last && cum[seg + 1] < pos) seg++;
  const len = cum[seg + 1] - cum[seg];
  const f = len > 0 ? (pos - cum[seg]) / len : 1;
  t.lat = r.lat[seg] + (r.lat[seg + 1] - r.lat[seg]) * f;
  t.lng = r.lng[seg] + (r.lng[seg + 1] - r.lng[seg]) * f;
  t.heading = r.segHeading[seg];
  t.seg = seg;
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

  // speeding against the limit of the road under the truck
  const limit = SPEED_LIMIT_KMH[r.segClass[seg]];
  if (v1 > limit) {
    if (!t.overSpeed) {
      t.overSpeed = true;
      if (now - t.lastSpeedingMs >= SPEEDING_REPEAT_MS) {
        t.lastSpeedingMs = now;
        const roadIdx = r.segRoad[seg];
        emit(events, t, 'speeding', now, { limit, road: roadIdx >= 0 ? st.planner.graph.roadNames[roadIdx] : '' });
      }
    }
  } else if (v1 < limit - SPEEDING_RESET_KMH) {
    t.overSpeed = false;
  }

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
  } else if (r.segClass[seg] === 2 && remaining > 400 && nextRandom(t) < TRAFFIC_STOP_RATE * dt) {
    t.stopping = true; // red light or congestion ahead
  }
}

/** Random events while driving: DMS/TSS, DTC, DVR. One draw per step for all of them. */
function randomEvents(t: TruckState, dt: number, now: number, events: SimEvent[], st: FleetState): void {
  const total = (t.dms ? DMS_TOTAL : 0) + DTC_RATE + (t.dvr ? DVR_RATE : 0);
  if (nextRandom(t) >= total * PER_HOUR * dt) return;
  let x = nextRandom(t) * total;
  if (t.dms) {
    for (const [type, rate] of DMS_EVENTS) {
      if (x < rate) {
        if (type === 'tss') {
          const system = nextRandom(t) < 0.3 ? 'PCS' : 'LDWS';
          emit(events, t, 'tss', now, { system, title: TSS_TITLES[system] });
        } else {
          emit(events, t, type, now);
        }
        return;
      }
      x -= rate;
    }
  }
  if (x < DTC_RATE) {
    dtcEvent(t, st, now, events);
    return;
  }
  emit(events, t, 'dvrDisconnection', now);
}

/** Engine temperature, rpm and idle fuel every step; sensors (tyres, cold chain) every few seconds. */
function updateEngine(t: TruckState, dt: number, now: number, events: SimEvent[]): void {
  const driving = t.status === 'driving';
  const engineOn = driving || t.status === 'idling';
  if (driving && !t.overheatFault && nextRandom(t) < OVERHEAT_FAULT_RATE * dt) t.overheatFault = true;
  const fault = t.overheatFault && engineOn ? 27 : 0;
  const target = driving ? 84 + t.speed * 0.06 + fault : engineOn ? 80 + fault : AMBIENT_C;
  const tau = engineOn ? 240 : 1500;
  t.engineTemp += (target - t.engineTemp) * (1 - Math.exp(-dt / tau));
  if (t.engineTemp >= OVERHEAT_C) {
    if (!t.overheatLatched) {
      t.overheatLatched = true;
      emit(events, t, 'engineOverheat', now, { engineTemp: round1(t.engineTemp) });
    }
  } else if (t.engineTemp < OVERHEAT_C - 5) {
    t.overheatLatched = false;
  }
  if (driving) {
    const rpm = t.speed < 3 ? 700 : 750 + t.speed * 14 + (nextRandom(t) - 0.5) * 80;
    t.rpm = rpm > 2300 ? 2300 : rpm;
  } else if (engineOn) {
    t.rpm = 640 + (nextRandom(t) - 0.5) * 40;
    t.fuel -= dt * 0.6 * PER_HOUR;
  } else {
    t.rpm = 0;
  }
  t.sensorAcc += dt;
  if (t.sensorAcc >= SENSOR_PERIOD_S) {
    updateSensors(t, t.sensorAcc);
    t.sensorAcc = 0;
  }
}

function updateSensors(t: TruckState, dt: number): void {
  const driving = t.status === 'driving';
  if (t.temps) {
    const open = t.phase === 'loading' ? 6 : 0; // doors open while loading
    const k = 1 - Math.exp(-dt / 900);
    for (let i = 0; i < t.temps.length; i++) {
      const target = t.tempSetpoint + t.tempOffsets[i] + open;
      t.temps[i] = round1(t.temps[i] + (target - t.temps[i]) * k + (nextRandom(t) - 0.5) * 0.3);
    }
  }
  const tyres = t.tyres;
  if (!tyres) return;
  if (driving && nextRandom(t) < TYRE_ISSUE_RATE * dt) {
    const ty = tyres[Math.floor(nextRandom(t) * tyres.length)];
    const kind = nextRandom(t);
    if (kind < 0.7) ty.leakRate = uniform(t, 0.15, 0.6);
    else if (kind < 0.85) ty.leakRate = uniform(t, 2, 5);
    else ty.heat = uniform(t, 50, 65);
  }
  const k = 1 - Math.exp(-dt / 600);
  const speedHeat = driving ? t.speed * 0.3 : 0;
  for (let i = 0; i < tyres.length; i++) {
    const ty = tyres[i];
    if (ty.leakRate > 0) {
      ty.cold -= (ty.leakRate * dt) / 60;
      if (ty.cold <= 15) {
        ty.cold = 15; // flat: nothing left to lose
        ty.leakRate = 0;
      }
    }
    const target = AMBIENT_C + speedHeat + ty.heat + (driving && ty.cold < 95 ? 8 : 0);
    ty.temperature = round1(ty.temperature + (target - ty.temperature) * k);
    ty.pressure = round1((ty.cold * (ty.temperature + 273.15)) / (AMBIENT_C + 273.15));
    ty.leakRate = round2(ty.leakRate);
    ty.code = tpmsCode(ty.pressure, ty.temperature, ty.leakRate);
  }
}

function checkFences(t: TruckState, fences: CompiledFence[], now: number, events: SimEvent[]): void {
  for (let j = 0; j < fences.length; j++) {
    const inside = insideFence(fences[j], t.lat, t.lng) ? 1 : 0;
    if (inside !== t.fenceIn[j]) {
      t.fenceIn[j] = inside;
      const f = fences[j];
      emit(events, t, 'fence', now, { fenceUid: f.uid, fenceName: f.name, trigger: inside ? 'enter' : 'leave' });
    }
  }
}

/**
 * Advance every truck by `dtSeconds`; `nowMs` is the simulation clock at the end of the step.
 * Returns the events that happened and the journeys that closed (trucks that parked).
 */
export function step(state: FleetState, dtSeconds: number, nowMs: number): StepResult {
  const events: SimEvent[] = [];
  const journeys: Journey[] = [];
  state.nowMs = nowMs;
  if (!(dtSeconds > 0)) return { events, journeys };
  const dt = dtSeconds;
  const fences = state.fences;
  const trucks = state.trucks;
  for (let i = 0; i < trucks.length; i++) {
    const t = trucks[i];
    if (t.status === 'nodevice') continue;
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
      drive(t, dt, nowMs, events, state);
      randomEvents(t, dt, nowMs, events, state);
    } else {
      t.phaseLeft -= dt;
      if (t.phaseLeft <= 0) endPhase(t, state, nowMs, events, journeys);
    }
    updateEngine(t, dt, nowMs, events);
    if (fences.length > 0 && (t.lat !== lat0 || t.lng !== lng0)) checkFences(t, fences, nowMs, events);
    t.gpsTime = nowMs;
  }
  return { events, journeys };
}

// ───────────────────────── snapshot ─────────────────────────

/** Live monitor records, one per truck, as plain JSON. */
export function snapshot(state: FleetState): MonitorRecord[] {
  const out: MonitorRecord[] = new Array(state.trucks.length);
  for (let i = 0; i < state.trucks.length; i++) {
    const t = state.trucks[i];
    const moving = t.status === 'driving' || t.status === 'lost';
    const rec: MonitorRecord = {
      uid: t.uid,
      carNo: t.carNo,
      lat: round6(t.lat),
      lng: round6(t.lng),
      speed: moving ? round1(t.speed) : 0,
      heading: Math.round(t.heading) % 360,
      status: t.status,
      mileage: round1(t.mileage),
      fuel: round1(t.fuel),
      rpm: Math.round(t.rpm),
      engineTemp: round1(t.engineTemp),
      gpsTime: t.gpsTime,
    };
    if (t.driverUid !== undefined) rec.driverUid = t.driverUid;
    if (t.lastEventType !== undefined) rec.lastEventType = t.lastEventType;
    if (t.temps) rec.temperatures = t.temps.slice();
    if (t.tyres) {
      rec.tyres = t.tyres.map((ty, k) => ({
        position: k + 1,
        pressure: ty.pressure,
        temperature: ty.temperature,
        leakRate: ty.leakRate,
        code: ty.code,
      }));
    }
    out[i] = rec;
  }
  return out;
}

/** The truck state for a uid (for tests and tooling). */
export function findTruck(state: FleetState, uid: TruckSeed['uid']): TruckState | undefined {
  return state.trucks.find((t) => t.uid === uid);
}

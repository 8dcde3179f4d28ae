/**
 * A truck's state when the fleet is created: its profile (home, equipment, driving habit, shared
 * with the history), readings, and a starting phase, so that a fresh server shows a working fleet
 * at once rather than every truck parked at home. About half start driving somewhere along their
 * first route, some loading at its end, the rest parked.
 */
import { AMBIENT_C, ROAD_CRUISE_KMH, chooseRoute, truckProfile } from './profile';
import { hashSeed, nextRandom, uniform } from './rng';
import { round1 } from './round';
import { placeOnRoute } from './route-position';
import type { RoutePlanner } from './routes';
import { SENSOR_PERIOD_S } from './sensors';
import { initTyres } from './tyres';
import type { TruckSeed, TruckState } from './types';

export function initTruck(seed: number, ts: TruckSeed, planner: RoutePlanner, nowMs: number, fenceCount: number): TruckState {
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
  startPhase(t, planner, nowMs);
  return t;
}

/** Driving (50%), loading at the end of a route (15%) or parked; a journey already under way for the first two. */
function startPhase(t: TruckState, planner: RoutePlanner, nowMs: number): void {
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
}

/**
 * Per-truck constants derived from the fleet seed and the truck uid, shared by the live simulator
 * and the history generator so both agree on a truck's home, equipment and driving habit.
 */
import { CARGO, cargoOf } from './cargo';
import { hashSeed, intBetween, nextRandom, uniform, type RngState } from './rng';
import type { Place, RoutePlanner, Route } from './routes';
import type { TruckSeed } from './types';

export const ROAD_CRUISE_KMH: readonly number[] = [84, 56, 36]; // freeway, provincial, urban
export const SPEED_LIMIT_KMH: readonly number[] = [90, 70, 50];
export const MAX_TRUCK_SPEED_KMH = 125;
export const AMBIENT_C = 28;

export interface TruckProfile {
  coldChain: boolean;
  sensorCount: number;
  tempSetpoint: number;
  tempOffsets: number[];
  tpms: boolean;
  tyreCount: number;
  nominalPsi: number;
  dms: boolean;
  dvr: boolean;
  speedFactor: number;
  home: Place;
  mileage: number;
}

export function truckProfile(seed: number, ts: TruckSeed, planner: RoutePlanner): TruckProfile {
  const s: RngState = { rng: hashSeed(seed, String(ts.uid), 'profile') };
  const coldChain = ts.coldChain ?? nextRandom(s) < 0.3;
  const sensorCount = Math.max(1, Math.min(4, ts.sensorCount ?? intBetween(s, 1, 4)));
  nextRandom(s); // was the cargo kind; still drawn so every later choice stays as it was
  const tempSetpoint = CARGO[cargoOf(String(ts.uid))].setpoint;
  const tempOffsets: number[] = [];
  for (let i = 0; i < sensorCount; i++) tempOffsets.push(uniform(s, -1.2, 1.2));
  const tpms = ts.tpms ?? nextRandom(s) < 0.7;
  const tyreCount = ts.tyreCount ?? (nextRandom(s) < 0.45 ? 6 : 10);
  const nominalPsi = Math.round(uniform(s, 105, 116));
  const dms = ts.dms ?? nextRandom(s) < 0.6;
  const dvr = ts.dvr ?? nextRandom(s) < 0.75;
  const speedFactor = ts.speedFactor ?? uniform(s, 0.92, 1.08);
  const named = ts.homeLandmark ? planner.place(ts.homeLandmark) : undefined;
  const pool = nextRandom(s) < 0.6 ? planner.landmarkPlaces : planner.places;
  const home = named ?? pool[Math.floor(nextRandom(s) * pool.length)];
  const mileage = Math.round(uniform(s, 20_000, 650_000) * 10) / 10;
  return { coldChain, sensorCount, tempSetpoint, tempOffsets, tpms, tyreCount, nominalPsi, dms, dvr, speedFactor, home, mileage };
}

/**
 * Next destination from a node: back home sometimes, otherwise the nearest of three random places
 * at least 3 km away (so most trips are regional, some cross the island). Null if nothing routes.
 */
export function chooseRoute(s: RngState, planner: RoutePlanner, fromNode: number, homeNode: number): Route | null {
  const g = planner.graph;
  const fLat = g.lat[fromNode];
  const fLng = g.lng[fromNode];
  for (let attempt = 0; attempt < 6; attempt++) {
    let target = -1;
    if (fromNode !== homeNode && attempt === 0 && nextRandom(s) < 0.3) {
      target = homeNode;
    } else {
      let bestD = Infinity;
      for (let k = 0; k < 3; k++) {
        const p = planner.places[Math.floor(nextRandom(s) * planner.places.length)];
        const dLat = (p.lat - fLat) * 111_000;
        const dLng = (p.lng - fLng) * 101_000;
        const d = Math.sqrt(dLat * dLat + dLng * dLng);
        if (d < 3000) continue;
        if (d < bestD) {
          bestD = d;
          target = p.node;
        }
      }
    }
    if (target < 0) continue;
    const r = planner.route(fromNode, target);
    if (r) return r;
  }
  return null;
}

/** Geofences compiled for fast inside tests (bounding box first, no allocation). */
import { haversine, metersPerDegLng, METERS_PER_DEG_LAT, pointInPolygonArrays } from '../geo/math';
import type { FenceDef, Uid } from './types';

export interface CompiledFence {
  uid: Uid;
  name: string;
  circle: boolean;
  cLat: number;
  cLng: number;
  radius: number;
  lats: Float64Array;
  lngs: Float64Array;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Compile fence definitions; malformed ones (no centre/radius, fewer than 3 points) are skipped. */
export function compileFences(defs: readonly FenceDef[]): CompiledFence[] {
  const out: CompiledFence[] = [];
  for (const f of defs) {
    if (f.kind === 'circle') {
      if (!f.center || !(typeof f.radius === 'number' && f.radius > 0)) continue;
      const dLat = f.radius / METERS_PER_DEG_LAT;
      const dLng = f.radius / metersPerDegLng(f.center.lat);
      out.push({
        uid: f.uid,
        name: f.name,
        circle: true,
        cLat: f.center.lat,
        cLng: f.center.lng,
        radius: f.radius,
        lats: new Float64Array(0),
        lngs: new Float64Array(0),
        minLat: f.center.lat - dLat * 1.01,
        maxLat: f.center.lat + dLat * 1.01,
        minLng: f.center.lng - dLng * 1.01,
        maxLng: f.center.lng + dLng * 1.01,
      });
    } else {
      const pts = f.points ?? [];
      if (pts.length < 3) continue;
      const lats = Float64Array.from(pts, (p) => p.lat);
      const lngs = Float64Array.from(pts, (p) => p.lng);
      out.push({
        uid: f.uid,
        name: f.name,
        circle: false,
        cLat: 0,
        cLng: 0,
        radius: 0,
        lats,
        lngs,
        minLat: Math.min(...lats),
        maxLat: Math.max(...lats),
        minLng: Math.min(...lngs),
        maxLng: Math.max(...lngs),
      });
    }
  }
  return out;
}

/** True when the point is inside the fence. */
export function insideFence(f: CompiledFence, lat: number, lng: number): boolean {
  if (lat < f.minLat || lat > f.maxLat || lng < f.minLng || lng > f.maxLng) return false;
  if (f.circle) return haversine(lat, lng, f.cLat, f.cLng) <= f.radius;
  return pointInPolygonArrays(lat, lng, f.lats, f.lngs);
}

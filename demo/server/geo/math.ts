/** Geodesy helpers on a spherical earth. All angles in degrees, distances in meters. */
import type { LatLng } from './types';

export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Great-circle distance in meters (haversine). */
export function haversine(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLng / 2);
  const h = s1 * s1 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * s2 * s2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** haversine() for LatLng objects. */
export function distance(a: LatLng, b: LatLng): number {
  return haversine(a.lat, a.lng, b.lat, b.lng);
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearing(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const p1 = aLat * RAD;
  const p2 = bLat * RAD;
  const dl = (bLng - aLng) * RAD;
  const y = Math.sin(dl) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
  const deg = Math.atan2(y, x) * DEG;
  return (deg + 360) % 360;
}

/** Point reached from a start point going `meters` along `bearingDeg`. */
export function destination(lat: number, lng: number, bearingDeg: number, meters: number): LatLng {
  const d = meters / EARTH_RADIUS_M;
  const b = bearingDeg * RAD;
  const p1 = lat * RAD;
  const l1 = lng * RAD;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: p2 * DEG, lng: ((l2 * DEG + 540) % 360) - 180 };
}

/**
 * Ray-casting point-in-polygon on lat/lng (planar, fine for polygons of a few tens of km).
 * The polygon may be open or closed (first point repeated).
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  const n = polygon.length;
  if (n < 3) return false;
  const x = point.lng;
  const y = point.lat;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = polygon[i].lng;
    const yi = polygon[i].lat;
    const xj = polygon[j].lng;
    const yj = polygon[j].lat;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Same as pointInPolygon but over parallel coordinate arrays (no allocation; used in hot paths). */
export function pointInPolygonArrays(lat: number, lng: number, lats: ArrayLike<number>, lngs: ArrayLike<number>): boolean {
  let inside = false;
  const n = lats.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = lats[i];
    const yj = lats[j];
    if (yi > lat !== yj > lat) {
      const xi = lngs[i];
      const xj = lngs[j];
      if (lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** True when the point lies within `radiusMeters` of the centre. */
export function withinCircle(point: LatLng, center: LatLng, radiusMeters: number): boolean {
  return haversine(point.lat, point.lng, center.lat, center.lng) <= radiusMeters;
}

/** Meters per degree of longitude at a latitude (equirectangular approximation). */
export function metersPerDegLng(lat: number): number {
  return 111_320 * Math.cos(lat * RAD);
}
export const METERS_PER_DEG_LAT = 110_574;

export interface Projection {
  /** parameter along the segment, clamped to [0, 1] */
  t: number;
  /** distance in meters from the point to the projected point */
  distance: number;
  lat: number;
  lng: number;
}

/** Project a point on segment a→b (local planar approximation, accurate to well under 1% over tens of km). */
export function projectOnSegment(
  pLat: number,
  pLng: number,
  aLat: number,
  aLng: number,
  bLat: number,
  bLng: number,
): Projection {
  const kx = metersPerDegLng((aLat + bLat) / 2);
  const ky = METERS_PER_DEG_LAT;
  const ax = 0;
  const ay = 0;
  const bx = (bLng - aLng) * kx;
  const by = (bLat - aLat) * ky;
  const px = (pLng - aLng) * kx;
  const py = (pLat - aLat) * ky;
  const len2 = bx * bx + by * by;
  let t = len2 > 0 ? ((px - ax) * bx + (py - ay) * by) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const qx = bx * t;
  const qy = by * t;
  const dx = px - qx;
  const dy = py - qy;
  return { t, distance: Math.sqrt(dx * dx + dy * dy), lat: aLat + (bLat - aLat) * t, lng: aLng + (bLng - aLng) * t };
}

/** Sign of the cross product: >0 when p is left of a→b (looking along the segment), <0 right. */
export function sideOfSegment(pLat: number, pLng: number, aLat: number, aLng: number, bLat: number, bLng: number): number {
  return (bLng - aLng) * (pLat - aLat) - (bLat - aLat) * (pLng - aLng);
}

/**
 * Proper intersection of segments p1→p2 and p3→p4 in planar lat/lng.
 * Returns the parameters along both segments, or null when they do not cross.
 */
export function segmentIntersection(
  p1Lat: number,
  p1Lng: number,
  p2Lat: number,
  p2Lng: number,
  p3Lat: number,
  p3Lng: number,
  p4Lat: number,
  p4Lng: number,
): { t: number; u: number } | null {
  const rx = p2Lng - p1Lng;
  const ry = p2Lat - p1Lat;
  const sx = p4Lng - p3Lng;
  const sy = p4Lat - p3Lat;
  const denom = rx * sy - ry * sx;
  if (Math.abs(denom) < 1e-14) return null;
  const qpx = p3Lng - p1Lng;
  const qpy = p3Lat - p1Lat;
  const t = (qpx * sy - qpy * sx) / denom;
  const u = (qpx * ry - qpy * rx) / denom;
  if (t <= 0 || t >= 1 || u <= 0 || u >= 1) return null;
  return { t, u };
}

/** Total length of a polyline in meters. */
export function polylineLength(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += distance(points[i - 1], points[i]);
  return sum;
}

/** Keep at most `max` points of a path, always keeping the first and the last. */
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return points.slice();
  if (max < 2) return points.slice(0, Math.max(0, max));
  const out: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max - 1; i++) out.push(points[Math.round(i * step)]);
  out.push(points[points.length - 1]);
  return out;
}

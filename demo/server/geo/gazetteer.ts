/**
 * Offline gazetteer: reverse geocoding to Taiwanese addresses and free-text geocoding of
 * landmarks, counties, districts, roads and postal codes.
 */
import { COUNTIES } from './data/counties';
import { ISLAND_BOXES, MAIN_ISLAND } from './data/land';
import { LANDMARKS } from './data/landmarks';
import { ROADS } from '../../../src/core/geo-data';
import { haversine, metersPerDegLng, METERS_PER_DEG_LAT, pointInPolygonArrays, projectOnSegment, sideOfSegment } from './math';
import { GridIndex } from './spatial';
import type { GeocodeResult, LandmarkData, RoadClass, RoadData, ReverseGeocodeResult } from './types';

// ───────────────────────── districts ─────────────────────────

export interface DistrictEntry {
  county: string;
  district: string;
  postalCode: string;
  lat: number;
  lng: number;
}

/** Every district of every county, flattened. Municipalities come first (their order matters for ambiguous names). */
export const DISTRICTS: readonly DistrictEntry[] = COUNTIES.flatMap((c) =>
  c.districts.map((d) => ({ county: c.name, district: d.name, postalCode: d.zip, lat: d.lat, lng: d.lng })),
);

const DIST_LAT = Float64Array.from(DISTRICTS, (d) => d.lat);
const DIST_LNG = Float64Array.from(DISTRICTS, (d) => d.lng);

/** The district whose centroid is nearest to the point (no land check). */
export function nearestDistrict(lat: number, lng: number): DistrictEntry {
  const kx = Math.cos((lat * Math.PI) / 180);
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i < DIST_LAT.length; i++) {
    const dy = DIST_LAT[i] - lat;
    const dx = (DIST_LNG[i] - lng) * kx;
    const dd = dx * dx + dy * dy;
    if (dd < bestD) {
      bestD = dd;
      best = i;
    }
  }
  return DISTRICTS[best];
}

// ───────────────────────── land ─────────────────────────

const MAIN_LAT = Float64Array.from(MAIN_ISLAND, (p) => p[0]);
const MAIN_LNG = Float64Array.from(MAIN_ISLAND, (p) => p[1]);

/** True when the point is on (or just off the coast of) Taiwan, Penghu, Kinmen, Matsu or the other outlying islands. */
export function isInTaiwan(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat < 21.8 || lat > 26.5 || lng < 118.1 || lng > 122.1) return false;
  for (const [s, w, n, e] of ISLAND_BOXES) if (lat >= s && lat <= n && lng >= w && lng <= e) return true;
  return pointInPolygonArrays(lat, lng, MAIN_LAT, MAIN_LNG);
}

// ───────────────────────── roads ─────────────────────────

interface RoadGeom {
  road: RoadData;
  /** cumulative meters at each waypoint */
  cum: Float64Array;
  length: number;
}

const ROAD_GEOMS: readonly RoadGeom[] = ROADS.map((road) => {
  const cum = new Float64Array(road.points.length);
  for (let i = 1; i < road.points.length; i++) {
    const [aLat, aLng] = road.points[i - 1];
    const [bLat, bLng] = road.points[i];
    cum[i] = cum[i - 1] + haversine(aLat, aLng, bLat, bLng);
  }
  return { road, cum, length: cum[cum.length - 1] };
});

/** Segments flattened: segment id → (road index, waypoint index). */
const SEG_ROAD: number[] = [];
const SEG_IDX: number[] = [];
const SEGMENT_GRID = new GridIndex(0.02);
ROAD_GEOMS.forEach((g, r) => {
  const pts = g.road.points;
  for (let i = 0; i + 1 < pts.length; i++) {
    const id = SEG_ROAD.length;
    SEG_ROAD.push(r);
    SEG_IDX.push(i);
    const [aLat, aLng] = pts[i];
    const [bLat, bLng] = pts[i + 1];
    SEGMENT_GRID.insert(id, Math.min(aLat, bLat), Math.min(aLng, bLng), Math.max(aLat, bLat), Math.max(aLng, bLng));
  }
});

export interface NearestRoad {
  name: string;
  cls: RoadClass;
  /** meters from the point to the road */
  distance: number;
  /** meters along the road polyline from its first waypoint */
  along: number;
  /** >0 left of the road's direction, <0 right */
  side: number;
  /** index into ROADS */
  roadIndex: number;
}

/** The nearest named road (optionally of one class) within `maxMeters`, or null. */
export function nearestRoad(lat: number, lng: number, maxMeters = 1000, cls?: RoadClass): NearestRoad | null {
  let best: NearestRoad | null = null;
  let bestD = maxMeters;
  const ring = Math.max(1, Math.ceil(maxMeters / 2000));
  SEGMENT_GRID.visit(lat, lng, ring, (id) => {
    const r = SEG_ROAD[id];
    if (cls && ROAD_GEOMS[r].road.cls !== cls) return;
    const i = SEG_IDX[id];
    const g = ROAD_GEOMS[r];
    const [aLat, aLng] = g.road.points[i];
    const [bLat, bLng] = g.road.points[i + 1];
    const p = projectOnSegment(lat, lng, aLat, aLng, bLat, bLng);
    if (p.distance < bestD) {
      bestD = p.distance;
      best = {
        name: g.road.name,
        cls: g.road.cls,
        distance: p.distance,
        along: g.cum[i] + (g.cum[i + 1] - g.cum[i]) * p.t,
        side: sideOfSegment(lat, lng, aLat, aLng, bLat, bLng),
        roadIndex: r,
      };
    }
  });
  return best;
}

// ───────────────────────── reverse geocoding ─────────────────────────

const CN_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const GENERIC_STREETS = [
  '中山路',
  '中正路',
  '民生路',
  '民族路',
  '民權路',
  '中華路',
  '復興路',
  '光復路',
  '成功路',
  '和平路',
  '自強路',
  '建國路',
  '信義路',
  '仁愛路',
  '忠孝路',
  '博愛路',
];
const SECTION_METERS = 1200;

/** Deterministic 32-bit hash of a few integers. */
function hashInts(a: number, b: number, c = 0): number {
  let h = 2166136261 ^ a;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h ^= b + 0x9e3779b9 + (h << 6) + (h >>> 2);
  h = Math.imul(h ^ (h >>> 13), 0x45d9f3b);
  h ^= c + 0x9e3779b9 + (h << 6) + (h >>> 2);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 15)) >>> 0;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function houseNumber(offsetMeters: number, side: number): number {
  // Odd numbers on the left, even on the right; about one number per 8 m of frontage.
  const base = Math.floor(offsetMeters / 16) * 2;
  return side >= 0 ? base + 1 : base + 2;
}

/** Road part of the address, e.g. 信義路四段7號, 中山四路100號, 國道1號45K. */
function roadPart(road: NearestRoad): string {
  if (road.cls !== 'urban') return `${road.name}${Math.round(road.along / 1000)}K`;
  if (ROADS[road.roadIndex].sectioned) {
    const section = Math.min(10, Math.floor(road.along / SECTION_METERS) + 1);
    return `${road.name}${CN_DIGITS[section]}段${houseNumber(road.along % SECTION_METERS, road.side)}號`;
  }
  return `${road.name}${houseNumber(road.along, road.side)}號`;
}

/**
 * Reverse geocode to county, district (nearest centroid), postal code, road (nearest named road within
 * 800 m, else a common street name chosen deterministically) and a formatted address such as
 * '806高雄市前鎮區中山四路100號'. Returns null outside Taiwan.
 */
export function reverseGeocode(lat: number, lng: number): ReverseGeocodeResult | null {
  if (!isInTaiwan(lat, lng)) return null;
  const d = nearestDistrict(lat, lng);
  const prefix = `${d.postalCode}${d.county}${d.district}`;
  let road = nearestRoad(lat, lng, 800);
  if (road && road.cls !== 'urban') {
    // in towns, prefer the street over a highway running alongside it
    const street = nearestRoad(lat, lng, Math.min(800, road.distance + 250), 'urban');
    if (street) road = street;
  }
  if (road) return { county: d.county, district: d.district, postalCode: d.postalCode, road: road.name, address: prefix + roadPart(road) };
  const cellX = Math.floor(lng / 0.006);
  const cellY = Math.floor(lat / 0.006);
  const name = GENERIC_STREETS[hashInts(cellX, cellY, hashString(d.district)) % GENERIC_STREETS.length];
  const num = (hashInts(Math.round(lat * 1e4), Math.round(lng * 1e4)) % 398) + 1;
  return { county: d.county, district: d.district, postalCode: d.postalCode, road: name, address: `${prefix}${name}${num}號` };
}

// ───────────────────────── geocoding ─────────────────────────

/** Normalise a query or a name: NFKC (full-width digits), no spaces, 台 → 臺. */
export function normalizeName(s: string): string {
  return s.normalize('NFKC').replace(/\s+/g, '').replace(/台/g, '臺').toLowerCase();
}

interface NamedLandmark {
  lm: LandmarkData;
  names: string[];
}
const LANDMARK_NAMES: readonly NamedLandmark[] = LANDMARKS.map((lm) => ({
  lm,
  names: [lm.name, ...(lm.aliases ?? [])].map(normalizeName),
}));

/** Point `along` meters down a road polyline. */
function pointOnRoad(g: RoadGeom, along: number): { lat: number; lng: number } {
  const pts = g.road.points;
  const target = Math.max(0, Math.min(g.length, along));
  for (let i = 0; i + 1 < pts.length; i++) {
    if (g.cum[i + 1] >= target) {
      const seg = g.cum[i + 1] - g.cum[i];
      const t = seg > 0 ? (target - g.cum[i]) / seg : 0;
      return { lat: pts[i][0] + (pts[i + 1][0] - pts[i][0]) * t, lng: pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t };
    }
  }
  const last = pts[pts.length - 1];
  return { lat: last[0], lng: last[1] };
}

/** Closest point on a road polyline to a reference point. */
function closestOnRoad(g: RoadGeom, lat: number, lng: number): { lat: number; lng: number; distance: number } {
  let best = { lat: g.road.points[0][0], lng: g.road.points[0][1], distance: Infinity };
  const pts = g.road.points;
  for (let i = 0; i + 1 < pts.length; i++) {
    const p = projectOnSegment(lat, lng, pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1]);
    if (p.distance < best.distance) best = { lat: p.lat, lng: p.lng, distance: p.distance };
  }
  return best;
}

const NORMALIZED_ROADS = ROAD_GEOMS.map((g) => ({ g, key: normalizeName(g.road.name) }));

/** Longest road name contained in the query; when `near` is given, the polyline of that name closest to it. */
function matchRoad(q: string, near?: { lat: number; lng: number }): { lat: number; lng: number; name: string } | null {
  let bestLen = 0;
  for (const r of NORMALIZED_ROADS) if (r.key.length > bestLen && q.includes(r.key)) bestLen = r.key.length;
  if (bestLen === 0) return null;
  const candidates = NORMALIZED_ROADS.filter((r) => r.key.length === bestLen && q.includes(r.key));
  if (near) {
    let best: { lat: number; lng: number; name: string; distance: number } | null = null;
    for (const c of candidates) {
      const p = closestOnRoad(c.g, near.lat, near.lng);
      if (!best || p.distance < best.distance) best = { lat: p.lat, lng: p.lng, name: c.g.road.name, distance: p.distance };
    }
    if (best && best.distance <= 5000) return { lat: best.lat, lng: best.lng, name: best.name };
    return null;
  }
  const g = candidates[0].g;
  return { ...pointOnRoad(g, g.length / 2), name: g.road.name };
}

function result(lat: number, lng: number, kind: GeocodeResult['kind'], name: string): GeocodeResult {
  const rg = reverseGeocode(lat, lng);
  return { lat, lng, address: rg ? rg.address : name, kind, name };
}

const NORMALIZED_COUNTIES = COUNTIES.map((c) => ({
  c,
  full: normalizeName(c.name),
  // 臺北市 → 臺北, 新竹縣 → 新竹
  short: normalizeName(c.name).slice(0, -1),
}));

function districtKeyVariants(name: string): string[] {
  const n = normalizeName(name);
  const stripped = n.slice(0, -1);
  // '信義區' may be written '信義'; keep 2+ character stems only (so '中區' is not reduced to '中')
  return stripped.length >= 2 ? [n, stripped] : [n];
}

/**
 * Geocode free text: a landmark (臺中港), 縣市+區 (台北市大安區), a district (前鎮區), a road (忠孝東路),
 * a postal code (806) or a full address ('806高雄市前鎮區中山四路100號'). Tolerates 台/臺 and spaces.
 * Returns null when nothing matches.
 */
export function geocode(query: string): GeocodeResult | null {
  const q = normalizeName(query ?? '');
  if (!q) return null;

  // 1. landmarks: exact, then the longest landmark name contained in the query, then query inside a name
  for (const l of LANDMARK_NAMES) if (l.names.includes(q)) return result(l.lm.lat, l.lm.lng, 'landmark', l.lm.name);
  let bestLm: NamedLandmark | null = null;
  let bestLmLen = 0;
  for (const l of LANDMARK_NAMES) {
    for (const n of l.names) {
      if (n.length >= 2 && q.includes(n) && n.length > bestLmLen) {
        bestLm = l;
        bestLmLen = n.length;
      }
    }
  }
  if (bestLm) return result(bestLm.lm.lat, bestLm.lm.lng, 'landmark', bestLm.lm.name);

  // 2. postal code alone, or as the prefix of an address
  const zipMatch = /^(\d{3})(\d{2,3})?/.exec(q);
  const zip = zipMatch ? zipMatch[1] : null;
  const rest = zipMatch ? q.slice(zipMatch[0].length) : q;

  // 3. county (+ district) (+ road)
  const county =
    NORMALIZED_COUNTIES.find((x) => rest.includes(x.full)) ?? NORMALIZED_COUNTIES.find((x) => rest.startsWith(x.short));
  const countyName = county?.c.name;
  const pool = countyName ? DISTRICTS.filter((d) => d.county === countyName) : zip ? DISTRICTS.filter((d) => d.postalCode === zip) : DISTRICTS;
  let district: DistrictEntry | null = null;
  let districtLen = 0;
  for (const d of pool) {
    for (const key of districtKeyVariants(d.district)) {
      if (key.length > districtLen && rest.includes(key)) {
        district = d;
        districtLen = key.length;
      }
    }
  }
  if (!district && zip && !county) {
    const byZip = DISTRICTS.filter((d) => d.postalCode === zip);
    if (byZip.length === 1 || (byZip.length > 1 && rest.length === 0)) district = byZip[0];
  }
  if (district) {
    const road = matchRoad(rest, district);
    if (road) return result(road.lat, road.lng, 'road', `${district.county}${district.district}${road.name}`);
    return result(district.lat, district.lng, zip && rest.length === 0 ? 'postalCode' : 'district', `${district.county}${district.district}`);
  }
  if (county) {
    const seat = DISTRICTS.find((d) => d.county === county.c.name && d.district === county.c.seat) ?? pool[0];
    const road = matchRoad(rest, seat);
    if (road) return result(road.lat, road.lng, 'road', `${county.c.name}${road.name}`);
    return result(seat.lat, seat.lng, 'county', county.c.name);
  }

  // 4. landmark whose name contains the query (e.g. '高雄港洲際' or '竹科')
  if (q.length >= 2) {
    const l = LANDMARK_NAMES.find((x) => x.names.some((n) => n.includes(q)));
    if (l) return result(l.lm.lat, l.lm.lng, 'landmark', l.lm.name);
  }

  // 5. road name anywhere
  const road = matchRoad(rest);
  if (road) return result(road.lat, road.lng, 'road', road.name);
  return null;
}

/** All landmarks (re-exported for convenience). */
export { LANDMARKS, COUNTIES, ROADS };

/** Approximate meters → degrees helpers for callers building small shapes. */
export function metersToDegrees(lat: number, meters: number): { dLat: number; dLng: number } {
  return { dLat: meters / METERS_PER_DEG_LAT, dLng: meters / metersPerDegLng(lat) };
}

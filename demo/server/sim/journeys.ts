/**
 * A journey runs from engine on to parked and may hold several legs (routes with loading stops
 * between them). While it runs the truck only accumulates distance, top speed and the legs; the
 * path, addresses and averages are worked out once, when it closes.
 */
import { reverseGeocode } from '../geo/gazetteer';
import { downsample } from '../geo/math';
import type { LatLng } from '../geo/types';
import { JOURNEY_MAX_POINTS } from './rates';
import { round1, round6 } from './round';
import { routeSlice } from './routes';
import type { Journey, TruckState } from './types';
import { HOUR_MS } from '../../../src/core/format/time-units';

/** Engine on: a new, empty journey from where the truck stands. */
export function openJourney(t: TruckState, now: number): void {
  t.journey = { startTime: now, startLat: t.lat, startLng: t.lng, distance: 0, maxSpeed: 0, legs: [] };
}

/** Parked: the truck's journey ends now; null when it never really went anywhere. */
export function closeJourney(t: TruckState, now: number): Journey | null {
  const closed = journeySoFar(t, now);
  t.journey = null;
  return closed;
}

/**
 * The truck's open journey as it would close at `now`, leaving the truck as it is: so a journey
 * still under way can be shown and replayed up to now. Null when none is open or it has not moved.
 */
export function journeySoFar(t: TruckState, now: number): Journey | null {
  const j = t.journey;
  if (!j || (j.legs.length === 0 && !j.track?.length) || j.distance < 1) return null;
  const pts: LatLng[] = [...(j.track ?? [])];
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
  const hours = Math.max(1, endTime - j.startTime) / HOUR_MS;
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

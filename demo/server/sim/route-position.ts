import { segmentAt, type Route } from './routes';
import type { TruckState } from './types';

/** The graph node a truck stands at: the end of a finished route, the start of a new one, or home. */
export function currentNode(t: TruckState): number {
  return t.route ? (t.pos >= t.route.length ? t.route.toNode : t.route.fromNode) : t.homeNode;
}

/** Puts a truck on a route at `pos` metres (placement: a new route, or the fleet's first state). */
export function placeOnRoute(t: TruckState, r: Route, pos: number): void {
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

/**
 * Moves a truck forward along its route to `pos` metres. Driving only ever moves forward, so the
 * segment is found by scanning on from the current one rather than by a search (no allocation,
 * a step or two per call).
 */
export function advanceAlongRoute(t: TruckState, r: Route, pos: number): void {
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
}

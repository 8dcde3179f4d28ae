import type { TaskStop } from '../../../../src/core/api/contract/task';
import { directions, distance, geocode, type Directions, type LatLng } from '../../geo';
import type { Geocoder, Router } from '../../geo/provider';
import { badInput } from '../../http/errors';

/**
 * Where a task's stops are and how long the planned route through them is (spec 3 'Task detail').
 * Route handlers use the async forms with the server's provider (`ctx.geo`): `locateWith`,
 * `toStopsWith`, `planRouteWith`. The sync forms answer from the offline gazetteer and road network;
 * the seed uses them, so seeded tasks are the same on every machine whatever provider is configured.
 */

export interface StopDraft {
  name: string;
  address: string;
  lat?: number;
  lng?: number;
  kind?: string | null;
  plannedTime?: number | null;
  note?: string;
}

const givenPosition = (stop: StopDraft): LatLng | null =>
  typeof stop.lat === 'number' && typeof stop.lng === 'number' ? { lat: stop.lat, lng: stop.lng } : null;

/** A stop's position: as given, else geocoded from its address, else from its name (offline). */
export function locate(stop: StopDraft): LatLng | null {
  const given = givenPosition(stop);
  if (given) return given;
  const found = geocode(stop.address) ?? geocode(stop.name);
  return found ? { lat: found.lat, lng: found.lng } : null;
}

/** A stop's position: as given, else geocoded by the provider from its address, else from its name. */
export async function locateWith(geo: Geocoder, stop: StopDraft): Promise<LatLng | null> {
  const given = givenPosition(stop);
  if (given) return given;
  for (const query of [stop.address, stop.name]) {
    if (!query?.trim()) continue;
    const found = await geo.geocode(query);
    if (found) return { lat: found.lat, lng: found.lng };
  }
  return null;
}

/** The stops in visiting order with their positions; a stop without one is an error naming it. */
function stopsAt(drafts: readonly StopDraft[], positions: ReadonlyArray<LatLng | null>, field: (index: number) => string): TaskStop[] {
  return drafts.map((d, i) => {
    const at = positions[i];
    if (!at) throw badInput(field(i), `無法辨識第 ${i + 1} 站的地址，請填寫完整地址或座標。`);
    return {
      seq: i + 1,
      name: d.name,
      address: d.address || '',
      lat: at.lat,
      lng: at.lng,
      kind: d.kind ?? null,
      kindName: '',
      plannedTime: d.plannedTime ?? null,
      arrivedAt: null,
      doneAt: null,
      note: d.note ?? '',
    };
  });
}

/** Numbers the stops in visiting order and fixes their positions (offline); `field` names a stop for errors. */
export function toStops(drafts: readonly StopDraft[], field: (index: number) => string): TaskStop[] {
  return stopsAt(drafts, drafts.map(locate), field);
}

/** Numbers the stops in visiting order and fixes their positions through the provider. */
export async function toStopsWith(geo: Geocoder, drafts: readonly StopDraft[], field: (index: number) => string): Promise<TaskStop[]> {
  const positions: Array<LatLng | null> = [];
  // One at a time: a remote geocoder's usage policy counts requests per second.
  for (const d of drafts) positions.push(await locateWith(geo, d));
  return stopsAt(drafts, positions, field);
}

export interface Plan {
  path: LatLng[];
  distanceMeters: number;
  durationSeconds: number;
}

/** Urban truck speed for the fallback when the road graph cannot route a leg. */
const FALLBACK_KMH = 40;

/** The plan from a route, or straight lines at urban speed when there is none. */
function planOf(points: readonly LatLng[], route: Directions | null): Plan {
  if (route) return { path: route.path, distanceMeters: route.distanceMeters, durationSeconds: route.durationSeconds };
  let meters = 0;
  for (let i = 1; i < points.length; i++) meters += distance(points[i - 1], points[i]);
  return { path: [...points], distanceMeters: Math.round(meters), durationSeconds: Math.round((meters / 1000 / FALLBACK_KMH) * 3600) };
}

const tooShort = (points: readonly LatLng[]): Plan => ({ path: points.map((p) => ({ lat: p.lat, lng: p.lng })), distanceMeters: 0, durationSeconds: 0 });

/** The planned route from the first stop through the others to the last, over Taiwan's roads (offline). */
export function planRoute(points: readonly LatLng[]): Plan {
  if (points.length < 2) return tooShort(points);
  return planOf(points, directions(points[0], points[points.length - 1], points.slice(1, -1)));
}

/** The planned route from the first stop through the others to the last, by the provider's router. */
export async function planRouteWith(geo: Router, points: readonly LatLng[]): Promise<Plan> {
  if (points.length < 2) return tooShort(points);
  return planOf(points, await geo.directions(points[0], points[points.length - 1], points.slice(1, -1)));
}

/** totalMileage in km (one decimal) and totalDuration in minutes, as the task detail carries them. */
export function totalsOf(plan: Plan): { totalMileage: number; totalDuration: number } {
  return { totalMileage: Math.round(plan.distanceMeters / 100) / 10, totalDuration: Math.round(plan.durationSeconds / 60) };
}

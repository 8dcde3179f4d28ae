import type { TaskStop } from '../../../../src/core/api/contract/task';
import { directions, distance, geocode, type LatLng } from '../../geo';
import { badInput } from '../../http/errors';

/** Where a task's stops are and how long the planned route through them is (spec 3 'Task detail'). */

export interface StopDraft {
  name: string;
  address: string;
  lat?: number;
  lng?: number;
  kind?: string | null;
  plannedTime?: number | null;
  note?: string;
}

/** A stop's position: as given, else geocoded from its address. */
export function locate(stop: StopDraft): LatLng | null {
  if (typeof stop.lat === 'number' && typeof stop.lng === 'number') return { lat: stop.lat, lng: stop.lng };
  const found = geocode(stop.address) ?? geocode(stop.name);
  return found ? { lat: found.lat, lng: found.lng } : null;
}

/** Numbers the stops in visiting order and fixes their positions; `field` names a stop for errors. */
export function toStops(drafts: readonly StopDraft[], field: (index: number) => string): TaskStop[] {
  return drafts.map((d, i) => {
    const at = locate(d);
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

export interface Plan {
  path: LatLng[];
  distanceMeters: number;
  durationSeconds: number;
}

/** Urban truck speed for the fallback when the road graph cannot route a leg. */
const FALLBACK_KMH = 40;

/** The planned route from the first stop through the others to the last, over Taiwan's roads. */
export function planRoute(points: readonly LatLng[]): Plan {
  if (points.length < 2) return { path: points.map((p) => ({ lat: p.lat, lng: p.lng })), distanceMeters: 0, durationSeconds: 0 };
  const route = directions(points[0], points[points.length - 1], points.slice(1, -1));
  if (route) return { path: route.path, distanceMeters: route.distanceMeters, durationSeconds: route.durationSeconds };
  let meters = 0;
  for (let i = 1; i < points.length; i++) meters += distance(points[i - 1], points[i]);
  return { path: [...points], distanceMeters: Math.round(meters), durationSeconds: Math.round((meters / 1000 / FALLBACK_KMH) * 3600) };
}

/** totalMileage in km (one decimal) and totalDuration in minutes, as the task detail carries them. */
export function totalsOf(plan: Plan): { totalMileage: number; totalDuration: number } {
  return { totalMileage: Math.round(plan.distanceMeters / 100) / 10, totalDuration: Math.round(plan.durationSeconds / 60) };
}

import type { LatLng } from '../api/contract/geo';
import { MINUTE_MS } from '../format/time-units';

/** A stop as the task form holds it: a place, a name, and optionally a task kind (option uid). */
export interface StopDraft {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  kind: string;
  /** The planned time of day at the stop, 'HH:mm' ('' none): a schedule's every day, a task's own day. */
  time?: string;
  /** The stop's note ('' none), kept through an edit (issue 22, 6). */
  note?: string;
}

/** A task's planned time at a stop: 'HH:mm' on the task's day (its Taipei midnight, ms); '' gives null. */
export function plannedTimeOf(dayStart: number, clock: string | undefined): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock ?? '');
  return match ? dayStart + (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS : null;
}

/** The stops of a common route (spec 3 'Common route': uid, name; its waypoints in order). */
export function stopsFromRoute(route: { name: string; waypoints: readonly LatLng[] }): StopDraft[] {
  return route.waypoints.map((point, i) => ({
    name: `${route.name} 第 ${i + 1} 點`.slice(0, 100),
    address: '',
    lat: point.lat,
    lng: point.lng,
    kind: '',
  }));
}

/** '起點 → 終點（N 站）' for a list cell; one stop: its name. */
export function stopSummary(stops: ReadonlyArray<{ seq: number; name: string }>): string {
  if (stops.length === 0) return '';
  const sorted = [...stops].sort((a, b) => a.seq - b.seq);
  if (sorted.length === 1) return sorted[0].name;
  return `${sorted[0].name} → ${sorted[sorted.length - 1].name}（${sorted.length} 站）`;
}

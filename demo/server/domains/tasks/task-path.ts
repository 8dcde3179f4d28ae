import type { Reads } from '../../car-refs';
import { serviceOf } from '../../services';
import { distance, downsample, type LatLng } from '../../geo';
import type { TaskScope } from './task-scope';
import { taskDetail, taskRow } from './task-store';
import { toMs } from '../../time';

/** A task's planned route and, once it has started, what its car drove meanwhile (from the monitoring domain's 'monitoring.journeys'). */

const MAX_POINTS = 2000;

export async function journeyPath(r: Reads, scope: TaskScope, uid: string, now: number) {
  const { enterpriseUid } = scope;
  const row = await taskRow(r, scope, uid);
  const detail = await taskDetail(r, scope, uid);
  const planned = {
    path: row.planned_path.map(([lat, lng]) => ({ lat, lng })),
    distanceMeters: Math.round(row.total_mileage * 1000),
    durationSeconds: Math.round(row.total_duration * 60),
  };
  const started = toMs(row.started_at);
  if (started === null) return { uid, stops: detail.taskList, planned, actual: null };
  const ended = toMs(row.ended_at) ?? now;
  const journeys = await serviceOf(r, 'monitoring.journeys').paths(r.db, enterpriseUid, row.car_uid, new Date(started), new Date(ended));
  const points: LatLng[] = journeys
    .flat()
    .filter((p) => p.time >= started && p.time <= ended)
    .map((p) => ({ lat: p.lat, lng: p.lng }));
  let meters = 0;
  for (let i = 1; i < points.length; i++) meters += distance(points[i - 1], points[i]);
  return { uid, stops: detail.taskList, planned, actual: { path: downsample(points, MAX_POINTS), distanceMeters: Math.round(meters), journeys: journeys.length } };
}

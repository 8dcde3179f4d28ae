import type { TaskStatusKey, TaskStop } from '../../../../../src/core/api/contract/task';
import { distance, type LatLng } from '../../../geo';

/**
 * Stop arrival and departure from a truck's position (issue 27, 1). Pure: the tracker stores the outcome.
 *
 * The stop followed is the task's open one: the first not done, in visiting order (a truck passing
 * near a later stop on its way is not there yet). Within the arrival radius it has arrived (the
 * first arrival of a ready task sets it doing); once it has stayed at least the minimum dwell and
 * leaves the radius, the stop is done (the last one completes the task). A time the driver set is
 * never replaced: fields are only ever filled while null, so the driver's own reports win.
 */

/** When the truck was first seen inside the radius of stop `seq` (its dwell counts from then); null: not inside. */
export interface VisitState {
  seq: number | null;
  enteredAt: number | null;
}

export const NO_VISIT: VisitState = { seq: null, enteredAt: null };

export interface VisitRules {
  radiusMeters: number;
  minDwellMs: number;
}

export interface VisitOutcome {
  status: TaskStatusKey;
  stops: TaskStop[];
  visit: VisitState;
  /** Stops arrived at by this position. */
  arrived: TaskStop[];
  /** Stops done by this position. */
  departed: TaskStop[];
}

/** The stop being worked on: the first not done. */
export const openStop = (stops: readonly TaskStop[]): TaskStop | undefined =>
  [...stops].sort((a, b) => a.seq - b.seq).find((s) => s.doneAt === null);

export function followVisit(
  task: { status: TaskStatusKey; stops: readonly TaskStop[] }, visit: VisitState, at: LatLng, now: number, rules: VisitRules,
): VisitOutcome {
  const stops = task.stops.map((s) => ({ ...s }));
  const unchanged: VisitOutcome = { status: task.status, stops, visit, arrived: [], departed: [] };
  if (task.status !== 'ready' && task.status !== 'doing') return unchanged;
  const open = openStop(stops);
  if (!open) return unchanged;
  const inside = distance(at, open) <= rules.radiusMeters;
  const here = visit.seq === open.seq && visit.enteredAt !== null;
  if (inside) {
    const out: VisitOutcome = { ...unchanged, visit: here ? visit : { seq: open.seq, enteredAt: now } };
    if (open.arrivedAt === null) {
      open.arrivedAt = now;
      out.arrived = [open];
    }
    out.status = 'doing';
    return out;
  }
  if (!here) return visit.seq === null ? unchanged : { ...unchanged, visit: NO_VISIT };
  // Left before the minimum dwell: driven past, not served. The arrival stays; the dwell starts again on return.
  if (now - visit.enteredAt! < rules.minDwellMs || task.status !== 'doing') return { ...unchanged, visit: NO_VISIT };
  open.arrivedAt ??= visit.enteredAt;
  open.doneAt = now;
  const status = stops.every((s) => s.doneAt !== null) ? 'completed' : 'doing';
  return { status, stops, visit: NO_VISIT, arrived: [], departed: [open] };
}

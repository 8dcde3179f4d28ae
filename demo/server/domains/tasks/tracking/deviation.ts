import { projectOnSegment, distance, type LatLng } from '../../../geo';

/**
 * Route deviation (issue 27, 3). Pure: the tracker stores the state and raises the notification.
 * A truck farther than `maxMeters` from its planned path for longer than `seconds` deviates;
 * back within `maxMeters`, the deviation clears.
 */

export interface DeviationRules {
  maxMeters: number;
  seconds: number;
}

/** offSince: first seen off the path (null: on it); active: raised and not cleared yet. */
export interface DeviationState {
  offSince: number | null;
  active: boolean;
}

export const ON_ROUTE: DeviationState = { offSince: null, active: false };

/** The shortest distance from a point to a path in metres; Infinity for an empty path. */
export function metersOffPath(path: readonly LatLng[], at: LatLng): number {
  if (path.length === 1) return distance(path[0], at);
  let best = Infinity;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    best = Math.min(best, projectOnSegment(at.lat, at.lng, a.lat, a.lng, b.lat, b.lng).distance);
  }
  return best;
}

export interface DeviationStep {
  state: DeviationState;
  /** Deviating from this position on: notify. */
  raised: boolean;
  /** Back on the path by this position. */
  cleared: boolean;
}

export function followDeviation(state: DeviationState, meters: number, now: number, rules: DeviationRules): DeviationStep {
  if (meters <= rules.maxMeters) {
    return { state: ON_ROUTE, raised: false, cleared: state.active };
  }
  const offSince = state.offSince ?? now;
  const raised = !state.active && now - offSince > rules.seconds * 1000;
  return { state: { offSince, active: state.active || raised }, raised, cleared: false };
}

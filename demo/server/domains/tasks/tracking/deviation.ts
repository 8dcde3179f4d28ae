import { projectOnSegment, distance, type LatLng } from '../../../geo';

/**
 * Route deviation (issue 27, 3). Pure: the tracker stores the state and raises the notification.
 * A truck farther than `maxMeters` from its planned path for longer than `seconds` deviates;
 * back within `maxMeters`, the deviation clears. Only once the truck has joined its path: a truck
 * still driving from its depot to the route (which starts at the first stop) is not off it.
 */

export interface DeviationRules {
  maxMeters: number;
  seconds: number;
}

/** joined: seen on the path once; offSince: first seen off it since (null: on it); active: raised and not cleared yet. */
export interface DeviationState {
  joined: boolean;
  offSince: number | null;
  active: boolean;
}

/** A task's start: the truck not seen on its path yet. */
export const NOT_JOINED: DeviationState = { joined: false, offSince: null, active: false };

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
    return { state: { joined: true, offSince: null, active: false }, raised: false, cleared: state.active };
  }
  if (!state.joined) return { state, raised: false, cleared: false };
  const offSince = state.offSince ?? now;
  const raised = !state.active && now - offSince > rules.seconds * 1000;
  return { state: { joined: true, offSince, active: state.active || raised }, raised, cleared: false };
}

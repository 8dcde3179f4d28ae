import type { TaskStop } from '../../../../../src/core/api/contract/task';
import { MINUTE_MS } from '../../../time';

/**
 * The live ETA's rules (issue 27, 2). Pure: the tracker routes and stores.
 */

/** Routing for one task at most this often. */
export const ETA_EVERY_MS = MINUTE_MS;

/** The stop an ETA is for: the first not yet arrived at, in visiting order. */
export const etaTarget = (stops: readonly TaskStop[]): TaskStop | undefined =>
  [...stops].sort((a, b) => a.seq - b.seq).find((s) => s.arrivedAt === null);

/** Whether a task last routed at `routedAt` (null: never) is due for routing again. */
export const etaDue = (routedAt: number | null, now: number): boolean => routedAt === null || now - routedAt >= ETA_EVERY_MS;

/** Predicted later than planned by more than `lateMinutes`; a stop without a planned time is never late. */
export const isLate = (etaAt: number, plannedTime: number | null, lateMinutes: number): boolean =>
  plannedTime !== null && etaAt - plannedTime > lateMinutes * MINUTE_MS;

/** A stored ETA on the stops: only on the stop it was routed for while that stop is still unreached. */
export function withEta(stops: readonly TaskStop[], eta: { seq: number; at: number; late: boolean } | null): TaskStop[] {
  const target = etaTarget(stops);
  return stops.map((s) => (eta && target && s.seq === target.seq && s.seq === eta.seq ? { ...s, etaAt: eta.at, etaLate: eta.late } : s));
}

import { randomUUID } from 'node:crypto';
import type { TaskDeviation } from '../../../../../src/core/api/contract/task';
import type { Db } from '../../../db/database';
import type { LatLng } from '../../../geo';
import { toMs } from '../../../time';
import { NOT_JOINED, type DeviationState } from './deviation';
import type { VisitState } from './stop-visits';

/** The tasks domain's tracking tables (task_tracking, task_deviations; migration tasks:006-stop-tracking). */

export interface StoredEta {
  seq: number;
  at: number;
  late: boolean;
}

export interface Tracking {
  visit: VisitState;
  eta: StoredEta | null;
  etaRoutedAt: number | null;
  deviation: DeviationState;
  offMeters: number;
  offPath: LatLng[];
  deviationUid: string | null;
}

export const NEW_TRACKING: Tracking = {
  visit: { seq: null, enteredAt: null }, eta: null, etaRoutedAt: null,
  deviation: NOT_JOINED, offMeters: 0, offPath: [], deviationUid: null,
};

export interface TrackingRow {
  visit_seq: number | null;
  entered_at: Date | null;
  eta_seq: number | null;
  eta_at: Date | null;
  eta_late: boolean | null;
  eta_routed_at: Date | null;
  joined_route: boolean | null;
  off_since: Date | null;
  off_meters: number | null;
  off_path: Array<[number, number]> | null;
  deviation_uid: string | null;
}

/** The columns of task_tracking a reader selects (aliased k), for trackingOf. */
export const TRACKING_COLUMNS = 'k.visit_seq, k.entered_at, k.eta_seq, k.eta_at, k.eta_late, k.eta_routed_at, k.joined_route, k.off_since, k.off_meters, k.off_path, k.deviation_uid';

/** A task's tracking from its row (all nulls when it has none yet). */
export function trackingOf(row: TrackingRow): Tracking {
  const etaAt = toMs(row.eta_at);
  return {
    visit: { seq: row.visit_seq, enteredAt: toMs(row.entered_at) },
    eta: row.eta_seq !== null && etaAt !== null ? { seq: row.eta_seq, at: etaAt, late: !!row.eta_late } : null,
    etaRoutedAt: toMs(row.eta_routed_at),
    deviation: { joined: !!row.joined_route, offSince: toMs(row.off_since), active: row.deviation_uid !== null },
    offMeters: row.off_meters ?? 0,
    offPath: (row.off_path ?? []).map(([lat, lng]) => ({ lat, lng })),
    deviationUid: row.deviation_uid,
  };
}

/** Writes a task's whole tracking state (one row per task). */
export async function saveTracking(db: Db, taskUid: string, t: Tracking, now: number): Promise<void> {
  const date = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));
  await db.query(
    `INSERT INTO task_tracking (task_uid, visit_seq, entered_at, eta_seq, eta_at, eta_late, eta_routed_at, off_since, off_meters, off_path, deviation_uid, updated_at, joined_route)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (task_uid) DO UPDATE SET visit_seq = $2, entered_at = $3, eta_seq = $4, eta_at = $5, eta_late = $6, eta_routed_at = $7,
       off_since = $8, off_meters = $9, off_path = $10, deviation_uid = $11, updated_at = $12, joined_route = $13`,
    [taskUid, t.visit.seq, date(t.visit.enteredAt), t.eta?.seq ?? null, date(t.eta?.at), t.eta?.late ?? false, date(t.etaRoutedAt),
      date(t.deviation.offSince), t.offMeters, JSON.stringify(t.offPath.map((p) => [p.lat, p.lng])), t.deviationUid, new Date(now), t.deviation.joined],
  );
}

/** A raised deviation, kept after it clears; returns its uid. */
export async function openDeviation(db: Db, d: { taskUid: string; enterpriseUid: string; since: number; meters: number }, now: number): Promise<string> {
  const uid = randomUUID();
  await db.query(
    `INSERT INTO task_deviations (uid, task_uid, enterprise_uid, started_at, raised_at, max_meters) VALUES ($1, $2, $3, $4, $5, $6)`,
    [uid, d.taskUid, d.enterpriseUid, new Date(d.since), new Date(now), d.meters],
  );
  return uid;
}

/** Ends a deviation with the path the truck drove off route. */
export async function closeDeviation(db: Db, uid: string, path: readonly LatLng[], maxMeters: number, now: number): Promise<void> {
  await db.query(
    `UPDATE task_deviations SET ended_at = $2, path = $3, max_meters = GREATEST(max_meters, $4) WHERE uid = $1 AND ended_at IS NULL`,
    [uid, new Date(now), JSON.stringify(path.map((p) => [p.lat, p.lng])), maxMeters],
  );
}

/** What the task detail adds from the tracking of doing tasks: the ETA on its stop, and the deviation under way. */
export interface LiveTracking {
  eta: StoredEta | null;
  deviation: TaskDeviation | null;
}

export async function liveOf(db: Db, taskUids: readonly string[]): Promise<Map<string, LiveTracking>> {
  if (!taskUids.length) return new Map();
  const rows = await db.query<TrackingRow & { task_uid: string }>(
    `SELECT k.task_uid, ${TRACKING_COLUMNS} FROM task_tracking k WHERE k.task_uid = ANY($1)`, [[...taskUids]]);
  return new Map(rows.map((row) => {
    const t = trackingOf(row);
    const deviation = t.deviation.active && t.deviation.offSince !== null
      ? { since: t.deviation.offSince, meters: Math.round(t.offMeters), path: t.offPath }
      : null;
    return [row.task_uid, { eta: t.eta, deviation } satisfies LiveTracking];
  }));
}


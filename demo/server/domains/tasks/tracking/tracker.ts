import { DEFAULT_ENTERPRISE_SETTINGS, type EnterpriseSettings } from '../../../../../src/core/api/contract/enterprise';
import type { TaskStatusKey, TaskStop } from '../../../../../src/core/api/contract/task';
import type { ServerContext } from '../../../context';
import { distance, downsample, type LatLng } from '../../../geo';
import { perServer, useService, type LiveCar } from '../../../services';
import { addDays, dayStart, MINUTE_MS, toMs } from '../../../time';
import { announceArrival, announceDeviation, announceStatus } from '../task-notify';
import { planRouteWith } from '../task-planning';
import { saveStops, taskDetail, type TaskRow } from '../task-store';
import { followDeviation, metersOffPath, NOT_JOINED } from './deviation';
import { etaDue, etaTarget, isLate } from './eta';
import { followVisit } from './stop-visits';
import { closeDeviation, openDeviation, saveTracking, TRACKING_COLUMNS, trackingOf, type Tracking, type TrackingRow } from './tracking-store';

/**
 * Follows every task under way from its truck's live position (issue 27, 1–3): stop arrival and
 * departure, the ETA to the next stop, and deviation from the planned path. It runs in the process
 * that runs the simulator (Domain.start runs only in the leader, cluster/leadership.ts), so the
 * positions it reads through 'monitoring.snapshot' are that runtime's: the simulated trucks and the
 * real devices' reports alike.
 *
 * Cheap per tick: one read of the tasks under way (a doing task per car, else the car's first ready
 * task of today) with their tracking; only their cars' positions; routing at most once a minute per
 * task (eta.ts); a write only when something changed, in one transaction per task that re-reads the
 * task under its row lock, so a driver's report made meanwhile wins.
 */

/** How often the leader follows the tasks. */
export const TRACK_EVERY_MS = 5000;
/** Points of an excursion off route closer than this to the last kept one are not kept. */
const PATH_STEP_METERS = 25;
const MAX_OFF_PATH = 500;
/** A position older than this is not where the truck is (lost contact): the task waits for a fresh one. */
const STALE_MS = 15 * MINUTE_MS;
/**
 * Routings per tick at most: the offline router computes on this event loop (up to ~20 ms a long
 * route), so a fleet's first round spreads over a few ticks instead of one long stall.
 */
const ROUTES_PER_TICK = 25;
/** Who the status notification names as having changed it. */
const BY_POSITION = '車輛定位';

/** A task under way as the tracker reads it: the task's own columns (task-store.ts's TaskRow) and its tracking. */
type UnderWay = Pick<TaskRow, 'uid' | 'enterprise_uid' | 'car_uid' | 'status' | 'stops'> & TrackingRow & { updated_at: Date };

interface Outcome {
  arrived: number[];
  statusChanged: boolean;
  raised: { since: number; meters: number } | null;
}

export class TaskTracker {
  /** Planned paths by task, with the task's updated_at they were read at (a replanned task is read again). */
  private readonly paths = new Map<string, { stamp: number; path: LatLng[] }>();

  private routesLeft = 0;

  constructor(private readonly ctx: ServerContext) {}

  async tick(now = this.ctx.now()): Promise<void> {
    const snapshot = useService(this.ctx, 'monitoring.snapshot');
    if (!snapshot) return;
    this.routesLeft = ROUTES_PER_TICK;
    const tasks = await this.underWay(now);
    await this.loadPaths(tasks);
    const byEnterprise = new Map<string, UnderWay[]>();
    for (const t of tasks) byEnterprise.set(t.enterprise_uid, [...(byEnterprise.get(t.enterprise_uid) ?? []), t]);
    const settingsOf = useService(this.ctx, 'core.settings');
    for (const [enterpriseUid, list] of byEnterprise) {
      const settings = settingsOf ? await settingsOf(enterpriseUid) : DEFAULT_ENTERPRISE_SETTINGS;
      const cars = new Map((await snapshot(enterpriseUid)).map((c) => [c.carUid, c]));
      for (const task of list) {
        const at = positionOf(cars.get(task.car_uid), now);
        if (!at) continue;
        await this.follow(task, at, settings.taskTracking, now).catch((error) => this.ctx.log(`[tasks] tracking ${task.uid} failed`, error));
      }
    }
  }

  /** Doing tasks, and each car's first ready task of today when it has none doing: one task per car. */
  private async underWay(now: number): Promise<UnderWay[]> {
    const today = dayStart(now);
    const rows = await this.ctx.db.query<UnderWay>(
      `SELECT t.uid, t.enterprise_uid, t.car_uid, t.status, t.stops, t.updated_at, ${TRACKING_COLUMNS}
       FROM tasks t LEFT JOIN task_tracking k ON k.task_uid = t.uid
       WHERE t.status = 'doing' OR (t.status = 'ready' AND t.task_date >= $1 AND t.task_date < $2)
       ORDER BY (t.status = 'doing') DESC, t.task_date, t.created_at, t.uid`,
      [new Date(today), new Date(addDays(today, 1))],
    );
    const seen = new Set<string>();
    return rows.filter((t) => !seen.has(t.car_uid) && !!seen.add(t.car_uid));
  }

  private async loadPaths(tasks: readonly UnderWay[]): Promise<void> {
    const live = new Set(tasks.map((t) => t.uid));
    for (const uid of this.paths.keys()) if (!live.has(uid)) this.paths.delete(uid);
    const stale = tasks.filter((t) => this.paths.get(t.uid)?.stamp !== t.updated_at.getTime());
    if (!stale.length) return;
    const rows = await this.ctx.db.query<{ uid: string; planned_path: Array<[number, number]>; updated_at: Date }>(
      `SELECT uid, planned_path, updated_at FROM tasks WHERE uid = ANY($1)`, [stale.map((t) => t.uid)]);
    for (const r of rows) this.paths.set(r.uid, { stamp: r.updated_at.getTime(), path: r.planned_path.map(([lat, lng]) => ({ lat, lng })) });
  }

  private async follow(task: UnderWay, at: LatLng, rules: EnterpriseSettings['taskTracking'], now: number): Promise<void> {
    const before = trackingOf(task);
    const visitRules = { radiusMeters: rules.arrivalRadiusMeters, minDwellMs: rules.minDwellMinutes * MINUTE_MS };
    const seen = followVisit(task, before.visit, at, now, visitRules);
    // Routed before the transaction: a remote router must not hold the database.
    const eta = seen.status === 'doing' ? await this.routeEta(seen.stops, before, at, rules.lateMinutes, now) : null;
    const path = this.paths.get(task.uid)?.path ?? [];
    const draft = { ...before, visit: seen.visit, ...(eta ?? {}) };
    const taskChanged = seen.arrived.length > 0 || seen.departed.length > 0 || seen.status !== task.status;
    if (!taskChanged && !this.advanceDeviation(draft, seen.status, path, at, rules, now).changed && same(before, draft)) return;

    const outcome = await this.ctx.db.transaction(async (tx): Promise<Outcome> => {
      const fresh = await tx.one<{ status: TaskStatusKey; stops: TaskStop[] }>(`SELECT status, stops FROM tasks WHERE uid = $1 FOR UPDATE`, [task.uid]);
      if (!fresh) return { arrived: [], statusChanged: false, raised: null };
      // Again on the locked row: the driver may have reported meanwhile, and their times stay.
      const step = followVisit(fresh, before.visit, at, now, visitRules);
      const next: Tracking = { ...before, visit: step.visit, ...(eta ?? {}) };
      if (step.arrived.length || step.departed.length || step.status !== fresh.status) {
        await saveStops(tx, task.uid, step.stops, false, now);
        await tx.query(
          `UPDATE tasks SET status = $2, started_at = COALESCE(started_at, $3), ended_at = CASE WHEN $2 = 'completed' THEN $3 ELSE ended_at END WHERE uid = $1`,
          [task.uid, step.status, new Date(now)],
        );
      }
      const deviation = this.advanceDeviation(next, step.status, path, at, rules, now);
      let raised: Outcome['raised'] = null;
      if (deviation.raised) {
        next.deviationUid = await openDeviation(tx, { taskUid: task.uid, enterpriseUid: task.enterprise_uid, since: next.deviation.offSince!, meters: next.offMeters }, now);
        raised = { since: next.deviation.offSince!, meters: next.offMeters };
      }
      if (deviation.closes) {
        await closeDeviation(tx, deviation.closes.uid, deviation.closes.path, deviation.closes.meters, now);
      }
      if (step.status !== 'doing') next.eta = null;
      await saveTracking(tx, task.uid, next, now);
      return { arrived: step.arrived.map((s) => s.seq), statusChanged: step.status !== fresh.status, raised };
    });
    await this.announce(task, outcome, now);
  }

  /** The ETA to the next unreached stop, when routing is due. */
  private async routeEta(stops: readonly TaskStop[], t: Tracking, at: LatLng, lateMinutes: number, now: number) {
    if (!etaDue(t.etaRoutedAt, now) || this.routesLeft <= 0) return null;
    const target = etaTarget(stops);
    if (!target) return { eta: null, etaRoutedAt: now };
    this.routesLeft -= 1;
    // planRouteWith falls back to straight lines at urban speed when the router finds no road.
    const plan = await planRouteWith(this.ctx.geo, [at, target]);
    const etaAt = now + plan.durationSeconds * 1000;
    return { eta: { seq: target.seq, at: etaAt, late: isLate(etaAt, target.plannedTime, lateMinutes) }, etaRoutedAt: now };
  }

  /**
   * Moves `t`'s deviation state on by this position (mutating it). Off route, the excursion's path
   * grows from where it left; a deviation is raised after the rules' time, and closes on return or
   * when the task is no longer doing.
   */
  private advanceDeviation(t: Tracking, status: TaskStatusKey, path: readonly LatLng[], at: LatLng, rules: EnterpriseSettings['taskTracking'], now: number) {
    const was = JSON.stringify([t.deviation, t.offMeters, t.offPath.length]);
    const open = t.deviationUid ? { uid: t.deviationUid, path: t.offPath, meters: t.offMeters } : null;
    const followed = status === 'doing' && path.length > 0;
    const meters = followed ? metersOffPath(path, at) : 0;
    const step = followed
      ? followDeviation(t.deviation, meters, now, { maxMeters: rules.deviationMeters, seconds: rules.deviationSeconds })
      : { state: NOT_JOINED, raised: false, cleared: !!open };
    t.deviation = step.state;
    let closes: typeof open = null;
    if (step.state.offSince === null) {
      closes = open;
      t.offMeters = 0;
      t.offPath = [];
      t.deviationUid = null;
    } else {
      t.offMeters = meters;
      const last = t.offPath[t.offPath.length - 1];
      if (!last || distance(last, at) >= PATH_STEP_METERS) t.offPath = downsample([...t.offPath, at], MAX_OFF_PATH);
    }
    const changed = was !== JSON.stringify([t.deviation, t.offMeters, t.offPath.length]);
    return { changed, raised: step.raised, closes };
  }

  private async announce(task: UnderWay, o: Outcome, now: number): Promise<void> {
    if (!o.arrived.length && !o.statusChanged && !o.raised) return;
    const detail = await taskDetail(this.ctx, { enterpriseUid: task.enterprise_uid }, task.uid);
    for (const seq of o.arrived) await announceArrival(this.ctx, task.enterprise_uid, detail, seq, now);
    if (o.statusChanged) await announceStatus(this.ctx, task.enterprise_uid, detail, BY_POSITION);
    if (o.raised) await announceDeviation(this.ctx, task.enterprise_uid, detail, o.raised);
  }
}

function positionOf(car: LiveCar | undefined, now: number): LatLng | null {
  if (!car || typeof car.lat !== 'number' || typeof car.lng !== 'number') return null;
  const time = toMs(car.time ?? null);
  if (time !== null && now - time > STALE_MS) return null;
  return { lat: car.lat, lng: car.lng };
}

const same = (a: Tracking, b: Tracking) => JSON.stringify(a) === JSON.stringify(b);

const KEY = 'tasks.tracker';

/** This server's tracker (kept in ctx.services, so its path cache lives as long as the server). */
export function trackerOf(ctx: ServerContext): TaskTracker {
  return perServer(ctx, KEY, () => new TaskTracker(ctx));
}

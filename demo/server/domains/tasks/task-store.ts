import { randomUUID } from 'node:crypto';
import { taskSingleUrl, type TaskDetail, type TaskStatusKey, type TaskStop } from '../../../../src/core/api/contract/task';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { optionNames, withCarAndDriver } from './lookups';
import { carsNumbered, fleetCars, type Reads } from '../../car-refs';
import { serviceOf } from '../../services';
import type { TaskScope } from './task-scope';
import { planRoute, totalsOf, type Plan } from './task-planning';
import { likeOf, queryPage, Where } from '../../db/sql';
import { toMs } from '../../time';
import { withEta } from './tracking/eta';
import { liveOf, type LiveTracking } from './tracking/tracking-store';

/** Reading and writing the tasks table. */

export interface TaskRow {
  uid: string;
  enterprise_uid: string;
  task_date: Date;
  car_uid: string;
  driver_uid: string;
  stops: TaskStop[];
  status: TaskStatusKey;
  lock: boolean;
  total_mileage: number;
  total_duration: number;
  planned_path: Array<[number, number]>;
  schedule_uid: string | null;
  started_at: Date | null;
  ended_at: Date | null;
  car_no: string | null;
  zh_name: string | null;
}

/** A task as stored; its car's number and driver's name come from the fleet and the core (withCarAndDriver). */
type StoredTask = Omit<TaskRow, 'car_no' | 'zh_name'>;

export function toDetail(row: TaskRow, kinds: Map<string, string>, live?: LiveTracking): TaskDetail {
  const stops = live ? withEta(row.stops, live.eta) : row.stops;
  return {
    uid: row.uid,
    url: taskSingleUrl(row.uid),
    taskDate: toMs(row.task_date)!,
    car: { uid: row.car_uid, carNo: row.car_no ?? '' },
    driver: { uid: row.driver_uid, zhName: row.zh_name ?? '' },
    totalMileage: row.total_mileage,
    totalDuration: row.total_duration,
    taskList: stops.map((s) => ({ ...s, kindName: s.kind ? kinds.get(s.kind) ?? '' : '' })),
    status: row.status,
    lock: row.lock,
    deviation: live?.deviation ?? null,
  };
}

export async function detailsOf(r: Reads, enterpriseUid: string, rows: TaskRow[]): Promise<TaskDetail[]> {
  if (!rows.length) return [];
  const kinds = await optionNames(r, enterpriseUid, 'task');
  // The tracking (ETA, deviation) is live only while a task is doing (issue 27, 2–3).
  const live = await liveOf(r.db, rows.filter((row) => row.status === 'doing').map((row) => row.uid));
  return rows.map((row) => toDetail(row, kinds, live.get(row.uid)));
}

/** One task within the caller's scope (the enterprise's; a driver's own); otherwise not found. */
export async function taskRow(r: Reads, scope: TaskScope, uid: string): Promise<TaskRow> {
  const row = await r.db.one<StoredTask>(
    `SELECT * FROM tasks t WHERE t.uid = $1 AND t.enterprise_uid = $2 AND ($3::text IS NULL OR t.driver_uid = $3)`,
    [uid, scope.enterpriseUid, scope.driverUid ?? null],
  );
  if (!row) throw notFound('任務');
  return (await withCarAndDriver(r, [row]))[0];
}

export async function taskDetail(r: Reads, scope: TaskScope, uid: string): Promise<TaskDetail> {
  const [detail] = await detailsOf(r, scope.enterpriseUid, [await taskRow(r, scope, uid)]);
  return detail;
}

export interface TaskQuery {
  startTime?: number;
  endTime?: number;
  status?: readonly TaskStatusKey[];
  carUid?: string;
  driverUid?: string;
  departmentUid?: string;
  kindUid?: string;
  keyword?: string;
}

/** The conditions of a task query; car numbers, driver names and departments match through the fleet's and the core's reads. */
export async function taskWhere(r: Reads, scope: TaskScope, q: TaskQuery): Promise<Where> {
  const w = Where.scoped('t.enterprise_uid', scope.enterpriseUid);
  if (scope.driverUid) w.add('t.driver_uid = ?', scope.driverUid);
  if (q.startTime !== undefined) w.add('t.task_date >= ?', new Date(q.startTime));
  if (q.endTime !== undefined) w.add('t.task_date <= ?', new Date(q.endTime));
  if (q.status?.length) w.add('t.status = ANY(?)', [...q.status]);
  if (q.carUid) w.add('t.car_uid = ?', q.carUid);
  if (q.driverUid) w.add('t.driver_uid = ?', q.driverUid);
  if (q.departmentUid) w.add('t.car_uid = ANY(?)', await fleetCars(r).ordered(r.db, scope.enterpriseUid, { departmentUid: q.departmentUid, deleted: true }));
  if (q.kindUid) w.add(`EXISTS (SELECT 1 FROM jsonb_array_elements(t.stops) k WHERE k->>'kind' = ?)`, q.kindUid);
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = likeOf(keyword);
    const [cars, drivers] = [await carsNumbered(r, scope.enterpriseUid, keyword), await serviceOf(r, 'core.users').nameLike(r.db, scope.enterpriseUid, keyword)];
    w.add(`(t.car_uid = ANY(?) OR t.driver_uid = ANY(?) OR EXISTS (SELECT 1 FROM jsonb_array_elements(t.stops) s
      WHERE s->>'name' ILIKE ? OR s->>'address' ILIKE ? OR s->>'note' ILIKE ?))`, cars, drivers, like, like, like);
  }
  return w;
}

/** Tasks of the scope matching the query, newest date first; with a limit, one page. */
export async function findTasks(r: Reads, scope: TaskScope, q: TaskQuery, page?: { offset: number; limit: number }) {
  const { total, rows } = await queryPage<StoredTask>(r.db, {
    select: 't.*', from: 'tasks t', where: await taskWhere(r, scope, q), orderBy: 't.task_date DESC, t.created_at DESC, t.uid',
  }, page);
  return { total, list: await detailsOf(r, scope.enterpriseUid, await withCarAndDriver(r, rows)) };
}

export interface NewTask {
  enterpriseUid: string;
  taskDate: number;
  carUid: string;
  driverUid: string;
  stops: TaskStop[];
  status: TaskStatusKey;
  lock?: boolean;
  scheduleUid?: string | null;
  startedAt?: number | null;
  endedAt?: number | null;
  /**
   * The planned route when the caller planned it already, through ctx.geo and before opening a
   * transaction (a remote router must not hold the database); else it is planned offline here.
   */
  plan?: Plan;
}

/** Inserts a task, computing its planned route, mileage and duration; returns its uid. */
export async function insertTask(db: Db, t: NewTask, now: number): Promise<string> {
  const uid = randomUUID();
  const plan = t.plan ?? planRoute(t.stops);
  const { totalMileage, totalDuration } = totalsOf(plan);
  await db.query(
    `INSERT INTO tasks (uid, enterprise_uid, task_date, car_uid, driver_uid, stops, status, lock, total_mileage, total_duration,
       planned_path, schedule_uid, started_at, ended_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [uid, t.enterpriseUid, new Date(t.taskDate), t.carUid, t.driverUid, JSON.stringify(t.stops.map(stored)), t.status, t.lock ?? false,
      totalMileage, totalDuration, JSON.stringify(plan.path.map((p) => [p.lat, p.lng])), t.scheduleUid ?? null,
      t.startedAt ? new Date(t.startedAt) : null, t.endedAt ? new Date(t.endedAt) : null, new Date(now)],
  );
  return uid;
}

/** Stops are stored without kindName, which is read from the options at answer time. */
export function stored(stop: TaskStop): Omit<TaskStop, 'kindName'> {
  const { kindName: _kindName, ...rest } = stop;
  return rest;
}

/**
 * Rewrites a task's stops, and its planned route when positions changed: `replan` is false (kept),
 * true (planned offline here) or the route the caller planned through ctx.geo before the transaction.
 */
export async function saveStops(db: Db, uid: string, stops: TaskStop[], replan: boolean | Plan, now: number): Promise<void> {
  if (!replan) {
    await db.query(`UPDATE tasks SET stops = $2, updated_at = $3 WHERE uid = $1`, [uid, JSON.stringify(stops.map(stored)), new Date(now)]);
    return;
  }
  const plan = replan === true ? planRoute(stops) : replan;
  const { totalMileage, totalDuration } = totalsOf(plan);
  await db.query(
    `UPDATE tasks SET stops = $2, total_mileage = $3, total_duration = $4, planned_path = $5, updated_at = $6 WHERE uid = $1`,
    [uid, JSON.stringify(stops.map(stored)), totalMileage, totalDuration, JSON.stringify(plan.path.map((p) => [p.lat, p.lng])), new Date(now)],
  );
}

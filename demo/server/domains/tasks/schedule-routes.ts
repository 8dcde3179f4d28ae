import { randomUUID } from 'node:crypto';
import { task, type Schedule, type ScheduleInput, type ScheduleStopInput, type TaskStop } from '../../../../src/core/api/contract/task';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { referencedCar, type Reads } from '../../car-refs';
import { requireOptions, withCarAndDriver } from './lookups';
import { assignableDriver, taskScopeOf, type TaskScope } from './task-scope';
import { atClock, scheduleDays } from './schedule-dates';
import { planRouteWith, toStopsWith, totalsOf } from './task-planning';
import { insertTask } from './task-store';
import { listPage, Where } from '../../db/sql';
import { recordOperation } from '../../services';
import { dayStart, toMs } from '../../time';

/**
 * Dispatch schedules (/task/add/schedule, /task/edit/schedule/{uid}, /task/preview/schedule; our
 * design): the same stops for one car and driver on chosen weekdays. A schedule creates its tasks in
 * status scheduling (調度中), from today on; a dispatcher then moves each to ready.
 */

interface ScheduleRow {
  uid: string;
  name: string;
  car_uid: string;
  driver_uid: string;
  start_date: Date;
  end_date: Date;
  weekdays: number[];
  stops: Array<ScheduleStopInput & { lat: number; lng: number }>;
  created_at: Date;
  updated_at: Date;
  car_no: string | null;
  zh_name: string | null;
  task_count: string | number;
}

/** A schedule as stored; its car's number and driver's name come from the fleet and the core (withCarAndDriver). */
type StoredSchedule = Omit<ScheduleRow, 'car_no' | 'zh_name'>;

const SCHEDULE_COLUMNS = `s.*, (SELECT count(*) FROM tasks t WHERE t.schedule_uid = s.uid) AS task_count`;
const SCHEDULE_TABLES = 'task_schedules s';
const SELECT = `SELECT ${SCHEDULE_COLUMNS} FROM ${SCHEDULE_TABLES}`;

const toSchedule = (r: ScheduleRow): Schedule => ({
  uid: r.uid, name: r.name, car: { uid: r.car_uid, carNo: r.car_no ?? '' }, driver: { uid: r.driver_uid, zhName: r.zh_name ?? '' },
  startDate: toMs(r.start_date)!, endDate: toMs(r.end_date)!, weekdays: r.weekdays, taskList: r.stops, taskCount: Number(r.task_count),
  createdAt: toMs(r.created_at)!, updatedAt: toMs(r.updated_at)!,
});

/** A schedule within the caller's scope (the enterprise's; a driver's own); otherwise not found. */
async function scheduleOf(r: Reads, scope: TaskScope, uid: string): Promise<Schedule> {
  const row = await r.db.one<StoredSchedule>(`${SELECT} WHERE s.uid = $1 AND s.enterprise_uid = $2 AND ($3::text IS NULL OR s.driver_uid = $3)`,
    [uid, scope.enterpriseUid, scope.driverUid ?? null]);
  if (!row) throw notFound('排程');
  return toSchedule((await withCarAndDriver(r, [row]))[0]);
}

/**
 * Checks a schedule and works out its stops (positions fixed), its route and the days it creates
 * tasks on; geocoding and routing go through the provider, before any transaction opens.
 */
async function plan(ctx: ServerContext, scope: TaskScope, body: ScheduleInput, now: number) {
  const { geo } = ctx;
  const { enterpriseUid } = scope;
  const car = await referencedCar(ctx, enterpriseUid, body.carUid, 'carUid', true);
  const driver = await assignableDriver(ctx, scope, body.driverUid, 'driverUid');
  const kinds = await requireOptions(ctx, enterpriseUid, 'task', body.taskList.map((s) => s.kind), (i) => `taskList.${i}.kind`);
  const located = await toStopsWith(geo, body.taskList, (i) => `taskList.${i}.address`);
  const route = await planRouteWith(geo, located);
  const stops = body.taskList.map((s, i) => ({ ...s, kind: s.kind ?? null, time: s.time ?? null, note: s.note ?? '', lat: located[i].lat, lng: located[i].lng }));
  const days = scheduleDays(body.startDate, body.endDate, body.weekdays, now);
  const stopsOn = (day: number): TaskStop[] => located.map((s, i) => ({
    ...s, kindName: s.kind ? kinds.get(s.kind) ?? '' : '', plannedTime: stops[i].time ? atClock(day, stops[i].time!) : null,
  }));
  return { car, driver, stops, route, days, stopsOn };
}

type Planned = Awaited<ReturnType<typeof plan>>;

async function createTasks(db: Db, enterpriseUid: string, scheduleUid: string, p: Planned, body: ScheduleInput, skip: Set<number>, now: number) {
  for (const day of p.days) {
    if (skip.has(day)) continue;
    await insertTask(db, { enterpriseUid, taskDate: day, carUid: body.carUid, driverUid: body.driverUid, stops: p.stopsOn(day), status: 'scheduling', scheduleUid, plan: p.route }, now);
  }
}

export function scheduleRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(task.schedulePreview, async ({ body, user }) => {
    const p = await plan(ctx, taskScopeOf(requireUser(user)), body, ctx.now());
    const totals = totalsOf(p.route);
    return {
      list: p.days.map((day) => ({
        taskDate: day, car: { uid: p.car.uid, carNo: p.car.car_no }, driver: { uid: p.driver.uid, zhName: p.driver.zh_name },
        ...totals, taskList: p.stopsOn(day), status: 'scheduling' as const, lock: false,
      })),
    };
  });

  r.route(task.scheduleCreate, async ({ body, user }) => {
    const me = requireUser(user);
    const scope = taskScopeOf(me);
    const now = ctx.now();
    const p = await plan(ctx, scope, body, now);
    const uid = randomUUID();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO task_schedules (uid, enterprise_uid, name, car_uid, driver_uid, start_date, end_date, weekdays, stops, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [uid, me.enterpriseUid, body.name, body.carUid, body.driverUid, new Date(body.startDate), new Date(body.endDate), body.weekdays, JSON.stringify(p.stops), new Date(now)],
      );
      await createTasks(tx, me.enterpriseUid, uid, p, body, new Set(), now);
    });
    await recordOperation(ctx, me, '新增派車排程', body.name, { uid, tasks: p.days.length });
    return scheduleOf(ctx, scope, uid);
  });

  r.route(task.scheduleUpdate, async ({ params, body, user }) => {
    const me = requireUser(user);
    const scope = taskScopeOf(me);
    const now = ctx.now();
    await scheduleOf(ctx, scope, params.uid);
    const p = await plan(ctx, scope, body, now);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE task_schedules SET name = $2, car_uid = $3, driver_uid = $4, start_date = $5, end_date = $6, weekdays = $7, stops = $8, updated_at = $9 WHERE uid = $1`,
        [params.uid, body.name, body.carUid, body.driverUid, new Date(body.startDate), new Date(body.endDate), body.weekdays, JSON.stringify(p.stops), new Date(now)],
      );
      // Tasks not yet dispatched are made again; dispatched or past ones stay as they are.
      await tx.query(`DELETE FROM tasks WHERE schedule_uid = $1 AND status = 'scheduling' AND task_date >= $2 AND NOT lock`, [params.uid, new Date(dayStart(now))]);
      const kept = await tx.query<{ task_date: Date }>(`SELECT task_date FROM tasks WHERE schedule_uid = $1`, [params.uid]);
      await createTasks(tx, me.enterpriseUid, params.uid, p, body, new Set(kept.map((k) => toMs(k.task_date)!)), now);
    });
    await recordOperation(ctx, me, '編輯派車排程', body.name, { uid: params.uid });
    return scheduleOf(ctx, scope, params.uid);
  });

  r.route(task.scheduleGet, async ({ params, user }) => scheduleOf(ctx, taskScopeOf(requireUser(user)), params.uid));

  r.route(task.scheduleList, async ({ body, user }) => {
    const scope = taskScopeOf(requireUser(user));
    const where = Where.scoped('s.enterprise_uid', scope.enterpriseUid);
    if (scope.driverUid) where.add('s.driver_uid = ?', scope.driverUid);
    if (body.carUid) where.add('s.car_uid = ?', body.carUid);
    if (body.driverUid) where.add('s.driver_uid = ?', body.driverUid);
    where.keyword(['s.name'], body.keyword);
    return listPage(db, { select: SCHEDULE_COLUMNS, from: SCHEDULE_TABLES, where, orderBy: 's.start_date DESC, s.uid' }, body,
      async (rows: StoredSchedule[]) => (await withCarAndDriver(ctx, rows)).map(toSchedule));
  });

  r.route(task.scheduleRemove, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    const scope = taskScopeOf(me);
    const found = await db.query<{ uid: string }>(
      `SELECT uid FROM task_schedules WHERE uid = ANY($1) AND enterprise_uid = $2 AND ($3::text IS NULL OR driver_uid = $3)`,
      [uids, scope.enterpriseUid, scope.driverUid ?? null]);
    if (found.length !== uids.length) throw notFound('排程');
    const removed = await db.transaction(async (tx) => {
      const tasks = await tx.query(`DELETE FROM tasks WHERE schedule_uid = ANY($1) AND status = 'scheduling' AND NOT lock RETURNING uid`, [uids]);
      await tx.query(`DELETE FROM task_schedules WHERE uid = ANY($1)`, [uids]);
      return tasks.length;
    });
    await recordOperation(ctx, me, '刪除派車排程', uids.join(','));
    return { deleted: found.length, deletedTasks: removed };
  });
}

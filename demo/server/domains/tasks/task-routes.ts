import { task, type TaskStopInput } from '../../../../src/core/api/contract/task';
import { dayRangeMs } from '../../../../src/core/format/time';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { referencedCar, type Reads } from '../../car-refs';
import { requireOptions } from './lookups';
import { assignableDriver, taskScopeOf } from './task-scope';
import { announceStatus } from './task-notify';
import type { Geocoder } from '../../geo/provider';
import { planRouteWith, toStopsWith } from './task-planning';
import { findTasks, insertTask, saveStops, taskDetail, taskRow } from './task-store';
import { pageOf } from '../../db/sql';
import { recordOperation } from '../../services';

/** Tasks managed from the console (spec 7.7: create, edit, delete, one, list); screens /task, P_P13. */

/** Checks the stop kinds of a task and fixes its stops' positions through the geo provider. */
export async function checkedStops(r: Reads, geo: Geocoder, enterpriseUid: string, stops: readonly TaskStopInput[]) {
  await requireOptions(r, enterpriseUid, 'task', stops.map((s) => s.kind), (i) => `taskList.${i}.kind`);
  return toStopsWith(geo, stops, (i) => `taskList.${i}.address`);
}

export function taskRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(task.create, async ({ body, user }) => {
    const me = requireUser(user);
    const scope = taskScopeOf(me);
    await referencedCar(ctx, me.enterpriseUid, body.carUid, 'carUid', true);
    await assignableDriver(ctx, scope, body.driverUid, 'driverUid');
    const stops = await checkedStops(ctx, ctx.geo, me.enterpriseUid, body.taskList);
    const uid = await insertTask(db, {
      enterpriseUid: me.enterpriseUid, taskDate: dayRangeMs(body.taskDate).startTime, carUid: body.carUid,
      driverUid: body.driverUid, stops, status: 'ready', lock: body.lock, plan: await planRouteWith(ctx.geo, stops),
    }, ctx.now());
    await recordOperation(ctx, me, '新增任務', uid);
    return taskDetail(ctx, scope, uid);
  });

  r.route(task.get, async ({ params, user }) => taskDetail(ctx, taskScopeOf(requireUser(user)), params.uid));

  r.route(task.list, async ({ body, user }) => {
    const p = pageOf(body);
    const { total, list } = await findTasks(ctx, taskScopeOf(requireUser(user)), body, p);
    return { total, ...p, list };
  });

  r.route(task.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const scope = taskScopeOf(me);
    const row = await taskRow(ctx, scope, params.uid);
    const edits = body.taskDate !== undefined || body.carUid !== undefined || body.driverUid !== undefined || body.taskList !== undefined;
    if (row.lock && (edits || body.status !== undefined)) throw conflict('任務已鎖定，請先解除鎖定再編輯。', 'lock');
    if (edits && row.status !== 'ready' && row.status !== 'scheduling') throw conflict('執行中或已結束的任務無法編輯。', 'status');
    const now = ctx.now();
    const sets: string[] = [];
    const values: unknown[] = [params.uid];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (body.carUid !== undefined) set('car_uid', (await referencedCar(ctx, me.enterpriseUid, body.carUid, 'carUid', true)).uid);
    if (body.driverUid !== undefined) set('driver_uid', (await assignableDriver(ctx, scope, body.driverUid, 'driverUid')).uid);
    if (body.taskDate !== undefined) set('task_date', new Date(dayRangeMs(body.taskDate).startTime));
    const stops = body.taskList ? await checkedStops(ctx, ctx.geo, me.enterpriseUid, body.taskList) : null;
    const plan = stops ? await planRouteWith(ctx.geo, stops) : null;
    if (body.status && body.status !== row.status) {
      if (body.status === 'ready' && row.status !== 'scheduling') throw conflict('只有調度中的任務可以派遣。', 'status');
      if (body.status === 'stopped' && !['ready', 'doing', 'scheduling'].includes(row.status)) throw conflict('已結束的任務無法中斷。', 'status');
      set('status', body.status);
      if (body.status === 'stopped') set('ended_at', new Date(now));
    }
    if (body.lock !== undefined) set('lock', body.lock);
    await db.transaction(async (tx) => {
      if (sets.length) {
        set('updated_at', new Date(now));
        await tx.query(`UPDATE tasks SET ${sets.join(', ')} WHERE uid = $1`, values);
      }
      if (stops && plan) await saveStops(tx, params.uid, stops, plan, now);
    });
    const detail = await taskDetail(ctx, scope, params.uid);
    if (body.status && body.status !== row.status) await announceStatus(ctx, me.enterpriseUid, detail, me.zhName);
    await recordOperation(ctx, me, '編輯任務', params.uid, body);
    return detail;
  });

  r.route(task.remove, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    const scope = taskScopeOf(me);
    const rows = await db.query<{ uid: string; lock: boolean; status: string }>(
      `SELECT uid, lock, status FROM tasks WHERE uid = ANY($1) AND enterprise_uid = $2 AND ($3::text IS NULL OR driver_uid = $3)`,
      [uids, scope.enterpriseUid, scope.driverUid ?? null]);
    if (rows.length !== uids.length) throw notFound('任務');
    if (rows.some((t) => t.lock)) throw conflict('已鎖定的任務無法刪除。', 'uids');
    if (rows.some((t) => t.status === 'doing')) throw conflict('執行中的任務無法刪除。', 'uids');
    await db.query(`DELETE FROM tasks WHERE uid = ANY($1) AND enterprise_uid = $2`, [uids, me.enterpriseUid]);
    await recordOperation(ctx, me, '刪除任務', uids.join(','));
    return { deleted: rows.length };
  });
}

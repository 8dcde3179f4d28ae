import { task } from '../../../../src/core/api/contract/task';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { forbidden } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { announceStatus } from './task-notify';
import { applyProgress } from './task-progress';
import type { TaskScope } from './task-scope';
import { findTasks, saveStops, taskDetail, taskRow } from './task-store';
import { pageOf } from '../../db/sql';

/**
 * Driver-scoped task calls (spec 6): the caller must be a driver, and sees and reports on only the
 * tasks assigned to them; another driver's task is not found.
 */
function driverOf(user: Principal | null): TaskScope & { driverUid: string; zhName: string } {
  const me = requireUser(user);
  if (me.role !== 'driver') throw forbidden('此功能僅供司機使用。');
  return { enterpriseUid: me.enterpriseUid, driverUid: me.userUid, zhName: me.zhName };
}

export function taskDriverRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(task.listByDriver, async ({ body, user }) => {
    const me = driverOf(user);
    const p = pageOf(body);
    const { total, list } = await findTasks(ctx, me, body, p);
    return { total, ...p, list };
  });

  r.route(task.byDriver, async ({ body, user }) => {
    const me = driverOf(user);
    return taskDetail(ctx, me, body.uid);
  });

  r.route(task.updateByDriver, async ({ body, user }) => {
    const me = driverOf(user);
    const now = ctx.now();
    // The task is read under its row lock: two reports at once (a retry, two phones) each build on
    // the other's instead of both on the same old state (two starts, a stop lost). Issue 25, 1.
    const { row, next } = await db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM tasks WHERE uid = $1 AND enterprise_uid = $2 FOR UPDATE`, [body.uid, me.enterpriseUid]);
      const row = await taskRow({ ...ctx, db: tx }, me, body.uid);
      const next = applyProgress({ status: row.status, stops: row.stops }, body, now);
      await saveStops(tx, row.uid, next.stops, false, now);
      await tx.query(
        `UPDATE tasks SET status = $2, started_at = COALESCE($3, started_at), ended_at = COALESCE($4, ended_at) WHERE uid = $1`,
        [row.uid, next.status, next.startedAt ? new Date(next.startedAt) : null, next.endedAt ? new Date(next.endedAt) : null],
      );
      return { row, next };
    });
    const detail = await taskDetail(ctx, me, row.uid);
    if (next.status !== row.status) await announceStatus(ctx, me.enterpriseUid, detail, me.zhName);
    return detail;
  });
}

import { randomUUID } from 'node:crypto';
import { log } from '../../../../src/core/api/contract/log';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { requireUser } from '../../auth/authenticate';
import type { Registrar } from '../../http/register';
import { provideService, type OperationLogEntries, type RecordOperation } from '../../services';
import { millis } from '../../time';
import { listPage, Where } from '../../db/sql';
import { noteEntry } from '../../http/operation-audit';

/**
 * The operation log (spec 2.11, 7.6; P_P19). Every change made through this domain is recorded, and
 * the recorder is published as 'fleet.recordOperation' so the other domains record theirs too. A
 * row's target is the readable name the audit hook gave it at write time; rows written before the
 * hook named targets keep the uid they were written with.
 */
export function createRecorder(ctx: ServerContext): RecordOperation {
  return async (user: Principal, action: string, target: string, detail: object = {}) => {
    const uid = randomUUID();
    await ctx.db.query(
      `INSERT INTO operation_logs (uid, enterprise_uid, user_uid, user_name, action, target, detail, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [uid, user.enterpriseUid, user.userUid, user.zhName || user.name, action, target, JSON.stringify(detail), new Date(ctx.now())],
    );
    // The audit hook then names its target and adds what changed (http/audit-change.ts).
    noteEntry(uid);
  };
}

/** The entries as the audit hook reads and names them ('fleet.operationLog'). */
export const operationLogEntries: OperationLogEntries = {
  targets: (db, uids) => db.query<{ uid: string; target: string }>('SELECT uid, target FROM operation_logs WHERE uid = ANY($1)', [[...uids]]),
  async describe(db, uid, target, detail) {
    await db.query(`UPDATE operation_logs SET target = $2, detail = detail || $3::jsonb WHERE uid = $1`, [uid, target, JSON.stringify(detail)]);
  },
};

interface LogRow {
  uid: string;
  user_uid: string;
  user_name: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  created_at: Date;
}

export function logRoutes(r: Registrar, ctx: ServerContext): void {
  provideService(ctx, 'fleet.recordOperation', createRecorder(ctx));
  provideService(ctx, 'fleet.operationLog', operationLogEntries);

  r.route(log.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('enterprise_uid', me.enterpriseUid);
    if (body.startTime !== undefined) where.add('created_at >= ?', new Date(body.startTime));
    if (body.endTime !== undefined) where.add('created_at <= ?', new Date(body.endTime));
    if (body.userUid) where.add('user_uid = ?', body.userUid);
    where.keyword(['action', 'target'], body.keyword);
    where.keyword(['user_name'], body.operator);
    return listPage(ctx.db, { select: '*', from: 'operation_logs', where, orderBy: 'created_at DESC, uid' }, body, (rows: LogRow[]) =>
      rows.map((row) => ({
        uid: row.uid, userUid: row.user_uid, userName: row.user_name, action: row.action, target: row.target,
        detail: row.detail ?? {}, createdAt: millis(row.created_at),
      })));
  });
}

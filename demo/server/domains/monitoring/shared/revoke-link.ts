import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import { notFound } from '../../../http/errors';

/** The monitoring domain's tables of revocable links, and the column each revoke answers with. */
const LINK_TABLES = { report_shares: 'month', live_shares: 'car_uid' } as const;

/**
 * Revokes one of the caller's enterprise's links in `table` (the monthly report's, a live share's):
 * the row's answer column when this call revoked it, null when it was revoked already (a repeat, or
 * a second tab at once, changes nothing). Another enterprise's uid is not found.
 */
export async function revokeLink(ctx: ServerContext, me: Principal, table: keyof typeof LINK_TABLES, uid: string): Promise<string | null> {
  const column = LINK_TABLES[table];
  const revoked = await ctx.db.one<Record<string, string>>(
    `UPDATE ${table} SET revoked_at = $3, revoked_by = $4 WHERE uid = $1 AND enterprise_uid = $2 AND revoked_at IS NULL RETURNING ${column}`,
    [uid, me.enterpriseUid, new Date(ctx.now()), me.userUid]);
  if (revoked) return revoked[column];
  if (!(await ctx.db.one(`SELECT 1 FROM ${table} WHERE uid = $1 AND enterprise_uid = $2`, [uid, me.enterpriseUid]))) throw notFound('此分享連結');
  return null;
}

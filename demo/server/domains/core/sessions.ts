import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { issueTokens } from '../../auth/tokens';
import { idDataOf } from './accounts';

/** Opens a session for a user and signs its three tokens. */
export async function openSession(ctx: ServerContext, userUid: string, enterpriseUid: string) {
  const sessionUid = randomUUID();
  const expires = new Date(ctx.now() + ctx.tokens.refreshTtl * 1000);
  await ctx.db.query(`INSERT INTO sessions (uid, user_uid, expires_at) VALUES ($1, $2, $3)`, [sessionUid, userUid, expires]);
  return issueTokens(ctx.tokens, { userUid, sessionUid, enterpriseUid, idData: await idDataOf(ctx.db, userUid) });
}

/** Re-signs the tokens of a live session, with identity data read afresh (settings, codes). */
export async function reissue(ctx: ServerContext, userUid: string, sessionUid: string, enterpriseUid: string) {
  return issueTokens(ctx.tokens, { userUid, sessionUid, enterpriseUid, idData: await idDataOf(ctx.db, userUid) });
}

export async function revokeSession(ctx: ServerContext, sessionUid: string): Promise<void> {
  await ctx.db.query(`UPDATE sessions SET revoked = true WHERE uid = $1`, [sessionUid]);
  ctx.realtime.disconnectSession(sessionUid);
}

export async function revokeAllSessions(ctx: ServerContext, userUid: string): Promise<void> {
  const rows = await ctx.db.query<{ uid: string }>(`UPDATE sessions SET revoked = true WHERE user_uid = $1 AND NOT revoked RETURNING uid`, [userUid]);
  for (const r of rows) ctx.realtime.disconnectSession(r.uid);
}

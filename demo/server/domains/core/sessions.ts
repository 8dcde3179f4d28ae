import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { issueTokens } from '../../auth/tokens';
import { unauthenticated } from '../../http/errors';
import { idDataOf } from './accounts';

/**
 * Sessions and their refresh tokens (issue 10, 11). A session holds the id (jti) of its one live
 * refresh token: a refresh spends it and signs the next one. A refresh token that is not the live
 * one was used before, so someone holds a copy: the session is revoked for both holders. The one
 * exception is the token spent in the last REFRESH_GRACE_MS: two tabs of one browser hold the same
 * token and refresh at the same moment, and the slower of the two must not sign both out.
 */

export const REFRESH_GRACE_MS = 30_000;

const jtiOf = (token: string) => String(decodeJwt(token).jti);

/** Opens a session for a user and signs its three tokens. */
export async function openSession(ctx: ServerContext, userUid: string, enterpriseUid: string) {
  const sessionUid = randomUUID();
  const expires = new Date(ctx.now() + ctx.tokens.refreshTtl * 1000);
  const tokens = await issueTokens(ctx.tokens, { userUid, sessionUid, enterpriseUid, idData: await idDataOf(ctx.db, userUid) });
  await ctx.db.query(`INSERT INTO sessions (uid, user_uid, expires_at, refresh_jti) VALUES ($1, $2, $3, $4)`,
    [sessionUid, userUid, expires, jtiOf(tokens.refreshToken)]);
  return tokens;
}

/**
 * Re-signs the tokens of a live session with identity data read afresh (settings, codes), in
 * exchange for its live refresh token `usedJti`; a spent one revokes the session.
 */
export async function reissue(ctx: ServerContext, userUid: string, sessionUid: string, enterpriseUid: string, usedJti: string) {
  const tokens = await issueTokens(ctx.tokens, { userUid, sessionUid, enterpriseUid, idData: await idDataOf(ctx.db, userUid) });
  const rotated = await ctx.db.query(
    `UPDATE sessions SET previous_refresh_jti = refresh_jti, refresh_jti = $3, rotated_at = $4
      WHERE uid = $1 AND NOT revoked AND (refresh_jti = $2 OR (previous_refresh_jti = $2 AND rotated_at > $5)) RETURNING uid`,
    [sessionUid, usedJti, jtiOf(tokens.refreshToken), new Date(ctx.now()), new Date(ctx.now() - REFRESH_GRACE_MS)],
  );
  if (!rotated.length) {
    await revokeSession(ctx, sessionUid);
    throw unauthenticated('登入已逾時，請重新登入。');
  }
  return tokens;
}

/** Spends a single-use token (a password-reset token) by its jti; false if it was spent before. */
export async function spendToken(ctx: ServerContext, jti: string | undefined, expSeconds: number, db: Db = ctx.db): Promise<boolean> {
  if (!jti) return false;
  await db.query(`DELETE FROM spent_tokens WHERE expires_at < $1`, [new Date(ctx.now())]);
  const rows = await db.query(
    `INSERT INTO spent_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING jti`,
    [jti, new Date(expSeconds * 1000)],
  );
  return rows.length > 0;
}

export async function revokeSession(ctx: ServerContext, sessionUid: string): Promise<void> {
  await ctx.db.query(`UPDATE sessions SET revoked = true WHERE uid = $1`, [sessionUid]);
  ctx.realtime.disconnectSession(sessionUid);
}

export async function revokeAllSessions(ctx: ServerContext, userUid: string): Promise<void> {
  const rows = await ctx.db.query<{ uid: string }>(`UPDATE sessions SET revoked = true WHERE user_uid = $1 AND NOT revoked RETURNING uid`, [userUid]);
  for (const r of rows) ctx.realtime.disconnectSession(r.uid);
}

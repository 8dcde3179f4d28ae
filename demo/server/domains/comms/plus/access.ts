import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import { requireUser } from '../../../auth/authenticate';
import { signPurposeToken } from '../../../auth/tokens';
import { forbidden, unauthenticated } from '../../../http/errors';
import { carOf } from '../shared';

/**
 * Who may call the plus host. A console access token is checked against the screen's codes
 * (P_P44 purchase, P_P45 orders); a plus token came from the once-token hand-off of an app user
 * who owns the car, and the app pages need no code (spec 2.2 lists them as public).
 */
export const PLUS_TOKEN_TTL_S = 2 * 3600;
export const ONCE_TOKEN_TTL_MS = 5 * 60_000;

function tokenType(headers: FastifyRequest['headers']): string | null {
  const header = headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  try {
    return String(decodeJwt(header.slice(7).trim()).typ ?? '');
  } catch {
    return null;
  }
}

/** The signed-in caller of a plus call; `codes`: any one is needed with a console access token. */
export function plusCaller(input: { user: Principal | null; headers: FastifyRequest['headers'] }, codes: readonly string[] | null): Principal {
  const me = requireUser(input.user);
  if (codes && tokenType(input.headers) !== 'plus' && !codes.some((c) => me.codes.includes(c))) {
    throw forbidden('您沒有此功能的權限。');
  }
  return me;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time token for a car of the caller's enterprise (spec 7.9, 2.9). */
export async function issueOnceToken(ctx: ServerContext, me: Principal, carUid: string): Promise<string> {
  await carOf(ctx.db, me.enterpriseUid, carUid);
  const token = randomBytes(24).toString('base64url');
  await ctx.db.query(
    `INSERT INTO plus_once_tokens (token_hash, user_uid, session_uid, car_uid, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashOf(token), me.userUid, me.sessionUid, carUid, new Date(ctx.now() + ONCE_TOKEN_TTL_MS)],
  );
  return token;
}

/** Spends a one-time token for its car and signs a plus access token on the issuer's session. */
export async function redeemOnceToken(ctx: ServerContext, onceToken: string, carUid: string) {
  const row = await ctx.db.one<{ user_uid: string; session_uid: string; enterprise_uid: string }>(
    `UPDATE plus_once_tokens t SET used = true FROM users u
      WHERE t.token_hash = $1 AND t.car_uid = $2 AND NOT t.used AND t.expires_at > $3 AND u.uid = t.user_uid
      RETURNING t.user_uid, t.session_uid, u.enterprise_uid`,
    [hashOf(onceToken), carUid, new Date(ctx.now())],
  );
  if (!row) throw unauthenticated('一次性憑證無效、已使用或已過期，請重新開啟頁面。');
  const plusAccessToken = await signPurposeToken(ctx.tokens, row.user_uid, 'plus', PLUS_TOKEN_TTL_S,
    { sid: row.session_uid, ent: row.enterprise_uid, car: carUid });
  return { plusAccessToken, carUid, expiresIn: PLUS_TOKEN_TTL_S };
}

import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/database';
import { requireUser } from '../../../auth/authenticate';
import { signPurposeToken } from '../../../auth/tokens';
import { API_STATUS } from '../../../../../src/core/api/contract/status';
import { ApiError, forbidden, notFound, unauthenticated } from '../../../http/errors';
import { targetCar } from '../../../car-refs';
import { serviceOf } from '../../../services';
import { findOrder, type OrderRow } from './orders';
import { DAY_MS } from '../../../time';

/**
 * Who may call the plus host (issue 10, 2). The auth hook already refused a console access token
 * without the call's code (P_P44 purchase, P_P45 orders) and a plus token on any call outside the
 * app flow (the contract's appFlow). What is left is data: a plus token came from the once-token
 * hand-off for one car, so it reaches that car's services and the orders of that car alone.
 */
export const PLUS_TOKEN_TTL_S = 2 * 3600;
export const ONCE_TOKEN_TTL_MS = 5 * 60_000;
const PURCHASE_CODE = 'P_P44';

/** The signed-in caller of a plus call; `plusCar` is set when the caller holds a plus token. */
export function plusCaller(input: { user: Principal | null }): Principal {
  return requireUser(input.user);
}

/** A plus token names its car; any other car is refused. A console caller passes. */
export function checkCarScope(me: Principal, carUids: readonly string[], field = 'carUid'): void {
  if (me.plusCar && carUids.some((uid) => uid !== me.plusCar)) {
    throw new ApiError(API_STATUS.FORBIDDEN, '此憑證只能用於開啟頁面時的車輛。', field);
  }
}

/**
 * SQL condition (on alias o) of the orders a plus token reaches: orders of its car alone. Orders
 * that also hold other cars were bought in the console and stay there.
 */
export const ORDERS_OF_ONE_CAR = `(EXISTS (SELECT 1 FROM plus_order_cars oc WHERE oc.order_uid = o.uid)
  AND NOT EXISTS (SELECT 1 FROM plus_order_cars oc WHERE oc.order_uid = o.uid AND oc.car_uid <> ?))`;

/** An order of the caller's enterprise by uid or code; with a plus token, only an order of its car alone. */
export async function scopedOrder(db: Db, me: Principal, key: { uid?: string; code?: string }): Promise<OrderRow> {
  const order = await findOrder(db, me.enterpriseUid, key);
  if (!me.plusCar) return order;
  const other = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM plus_order_cars WHERE order_uid = $1 AND car_uid <> $2`, [order.uid, me.plusCar]);
  // Like another enterprise's order: not found.
  if (!other || other.n > 0) throw notFound('訂單');
  return order;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time token for a car (spec 7.9, 2.9): the caller needs the purchase code, or to be the
 * car's own app user (its driver); a plus token may ask again only for its own car (the back link).
 */
export async function issueOnceToken(ctx: ServerContext, me: Principal, carUid: string): Promise<string> {
  const car = await targetCar(ctx, me.enterpriseUid, carUid);
  if (me.plusCar) checkCarScope(me, [car.uid], 'id');
  else if (!me.codes.includes(PURCHASE_CODE) && car.driver_uid !== me.userUid) throw forbidden('您沒有此功能的權限。');
  const token = randomBytes(24).toString('base64url');
  // Tokens a day past their expiry are dropped, so the table keeps only what may still be asked about.
  await ctx.db.query(`DELETE FROM plus_once_tokens WHERE expires_at < $1`, [new Date(ctx.now() - DAY_MS)]);
  await ctx.db.query(
    `INSERT INTO plus_once_tokens (token_hash, user_uid, session_uid, car_uid, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashOf(token), me.userUid, me.sessionUid, carUid, new Date(ctx.now() + ONCE_TOKEN_TTL_MS)],
  );
  return token;
}

/** Spends a one-time token for its car and signs a plus access token on the issuer's session. */
export async function redeemOnceToken(ctx: ServerContext, onceToken: string, carUid: string) {
  const row = await ctx.db.one<{ user_uid: string; session_uid: string }>(
    `UPDATE plus_once_tokens SET used = true
      WHERE token_hash = $1 AND car_uid = $2 AND NOT used AND expires_at > $3
      RETURNING user_uid, session_uid`,
    [hashOf(onceToken), carUid, new Date(ctx.now())],
  );
  // Accounts are never removed (deleting one only marks it), so a token's issuer is always found.
  const enterpriseUid = row && await serviceOf(ctx, 'core.users').enterpriseOf(ctx.db, row.user_uid);
  if (!row || !enterpriseUid) throw unauthenticated('一次性憑證無效、已使用或已過期，請重新開啟頁面。');
  const plusAccessToken = await signPurposeToken(ctx.tokens, row.user_uid, 'plus', PLUS_TOKEN_TTL_S,
    { sid: row.session_uid, ent: enterpriseUid, car: carUid });
  return { plusAccessToken, carUid, expiresIn: PLUS_TOKEN_TTL_S };
}

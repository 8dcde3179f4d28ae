import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import type { ServerContext } from '../context';
import type { Principal } from './principal';
import { API_STATUS } from '../../../src/core/api/contract/status';
import { ApiError, forbidden, unauthenticated } from '../http/errors';
import { holdsPermission } from './permission';
import { verifyToken } from './tokens';
import { serviceOf } from '../services';

function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Refuses, with its own status, a user whose account an administrator disabled or deleted (issue 22,
 * 12): their tokens stay refused on every call, refresh and socket, and the console ends the session
 * with that message instead of retrying.
 */
export function assertAccountUsable(user: { enabled: boolean; deleted: boolean }): void {
  if (user.deleted) throw new ApiError(API_STATUS.ACCOUNT_DELETED);
  if (!user.enabled) throw new ApiError(API_STATUS.ACCOUNT_DISABLED);
}

/**
 * Resolves an access (or plus) token to its principal; null when invalid, expired or revoked. A
 * valid token of a disabled or deleted account throws its own ApiError (`assertAccountUsable`).
 */
export async function principalFromToken(token: string, ctx: ServerContext, accept: ReadonlyArray<string> = ['access']): Promise<Principal | null> {
  const claims = await verifyToken<{ sid?: string; typ?: string; car?: string }>(ctx.tokens, token);
  if (!claims || !claims.sid || !accept.includes(String(claims.typ))) return null;
  if (claims.exp * 1000 <= ctx.now()) return null;
  // The core owns sessions and users: its read ('core.sessions'), never SQL here.
  const row = await serviceOf(ctx, 'core.sessions').holder(ctx.db, claims.sid, claims.sub);
  if (!row) return null;
  // Before the session's own state: disabling or deleting revokes the sessions too, and the user must hear why.
  assertAccountUsable(row);
  if (row.revoked) return null;
  if (claims.typ === 'plus' && !claims.car) return null;
  return {
    userUid: row.user_uid,
    sessionUid: claims.sid,
    enterpriseUid: row.enterprise_uid,
    name: row.name,
    zhName: row.zh_name,
    codes: row.codes,
    role: row.role,
    ...(claims.typ === 'plus' ? { plusCar: claims.car } : {}),
    ...(row.platform_operator ? { platformOperator: true as const } : {}),
  };
}

/**
 * Who is calling: the signed-in user, or for an open-API call the enterprise whose key it carries
 * (null on every other call).
 */
export interface Caller {
  user: Principal | null;
  keyOwner: string | null;
}

/**
 * The auth hook of every contract endpoint (issue 3 'Authorization'): keys, bearer token,
 * permission code. Enterprise scoping is each handler's query, always by the principal's enterprise,
 * or on the open API by the key's (issue 10, 4).
 */
export async function authenticate(ep: Endpoint, req: FastifyRequest, ctx: ServerContext): Promise<Caller> {
  if (ep.auth === 'openApiKey') return { user: null, keyOwner: await ctx.openApiKeys.admit(req.headers['x-api-key'], req.ip) };
  return { user: await authenticateUser(ep, req, ctx), keyOwner: null };
}

async function authenticateUser(ep: Endpoint, req: FastifyRequest, ctx: ServerContext): Promise<Principal | null> {
  const apiKey = req.headers['x-api-key'];
  const token = bearerOf(req);
  if (ep.auth === 'none') {
    if (apiKey !== undefined && apiKey !== ctx.keys.apiKey) throw forbidden('API 金鑰無效。');
    return token ? principalFromToken(token, ctx) : null;
  }
  if (ep.auth === 'plus') {
    if (token) {
      const user = await principalFromToken(token, ctx, ['access', 'plus']);
      if (!user) throw unauthenticated();
      // A plus token (the app hand-off) opens only the app flow's calls; a console token needs the code.
      const allowed = user.plusCar ? ep.appFlow : holdsPermission(ep.permission, user);
      if (!allowed) throw forbidden('您沒有此功能的權限。');
      return user;
    }
    if (apiKey !== ctx.keys.plusKey) throw unauthenticated('請先登入或提供加值服務金鑰。');
    return null;
  }
  if (apiKey !== undefined && apiKey !== ctx.keys.apiKey) throw forbidden('API 金鑰無效。');
  const user = await signedIn(req, ctx);
  if (!holdsPermission(ep.permission, user)) throw forbidden('您沒有此功能的權限。');
  if (ep.operatorOnly && !user.platformOperator) throw forbidden(OPERATOR_ONLY);
  // Here, before the handler looks anything up, so a made-up uid gets the same 403 as a real one.
  if (ep.managerOnly && user.role === 'driver') throw forbidden('駕駛帳號無法使用任務派遣功能。');
  return user;
}

const OPERATOR_ONLY = '此功能僅限平台營運帳號。';

/** The user of a bearer token: 401 without one, or with one expired or revoked. */
async function signedIn(req: FastifyRequest, ctx: ServerContext): Promise<Principal> {
  const token = bearerOf(req);
  if (!token) throw unauthenticated('請先登入。');
  const user = await principalFromToken(token, ctx);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * For the operator's calls outside the contract (GET /devices/status): the same token check as an
 * `operatorOnly` endpoint, 401 without a valid token, 403 for anyone but the platform operator.
 */
export async function authenticateOperator(req: FastifyRequest, ctx: ServerContext): Promise<Principal> {
  const user = await signedIn(req, ctx);
  if (!user.platformOperator) throw forbidden(OPERATOR_ONLY);
  return user;
}

/** For handlers of key-or-token calls that need a signed-in caller. */
export function requireUser(user: Principal | null): Principal {
  if (!user) throw unauthenticated('請先登入。');
  return user;
}

import { jwtDecode } from 'jwt-decode';
import { EMPTY_SESSION, type IdData, type SessionState, type TokenData } from './store';
import { now } from '../clock';

/**
 * Pure token helpers (spec 3 'Session', 5). Nothing here reads the clock: callers pass the time in
 * seconds, so tests can stand at any moment.
 */

/** The current time in whole seconds, the unit of a token's exp (spec 9). */
export function nowInSeconds(nowMs: number = now()): number {
  return Math.floor(nowMs / 1000);
}

/** Decodes a JWT's payload without verifying it (the server verifies); throws if it is not a JWT. */
export function decodeToken<T>(token: string): T {
  return jwtDecode<T>(token);
}

/** Decodes an access token; its exp must be a number, or the token is refused. */
export function decodeAccessToken(token: string): TokenData {
  const data = decodeToken<Partial<TokenData>>(token);
  if (typeof data.exp !== 'number') throw new Error('access token without exp');
  return data as TokenData;
}

/**
 * Decodes an id token into identity data, filling the parts the console reads (authority.admin,
 * enterprise.name, zhName, settings.messages) so a sparse token cannot break a screen.
 */
export function decodeIdToken(token: string): IdData {
  const raw = decodeToken<Partial<IdData>>(token);
  return {
    ...raw,
    zhName: typeof raw.zhName === 'string' ? raw.zhName : '',
    authority: { ...raw.authority, admin: Array.isArray(raw.authority?.admin) ? raw.authority.admin : [] },
    enterprise: { ...raw.enterprise, name: typeof raw.enterprise?.name === 'string' ? raw.enterprise.name : '' },
    settings: { ...raw.settings, messages: Array.isArray(raw.settings?.messages) ? raw.settings.messages : [] },
  };
}

/** Spec 5: a token is valid only while its exp is later than now (both in seconds). */
export function isTokenValid(tokenData: Pick<TokenData, 'exp'> | null | undefined, nowSeconds: number): boolean {
  return !!tokenData && typeof tokenData.exp === 'number' && tokenData.exp > nowSeconds;
}

/**
 * Spec 4 'Session': a token has expired when now is past its exp. This is the test the navigation
 * check and the first-load check use; at the very second of exp a token is neither valid (spec 5)
 * nor yet expired (spec 4), and both readings are kept as written.
 */
export function isTokenExpired(tokenData: Pick<TokenData, 'exp'> | null | undefined, nowSeconds: number): boolean {
  return !!tokenData && typeof tokenData.exp === 'number' && nowSeconds > tokenData.exp;
}

/** Logged when tokens carried by a URL (spec 2.10) cannot be decoded. */
export const URL_TOKEN_ERROR_MESSAGE = 'token 錯誤或過期';

export interface RawTokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  plusAccessToken?: string;
}

/** Builds a session from raw tokens; throws when either token cannot be decoded. */
export function sessionFromTokens(tokens: RawTokens): SessionState {
  return {
    ...EMPTY_SESSION,
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken ?? '',
    plusAccessToken: tokens.plusAccessToken ?? '',
    tokenData: decodeAccessToken(tokens.accessToken),
    idData: decodeIdToken(tokens.idToken),
  };
}

/** True when the access token, or an id token that carries an exp, has expired (spec 4). */
export function sessionExpired(session: Pick<SessionState, 'tokenData' | 'idData'>, nowSeconds: number): boolean {
  const idExp = typeof session.idData?.exp === 'number' ? { exp: session.idData.exp } : null;
  return isTokenExpired(session.tokenData, nowSeconds) || isTokenExpired(idExp, nowSeconds);
}

import { COOKIE_NAMES, readCookie } from './cookies';
import { setSessionState } from './persist';
import { EMPTY_SESSION, type SessionState } from './store';
import { nowInSeconds, sessionExpired, sessionFromTokens } from './tokens';

export const EXPIRED_COOKIE_MESSAGE = 'accessToken 或 idToken 已過期 (accessToken or idToken expired)';

export type CookieSessionOutcome =
  | { kind: 'set'; session: SessionState }
  | { kind: 'cleared'; session: SessionState }
  | { kind: 'expired' };

export interface CookieTokens {
  plusAccessToken: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/**
 * Spec 4 'Session', first page load, as a pure decision:
 * - access or id token missing (or not a token at all) → the session is cleared;
 * - expired (now in seconds past exp) → the tokens are ignored;
 * - otherwise the session is set.
 * A cleared session keeps the plus access token: the app-embedded plus pages use it without any
 * console sign-in (spec 6, last paragraph).
 */
export function sessionFromCookies(cookies: CookieTokens, nowSeconds: number): CookieSessionOutcome {
  const cleared = { kind: 'cleared', session: { ...EMPTY_SESSION, plusAccessToken: cookies.plusAccessToken } } as const;
  if (!cookies.accessToken || !cookies.idToken) return cleared;
  let session: SessionState;
  try {
    session = sessionFromTokens(cookies);
  } catch {
    return cleared;
  }
  if (sessionExpired(session, nowSeconds)) return { kind: 'expired' };
  return { kind: 'set', session };
}

/** Reads the four cookies. */
export function readSessionCookies(): CookieTokens {
  return {
    plusAccessToken: readCookie(COOKIE_NAMES.plusAccessToken),
    accessToken: readCookie(COOKIE_NAMES.accessToken),
    idToken: readCookie(COOKIE_NAMES.idToken),
    refreshToken: readCookie(COOKIE_NAMES.refreshToken),
  };
}

/** Restores the session from the cookies at first page load (spec 4 'Session'). */
export function loadSessionFromCookies(nowSeconds: number = nowInSeconds()): CookieSessionOutcome {
  const outcome = sessionFromCookies(readSessionCookies(), nowSeconds);
  if (outcome.kind === 'expired') console.warn(EXPIRED_COOKIE_MESSAGE);
  else setSessionState(outcome.session);
  return outcome;
}

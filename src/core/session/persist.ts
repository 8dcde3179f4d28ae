import { readFms, writeFms } from '../storage/keys';
import { COOKIE_NAMES, removeCookie, writeCookie } from './cookies';
import { $session, EMPTY_SESSION, writeSession, type SessionState } from './store';

/**
 * The only writers of the session: they keep the store, the cookies and the `fms` local storage
 * entry (idData, refreshToken; spec 9) in step.
 */

type SignOutHook = () => void;
const signOutHooks = new Set<SignOutHook>();

/**
 * Runs `fn` whenever the session ends (sign-out, or a reset by the guards). Sockets register here
 * to disconnect, so the session never imports them. Returns the function that unregisters it.
 */
export function onSignOut(fn: SignOutHook): () => void {
  signOutHooks.add(fn);
  return () => void signOutHooks.delete(fn);
}

let hostSupplied = false;

/**
 * True once the page supplied the tokens itself (host-tokens.ts, issue 9): from then on the session
 * lives in the store only; the page's cookies and storage are neither read nor written.
 */
export function hostSuppliesTokens(): boolean {
  return hostSupplied;
}

/** Switches the host-supplied mode (host-tokens.ts; tests switch it off). */
export function setHostSupplied(on: boolean): void {
  hostSupplied = on;
}

/** Stores a complete session: the store, the three token cookies and fms idData/refreshToken. */
export function storeSession(next: SessionState): void {
  if (hostSupplied) {
    writeSession(next);
    return;
  }
  writeCookie(COOKIE_NAMES.accessToken, next.accessToken);
  writeCookie(COOKIE_NAMES.idToken, next.idToken);
  if (next.refreshToken) writeCookie(COOKIE_NAMES.refreshToken, next.refreshToken);
  else removeCookie(COOKIE_NAMES.refreshToken);
  writeFms({ idData: next.idData, refreshToken: next.refreshToken });
  writeSession(next);
}

/** Sets the store only (first load from cookies, the half session of status 4011008). */
export function setSessionState(next: SessionState): void {
  writeSession(next);
}

/**
 * Ends the session locally (spec 4 'Session'): removes the refreshToken, idToken and accessToken
 * cookies, forgets idData and refreshToken in fms (remember-me and the map view stay), clears the
 * store and runs the sign-out hooks. A failing hook is logged and the others still run.
 */
export function resetSession(): void {
  if (!hostSupplied) {
    removeCookie(COOKIE_NAMES.refreshToken);
    removeCookie(COOKIE_NAMES.idToken);
    removeCookie(COOKIE_NAMES.accessToken);
    if (readFms().idData || readFms().refreshToken) writeFms({ idData: null, refreshToken: '' });
  }
  writeSession(EMPTY_SESSION);
  for (const hook of [...signOutHooks]) {
    try {
      hook();
    } catch (error) {
      console.error('登出處理失敗 (sign-out hook failed)', error);
    }
  }
}

/** The refresh token to use: the session's, else the one kept in fms, else the cookie's (the session's only when the page supplies tokens). */
export function currentRefreshToken(readCookieValue: (name: string) => string): string {
  if (hostSupplied) return $session.get().refreshToken;
  return $session.get().refreshToken || readFms().refreshToken || readCookieValue(COOKIE_NAMES.refreshToken);
}

/**
 * Stores the plus access token of the app hand-off (spec 2.9, 7.9): the store and the
 * plusAccessToken cookie of spec 9, for as long as the token lives, so the app's web-view pages
 * after the hand-off carry it across reloads. An empty token removes both.
 */
export function storePlusAccessToken(token: string, maxAgeSeconds?: number): void {
  if (!hostSupplied) {
    if (token) writeCookie(COOKIE_NAMES.plusAccessToken, token, maxAgeSeconds === undefined ? {} : { maxAgeSeconds });
    else removeCookie(COOKIE_NAMES.plusAccessToken);
  }
  writeSession({ ...$session.get(), plusAccessToken: token });
}

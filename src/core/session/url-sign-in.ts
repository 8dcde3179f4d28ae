import { formatLocation, withoutParams, type Query } from '../navigation/query';
import { landingPath } from '../pages/landing';
import { COOKIE_NAMES, readCookie } from './cookies';
import { storeSession } from './persist';
import type { SessionState } from './store';
import { isTokenExpired, nowInSeconds, sessionFromTokens, URL_TOKEN_ERROR_MESSAGE } from './tokens';

/** Sign-in carried by the URL (spec 2.10): the app's web views and the super account. */

export { URL_TOKEN_ERROR_MESSAGE };
export const SUPER_ACCOUNT_MESSAGE = '已透過超級帳號登入 (logged in via super account)';
/** Query parameter of the super-account sign-in: the id token of the account to act as. */
export const SUPER_TOKEN_PARAM = 'superToken';

export type UrlSignInOutcome = { kind: 'none' } | { kind: 'redirect'; to: string };

/** A decision of the pure planners: what to store, what to log, where to go. */
export type UrlSignInPlan =
  | { kind: 'none' }
  | { kind: 'redirect'; to: string; session?: SessionState; log?: 'tokenError' | 'superAccount' };

/**
 * Where a URL sign-in goes: the page without the used parameters, or, when none remains, the user's
 * landing page (spec 2.10: /monitor; a user without P_P01 lands on their first menu page, core/pages).
 */
function landing(path: string, query: Query, used: readonly string[], session: SessionState): string {
  const rest = withoutParams(query, used);
  return Object.keys(rest).length === 0 ? landingPath(session.idData?.authority?.admin) : formatLocation({ path, query: rest });
}

/**
 * Spec 2.10, pure: with both accessToken and idToken in the query, both are decoded.
 * - Decoding fails → log 'token 錯誤或過期', go to /.
 * - The access token has expired → go to /.
 * - Otherwise store the session with refreshToken empty and go to the current path without the two
 *   parameters, or to /monitor when no parameter remains.
 */
export function planUrlSignIn(path: string, query: Query, nowSeconds: number): UrlSignInPlan {
  const { accessToken, idToken } = query;
  if (!accessToken || !idToken) return { kind: 'none' };
  let session: SessionState;
  try {
    session = sessionFromTokens({ accessToken, idToken, refreshToken: '' });
  } catch {
    return { kind: 'redirect', to: '/', log: 'tokenError' };
  }
  if (isTokenExpired(session.tokenData, nowSeconds)) return { kind: 'redirect', to: '/' };
  return { kind: 'redirect', to: landing(path, query, ['accessToken', 'idToken'], session), session };
}

/**
 * Super-account sign-in (spec 2.10; its details are not given, so this is our design). Platform
 * staff sign in on the operator portal, which sets the accessToken cookie on the shared domain
 * (path=/) with the staff member's access token, and opens the console with `?superToken=<id token
 * of the enterprise account to look at>`. The bearer credential never travels in the URL; only the
 * identity to show does. With both present and the access token unexpired, the session is stored
 * (refreshToken empty: a super session ends with its access token) and the message meaning 'logged
 * in via super account' is logged; the page is then opened without superToken, or /monitor.
 * A superToken without the cookie, an undecodable token or an expired one sends the user to /.
 */
export function planSuperSignIn(path: string, query: Query, cookieAccessToken: string, nowSeconds: number): UrlSignInPlan {
  const idToken = query[SUPER_TOKEN_PARAM];
  if (!idToken) return { kind: 'none' };
  if (!cookieAccessToken) return { kind: 'redirect', to: '/' };
  let session: SessionState;
  try {
    session = sessionFromTokens({ accessToken: cookieAccessToken, idToken, refreshToken: '' });
  } catch {
    return { kind: 'redirect', to: '/', log: 'tokenError' };
  }
  if (isTokenExpired(session.tokenData, nowSeconds)) return { kind: 'redirect', to: '/' };
  return { kind: 'redirect', to: landing(path, query, [SUPER_TOKEN_PARAM], session), session, log: 'superAccount' };
}

function apply(plan: UrlSignInPlan): UrlSignInOutcome {
  if (plan.kind === 'none') return plan;
  if (plan.log === 'tokenError') console.error(URL_TOKEN_ERROR_MESSAGE);
  if (plan.session) {
    const plusAccessToken = readCookie(COOKIE_NAMES.plusAccessToken);
    storeSession({ ...plan.session, plusAccessToken });
  }
  if (plan.log === 'superAccount') console.info(SUPER_ACCOUNT_MESSAGE);
  return { kind: 'redirect', to: plan.to };
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** Spec 2.10: signs in from the accessToken and idToken query parameters, if both are there. */
export function signInFromUrl(query: Query, nowSeconds: number = nowInSeconds(), path: string = currentPath()): UrlSignInOutcome {
  return apply(planUrlSignIn(path, query, nowSeconds));
}

/** Spec 2.10 'super account': signs in from ?superToken= and the accessToken cookie. */
export function signInAsSuperAccount(query: Query, nowSeconds: number = nowInSeconds(), path: string = currentPath()): UrlSignInOutcome {
  return apply(planSuperSignIn(path, query, readCookie(COOKIE_NAMES.accessToken), nowSeconds));
}

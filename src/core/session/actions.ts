import { refreshTokenCall, signIn, signOutCall } from '../api/auth';
import { API_STATUS, STATUS_MESSAGES } from '../api/contract/status';
import type { ApiBody } from '../http/client';
import { writeFms } from '../storage/keys';
import { offerPasswordToBrowser } from './credentials';
import { readCookie, removeCookie } from './cookies';
import { hasTokenProvider, tokensFromProvider } from './host-tokens';
import { currentRefreshToken, resetSession, setSessionState, storeSession } from './persist';
import { $session, EMPTY_SESSION } from './store';
import { sessionFromTokens } from './tokens';

/** Sign-in, sign-out and token refresh (spec 4 'Session', 7.2, 8). None of them throws. */

export interface PasswordSignIn {
  name: string;
  password: string;
  /** Remember the name on this browser, and offer the password to its password manager (spec 3 'Remember-me'). */
  memberMe: boolean;
}

type TokenBody = ApiBody<{ accessToken: string; idToken?: string; refreshToken?: string }>;

const BAD_TOKENS: ApiBody<never> = { status: API_STATUS.SERVER_ERROR, message: STATUS_MESSAGES[API_STATUS.SERVER_ERROR] };

/**
 * Stores the tokens of a status-0 answer. First the cookies named like the keys of the answer's
 * data are removed — the transient ones left by an earlier step (the access-token-only step of
 * status 4011008, a URL sign-in, or any cookie of the same name) — then the fresh tokens are
 * written. Returns false when the tokens cannot be decoded; then nothing is stored.
 */
function storeTokenAnswer(data: Record<string, unknown>, plusAccessToken: string): boolean {
  let next;
  try {
    next = sessionFromTokens({
      accessToken: String(data.accessToken ?? ''),
      idToken: String(data.idToken ?? ''),
      refreshToken: String(data.refreshToken ?? ''),
      plusAccessToken,
    });
  } catch (error) {
    console.error('token 錯誤或過期', error);
    return false;
  }
  for (const key of Object.keys(data)) removeCookie(key);
  storeSession(next);
  return true;
}

/**
 * Signs in by name and password (spec 4 'Session', 7.2, 8):
 * - status 0: tokens decoded and stored; remember-me saved or cleared;
 * - status 4011008: only the access token is kept (the session is not complete) and the status is
 *   returned so the screen can send the user to the forced password reset;
 * - any other status: returned as is, nothing stored.
 */
export async function signInWithPassword(input: PasswordSignIn): Promise<TokenBody> {
  const body = await signIn({ name: input.name, password: input.password }) as TokenBody;
  if (body.status === API_STATUS.PASSWORD_RESET_REQUIRED) {
    if (body.data?.accessToken) setSessionState({ ...EMPTY_SESSION, accessToken: body.data.accessToken });
    return body;
  }
  if (body.status !== API_STATUS.OK) return body;
  if (!body.data || !storeTokenAnswer(body.data, $session.get().plusAccessToken)) return BAD_TOKENS;
  writeFms({ memberMe: input.memberMe ? { name: input.name, memberMe: true } : null });
  if (input.memberMe) void offerPasswordToBrowser(input.name, input.password);
  return body;
}

let refreshing: Promise<TokenBody> | null = null;

/**
 * Refreshes the tokens with the refresh token (spec 4 'Session', 7.2): POST auth/v0/token. A
 * non-zero status is returned and nothing is stored (spec 8). One refresh at a time: callers that
 * ask while one is in flight (the keep-alive timer, a socket the server dropped, a saved
 * notification switch, in any element of the page) share its answer, so a refresh token is never
 * spent twice at once. While a partner page's token provider is set, it is asked instead.
 */
export function refreshSession(): Promise<TokenBody> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshOnce(): Promise<TokenBody> {
  // Tokens supplied by a partner page are renewed by asking its provider again (issue 9).
  if (hasTokenProvider()) return tokensFromProvider();
  const refreshToken = currentRefreshToken(readCookie);
  if (!refreshToken) {
    return { status: API_STATUS.UNAUTHENTICATED, message: STATUS_MESSAGES[API_STATUS.UNAUTHENTICATED] };
  }
  const body = await refreshTokenCall(refreshToken) as TokenBody;
  if (body.status !== API_STATUS.OK) return body;
  const data = { refreshToken, ...body.data };
  if (!storeTokenAnswer(data, $session.get().plusAccessToken)) return BAD_TOKENS;
  return body;
}

/**
 * Signs out (spec 4 'Session'): tells the server (best effort: its answer, even a failure, does not
 * stop the sign-out), then removes the refreshToken, idToken and accessToken cookies, clears the
 * session and runs the sign-out hooks.
 */
export async function signOut(): Promise<void> {
  const { accessToken, refreshToken } = $session.get();
  if (accessToken) {
    try {
      await signOutCall(refreshToken || undefined);
    } catch (error) {
      console.warn('登出通知伺服器失敗 (sign-out call failed)', error);
    }
  }
  resetSession();
}

/**
 * After a change to what the id token carries (the user's name, the enterprise's name, codes), a
 * refresh brings the new identity data, so the header shows it at once (issue 22, 13). A session
 * that cannot be refreshed (URL or super-account sign-in) keeps its data until its next sign-in.
 */
export function refreshIdentity(): Promise<TokenBody> | null {
  return currentRefreshToken(readCookie) || hasTokenProvider() ? refreshSession() : null;
}

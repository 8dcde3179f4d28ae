import { API_STATUS, STATUS_MESSAGES } from '../api/contract/status';
import type { ApiBody } from '../http/client';
import { resetSession, setHostSupplied, setSessionState } from './persist';
import { $session, EMPTY_SESSION, type IdData, type SessionState } from './store';
import { decodeAccessToken, isTokenExpired, nowInSeconds, sessionFromTokens, URL_TOKEN_ERROR_MESSAGE } from './tokens';

/**
 * Tokens a partner page supplies (issue 9, authentication): its backend obtains them, the page
 * hands them over with `setSessionTokens` or a `provideTokens` function, and the console's client
 * and sockets use them from the session store. Nothing is written to the page's cookies or storage,
 * so no partner writes cookies named accessToken on its own origin. While a provider is set, a
 * refresh asks the provider again instead of calling auth/v0/token.
 */

export interface HostTokens {
  accessToken: string;
  /** Gives the user's name and permissions to the elements; without it they show no identity. */
  idToken?: string;
  /** Used by the console's own refresh only when no provider is set. */
  refreshToken?: string;
}

export type TokenProvider = () => Promise<HostTokens>;

/** What a `sessionend` event says: the user signed out, or the tokens could not be renewed. */
export interface SessionEndDetail {
  reason: 'signOut' | 'expired';
}

/**
 * Dispatched on document (it bubbles to window) when the session ended because its tokens could
 * not be renewed; the user menu's `sessionend` after a sign-out carries the same detail type.
 */
export const SESSION_END_EVENT = 'sessionend';

const NO_IDENTITY: IdData = { zhName: '', authority: { admin: [] }, enterprise: { name: '' }, settings: { messages: [] } };

let provider: TokenProvider | null = null;

/** True while a provider is set: refreshes go through it. */
export function hasTokenProvider(): boolean {
  return provider !== null;
}

/** Builds the session from supplied tokens; throws when the access token (or a given id token) is not a JWT. */
export function sessionFromHostTokens(tokens: HostTokens, plusAccessToken = ''): SessionState {
  if (tokens.idToken) return sessionFromTokens({ ...tokens, idToken: tokens.idToken, plusAccessToken });
  // Without an id token the elements know who is signed in by the access token only.
  return { ...EMPTY_SESSION, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? '', plusAccessToken,
    tokenData: decodeAccessToken(tokens.accessToken), idData: NO_IDENTITY };
}

/**
 * Puts supplied tokens in the session store (never in cookies). Returns false, storing nothing,
 * when they cannot be decoded.
 */
export function setSessionTokens(tokens: HostTokens): boolean {
  setHostSupplied(true);
  try {
    setSessionState(sessionFromHostTokens(tokens, $session.get().plusAccessToken));
    return true;
  } catch (error) {
    console.error('token 錯誤 (supplied tokens cannot be decoded)', error);
    return false;
  }
}

/**
 * Spec 2.10 in a web view whose page embeds elements (no console root): `?accessToken=&idToken=`
 * sign the elements in, in the store only, and the URL is left as it is (the console's own guards
 * do the spec's redirect). Undecodable or expired tokens are ignored. Returns true when adopted.
 */
export function adoptUrlTokens(search: string, nowSeconds: number = nowInSeconds()): boolean {
  const query = new URLSearchParams(search);
  const accessToken = query.get('accessToken');
  const idToken = query.get('idToken');
  if (!accessToken || !idToken) return false;
  let session: SessionState;
  try {
    session = sessionFromHostTokens({ accessToken, idToken }, $session.get().plusAccessToken);
  } catch {
    console.error(URL_TOKEN_ERROR_MESSAGE);
    return false;
  }
  if (isTokenExpired(session.tokenData, nowSeconds)) return false;
  setHostSupplied(true);
  setSessionState(session);
  return true;
}

/** Tells the page the session is over; the page's URL is left alone. */
export function announceSessionExpired(): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<SessionEndDetail>(SESSION_END_EVENT, {
    detail: { reason: 'expired' }, bubbles: true, composed: true,
  }));
}

const ENDED: ApiBody<never> = { status: API_STATUS.UNAUTHENTICATED, message: STATUS_MESSAGES[API_STATUS.UNAUTHENTICATED] };

/**
 * Asks the provider for tokens and stores them. A provider that throws, rejects or answers tokens
 * that cannot be decoded ends the session (401-like status), as a refused refresh would.
 */
export async function tokensFromProvider(): Promise<ApiBody<HostTokens>> {
  if (!provider) return ENDED;
  let tokens: HostTokens;
  try {
    tokens = await provider();
  } catch (error) {
    console.warn('無法取得 token (token provider failed)', error);
    return ENDED;
  }
  if (!tokens || typeof tokens.accessToken !== 'string' || !setSessionTokens(tokens)) return ENDED;
  return { status: API_STATUS.OK, data: tokens };
}

/**
 * Sets the function that obtains tokens (from the partner's backend) and asks it at once; each
 * later refresh (before expiry, or when the server drops a socket's token) asks it again. When it
 * fails the session is cleared and `sessionend` {reason: 'expired'} is dispatched on document.
 * Resolves true when tokens were stored.
 */
export async function provideTokens(fn: TokenProvider): Promise<boolean> {
  provider = fn;
  setHostSupplied(true);
  const body = await tokensFromProvider();
  if (body.status === API_STATUS.OK) return true;
  resetSession();
  announceSessionExpired();
  return false;
}

/** Forgets the provider and the host-supplied mode (tests; a page that signs its user out for good). */
export function clearHostTokens(): void {
  provider = null;
  setHostSupplied(false);
}

import { API_STATUS, isAccountEndStatus } from '../api/contract/status';
import { now } from '../clock';
import { readCookie } from './cookies';
import { refreshSession } from './actions';
import { announceSessionExpired, hasTokenProvider } from './host-tokens';
import { accountEndNotice, writeSessionEndNotice } from './end-notice';
import { currentRefreshToken, resetSession } from './persist';
import { $session } from './store';
import { HOUR_MS } from '../format/time-units';

/**
 * Keeps a session alive through a shift (issue 10, 14): the access token lives minutes, the refresh
 * token days, so the tokens are renewed before the access token expires, on a timer derived from its
 * exp. The timings are pure functions; `keepSessionAlive` only applies them.
 */

export interface RefreshPolicy {
  /** Refresh after this share of the access token's remaining life. */
  share: number;
  /** Never wait less than this (unless the token is about to expire: then refresh at once). */
  minMs: number;
  /** Never wait more than this (setTimeout's ceiling is about 24.8 days). */
  maxMs: number;
  /** After a failed refresh (network, server error): retry from this, doubling, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const REFRESH_POLICY: RefreshPolicy = { share: 0.8, minMs: 5_000, maxMs: 6 * HOUR_MS, retryBaseMs: 2_000, retryMaxMs: 60_000 };

/**
 * How long to wait before refreshing a token that expires at `expSeconds`, at `nowMs`: 80% of the
 * remaining life, at least `minMs` and at most `maxMs`; at once when less than `minMs` remains
 * (or the token has already expired, while the refresh token may still be good).
 */
export function refreshDelay(expSeconds: number, nowMs: number, policy: RefreshPolicy = REFRESH_POLICY): number {
  if (!Number.isFinite(expSeconds) || !Number.isFinite(nowMs)) return 0;
  const remaining = expSeconds * 1000 - nowMs;
  if (remaining <= policy.minMs) return 0;
  return Math.round(Math.min(policy.maxMs, Math.max(policy.minMs, remaining * policy.share)));
}

/** How long to wait before retry `attempt` (0 for the first) of a refresh that could not reach the server. */
export function refreshRetryDelay(attempt: number, policy: RefreshPolicy = REFRESH_POLICY): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.min(n, 30));
}

export type RefreshOutcome = 'refreshed' | 'ended' | 'retry';

/**
 * What a refresh answer means: 0 → the new tokens are stored; 401 (expired or revoked refresh
 * token, or an account disabled or deleted: issue 22, 12) → the session is over (spec 4: reset and
 * back to /); anything else (no network, a server error, a rate limit) → try again later, the
 * session stays.
 */
export function refreshOutcome(status: number): RefreshOutcome {
  if (status === API_STATUS.OK) return 'refreshed';
  if (status === API_STATUS.UNAUTHENTICATED || status === API_STATUS.BAD_CREDENTIALS || isAccountEndStatus(status)) return 'ended';
  return 'retry';
}

export interface KeepAliveOptions {
  /** Called after a refresh answered 401 and the session was reset (the app sends the user to /). */
  onSessionEnded?: () => void;
  policy?: RefreshPolicy;
}

let sessionEnded: (() => void) | undefined;

/**
 * Refreshes the tokens (one refresh in flight for the whole page: `refreshSession` is shared) and
 * says what came of it. A 401 ends the session (spec 4): it is reset, and the app's
 * `onSessionEnded` sends the user to /. The sockets call it when the server drops an expired token.
 */
export async function renewSession(): Promise<RefreshOutcome> {
  const body = await refreshSession();
  const outcome = refreshOutcome(body.status);
  if (outcome === 'ended') endSession(body);
  return outcome;
}

/**
 * Ends the session once the server refused it for good: a refresh answered 401, or any call answered
 * that the account was disabled or deleted (issue 22, 12; wired from the HTTP client). The reason
 * of the latter waits for the sign-in page (end-notice.ts), and nothing retries: the session is
 * reset and the app's `onSessionEnded` sends the user to /. A second answer of the same end does nothing.
 */
export function endSession(body: { status: number; message?: string }): void {
  if (!$session.get().accessToken) return;
  console.warn('登入已過期，請重新登入 (session expired or revoked)', body.status);
  const notice = accountEndNotice(body);
  if (notice) writeSessionEndNotice(notice);
  resetSession();
  sessionEnded?.();
  // The page hears of it too (an embedded element's host: no redirect happens there).
  announceSessionExpired();
}

let stopCurrent: (() => void) | null = null;

/**
 * Starts renewing the session before its access token expires; idempotent (a second call replaces
 * the first). Each new access token (sign-in, refresh, first load) re-arms the timer; a session
 * without a refresh token (URL or super-account sign-in) is left to expire. A refresh that cannot
 * reach the server is retried with backoff. Returns the stopper.
 */
export function keepSessionAlive(options: KeepAliveOptions = {}): () => void {
  stopCurrent?.();
  const policy = options.policy ?? REFRESH_POLICY;
  sessionEnded = options.onSessionEnded;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor = '';
  let attempt = 0;
  let stopped = false;

  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const arm = (delay: number) => {
    clear();
    timer = setTimeout(() => void renew(), delay);
  };
  const renew = async () => {
    timer = undefined;
    const token = armedFor;
    const outcome = await renewSession();
    // Stopped, refreshed or ended: the subscription below re-arms (or not) on the new session.
    if (stopped || outcome !== 'retry' || $session.get().accessToken !== token) return;
    arm(refreshRetryDelay(attempt++, policy));
  };

  const unsubscribe = $session.subscribe((session) => {
    if (session.accessToken === armedFor) return;
    // A token that replaced another (a refresh, by whichever caller) never triggers the next
    // refresh at once: with a page clock ahead of the server's it may already look expired, and
    // refreshing again at once would not help. A token found at first load may be refreshed at once.
    const floor = armedFor ? policy.minMs : 0;
    armedFor = session.accessToken;
    attempt = 0;
    clear();
    const exp = session.tokenData?.exp;
    if (!session.accessToken || typeof exp !== 'number' || (!currentRefreshToken(readCookie) && !hasTokenProvider())) return;
    arm(Math.max(floor, refreshDelay(exp, now(), policy)));
  });

  const stop = () => {
    stopped = true;
    clear();
    unsubscribe();
    if (stopCurrent === stop) {
      stopCurrent = null;
      sessionEnded = undefined;
    }
  };
  stopCurrent = stop;
  return stop;
}

import { tooMany } from '../http/errors';
import { RateLimiter, type LimitStore } from './rate-limit';

/**
 * The sign-in lockout (issue 10, 7). Wrong passwords are counted per account (whoever tries it)
 * and per client address (whatever names it tries). Past either limit the account or the client is
 * locked until its window ends: every attempt, the right password too, answers 429 with
 * Retry-After, so the lock tells nothing about which guess was right. A missing name counts like
 * a real one, so the lock does not tell which names exist either. The counts are in the database,
 * so a lock holds on every server process (issue 25, 2).
 */
export const SIGN_IN_LOCK = {
  /** Wrong passwords for one account name, from any client. */
  perAccount: 5,
  /** Wrong passwords from one client address, for any names. */
  perClient: 10,
  windowMs: 15 * 60_000,
} as const;

export interface SignInLock {
  /**
   * Throws the 429 when the account or the client is locked; otherwise counts the attempt as a
   * wrong password in advance. Counting before the password is checked bounds attempts sent at
   * once (to one server process or several, issue 25, 2): each takes one of the limit's places,
   * and those past it are refused without a check, the right password too.
   */
  begin(name: string, ip: string): Promise<void>;
  /** The password was right: the attempt counted in advance is taken back. */
  rightPassword(name: string, ip: string): Promise<void>;
  /** Signed in: the account's count is cleared (not the client's: a valid account must not unlock guessing). */
  succeed(name: string): Promise<void>;
}

const accountKey = (name: string) => name.trim().toLowerCase();

export function createSignInLock(store: LimitStore): SignInLock {
  const accounts = new RateLimiter('sign-in-account', SIGN_IN_LOCK.perAccount, SIGN_IN_LOCK.windowMs, store);
  const clients = new RateLimiter('sign-in-client', SIGN_IN_LOCK.perClient, SIGN_IN_LOCK.windowMs, store);
  const locked = (waitMs: number) => tooMany(`登入失敗次數過多，請 ${Math.ceil(waitMs / 60_000)} 分鐘後再試。`, waitMs / 1000);
  const refund = async (name: string, ip: string) => {
    await accounts.refund(accountKey(name));
    await clients.refund(ip);
  };
  return {
    async begin(name, ip) {
      const lockedMs = Math.max(await accounts.retryAfterMs(accountKey(name)), await clients.retryAfterMs(ip));
      if (lockedMs > 0) throw locked(lockedMs);
      // hit answers 0 within the limit; past it, the wait (the attempt then never happened).
      const overMs = Math.max(await accounts.hit(accountKey(name)), await clients.hit(ip));
      if (overMs > 0) {
        await refund(name, ip);
        throw locked(overMs);
      }
    },
    rightPassword: refund,
    succeed: (name) => accounts.reset(accountKey(name)),
  };
}

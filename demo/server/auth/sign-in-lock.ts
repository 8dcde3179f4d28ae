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
  /** Throws the 429 when the account or the client is locked. */
  check(name: string, ip: string): Promise<void>;
  /** Counts a wrong password; the attempt after the last allowed one is refused by check. */
  fail(name: string, ip: string): Promise<void>;
  /** A right password clears the account's count (not the client's: a valid account must not unlock guessing). */
  succeed(name: string): Promise<void>;
}

const accountKey = (name: string) => name.trim().toLowerCase();

export function createSignInLock(store: LimitStore): SignInLock {
  const accounts = new RateLimiter('sign-in-account', SIGN_IN_LOCK.perAccount, SIGN_IN_LOCK.windowMs, store);
  const clients = new RateLimiter('sign-in-client', SIGN_IN_LOCK.perClient, SIGN_IN_LOCK.windowMs, store);
  const refuseIfLocked = async (name: string, ip: string) => {
    const waitMs = Math.max(await accounts.retryAfterMs(accountKey(name)), await clients.retryAfterMs(ip));
    if (waitMs > 0) {
      throw tooMany(`登入失敗次數過多，請 ${Math.ceil(waitMs / 60_000)} 分鐘後再試。`, waitMs / 1000);
    }
  };
  return {
    check: refuseIfLocked,
    async fail(name, ip) {
      await accounts.hit(accountKey(name));
      await clients.hit(ip);
    },
    succeed: (name) => accounts.reset(accountKey(name)),
  };
}

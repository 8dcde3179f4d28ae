import { tooMany } from '../http/errors';
import { RateLimiter } from './rate-limit';

/**
 * The sign-in lockout (issue 10, 7). Wrong passwords are counted per account (whoever tries it)
 * and per client address (whatever names it tries). Past either limit the account or the client is
 * locked until its window ends: every attempt, the right password too, answers 429 with
 * Retry-After, so the lock tells nothing about which guess was right. A missing name counts like
 * a real one, so the lock does not tell which names exist either.
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
  check(name: string, ip: string): void;
  /** Counts a wrong password; the attempt after the last allowed one is refused by check. */
  fail(name: string, ip: string): void;
  /** A right password clears the account's count (not the client's: a valid account must not unlock guessing). */
  succeed(name: string): void;
}

const accountKey = (name: string) => name.trim().toLowerCase();

export function createSignInLock(now: () => number): SignInLock {
  const accounts = new RateLimiter(SIGN_IN_LOCK.perAccount, SIGN_IN_LOCK.windowMs, now);
  const clients = new RateLimiter(SIGN_IN_LOCK.perClient, SIGN_IN_LOCK.windowMs, now);
  const refuseIfLocked = (name: string, ip: string) => {
    const waitMs = Math.max(accounts.retryAfterMs(accountKey(name)), clients.retryAfterMs(ip));
    if (waitMs > 0) {
      throw tooMany(`登入失敗次數過多，請 ${Math.ceil(waitMs / 60_000)} 分鐘後再試。`, waitMs / 1000);
    }
  };
  return {
    check: refuseIfLocked,
    fail(name, ip) {
      accounts.hit(accountKey(name));
      clients.hit(ip);
    },
    succeed(name) {
      accounts.reset(accountKey(name));
    },
  };
}

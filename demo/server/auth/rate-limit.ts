import type { Db } from '../db/database';
import { tooMany } from '../http/errors';
import { serviceOf } from '../services';

/** Where a limiter keeps its counts (the core's 'core.rateLimits' on ctx.db) and whose clock it reads (ctx.now). */
// Spelled out rather than picked from ServerContext: the context names the open-API keys, which
// are built on this limiter (an import cycle otherwise).
export interface LimitStore {
  db: Db;
  now: () => number;
  services: Map<string, unknown>;
}

/** How often a limiter clears finished windows: often enough that names tried once do not pile up. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed-window counter per key (sign-in by account and by client, OTP by request, a device's
 * reports). The windows are the core's, in the database (domains/core/rate-limit-windows.ts), so
 * every server process on it counts the same attempts (issue 25, 2): a client cannot multiply its
 * budget by the number of workers. Keys are prefixed with the limiter's name, so two limiters
 * never share a count.
 */
export class RateLimiter {
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly store: LimitStore,
  ) {}

  /** Counts one attempt: 0 while the key is within its limit, else the milliseconds until its window ends. */
  async hit(key: string): Promise<number> {
    const t = this.store.now();
    await this.sweep(t);
    const window = await this.windows().hit(this.store.db, this.keyOf(key), t, this.windowMs);
    return window.hits > this.max ? Math.max(1, window.resetsAt - t) : 0;
  }

  /** Counts one attempt and throws the 429 (with Retry-After) when the key is over its limit. */
  async enforce(key: string, message: string): Promise<void> {
    const waitMs = await this.hit(key);
    if (waitMs > 0) throw tooMany(message, waitMs / 1000);
  }

  /** Milliseconds until the key may try again, without counting: 0 while it has attempts left in its window. */
  async retryAfterMs(key: string): Promise<number> {
    const t = this.store.now();
    const window = await this.windows().read(this.store.db, this.keyOf(key));
    return !window || window.resetsAt <= t || window.hits < this.max ? 0 : window.resetsAt - t;
  }

  reset(key: string): Promise<void> {
    return this.windows().reset(this.store.db, this.keyOf(key));
  }

  /** Takes back one attempt of the key's current window: one counted in advance that turned out not to count. */
  refund(key: string): Promise<void> {
    return this.windows().refund(this.store.db, this.keyOf(key), this.store.now());
  }

  private windows() {
    return serviceOf(this.store, 'core.rateLimits');
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Drops finished windows (of every limiter: a finished one counts for nothing), at most once a minute per limiter. */
  private async sweep(t: number): Promise<void> {
    if (t - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = t;
    await this.windows().sweep(this.store.db, t);
  }
}

import type { Db } from '../db/database';
import { tooMany } from '../http/errors';
import { toMs } from '../time';

/** Where a limiter keeps its counts and whose clock it reads (the server's ctx.db and ctx.now). */
export interface LimitStore {
  db: Db;
  now: () => number;
}

/** How often a process clears finished windows of every limiter: often enough that names tried once do not pile up. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed-window counter per key (sign-in by account and by client, OTP by request, a device's
 * reports), kept in the database (table rate_limit_windows, core:006) so that every server process
 * on it counts the same attempts (issue 25, 2): a client cannot multiply its budget by the number
 * of workers. One statement counts an attempt and opens a new window when the last one ended, so
 * attempts arriving at once on several processes are each counted. Keys are prefixed with the
 * limiter's name, so two limiters never share a count.
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
    const row = await this.store.db.one<{ hits: number; resets_at: Date }>(
      `INSERT INTO rate_limit_windows AS w (key, hits, resets_at) VALUES ($1, 1, $3::timestamptz)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN w.resets_at <= $2::timestamptz THEN 1 ELSE w.hits + 1 END,
         resets_at = CASE WHEN w.resets_at <= $2::timestamptz THEN EXCLUDED.resets_at ELSE w.resets_at END
       RETURNING hits, resets_at`,
      [this.keyOf(key), new Date(t), new Date(t + this.windowMs)],
    );
    return row && row.hits > this.max ? Math.max(1, toMs(row.resets_at)! - t) : 0;
  }

  /** Counts one attempt and throws the 429 (with Retry-After) when the key is over its limit. */
  async enforce(key: string, message: string): Promise<void> {
    const waitMs = await this.hit(key);
    if (waitMs > 0) throw tooMany(message, waitMs / 1000);
  }

  /** Milliseconds until the key may try again, without counting: 0 while it has attempts left in its window. */
  async retryAfterMs(key: string): Promise<number> {
    const t = this.store.now();
    const row = await this.store.db.one<{ hits: number; resets_at: Date }>(
      `SELECT hits, resets_at FROM rate_limit_windows WHERE key = $1`, [this.keyOf(key)]);
    const resetsAt = row ? toMs(row.resets_at)! : t;
    return !row || resetsAt <= t || row.hits < this.max ? 0 : resetsAt - t;
  }

  async reset(key: string): Promise<void> {
    await this.store.db.query(`DELETE FROM rate_limit_windows WHERE key = $1`, [this.keyOf(key)]);
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Drops finished windows (of every limiter: a finished one counts for nothing), at most once a minute per limiter. */
  private async sweep(t: number): Promise<void> {
    if (t - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = t;
    await this.store.db.query(`DELETE FROM rate_limit_windows WHERE resets_at <= $1`, [new Date(t)]);
  }
}

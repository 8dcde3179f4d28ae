/**
 * A fixed-window counter per key (sign-in by account and by client, OTP by request): in-memory,
 * which suits one reference-server process. The clock is the server's (ctx.now).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      if (this.hits.size >= 10_000) this.sweep(t);
      this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  /** Milliseconds until the key may try again: 0 while it has attempts left in its window. */
  retryAfterMs(key: string): number {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t || entry.count < this.max) return 0;
    return entry.resetAt - t;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Drops finished windows, so many keys (names tried once) do not pile up. */
  private sweep(t: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= t) this.hits.delete(key);
  }
}

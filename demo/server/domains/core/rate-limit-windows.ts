import type { RateLimitWindows, RateWindow } from '../../services';
import { toMs } from '../../time';

type Row = { hits: number; resets_at: Date };
const windowOf = (row: Row | null): RateWindow | null => (row ? { hits: row.hits, resetsAt: toMs(row.resets_at)! } : null);

/**
 * The rate-limit windows ('core.rateLimits', table rate_limit_windows of core:006), for the shared
 * limiter of auth/rate-limit.ts: in the database, so every server process counts the same attempts
 * (issue 25, 2). An attempt is counted by one statement that also opens a new window when the last
 * one ended, so attempts arriving at once on several processes are each counted.
 */
export const rateLimitWindows: RateLimitWindows = {
  async hit(db, key, now, windowMs) {
    return windowOf(await db.one<Row>(
      `INSERT INTO rate_limit_windows AS w (key, hits, resets_at) VALUES ($1, 1, $3::timestamptz)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN w.resets_at <= $2::timestamptz THEN 1 ELSE w.hits + 1 END,
         resets_at = CASE WHEN w.resets_at <= $2::timestamptz THEN EXCLUDED.resets_at ELSE w.resets_at END
       RETURNING hits, resets_at`,
      [key, new Date(now), new Date(now + windowMs)],
    ))!;
  },
  async read(db, key) {
    return windowOf(await db.one<Row>(`SELECT hits, resets_at FROM rate_limit_windows WHERE key = $1`, [key]));
  },
  async reset(db, key) {
    await db.query(`DELETE FROM rate_limit_windows WHERE key = $1`, [key]);
  },
  async refund(db, key, now) {
    await db.query(`UPDATE rate_limit_windows SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > $2`, [key, new Date(now)]);
  },
  async sweep(db, now) {
    await db.query(`DELETE FROM rate_limit_windows WHERE resets_at <= $1`, [new Date(now)]);
  },
};

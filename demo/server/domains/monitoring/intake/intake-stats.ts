import type { Db } from '../../../db/database';
import { toMs } from '../../../time';

/**
 * What the device intake took and refused, for its operator (GET /devices/status). The counts are
 * in the database (monitoring:006), so the status sums every server process that shares it
 * (issue 25, 2) and survives a restart.
 */
export type RefusalReason = 'noDevice' | 'unknownDevice' | 'unmanagedCar' | 'badPosition' | 'badTime' | 'rateLimited';

const REASONS: readonly RefusalReason[] = ['noDevice', 'unknownDevice', 'unmanagedCar', 'badPosition', 'badTime', 'rateLimited'];

/** How many unknown ids are listed: a flood of made-up ids must not grow the list without end. */
const MAX_UNKNOWN_IDS = 100;

/** Shards of each count: a process adds to one of them, chosen at start, so processes rarely wait on one row. */
const SHARDS = 8;

type Outcome = 'accepted' | 'repeated' | `refused:${RefusalReason}`;

export class IntakeStats {
  private readonly shard = Math.floor(Math.random() * SHARDS);

  constructor(private readonly db: Db) {}

  /** A report taken as the car's newest. */
  accept(): Promise<void> {
    return this.count('accepted');
  }

  /** A report not newer than its car's last (a retry whose answer was lost): answered OK, changing nothing. */
  repeat(): Promise<void> {
    return this.count('repeated');
  }

  refuse(reason: RefusalReason): Promise<void> {
    return this.count(`refused:${reason}`);
  }

  /** Counts an unknown id (an installer's typo shows up here); true the first time it is seen (worth a log line). */
  async unknownId(id: string, at: number): Promise<boolean> {
    const row = await this.db.one<{ count: number }>(
      `INSERT INTO device_unknown_ids AS u (id, count, last_at) VALUES ($1, 1, $2)
       ON CONFLICT (id) DO UPDATE SET count = u.count + 1, last_at = EXCLUDED.last_at, seen = nextval('device_unknown_ids_seen')
       RETURNING count::float8 AS count`,
      [id, new Date(at)],
    );
    const first = row?.count === 1;
    // Only a new id can push the list past its length.
    if (first) {
      await this.db.query(
        `DELETE FROM device_unknown_ids WHERE id IN (SELECT id FROM device_unknown_ids ORDER BY seen DESC OFFSET ${MAX_UNKNOWN_IDS})`);
    }
    return first;
  }

  /** The status: every process's counts summed, and the unknown ids seen last first. */
  async read() {
    const counts = new Map((await this.db.query<{ outcome: string; n: number }>(
      `SELECT outcome, sum(count)::float8 AS n FROM device_intake_counts GROUP BY outcome`)).map((r) => [r.outcome, r.n]));
    const unknown = await this.db.query<{ id: string; count: number; last_at: Date }>(
      `SELECT id, count::float8 AS count, last_at FROM device_unknown_ids ORDER BY seen DESC LIMIT ${MAX_UNKNOWN_IDS}`);
    return {
      accepted: counts.get('accepted') ?? 0,
      repeated: counts.get('repeated') ?? 0,
      refused: Object.fromEntries(REASONS.map((r) => [r, counts.get(`refused:${r}`) ?? 0])) as Record<RefusalReason, number>,
      unknownDevices: unknown.map((u) => ({ id: u.id, count: u.count, lastAt: new Date(toMs(u.last_at)!).toISOString() })),
    };
  }

  private async count(outcome: Outcome): Promise<void> {
    await this.db.query(
      `INSERT INTO device_intake_counts AS c (outcome, shard, count) VALUES ($1, $2, 1)
       ON CONFLICT (outcome, shard) DO UPDATE SET count = c.count + 1`,
      [outcome, this.shard],
    );
  }
}

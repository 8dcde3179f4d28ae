import type { Db } from '../../../db/database';
import type { JourneyPoint } from '../../../../../src/core/api/contract/history';
import { packPoints } from './points';

const BATCH = 200;

/**
 * Migration monitoring:008 (issue 26, 6): fills journeys.points_gz from the jsonb points of the
 * journeys stored before it, a batch of journeys at a time in uid order, then makes it required and
 * drops the jsonb column. Packing is JavaScript (gzip), so the migration runs this after its SQL, in
 * its transaction.
 */
export async function packStoredPoints(tx: Db): Promise<void> {
  for (let after = ''; ;) {
    const rows = await tx.query<{ uid: string; points: string }>(
      `SELECT uid, points::text AS points FROM journeys WHERE uid > $1 ORDER BY uid LIMIT ${BATCH}`, [after]);
    if (!rows.length) break;
    const packed = await Promise.all(rows.map((r) => packPoints(JSON.parse(r.points) as JourneyPoint[])));
    await tx.query(
      `UPDATE journeys j SET points_gz = decode(x.gz, 'base64') FROM unnest($1::text[], $2::text[]) AS x(uid, gz) WHERE j.uid = x.uid`,
      [rows.map((r) => r.uid), packed.map((p) => p.toString('base64'))],
    );
    after = rows[rows.length - 1].uid;
  }
  await tx.exec(`ALTER TABLE journeys ALTER COLUMN points_gz SET NOT NULL; ALTER TABLE journeys DROP COLUMN points`);
}

import type { Db } from '../db/database';

/**
 * More rows for the newer pages' lists in the bench's own database (issue 26, 3): the small seed has
 * a handful of maintenance records, orders, log entries and schedules, too few for an index or a
 * read per row to show. Each table's seeded rows are copied `copies` times with new uids (and new
 * values where a column is unique); a copied schedule gets copies of its tasks, a copied plus order
 * its cars. Once per database, never the seed: only the database of the bench that calls it.
 */

/** Copied in this order (a copy's references exist before it); `set` overrides columns per copy `g`. */
const COPIED: ReadonlyArray<{ table: string; set: Record<string, string> }> = [
  { table: 'operation_logs', set: {} },
  { table: 'maintenance_orders', set: { order_no: `order_no || '~c' || g`, record_uid: 'NULL' } },
  { table: 'maintenance_records', set: { reservation_uid: `reservation_uid || '~c' || g`, order_uid: 'NULL' } },
  { table: 'plus_orders', set: { code: `code || '~c' || g` } },
  { table: 'plus_order_cars', set: { order_uid: `order_uid || '~c' || g` } },
  { table: 'task_schedules', set: {} },
  { table: 'tasks', set: { schedule_uid: `CASE WHEN schedule_uid IS NULL THEN NULL ELSE schedule_uid || '~c' || g END` } },
];

/** Adds the copies; answers the rows each table has after. */
export async function growLists(db: Db, copies: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, set } of COPIED) {
    const columns = (await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`, [table])).map((c) => c.column_name);
    const values = columns.map((c) => set[c] ?? (c === 'uid' ? `uid || '~c' || g` : c));
    // The originals only: the copies of earlier tables carry the mark.
    const originals = columns.includes('uid') ? `uid NOT LIKE '%~c%'` : `order_uid NOT LIKE '%~c%'`;
    await db.query(`INSERT INTO ${table} (${columns.join(', ')})
      SELECT ${values.join(', ')} FROM ${table}, generate_series(1, $1) AS g WHERE ${originals}`, [copies]);
    counts[table] = Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))?.n ?? 0);
  }
  return counts;
}

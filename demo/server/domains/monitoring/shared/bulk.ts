import type { Db } from '../../../db/database';

/**
 * Runs a bulk load with the table's secondary indexes dropped and rebuilds them afterwards: on the
 * embedded database, building an index once is several times faster than updating it row by row.
 * The definitions are read back from the catalogue, so the migrations stay the only source.
 */
export async function withoutIndexes<T>(db: Db, table: string, work: () => Promise<T>): Promise<T> {
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const i of indexes) await db.exec(`DROP INDEX ${i.indexname}`);
  try {
    return await work();
  } finally {
    for (const i of indexes) await db.exec(i.indexdef);
  }
}

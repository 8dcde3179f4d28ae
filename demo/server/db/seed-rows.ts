import type { Db } from './database';

/** Bulk inserts for the seed: one statement a chunk, every column given (defaults do not apply). */
const CHUNK = 1000;

export async function insertRows(db: Db, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const between = (rng: () => number, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

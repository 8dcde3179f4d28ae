import pg from 'pg';
import type { Db } from './database';

/**
 * The database on a PostgreSQL server (FMS_DATABASE_URL), through `pg`'s connection pool. Values come
 * back as PGlite gives them, so nothing above this file knows which one runs: bigint as a number while
 * it is a safe integer, date and timestamp as a Date parsed the way PGlite parses them, numeric as a
 * string; every session runs in UTC like PGlite.
 */

const { types } = pg;
const OID = { INT8: 20, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INT8_ARRAY: 1016, DATE_ARRAY: 1182, TIMESTAMP_ARRAY: 1115, TIMESTAMPTZ_ARRAY: 1185 } as const;

/** bigint: a number while it is safe, a BigInt beyond (as PGlite). */
export function parseInt8(text: string): number | bigint {
  const n = BigInt(text);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
}

/** date, timestamp, timestamptz: `new Date(text)` with ±infinity (as PGlite). */
export function parseInstant(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

const arrayOf = <T>(parse: (text: string) => T) => (text: string) => (types.arrayParser as unknown as { create(text: string, parse: (t: string) => T): { parse(): T[] } })
  .create(text, parse).parse();

const PARSERS = new Map<number, (text: string) => unknown>([
  [OID.INT8, parseInt8],
  [OID.DATE, parseInstant],
  [OID.TIMESTAMP, parseInstant],
  [OID.TIMESTAMPTZ, parseInstant],
  [OID.INT8_ARRAY, arrayOf(parseInt8)],
  [OID.DATE_ARRAY, arrayOf(parseInstant)],
  [OID.TIMESTAMP_ARRAY, arrayOf(parseInstant)],
  [OID.TIMESTAMPTZ_ARRAY, arrayOf(parseInstant)],
]);

/** The parsers of this pool only (pg's global ones stay as they are). */
export const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      const parse = PARSERS.get(oid);
      if (parse) return parse;
    }
    return types.getTypeParser(oid, format as 'text');
  },
} as unknown as pg.CustomTypesConfig;

type Queryable = Pick<pg.PoolClient, 'query'>;

function wrap(q: Queryable, begin: () => Promise<pg.PoolClient>, depth: number, close: () => Promise<void>): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return ((await q.query(sql, params)).rows[0] as T | undefined) ?? null;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (depth > 0) {
        // Inside a transaction: a savepoint, so the inner work rolls back alone.
        const name = `sp_${depth}`;
        await q.query(`SAVEPOINT ${name}`);
        try {
          const result = await work(wrap(q, begin, depth + 1, close));
          await q.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await q.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        }
      }
      const client = await begin();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, begin, 1, close));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').then(() => client.release(), (rollbackError: Error) => client.release(rollbackError));
        throw error;
      }
    },
    async dump() {
      throw new Error('A PostgreSQL server is copied with pg_dump, not through the server.');
    },
    close,
  };
  return db;
}

export interface PgOptions {
  /** Connections in the pool (FMS_DATABASE_POOL, default 10). */
  max?: number;
}

/** Opens a pool on `url` and checks it answers; the error of a wrong URL or an unreachable server is pg's. */
export async function openPgDatabase(url: string, options: PgOptions = {}): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: PG_TYPES,
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: 10_000,
    application_name: 'fms-server',
  });
  // An idle client's error (the server restarted) must not end the process: the pool replaces it.
  pool.on('error', () => {});
  const first = await pool.connect();
  first.release();
  const db = wrap(pool, () => pool.connect(), 0, () => pool.end());
  return Object.assign(db, { pool });
}

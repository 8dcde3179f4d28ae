import pg from 'pg';
import type { Db } from './database';
import { databaseFailure, databaseTarget } from './database-url';

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

/**
 * The session advisory lock that makes migrate and seed run in one process at a time (Db.exclusive);
 * any fixed number that no other lock of the server uses ('fms_' in ASCII).
 */
export const START_LOCK = 0x666d735f;

/** A connection for a transaction, and how to give it back (to the pool, or to nobody: Db.exclusive's own). */
interface Lease {
  client: Queryable;
  release(error?: Error): void;
}

function wrap(q: Queryable, lease: () => Promise<Lease>, depth: number, close: () => Promise<void>): Db {
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
          const result = await work(wrap(q, lease, depth + 1, close));
          await q.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await q.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        }
      }
      const { client, release } = await lease();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, lease, 1, close));
        await client.query('COMMIT');
        release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').then(() => release(), (rollbackError: Error) => release(rollbackError));
        throw error;
      }
    },
    async exclusive<T>(work: (db: Db) => Promise<T>) {
      // One connection holds the lock and does the work (its transactions too): a pool of one is enough.
      const { client, release } = await lease();
      const own = async (): Promise<Lease> => ({ client, release() {} });
      try {
        await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
        return await work(wrap(client, own, 0, close));
      } finally {
        // Unlocked also when the work failed; a connection that broke lost the lock with it.
        await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).then(() => release(), (error: Error) => release(error));
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

/**
 * Opens a pool on `url` and checks it answers. A URL that is not one, a server that does not answer,
 * a refused role or a missing database throws one FMS_DATABASE_URL line (database-url.ts).
 */
export async function openPgDatabase(url: string, options: PgOptions = {}): Promise<Db & { pool: pg.Pool }> {
  const target = databaseTarget(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: PG_TYPES,
    options: '-c TimeZone=UTC',
    // pg's pool does not read connect_timeout from the URL: the URL's (or 10 s) is passed here.
    connectionTimeoutMillis: target.connectTimeoutMs,
    application_name: 'fms-server',
  });
  // An idle client's error (the server restarted) must not end the process: the pool replaces it.
  pool.on('error', () => {});
  try {
    const first = await pool.connect();
    first.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw databaseFailure(error, target);
  }
  const lease = async (): Promise<Lease> => {
    const client = await pool.connect();
    return { client, release: (error) => client.release(error) };
  };
  const db = wrap(pool, lease, 0, () => pool.end());
  return Object.assign(db, { pool });
}

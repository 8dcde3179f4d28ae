import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded PostgreSQL (PGlite, in process, no server). A data directory persists across
 * restarts; without one the database lives in memory (tests).
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(q: Queryable, pg: PGlite): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows[0] ?? null;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    transaction<T>(work: (tx: Db) => Promise<T>) {
      return pg.transaction((tx) => work(wrap(tx as unknown as Queryable, pg)));
    },
    close: () => pg.close(),
  };
  return db;
}

export async function openDatabase(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return wrap(pg as unknown as Queryable, pg);
}

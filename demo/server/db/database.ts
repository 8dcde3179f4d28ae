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
  /**
   * Runs `work` while this process alone holds the start-up lock of the database, on one connection
   * given to `work`: several server processes starting at once on one PostgreSQL server migrate and
   * seed one after another (a session advisory lock, released when `work` ends or the connection
   * drops). PGlite belongs to one process: the work just runs.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** A dump of the whole database, to start others from (see openDatabase). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(q: Queryable, pg: PGlite, depth = 0): Db {
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
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (depth === 0) return pg.transaction((tx) => work(wrap(tx as unknown as Queryable, pg, 1)));
      // Inside a transaction (PGlite runs one at a time, so a second would wait for ever): a
      // savepoint, so the inner work rolls back alone, as on a PostgreSQL server (pg-database.ts).
      const name = `sp_${depth}`;
      await q.exec(`SAVEPOINT ${name}`);
      try {
        const result = await work(wrap(q, pg, depth + 1));
        await q.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await q.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    exclusive: (work) => work(db),
    // After a checkpoint, so a database started from the dump replays no WAL (about a tenth of a
    // second of a core less for each of the hundreds of test apps started from the seeded dump).
    async dump() {
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('none');
    },
    close: () => pg.close(),
  };
  return db;
}

/**
 * Opens the database. `snapshot` starts an in-memory database from a dump of another one (tests
 * seed once and start every test file from a copy).
 */
export async function openDatabase(dataDir: string | null, snapshot?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite(snapshot ? { loadDataDir: snapshot } : {});
  await pg.waitReady;
  return wrap(pg as unknown as Queryable, pg);
}

import pg from 'pg';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { databaseFailure, databaseTarget } from '../db/database-url';

/**
 * The socket.io adapter of a server of several processes (issue 25, 2): an emit to a room, a
 * disconnect of a session's sockets, and the messages between the processes (serverSideEmit) reach
 * every process. On the PostgreSQL server the processes already share (LISTEN/NOTIFY,
 * @socket.io/postgres-adapter) by default; on Redis (pub/sub, @socket.io/redis-adapter) when
 * FMS_REDIS_URL is set. Which carries more is measured in demo/server/bench.
 */
export interface ClusterAdapter {
  engine: 'postgres' | 'redis';
  /** The factory socket.io's `adapter` option takes. */
  // socket.io types its adapter option loosely (a class or a factory of a namespace).
  factory: (nsp: unknown) => unknown;
  /** Ends the adapter's own connections (after socket.io closed). */
  close(): Promise<void>;
}

/** Where messages over NOTIFY's 8000-byte limit are kept for the other processes to read (the adapter's default table). */
export const ATTACHMENTS_TABLE = 'socket_io_attachments';
/** Serialises the table's creation between processes starting together (a CREATE IF NOT EXISTS can race). */
const CREATE_LOCK = 0x464d5302;

async function ensureAttachmentsTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The variable that chose the engine leads the message, so a failed start names it (start-failure.ts). */
function unreachable(variable: string, error: unknown): Error {
  return new Error(`${variable} cannot be reached for the realtime messages between the server processes (${(error as Error).message}): check the address and that the server runs.`);
}

async function redisAdapter(url: string, log: (line: string) => void): Promise<ClusterAdapter> {
  let started = false;
  // At the start a Redis that does not answer fails it (naming the variable); later the client reconnects by itself.
  const pub = createClient({ url, socket: { reconnectStrategy: (retries: number, cause: Error) => (started ? Math.min(retries * 200, 5000) : cause) } });
  const sub = pub.duplicate();
  // After the start a lost connection is logged.
  for (const client of [pub, sub]) client.on('error', (error: Error) => { if (started) log(`[cluster] Redis: ${error.message}`); });
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    await Promise.allSettled([pub.disconnect(), sub.disconnect()]);
    throw unreachable('FMS_REDIS_URL', error);
  }
  started = true;
  return {
    engine: 'redis',
    factory: createRedisAdapter(pub, sub) as ClusterAdapter['factory'],
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

async function postgresAdapter(url: string, log: (line: string) => void): Promise<ClusterAdapter> {
  // A single server opens its adapter before its database (main.ts): a wrong URL or an unusable
  // server stops the start with the same line as the database's own (db/database-url.ts).
  const target = databaseTarget(url);
  // A small pool of its own: one connection listens, the others publish and read attachments.
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: target.connectTimeoutMs });
  pool.on('error', (error) => log(`[cluster] PostgreSQL (realtime): ${error.message}`));
  try {
    await ensureAttachmentsTable(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw databaseFailure(error, target);
  }
  // Made with the first namespace: the namespaces socket.io creates together are then LISTENed to one
  // after the other once its connection opens (made earlier, the adapter would send them at once on one client).
  let made: ClusterAdapter['factory'] | null = null;
  return {
    engine: 'postgres',
    // a function, not an arrow: socket.io calls it with `new`, and takes the adapter it returns
    factory: function postgresAdapterOf(nsp: unknown) {
      made ??= createPostgresAdapter(pool, { errorHandler: (error) => log(`[cluster] PostgreSQL (realtime): ${error.message}`) }) as ClusterAdapter['factory'];
      return made(nsp);
    },
    async close() {
      // The adapter's listening connection, if it was still opening when the adapter closed, is never
      // given back to the pool, and pool.end() would wait for it: bounded, the process is ending.
      await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}

/** How long a stop waits for the realtime pool to end. */
const CLOSE_WAIT_MS = 2000;

/**
 * Whether a server process needs the adapter: a worker of several (FMS_WORKERS), and any server on a
 * PostgreSQL server, which others started on their own (another machine, FMS_DATABASE_URL alike) may
 * share: without it their consoles would miss what the others emit. On PGlite a server is alone.
 */
export function needsClusterAdapter(env: Record<string, string | undefined>, worker: boolean): boolean {
  return worker || Boolean(env.FMS_DATABASE_URL?.trim());
}

/** Redis when FMS_REDIS_URL is set, else the PostgreSQL server of FMS_DATABASE_URL. */
export async function clusterAdapter(env: Record<string, string | undefined>, log: (line: string) => void): Promise<ClusterAdapter> {
  const redis = env.FMS_REDIS_URL?.trim();
  if (redis) {
    if (!/^rediss?:\/\//.test(redis)) throw new Error(`FMS_REDIS_URL must start with redis:// or rediss:// (e.g. redis://localhost:6379), not '${redis}'.`);
    return redisAdapter(redis, log);
  }
  const url = env.FMS_DATABASE_URL?.trim();
  if (!url) throw new Error('FMS_DATABASE_URL is needed by several server processes (FMS_WORKERS): set it to the PostgreSQL server they share.');
  return postgresAdapter(url, log);
}

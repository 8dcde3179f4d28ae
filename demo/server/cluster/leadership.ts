import pg from 'pg';

/**
 * Work that must happen once (the simulator, schedulers, settlements, reminders: every domain's
 * `start`) runs in one process of those sharing a PostgreSQL server (issue 25, 2): the one holding
 * a session-level advisory lock on a connection of its own. The others try for it every `pollMs`;
 * when the holder dies (even by kill -9) the server ends its session and frees the lock, so another
 * takes over within a poll. The holder checks its connection on every poll too: a lost connection
 * (the lock may already be someone else's) stops its work at once.
 */

/** The advisory lock's key ("FMS" and 25): no other lock of the server uses it. */
export const LEADER_LOCK_KEY = 0x464d5325;
export const LEADER_POLL_MS = 2000;

export interface Leadership {
  /** True while this process holds the lock and its work runs. */
  leading(): boolean;
  /** Stops the work (if leading) and releases the lock. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  url: string;
  /** Starts the work; returns its stop. */
  start(): () => Promise<void>;
  log(line: string): void;
  /** Who this process is, in the log lines. */
  name: string;
  pollMs?: number;
}

export function leadWhenLocked(o: LeadershipOptions): Leadership {
  const pollMs = o.pollMs ?? LEADER_POLL_MS;
  let client: pg.Client | null = null;
  let stopWork: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ended = false;
  let polling: Promise<void> | null = null;

  /** Stops the work now; the stop's own writes (the last positions) may fail if the database is gone. */
  const resign = async (why: string) => {
    const stop = stopWork;
    stopWork = null;
    if (!stop) return;
    o.log(`[cluster] ${o.name} stopped the background work: ${why}`);
    await stop().catch((error: Error) => o.log(`[cluster] stopping the background work failed: ${error.message}`));
  };
  const drop = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = null;
    void c.end().catch(() => {});
    void resign(why);
  };

  const poll = async () => {
    if (!client) {
      const c = new pg.Client({ connectionString: o.url, keepAlive: true, query_timeout: Math.max(5000, pollMs * 2) });
      c.on('error', (error) => drop(c, `lock connection lost (${error.message})`));
      c.on('end', () => drop(c, 'lock connection closed'));
      try {
        await c.connect();
      } catch {
        return; // the database is away: try again at the next poll
      }
      if (ended) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
    }
    const c = client;
    try {
      if (stopWork) {
        await c.query('SELECT 1');
      } else {
        const { rows } = await c.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK_KEY]);
        if (rows[0]?.locked && !ended && client === c) {
          o.log(`[cluster] ${o.name} runs the background work (simulator, schedulers)`);
          stopWork = o.start();
        }
      }
    } catch (error) {
      drop(c, `lock connection failed (${(error as Error).message})`);
    }
  };
  const loop = () => {
    polling = poll().finally(() => {
      polling = null;
      if (!ended) timer = setTimeout(loop, pollMs);
    });
  };
  loop();

  return {
    leading: () => stopWork !== null,
    async stop() {
      ended = true;
      if (timer) clearTimeout(timer);
      await polling;
      await resign('stopping');
      const c = client;
      client = null;
      // ending the session releases the lock
      await c?.end().catch(() => {});
    },
  };
}

import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of `FMS_WORKERS=N` (issue 25, 2): it prepares what the workers share, forks N server
 * processes that share the port (node:cluster hands each new connection to one of them) and the
 * database, re-forks a worker that dies, and on SIGTERM stops them gracefully and exits 0. It serves
 * nothing itself. Realtime is websocket-only (src/core/sockets/policy.ts and the server's
 * `transports`), so a socket's requests never span two processes and no sticky sessions are needed.
 */

/** What a worker tells the primary (process.send). */
export type WorkerMessage = { kind: 'listening' };

export const LISTENING: WorkerMessage = { kind: 'listening' };

export interface PrimaryOptions {
  workers: number;
  /** Migrates and seeds once and creates the shared secrets, before any worker starts. */
  prepare(): Promise<void>;
  /** The start-up lines, printed once all workers listen. */
  banner(): void;
  /** Environment overrides of every worker (e.g. no --reset: the primary did it). */
  workerEnv: Record<string, string>;
  /** The worker's arguments (without --reset). */
  workerArgs: string[];
  /** How long a stop may take before the workers left are killed. */
  graceMs: number;
  log(line: string): void;
  /** Ends a failed start with its one line (start-failure.ts). */
  failStart(error: unknown): never;
}

/** A worker that dies within this after its start is not re-forked at once, so a crash loop does not spin. */
const REFORK_DELAY_MS = 1000;

/** True when the process was started as a worker of the primary. */
export const isWorker = (): boolean => cluster.isWorker;

/** The worker's number (1, 2, … and on for re-forked ones); 0 in a single-process server. */
export const workerNumber = (): number => cluster.worker?.id ?? 0;

/** Tells the primary this worker listens (nothing when not a worker). */
export function reportListening(): void {
  if (cluster.isWorker) process.send?.(LISTENING);
}

export async function runPrimary(o: PrimaryOptions): Promise<void> {
  try {
    await o.prepare();
  } catch (error) {
    o.failStart(error);
  }
  cluster.setupPrimary({ args: o.workerArgs });
  let started = false;
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork(o.workerEnv);
    worker.on('message', (m: WorkerMessage) => {
      if (m?.kind !== 'listening') return;
      worker.listening = true;
      if (!started && Object.values(cluster.workers ?? {}).filter((w) => w?.listening).length === o.workers) {
        started = true;
        o.banner();
      }
    });
    return worker;
  };
  cluster.on('exit', (worker: Worker & { listening?: boolean }, code, signal) => {
    if (stopping) return;
    if (!started) {
      // A worker that cannot start (a port in use, a database that refuses) printed its one line: stop them all.
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(code || 1);
    }
    o.log(`[cluster] worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `exit ${code}`}): starting another`);
    setTimeout(() => { if (!stopping) fork(); }, REFORK_DELAY_MS).unref();
  });
  for (let i = 0; i < o.workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    o.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} server processes`);
    const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    // Each worker stops as one server does (shutdown.ts): its sockets reconnect, its requests finish.
    for (const w of alive()) w.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      o.log(`[cluster] workers still running after ${o.graceMs + 5000} ms: killing them`);
      for (const w of alive()) w.process.kill('SIGKILL');
    }, o.graceMs + 5000);
    let failed = false;
    const check = () => {
      if (alive().length) return;
      clearTimeout(killer);
      o.log('stopped');
      process.exit(failed ? 1 : 0);
    };
    cluster.on('exit', (_w, code) => {
      if (code) failed = true;
      check();
    });
    check();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}

declare module 'node:cluster' {
  interface Worker {
    /** Set once the worker reported it listens. */
    listening?: boolean;
  }
}

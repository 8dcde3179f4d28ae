import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../src/core/api/contract/socket';
import { spawnEntry } from '../killable-server';

/**
 * The real server started with FMS_WORKERS=2 on a PostgreSQL server, as a child process (issue 25,
 * 5): its primary forks two workers sharing the port. What it prints is kept, to read which worker
 * (and which pid) runs the background work.
 */

export interface ClusterServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** The leader lines printed so far: worker number and pid, in order. */
  leaders(): Array<{ worker: number; pid: number }>;
  stop(): Promise<number | null>;
}

const LEADER_LINE = /\[cluster\] worker (\d+) \(pid (\d+)\) runs the background work/g;

export async function startCluster(databaseUrl: string, env: Record<string, string> = {}): Promise<ClusterServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fms-cluster-test-'));
  const { child, base, output } = await spawnEntry({
    FMS_DATA_DIR: dataDir, FMS_WORKERS: '2', FMS_DATABASE_URL: databaseUrl,
    FMS_SMTP_URL: '', FMS_SMTP_HOST: '', FMS_OSMAND_PORT: '', FMS_REDIS_URL: '', ...env,
  });
  return {
    child,
    base,
    dataDir,
    output,
    leaders: () => [...output().matchAll(LEADER_LINE)].map((m) => ({ worker: Number(m[1]), pid: Number(m[2]) })),
    async stop() {
      const exited = child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** A socket as the console opens it (websocket only, the token as auth), and the worker that took it. */
export async function openSocket(base: string, namespace: string, token: string): Promise<{ socket: Socket; worker: number }> {
  const socket = connect(`${base}${namespace}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  // The websocket's upgrade answer names the worker (x-fms-worker); the engine opens it at once (forceNew: a
  // connection of its own, not one shared with an earlier socket of another namespace).
  const ws = (socket.io as unknown as { engine: { transport: { ws: { once(e: 'upgrade', f: (res: { headers: Record<string, string> }) => void): void } } } }).engine.transport.ws;
  const worker = await new Promise<number>((resolve, reject) => {
    ws.once('upgrade', (res) => resolve(Number(res.headers['x-fms-worker'])));
    socket.once('connect_error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, worker };
}

/**
 * How long a test waits for something that must happen (a frame, a leader, a re-fork) before it
 * fails: a deadline for liveness, not a measure of speed. A whole `npm test` on a loaded two-core
 * machine runs these beside the browser tests, where a worker's start or the simulator's first tick
 * after a takeover took more than 8 s; only the issue's own bound (the lock taken over within 10 s)
 * is asserted as a time, in two-workers.test.ts.
 */
export const LIVENESS_MS = 45_000;
/** A test's own timeout: room for a few liveness waits on a loaded machine. */
export const LIVENESS_TEST_MS = 180_000;

/** Polls `check` until it returns a value (not undefined) or `ms` pass; the deadline's error names `what`. */
export async function within<T>(ms: number, what: string, check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

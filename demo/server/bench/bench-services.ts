import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';

/**
 * A throwaway Redis for a bench: Debian's redis-server on its own port, in memory only (no RDB
 * snapshot, no AOF), in a temp folder removed at stop. Never the system's service.
 */
export interface BenchRedis { pid: number; url: string; stop(): Promise<void> }

export async function startThrowawayRedis(port: number): Promise<BenchRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const spawned = await new Promise<Error | null>((done) => {
    child.once('spawn', () => done(null));
    child.once('error', done);
  });
  if (spawned) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`redis-server could not start (${spawned.message}): install it with  sudo apt-get install redis-server`);
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = createClient({ url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.quit();
      return { pid: child.pid!, url, stop };
    } catch (error) {
      await client.disconnect().catch(() => {});
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw new Error(`redis-server on port ${port} did not answer: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The table @socket.io/postgres-adapter keeps messages over NOTIFY's 8,000-byte limit in (the
 * adapter's README gives it); the adapter deletes its rows after 30 s.
 */
export async function createAdapterTable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)');
  } finally {
    await client.end();
  }
}

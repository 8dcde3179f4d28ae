import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/server/domains/core/accounts';
import { API_KEY, seededPostgres } from './harness';

/**
 * The real reference server as a child process, for tests that `kill -9` it in the middle of a
 * write and restart it on the same data directory (issue 22: a state change spanning rows is one
 * transaction). In-process tests use harness.ts instead; only a separate process can be killed.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The key of the /plus and /payment calls (the /api calls take the harness's API_KEY). */
export const PLUS_KEY = 'fms-demo-plus-key';

export interface KillableServer { child: ChildProcess; base: string }

export interface Reply<T> { status: number; data: T; message?: string; field?: string }

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** In a data directory of project server-pg: the URL of its database (startServer passes it as FMS_DATABASE_URL). */
const DATABASE_URL_FILE = 'database-url';

/**
 * A fresh data directory holding the database the global setup seeded (tests/demo/global-setup.ts),
 * so a spawned server starts from the same small fleet as the in-process tests without seeding. In
 * project server-pg the database is a copy of the seeded template on the run's PostgreSQL server
 * instead (global-setup-pg.ts), named in the folder, so every restart on the folder finds it again.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const postgres = await seededPostgres('killable');
  if (postgres) {
    writeFileSync(path.join(dir, DATABASE_URL_FILE), postgres.url);
    return dir;
  }
  mkdirSync(path.join(dir, 'pg'));
  const seeded = new PGlite(path.join(dir, 'pg'), { loadDataDir: new Blob([readFileSync(inject('seededSnapshot'))]) });
  await seeded.waitReady;
  await seeded.close();
  return dir;
}

/** The PostgreSQL database of a data directory of project server-pg (buildApp's databaseUrl); undefined on PGlite. */
export function databaseUrlOf(dataDir: string): string | undefined {
  const file = path.join(dataDir, DATABASE_URL_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * `node --import tsx demo/server/main.ts --api-only` on the data directory, its clock started at
 * `now` (FMS_NOW), with `env` added to its environment; resolves once it listens.
 */
export async function startServer(dataDir: string, now: number, env: Record<string, string> = {}): Promise<KillableServer> {
  const databaseUrl = databaseUrlOf(dataDir);
  const database: Record<string, string> = databaseUrl ? { FMS_DATABASE_URL: databaseUrl } : {};
  const { child, base } = await spawnEntry({ FMS_DATA_DIR: dataDir, FMS_NOW: String(now), ...database, ...env });
  return { child, base };
}

/**
 * The real entry, `node --import tsx demo/server/main.ts --seed=small --quiet --api-only`, on a free
 * port of the loopback with `env` added to its environment; resolves once it prints its start line
 * (rejects with what it printed if it exits first). What it prints is kept for `output()`.
 */
export async function spawnEntry(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; base: string; output(): string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('fleet console')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output };
}

export async function kill9(s: KillableServer): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGKILL');
  await exited;
}

/** One call over HTTP; the reply's envelope (status 0 on success, else the error's code and message). */
export async function api<T = any>(s: KillableServer, method: string, url: string, token?: string, body?: object): Promise<Reply<T>> {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': url.startsWith('/api/') ? API_KEY : PLUS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<Reply<T>>;
}

/** Signs in a demo account and returns its access token. */
export const signIn = async (s: KillableServer, name = 'demo-admin'): Promise<string> =>
  (await api(s, 'POST', '/api/auth/v0/sign-in', undefined, { name, password: DEMO_PASSWORD })).data.accessToken as string;

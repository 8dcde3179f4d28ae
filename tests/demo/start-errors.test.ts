import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/pg/throwaway-postgres';
import { seededDataDir } from './killable-server';
import { clusterAdapter } from '../../demo/server/cluster/adapter';
import { openPgDatabase } from '../../demo/server/db/pg-database';
import { poolSizeFrom } from '../../demo/server/db/database-url';
import { startFailure } from '../../demo/server/start-failure';

/**
 * Issue 25 (closing paragraph): a bad configuration ends the start with one line naming the
 * variable and what to do, exit code 1, never a bare stack trace. The real entry, spawned.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `node --import tsx demo/server/main.ts` with `env` until it exits (it must: the start fails). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', FMS_SMTP_URL: '', FMS_SMTP_HOST: '', FMS_OSMAND_PORT: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

/** A port that something else holds while the test runs. */
let held: Server;
let heldPort: number;
/** A seeded data folder, so the starts that reach the database need not seed one. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await seededDataDir('fms-start-errors-');
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldPort = (held.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => held.close(resolve)));

/** The start failed with exit code 1 and exactly one line that matches `says` (no stack trace). */
function expectOneLine(result: { code: number | null; stderr: string }, says: RegExp): void {
  expect(result.code, result.stderr).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(says);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

// Each start is a process of its own (a few seconds each under load).
describe('a bad configuration stops the start with one clear line and exit code 1', () => {
  it('PORT that is not a port number, and a port already in use', async () => {
    expectOneLine(await start({ PORT: 'eighty', FMS_DATA_DIR: dataDir }), /PORT must be a port number.*'eighty'/);
    expectOneLine(await start({ PORT: String(heldPort), FMS_DATA_DIR: dataDir }), new RegExp(`PORT=${heldPort} is already in use.*set PORT to a free port`));
  }, 60_000);

  it('FMS_OSMAND_PORT that is not a port number, and one already in use', async () => {
    expectOneLine(await start({ PORT: '0', FMS_OSMAND_PORT: '99999', FMS_DATA_DIR: dataDir }), /FMS_OSMAND_PORT must be a port number/);
    expectOneLine(await start({ PORT: '0', FMS_OSMAND_PORT: String(heldPort), FMS_DATA_DIR: dataDir }), new RegExp(`FMS_OSMAND_PORT=${heldPort} is already in use`));
  }, 60_000);

  it('FMS_SMTP_URL that is not an SMTP URL, and one whose server does not answer on its port', async () => {
    expectOneLine(await start({ PORT: '0', FMS_SMTP_URL: 'mail.example.com', FMS_DATA_DIR: dataDir }), /FMS_SMTP_URL is not a URL/);
    expectOneLine(await start({ PORT: '0', FMS_SMTP_URL: `smtp://127.0.0.1:1`, FMS_DATA_DIR: dataDir }), /FMS_SMTP_URL: the mail server 127\.0\.0\.1:1 cannot be used .*unset FMS_SMTP_URL/);
  }, 60_000);

  it('FMS_WORKERS above 1 without FMS_DATABASE_URL (the embedded database belongs to one process), and one that is not a number', async () => {
    expectOneLine(await start({ PORT: '0', FMS_WORKERS: '2', FMS_DATABASE_URL: '', FMS_DATA_DIR: dataDir }), /FMS_WORKERS=2 needs FMS_DATABASE_URL.*set FMS_DATABASE_URL or run one process/);
    expectOneLine(await start({ PORT: '0', FMS_WORKERS: 'many', FMS_DATA_DIR: dataDir }), /FMS_WORKERS must be a whole number of server processes/);
  }, 60_000);

  it('FMS_DATA_DIR that cannot be a folder (a file is in the way)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fms-start-errors-')), 'a-file');
    writeFileSync(file, 'not a folder');
    expectOneLine(await start({ PORT: '0', FMS_DATA_DIR: file }), /FMS_DATA_DIR=.*a-file cannot be used.*point FMS_DATA_DIR at a folder/);
  }, 60_000);
});

describe('a database that cannot be used stops the start with one FMS_DATABASE_URL line and exit code 1', () => {
  /** A server that asks for passwords, as a real one does; the role fms owns the database fms. */
  let postgres: ThrowawayPostgres;
  const at = (user: string, database: string) => `postgres://${user}@127.0.0.1:${postgres.port}/${database}`;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres({ passwords: true });
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE ROLE fms LOGIN PASSWORD 'right'`);
    await admin.query(`CREATE ROLE guest LOGIN PASSWORD 'right'`);
    await admin.query('CREATE DATABASE fms OWNER fms');
    await admin.end();
  }, 60_000);
  afterAll(() => postgres?.stop());

  const startOn = (url: string, env: Record<string, string> = {}) => start({ PORT: '0', FMS_DATA_DIR: dataDir, FMS_DATABASE_URL: url, ...env });

  /**
   * The start's own steps in this process, in main.ts's order (the realtime adapter, then the pool),
   * and the line main.ts would print: the cases below that need no process of their own. Each spawn
   * of the entry costs seconds of a core, so the spawned cases are one per way main.ts fails.
   */
  async function lineIn(url: string): Promise<{ line: string; detail?: string }> {
    try {
      const adapter = await clusterAdapter({ FMS_DATABASE_URL: url }, () => {});
      await adapter.close();
      const db = await openPgDatabase(url);
      await db.close();
    } catch (error) {
      return startFailure(error, { port: 0, host: '127.0.0.1', dataDir, osmandPort: 0 });
    }
    throw new Error(`the database at ${url} was usable`);
  }
  function expectLine(failure: { line: string; detail?: string }, says: RegExp): void {
    expect(failure.line).toMatch(says);
    expect(failure.line).not.toContain('\n');
    expect(failure.detail, 'a configuration fault, not the server\'s: no stack').toBeUndefined();
  }

  it('a URL that is not a PostgreSQL URL (the entry, and in process another scheme), and a pool size that is not one', async () => {
    expectOneLine(await startOn('localhost:5432/fms'), /FMS_DATABASE_URL is not a PostgreSQL URL \('localhost:5432\/fms'\): write it as postgres:\/\//);
    expectLine(await lineIn('mysql://fms:secret@127.0.0.1/fms'), /FMS_DATABASE_URL is not a PostgreSQL URL \('mysql:\/\/fms:\*\*\*@127\.0\.0\.1\/fms'\)/);
    let poolError: unknown;
    try {
      poolSizeFrom('lots');
    } catch (error) {
      poolError = error;
    }
    expectLine(startFailure(poolError, { port: 0, host: '127.0.0.1', dataDir, osmandPort: 0 }), /FMS_DATABASE_POOL must be a whole number of connections from 1 to 1000 \(got 'lots'\)/);
  }, 60_000);

  it('a server that refuses the connection (the entry), and one that never answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    expectOneLine(await startOn(`postgres://fms:right@127.0.0.1:${closedPort}/fms`), new RegExp(`FMS_DATABASE_URL: nothing accepts connections at 127\\.0\\.0\\.1:${closedPort} \\(connection refused\\): start PostgreSQL there`));
    // A server that accepts the connection and says nothing: the wait ends at the URL's connect_timeout.
    const accepted: Socket[] = [];
    const silent = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as { port: number }).port;
    try {
      expectLine(await lineIn(`postgres://fms:right@127.0.0.1:${silentPort}/fms?connect_timeout=1`), new RegExp(`FMS_DATABASE_URL: the database server at 127\\.0\\.0\\.1:${silentPort} did not answer within 1 s`));
    } finally {
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);

  it('a wrong password and a role that may not create tables (the entry), a role or a database that does not exist', async () => {
    const wrong = await startOn(at('fms:wrong', 'fms'));
    expectOneLine(wrong, /FMS_DATABASE_URL: PostgreSQL refused the password of role 'fms' at 127\.0\.0\.1:\d+: correct the user or password/);
    expect(wrong.stderr).not.toContain('wrong');
    expectOneLine(await startOn(at('guest:right', 'fms')), /FMS_DATABASE_URL: role 'guest' may not create the server's tables in 'fms' .*ALTER DATABASE fms OWNER TO guest/);
    expectLine(await lineIn(at('nobody:right', 'fms')), /FMS_DATABASE_URL: PostgreSQL refused (the password of )?role 'nobody'/);
    expectLine(await lineIn(at('fms:right', 'fleet')), /FMS_DATABASE_URL: the database 'fleet' does not exist at 127\.0\.0\.1:\d+: create it \(createdb -O fms fleet\)/);
  }, 90_000);
});

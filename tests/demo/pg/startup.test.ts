import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../demo/server/app';
import { DOMAINS } from '../../../demo/server/domains';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { migrate } from '../../../demo/server/db/migrate';
import { openPgDatabase } from '../../../demo/server/db/pg-database';
import { createDatabaseAt, dropDatabaseAt } from '../../../scripts/pg/throwaway-postgres';
import { API_KEY } from '../harness';
import { kill9, startServer } from '../killable-server';
import { SEEDED_AT, testClock } from '../test-clock';

/**
 * Issue 25, 1: the migrations and the seed on a real PostgreSQL server, as several server processes
 * meet them: all migrations apply, in order, once; processes starting at once on an empty database
 * migrate and seed it once between them (the start-up lock, Db.exclusive); and a first start killed
 * in the middle of its seed leaves a database the next start seeds afresh.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const postgres = inject('postgres')!;
const created: string[] = [];
let count = 0;
/** Data folders of the spawned servers (their token secret only: the data is in PostgreSQL). */
const folders: string[] = [];
const dataFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-pg-seed-kill-'));
  folders.push(dir);
  return dir;
};

/** A database of its own on the run's server: empty, or a copy of the seeded template. */
async function database(template?: string): Promise<string> {
  const name = `startup_${process.pid}_${++count}`;
  created.push(name);
  return createDatabaseAt(postgres.adminUrl, name, template);
}
const emptyDatabase = () => database();

async function rowsOf(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** How many rows the seed wrote to a few tables of different domains. */
const SEEDED_COUNTS = `SELECT (SELECT count(*) FROM enterprises)::int AS enterprises, (SELECT count(*) FROM users)::int AS users,
  (SELECT count(*) FROM cars)::int AS cars, (SELECT count(*) FROM seed_state)::int AS seeds`;

/** The counts of the seed of the global setup (read from a copy: the template itself takes no connections). */
let template: Record<string, unknown>;
beforeAll(async () => {
  template = (await rowsOf(await database(postgres.template), SEEDED_COUNTS))[0]!;
});
afterAll(async () => {
  for (const name of created) await dropDatabaseAt(postgres.adminUrl, name);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('apply every domain\'s list in order on an empty database, each once; a second run applies none', async () => {
    const db = await openPgDatabase(await emptyDatabase());
    try {
      const ids = DOMAINS.flatMap((d) => d.migrations.map((m) => m.id));
      expect(await migrate(db, DOMAINS.flatMap((d) => d.migrations))).toEqual(ids);
      expect(await migrate(db, DOMAINS.flatMap((d) => d.migrations))).toEqual([]);
      const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY applied_at, id');
      expect(applied.map((r) => r.id).sort()).toEqual([...ids].sort());
    } finally {
      await db.close();
    }
  });
});

describe('several processes starting at once', () => {
  it('migrate and seed an empty database once between them, and all of them serve', async () => {
    const url = await emptyDatabase();
    // Three apps, each with its own pool, as three processes would have: their starts overlap on the server.
    const apps = await Promise.all([0, 1, 2].map(() => buildApp({ dataDir: null, databaseUrl: url, seedSize: 'small', background: false, logger: false, now: testClock(SEEDED_AT) })));
    try {
      for (const app of apps) {
        const res = await app.fastify.inject({ method: 'POST', url: '/api/auth/v0/sign-in', headers: { 'x-api-key': API_KEY }, payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
        expect(res.json().status, res.body).toBe(0);
      }
      expect((await rowsOf(url, SEEDED_COUNTS))[0]).toEqual(template);
    } finally {
      for (const app of apps) await app.close();
    }
  }, 120_000);
});

/** Starts the real entry on `url` with its seed log on; resolves once the first domain is seeded (and kills it there). */
async function killDuringSeed(url: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', FMS_DATA_DIR: dataFolder(), FMS_DATABASE_URL: url, FMS_NOW: String(SEEDED_AT), FMS_SMTP_URL: '', FMS_SMTP_HOST: '', FMS_OSMAND_PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The first domain's seed is written (inside the seed's transaction), the others are not.
      if (output.includes('[seed] core')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before seeding:\n${output}`)));
  });
  await kill9({ child, base: '' });
  return output;
}

describe('a first start killed in the middle of its seed', () => {
  it('leaves no half seed: the next start seeds the database whole and serves', async () => {
    const url = await emptyDatabase();
    const output = await killDuringSeed(url);
    expect(output).not.toContain('fleet console');
    const server = await startServer(dataFolder(), SEEDED_AT, { FMS_DATABASE_URL: url });
    try {
      expect((await rowsOf(url, SEEDED_COUNTS))[0]).toEqual(template);
    } finally {
      await kill9(server);
    }
  }, 120_000);
});

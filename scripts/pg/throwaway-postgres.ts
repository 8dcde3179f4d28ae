import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of its own for a test run or a bench: a fresh cluster in a temporary folder,
 * on its own port, removed at stop. Never the system's service. As root the cluster belongs to the
 * `postgres` user (PostgreSQL refuses to run as root). The cluster uses the C locale, as PGlite does,
 * so text sorts the same on both.
 */
export interface ThrowawayPostgres {
  port: number;
  /** The URL of a database of this server. */
  url(database: string): string;
  /** Creates a database, empty or as a copy of `template` (which nobody may be connected to). */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  const chosen = process.env.FMS_PG_BIN;
  if (chosen && existsSync(path.join(chosen, 'initdb'))) return chosen;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) {
    throw new Error('PostgreSQL was not found: run scripts/pg/ensure-postgres.sh (as root it installs Debian\'s postgresql), or set FMS_PG_BIN.');
  }
  return path.join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function run(program: string, args: string[]): void {
  const file = path.join(binDir(), program);
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { encoding: 'utf8' })
    : spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

/** A port nobody listens on, from a range the other servers of the tests do not use. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(options: { port?: number } = {}): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const data = path.join(dir, 'db');
  const port = options.port ?? (await freePort());
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--locale=C', '-E', 'UTF8', '--no-sync']);
  // fsync off: a test cluster is thrown away, and durability across a kill -9 of the *server* under
  // test does not depend on it (PostgreSQL itself is not killed).
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, '-l', path.join(dir, 'log'), 'start', '-w']);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return {
    port,
    url,
    async createDatabase(name, template) {
      await admin((c) => c.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`));
      return url(name);
    },
    async dropDatabase(name) {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
    },
    async stop() {
      try {
        run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

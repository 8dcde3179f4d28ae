import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** The superuser's password in every URL of a throwaway server (checked only with `passwords`). */
const PASSWORD = 'throwaway';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on a connection of its own to `adminUrl` (a database other than the ones it creates or drops). */
async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` on the server of `adminUrl`, empty or as a copy of `template` (nobody may
 * be connected to the template). For a test process that has only the server's URL.
 */
export async function createDatabaseAt(adminUrl: string, name: string, template?: string): Promise<string> {
  // FILE_COPY: a copy of the template's files, much faster than the WAL-logged copy for a seeded database.
  await asAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)} STRATEGY FILE_COPY` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` of the server of `adminUrl`, ending its connections first. */
export async function dropDatabaseAt(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}

/**
 * `passwords`: connections over TCP must give the password (scram-sha-256), as on a real server;
 * tests of a refused password need it. Otherwise every local connection is trusted.
 */
export async function startThrowawayPostgres(options: { port?: number; passwords?: boolean } = {}): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const data = path.join(dir, 'db');
  const port = options.port ?? (await freePort());
  const pwfile = path.join(dir, 'pwfile');
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  const auth = options.passwords ? ['--auth-local=trust', '--auth-host=scram-sha-256'] : ['-A', 'trust'];
  run('initdb', ['-D', data, ...auth, '-U', 'postgres', `--pwfile=${pwfile}`, '--locale=C', '-E', 'UTF8', '--no-sync']);
  // fsync off: a test cluster is thrown away, and durability across a kill -9 of the *server* under
  // test does not depend on it (PostgreSQL itself is not killed).
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, '-l', path.join(dir, 'log'), 'start', '-w']);
  const url = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: (name, template) => createDatabaseAt(url('postgres'), name, template),
    dropDatabase: (name) => dropDatabaseAt(url('postgres'), name),
    async stop() {
      try {
        run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

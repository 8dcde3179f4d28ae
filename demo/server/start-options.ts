import path from 'node:path';
import { SEED_SIZES, type SeedSize } from './context';

/** How `npm start` runs the server, read from its arguments and environment (see the README). */
export interface StartOptions {
  port: number;
  host: string;
  dataDir: string;
  reset: boolean;
  seedSize: SeedSize;
  quiet: boolean;
  testOutbox: boolean;
  /** --api-only: the API without the built console (server tests that spawn the real process need no build). */
  apiOnly: boolean;
  /** --workers=N or FMS_WORKERS=N: server processes sharing the port and the database (cluster/primary.ts). */
  workers: number;
}

/** An upper bound on --trucks, so that a typo (an extra zero) does not start a seed of hours. */
export const MAX_TRUCKS = 50_000;
/** Days of seeded history of the full fleet; a larger fleet gets fewer so the seed stays the same size. */
const FULL = SEED_SIZES.full;

/**
 * The seed for a fleet of `trucks` in enterprise A: the full demo, with history shortened in
 * proportion (at least one day) so that the seeded journeys stay about as many as the full demo's.
 */
export function seedSizeFor(trucks: number): SeedSize {
  const days = Math.max(1, Math.min(FULL.days, Math.round((FULL.days * FULL.trucksA) / trucks)));
  return { ...FULL, trucksA: trucks, days };
}

function parseTrucks(text: string | undefined, source: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_TRUCKS) {
    throw new Error(`${source} must be a whole number of trucks from 1 to ${MAX_TRUCKS}, not '${text}'.`);
  }
  return n;
}

/** An upper bound on --workers: more processes than cores only add switching (and database connections). */
export const MAX_WORKERS = 64;

/**
 * The number of server processes (issue 25, 2): 1 by default. More than one share the database, so
 * they need a PostgreSQL server (FMS_DATABASE_URL): PGlite's files belong to one process.
 */
export function parseWorkers(args: readonly string[], env: Record<string, string | undefined>): number {
  const arg = args.find((a) => a.startsWith('--workers='));
  const source = arg ? '--workers' : 'FMS_WORKERS';
  const text = arg ? arg.slice('--workers='.length) : env.FMS_WORKERS;
  if (text === undefined || text.trim() === '') return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new Error(`${source} must be a whole number of server processes from 1 to ${MAX_WORKERS}, not '${text}'.`);
  }
  if (n > 1 && !env.FMS_DATABASE_URL?.trim()) {
    throw new Error(`${source}=${n} needs FMS_DATABASE_URL: several server processes share one PostgreSQL server (postgres://…), not the embedded database; set FMS_DATABASE_URL or run one process.`);
  }
  return n;
}

/** A TCP port from the environment (0: any free one, where allowed); a typo stops the start naming the variable. */
export function parsePort(text: string | undefined, variable: string, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${variable} must be a port number from 0 to 65535 (e.g. ${fallback || 5055}), not '${text}'.`);
  return n;
}

/**
 * Pure: `args` are the arguments after the script, `env` the environment, `root` the repository.
 * --trucks=N (or FMS_TRUCKS=N; the argument wins) simulates N trucks for enterprise A. Such a fleet
 * keeps its data in its own folder (.data/trucks-N) so that it never reuses, nor wipes, the
 * default fleet's database; FMS_DATA_DIR still overrides. --seed=small is the tests' small fleet.
 */
export function parseStartOptions(args: readonly string[], env: Record<string, string | undefined>, root: string): StartOptions {
  const valueOf = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const trucks = parseTrucks(valueOf('trucks'), '--trucks') ?? parseTrucks(env.FMS_TRUCKS, 'FMS_TRUCKS');
  const small = valueOf('seed') === 'small';
  if (small && trucks !== undefined) throw new Error('--seed=small and --trucks cannot be combined.');
  const seedSize = trucks !== undefined ? seedSizeFor(trucks) : SEED_SIZES[small ? 'small' : 'full'];
  const defaultDir = trucks !== undefined ? path.join('.data', `trucks-${trucks}`) : '.data';
  return {
    port: parsePort(env.PORT, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.FMS_DATA_DIR ?? defaultDir),
    reset: args.includes('--reset') || env.FMS_RESET === '1',
    seedSize,
    quiet: args.includes('--quiet'),
    testOutbox: env.FMS_TEST_OUTBOX === '1',
    apiOnly: args.includes('--api-only'),
    workers: parseWorkers(args, env),
  };
}

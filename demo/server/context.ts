import type { Keys } from '../../src/core/config/environments';
import type { TokenConfig } from './auth/tokens';
import type { Db } from './db/database';
import type { Migration } from './db/migrate';
import type { GeoProvider } from './geo/provider';
import type { Registrar } from './http/register';
import type { Realtime } from './realtime/realtime';

/** Who is calling: resolved from the bearer token by the auth hook. */
export interface Principal {
  userUid: string;
  sessionUid: string;
  enterpriseUid: string;
  name: string;
  zhName: string;
  /** Permission codes of spec 6. */
  codes: string[];
  role: 'admin' | 'staff' | 'driver';
  /** Set only for a plus token (the app hand-off, spec 2.9): the one car it reaches. */
  plusCar?: string;
}

/** Sends a one-time password or an activation link; the demo sender logs it and keeps the last ones. */
export interface MessageSender {
  send(to: string, kind: 'otp' | 'activation' | 'verify', text: string, payload: Record<string, string>): Promise<void>;
}

export interface SeedSize {
  trucksA: number;
  trucksB: number;
  driversA: number;
  days: number;
}

export const SEED_SIZES: Record<'full' | 'small', SeedSize> = {
  full: { trucksA: 120, trucksB: 12, driversA: 100, days: 30 },
  small: { trucksA: 16, trucksB: 4, driversA: 12, days: 3 },
};

export interface ServerContext {
  db: Db;
  tokens: TokenConfig;
  keys: Keys;
  /** Milliseconds; injected so tests can move time. */
  now: () => number;
  realtime: Realtime;
  sender: MessageSender;
  /** Geocoding and routing for route handlers: the offline gazetteer unless configured (geo/provider-config.ts). */
  geo: GeoProvider;
  seedSize: SeedSize;
  /** Services a domain offers to others (e.g. the simulator, geo); named by the providing domain. */
  services: Map<string, unknown>;
  log: (message: string, detail?: unknown) => void;
}

export interface SeedContext extends ServerContext {
  /** Deterministic random numbers for the seed. */
  rng: () => number;
  enterprises: { A: string; B: string };
}

/**
 * A slice of the reference server: its tables, its seed, its routes and any background work.
 * Domains are listed in domains/index.ts; migrations and seeds run in that order.
 */
export interface Domain {
  name: string;
  migrations: Migration[];
  seed?(ctx: SeedContext): Promise<void>;
  routes(r: Registrar, ctx: ServerContext): void;
  /** Background work while the server runs (the simulator, reminders); returns its stop function. */
  start?(ctx: ServerContext): () => void | Promise<void>;
}

import type { Keys } from '../../src/core/config/environments';
import type { TokenConfig } from './auth/tokens';
import type { Db } from './db/database';
import type { GeoProvider } from './geo/provider';
import type { Realtime } from './realtime/realtime';

/**
 * The open-API keys (spec 7.1, issue 10, 4). A key belongs to one enterprise and answers only for
 * its cars: the console ships its key in its JavaScript, where anyone can read it, so a key is as
 * public as the page that carries it. Each key has a budget of calls per minute, and a client that
 * keeps trying wrong keys is held off, so a key can be neither used to sweep a fleet nor guessed.
 * Made by auth/open-api-keys.ts; declared here so the context does not import the limiter behind it.
 * Both counts are in the database, shared by every server process (issue 25, 2).
 */
export interface OpenApiKeys {
  /** The uid of the key's enterprise; 403 for a missing or unknown key, 429 over a budget. */
  admit(key: unknown, client: string): Promise<string>;
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
  /** Who each open-API key belongs to, and each key's budget (auth/open-api-keys.ts). */
  openApiKeys: OpenApiKeys;
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
  /**
   * The console's public origin (e.g. https://fleet.example.com), which links sent by mail or SMS
   * start with (issue 22, 12): FMS_PUBLIC_ORIGIN, else the server's own (http://localhost:PORT).
   */
  publicOrigin: string;
  /** The partner sites of FMS_PARTNER_ORIGINS (CORS, frames, and a card payment's return, issue 23). */
  partnerOrigins: readonly string[];
}

export interface SeedContext extends ServerContext {
  /** Deterministic random numbers for the seed. */
  rng: () => number;
  enterprises: { A: string; B: string };
}

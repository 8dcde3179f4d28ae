import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../app';
import { DEMO_PASSWORD } from '../domains/core/accounts';
import { DAY_MS, TAIPEI_OFFSET_MS } from '../../../src/core/format/time-units';

/**
 * Simulated time is shifted to the latest weekday 10:00 in Taipei, so the trucks are on the road
 * (they park overnight) whatever hour the bench runs; it still moves with the wall clock.
 */
export function daytimeClock(realNow = Date.now()): () => number {
  const local = new Date(realNow + TAIPEI_OFFSET_MS);
  let at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 10) - TAIPEI_OFFSET_MS;
  if (at > realNow) at -= DAY_MS;
  while ([0, 6].includes(new Date(at + TAIPEI_OFFSET_MS).getUTCDay())) at -= DAY_MS;
  const offset = realNow - at;
  return () => Date.now() - offset;
}

export const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');

export interface BenchApp {
  app: App;
  clock: () => number;
  baseUrl: string;
  apiKey: string;
  /** demo-admin's access token. */
  token: string;
  /** Closes the app and removes its data folder. */
  close(): Promise<void>;
}

/**
 * The app of a bench: built in process on a throwaway data folder (small seed unless told) with the daytime
 * clock, listening on 127.0.0.1, and demo-admin signed in.
 */
export async function startBenchApp(options: { seedSize?: 'small' | 'full' } = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fms-bench-'));
  const clock = daytimeClock();
  const app = await buildApp({ dataDir, reset: true, seedSize: options.seedSize ?? 'small', background: false, logger: false, now: clock });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
    const apiKey = app.ctx.keys.apiKey;
    const signIn = await fetch(`${baseUrl}/api/auth/v0/sign-in`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ name: 'demo-admin', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
    return { app, clock, baseUrl, apiKey, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

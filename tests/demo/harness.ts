import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, createLogSender, type App } from '../../demo/server/app';
import { DEMO_PASSWORD } from '../../demo/server/domains/core/accounts';
import type { MessageSender } from '../../demo/server/context';
import { testClock } from './test-clock';
import { createDatabaseAt, dropDatabaseAt } from '../../scripts/pg/throwaway-postgres';

export const API_KEY = 'fms-demo-api-key';

export interface TestApp {
  app: App;
  sender: ReturnType<typeof createLogSender>;
  /** Signs in a demo account and returns its access token. */
  tokenOf(name: 'demo-admin' | 'demo-viewer' | 'demo-driver' | 'demo-b-admin' | 'demo-operator' | string, password?: string): Promise<string>;
  /** Calls the app in process; `token` adds the bearer header. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { body: string; json: <T = any>() => T }>;
  close(): Promise<void>;
}

let copies = 0;

/**
 * A database of its own on the run's PostgreSQL server (project server-pg, global-setup-pg.ts): a
 * copy of the seeded template, with its name and the way to drop it; null on PGlite.
 */
export async function seededPostgres(label: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const postgres = inject('postgres');
  if (!postgres) return null;
  const name = `${label}_${process.pid}_${++copies}`;
  const url = await createDatabaseAt(postgres.adminUrl, name, postgres.template);
  return { url, drop: () => dropDatabaseAt(postgres.adminUrl, name) };
}

/**
 * A fresh in-memory reference server with the small seed and no background work, for one test file:
 * its database is a copy of the one the global setup seeded (tests/demo/global-setup.ts).
 * Its clock starts at TEST_NOW (tests/demo/test-clock.ts) and runs on; `now` lets a test pin or move it.
 * In project server-pg the database is instead a copy of the seeded template on a real PostgreSQL,
 * dropped at close.
 */
export async function startTestApp(options: { now?: () => number; partnerOrigins?: readonly string[]; sender?: MessageSender; trustProxy?: false | number | string[] } = {}): Promise<TestApp> {
  const sender = createLogSender(() => {});
  const postgres = await seededPostgres('app');
  const snapshotFile = postgres ? undefined : inject('seededSnapshot');
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const app = await buildApp({ dataDir: null, databaseUrl: postgres?.url, seedSize: 'small', background: false, logger: false, sender: options.sender ?? sender, now: options.now ?? testClock(), snapshot, partnerOrigins: options.partnerOrigins ?? [], trustProxy: options.trustProxy });
  await app.fastify.ready();
  const tokens = new Map<string, string>();
  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.fastify.inject({
      ...rest,
      headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return res as never;
  };
  return {
    app,
    sender,
    call,
    async tokenOf(name, password = DEMO_PASSWORD) {
      const cached = tokens.get(name);
      if (cached && password === DEMO_PASSWORD) return cached;
      const res = await call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name, password } });
      const body = res.json();
      if (body.status !== 0) throw new Error(`sign-in of ${name} failed: ${res.body}`);
      tokens.set(name, body.data.accessToken);
      return body.data.accessToken as string;
    },
    async close() {
      await app.close();
      await postgres?.drop();
    },
  };
}

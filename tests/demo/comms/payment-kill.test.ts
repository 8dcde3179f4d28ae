import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { buildApp, createLogSender } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { API_KEY } from '../harness';
import { TEST_NOW, testClock } from '../test-clock';

/**
 * Issue 22, 1: a `kill -9` of the real server at any moment of a payment confirmation leaves the
 * order unpaid without services, or paid with all of them; never paid with some. A 133-car ATM
 * order is confirmed (the sandbox's transfer notice) and the process killed at several delays,
 * restarted on the same data directory, checked, and the confirmation retried to completion.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CARS = 133;
const DELAYS_MS = [0, 5, 20, 60];
const PLUS_KEY = 'fms-demo-plus-key';
/** The spawned server's clock: pinned from the test clock, after the orders made in preparation. */
const SERVER_NOW = TEST_NOW + 10 * 60_000;

let dir = '';
const orders: Array<{ uid: string; code: string }> = [];
let server: Server | null = null;

interface Server { child: ChildProcess; base: string }

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `node --import tsx demo/server/main.ts` on the data directory; resolves once it listens. */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FMS_DATA_DIR: dir, FMS_NOW: String(SERVER_NOW) },
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
  return { child, base: `http://127.0.0.1:${port}` };
}

async function kill9(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGKILL');
  await exited;
}

async function api<T = any>(s: Server, method: string, url: string, token?: string, body?: object): Promise<{ status: number; data: T; message?: string }> {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': url.startsWith('/api/') ? API_KEY : PLUS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<{ status: number; data: T }>;
}

const signIn = async (s: Server) => (await api(s, 'POST', '/api/auth/v0/sign-in', undefined, { name: 'demo-admin', password: DEMO_PASSWORD })).data.accessToken as string;
const transfer = (s: Server, token: string, code: string) => api(s, 'POST', `/payment/sandboxpay/atm-simulate/${code}`, token, { outcome: 'transfer' });

/** The order's status and how many services it gave, as the restarted server answers. */
async function stateOf(s: Server, token: string, order: { uid: string; code: string }): Promise<{ status: number; services: number }> {
  const { data } = await api(s, 'GET', `/plus/order/${order.uid}`, token);
  const record = await api<{ list: Array<{ sourceCode: string }> }>(s, 'GET', '/plus/exchange/record?limit=1000', token);
  return { status: data.status, services: record.data.list.filter((r) => r.sourceCode === order.code).length };
}

/**
 * The data directory: the tests' seeded small fleet, then (in process, through the API) cars up to
 * 133 under management and one 133-car ATM order per kill.
 */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fms-payment-kill-'));
  mkdirSync(path.join(dir, 'pg'));
  const seeded = new PGlite(path.join(dir, 'pg'), { loadDataDir: new Blob([readFileSync(inject('seededSnapshot'))]) });
  await seeded.waitReady;
  await seeded.close();
  const app = await buildApp({ dataDir: dir, seedSize: 'small', background: false, logger: false, sender: createLogSender(() => {}), now: testClock() });
  await app.fastify.ready();
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
    const res = await app.fastify.inject({ method, url, payload, headers: { 'x-api-key': url.startsWith('/api/') ? API_KEY : PLUS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    const body = res.json();
    if (body.status !== 0) throw new Error(`${url}: ${res.body}`);
    return body.data;
  };
  const token = (await call('POST', '/api/auth/v0/sign-in', { name: 'demo-admin', password: DEMO_PASSWORD })).accessToken as string;
  const managed = async () => (await call('POST', '/api/car/v0/list', { filterEnabledCode: true, limit: 1000 }, token)).list as Array<{ uid: string }>;
  const have = (await managed()).length;
  const added: string[] = [];
  for (let i = have; i < CARS; i += 1) added.push((await call('POST', '/api/car/v0', { carNo: `KL-${String(i).padStart(4, '0')}`, model: 'XZU720' }, token)).uid);
  if (added.length) await call('POST', '/api/car/v0/enable', { uids: added }, token);
  const carUids = (await managed()).map((c) => c.uid).slice(0, CARS);
  expect(carUids).toHaveLength(CARS);
  for (const _ of DELAYS_MS) {
    const order = await call('POST', '/plus/order', { planUid: 'plan-behavior-month', carUids, paymentMethod: 'atm' }, token);
    orders.push({ uid: order.uid, code: order.code });
  }
  await app.close();
}, 120_000);

afterAll(async () => {
  if (server) await kill9(server);
  rmSync(dir, { recursive: true, force: true });
});

it(`a kill -9 during the confirmation of a ${CARS}-car order leaves it unpaid or paid with all its services; a retry completes it`, async () => {
  server = await startServer();
  for (const [i, delay] of DELAYS_MS.entries()) {
    const order = orders[i]!;
    const token = await signIn(server);
    const confirming = transfer(server, token, order.code).catch(() => null);
    await sleep(delay);
    await kill9(server);
    await confirming;

    server = await startServer();
    const again = await signIn(server);
    const state = await stateOf(server, again, order);
    // Either nothing happened or everything did.
    expect([{ status: 0, services: 0 }, { status: 3, services: CARS }], `killed ${delay} ms after sending`).toContainEqual(state);
    const retried = await transfer(server, again, order.code);
    expect(retried.status, retried.message).toBe(0);
    expect(await stateOf(server, again, order)).toEqual({ status: 3, services: CARS });
  }
}, 240_000);

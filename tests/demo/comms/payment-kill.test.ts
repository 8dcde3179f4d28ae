import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, createLogSender } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { API_KEY } from '../harness';
import { api, databaseUrlOf, kill9, PLUS_KEY, seededDataDir, signIn, startServer, type KillableServer } from '../killable-server';
import { TEST_NOW, testClock } from '../test-clock';

/**
 * Issue 22, 1: a `kill -9` of the real server at any moment of a payment confirmation leaves the
 * order unpaid without services, or paid with all of them; never paid with some. A 133-car ATM
 * order is confirmed (the sandbox's transfer notice) and the process killed at several delays,
 * restarted on the same data directory, checked, and the confirmation retried to completion.
 */

const CARS = 133;
const DELAYS_MS = [0, 5, 20, 60];
/** The spawned server's clock: pinned from the test clock, after the orders made in preparation. */
const SERVER_NOW = TEST_NOW + 10 * 60_000;

let dir = '';
const orders: Array<{ uid: string; code: string }> = [];
let server: KillableServer | null = null;

const transfer = (s: KillableServer, token: string, code: string) => api(s, 'POST', `/payment/sandboxpay/atm-simulate/${code}`, token, { outcome: 'transfer' });

/** The order's status and how many services it gave, as the restarted server answers. */
async function stateOf(s: KillableServer, token: string, order: { uid: string; code: string }): Promise<{ status: number; services: number }> {
  const { data } = await api(s, 'GET', `/plus/order/${order.uid}`, token);
  const record = await api<{ list: Array<{ sourceCode: string }> }>(s, 'GET', '/plus/exchange/record?limit=1000', token);
  return { status: data.status, services: record.data.list.filter((r) => r.sourceCode === order.code).length };
}

/**
 * The data directory: the tests' seeded small fleet, then (in process, through the API) cars up to
 * 133 under management and one 133-car ATM order per kill.
 */
beforeAll(async () => {
  dir = await seededDataDir('fms-payment-kill-');
  const app = await buildApp({ dataDir: dir, databaseUrl: databaseUrlOf(dir), seedSize: 'small', background: false, logger: false, sender: createLogSender(() => {}), now: testClock() });
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
  server = await startServer(dir, SERVER_NOW);
  for (const [i, delay] of DELAYS_MS.entries()) {
    const order = orders[i]!;
    const token = await signIn(server);
    const confirming = transfer(server, token, order.code).catch(() => null);
    await sleep(delay);
    await kill9(server);
    await confirming;

    server = await startServer(dir, SERVER_NOW);
    const again = await signIn(server);
    const state = await stateOf(server, again, order);
    // Either nothing happened or everything did.
    expect([{ status: 0, services: 0 }, { status: 3, services: CARS }], `killed ${delay} ms after sending`).toContainEqual(state);
    const retried = await transfer(server, again, order.code);
    expect(retried.status, retried.message).toBe(0);
    expect(await stateOf(server, again, order)).toEqual({ status: 3, services: CARS });
  }
}, 240_000);

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { TEST_NOW } from '../test-clock';
import { openSocket, startCluster, within, type ClusterServer, LIVENESS_MS, LIVENESS_TEST_MS } from './cluster-server';

/**
 * Issue 25, 2: two servers started on their own (no FMS_WORKERS, as on two machines) on one
 * FMS_DATABASE_URL. One runs the background work (the advisory lock); a console connected to the
 * other still gets the simulator's monitor feed and the notifications the first emits, because
 * every server on a PostgreSQL server sets the realtime adapter (cluster/adapter.ts).
 */
const API_KEY = 'fms-demo-api-key';
let postgres: ThrowawayPostgres;
const servers: ClusterServer[] = [];
const sockets: Socket[] = [];

const LEADS = /\[cluster\] process \d+ runs the background work/;

async function call(server: ClusterServer, url: string, body: object, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
/** Each server keeps its own token secret (its data folder): a token is used where it was given. */
const signIn = async (server: ClusterServer, name: string) => (await call(server, '/api/auth/v0/sign-in', { name, password: DEMO_PASSWORD })).body.data.accessToken as string;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  const databaseUrl = await postgres.createDatabase('fms_separate');
  // FMS_WORKERS=1: one process each, no primary
  for (let i = 0; i < 2; i++) servers.push(await startCluster(databaseUrl, { FMS_WORKERS: '1', FMS_NOW: String(TEST_NOW) }));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  const codes = [];
  for (const server of servers) codes.push(await server.stop());
  await postgres?.stop();
  expect(codes).toEqual([0, 0]);
});

describe('two servers started on their own on one PostgreSQL server', () => {
  it('one runs the background work; a console on the other gets its monitor feed and its notifications', async () => {
    const leader = await within(LIVENESS_MS, 'a server running the background work', () => servers.find((s) => LEADS.test(s.output())));
    const other = servers.find((s) => s !== leader)!;
    expect(LEADS.test(other.output())).toBe(false);

    const admin = await signIn(other, 'demo-admin');
    const { socket: monitor } = await openSocket(other.base, SOCKET_CHANNELS.monitor.namespace, admin);
    const { socket: events } = await openSocket(other.base, SOCKET_CHANNELS.event.namespace, admin);
    sockets.push(monitor, events);
    const times = new Set<number>();
    monitor.on(SOCKET_CHANNELS.monitor.event, (m: { data: MonitorFeed }) => times.add(m.data.time));
    // the simulator ticks every second in the leader: its frames of several ticks reach the other's socket
    await within(LIVENESS_MS, 'monitor frames of three ticks on the other server', () => (times.size >= 3 ? true : undefined));

    const bulletins: string[] = [];
    events.on(SOCKET_CHANNELS.event.event, (m: { data: { data: { bulletinUid?: string } } }) => bulletins.push(m.data.data.bulletinUid ?? ''));
    const published = await call(leader, '/bulletin/api/v0/bulletin', {
      bulletinType: '系統維護', title: '兩台伺服器測試', content: '各自啟動', startTime: TEST_NOW - 3_600_000, endTime: TEST_NOW + 30 * 86_400_000,
    }, await signIn(leader, 'demo-operator'));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const uid = published.body.data.uid as string;
    await within(LIVENESS_MS, 'the leader\'s bulletin on the other server\'s socket', () => (bulletins.includes(uid) ? true : undefined));
  }, LIVENESS_TEST_MS);
});

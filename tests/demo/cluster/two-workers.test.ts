import { request } from 'node:http';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { CarFacts, MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import { decodeMonitorFeed } from '../../../src/core/monitor-feed';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { TEST_NOW } from '../test-clock';
import { openSocket, startCluster, within, type ClusterServer, LIVENESS_MS, LIVENESS_TEST_MS } from './cluster-server';

/**
 * Issue 25, 2 and 5: the real server with two workers on its own PostgreSQL server. A console
 * connected to one worker receives what the other emits; a `kill -9` of the worker running the
 * simulator moves it to the other within 10 s; no write acknowledged around the kill is lost or
 * applied twice; a device's report taken by either worker reaches the simulator.
 */
const API_KEY = 'fms-demo-api-key';
/** The bound on taking the background work over. */
const TAKEOVER_MS = 10_000;

let postgres: ThrowawayPostgres;
let databaseUrl: string;
let server: ClusterServer;
let admin: string;
let operator: string;
const sockets: Socket[] = [];

async function call(method: string, url: string, token?: string, body?: object): Promise<{ status: number; worker: number; body: any }> {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    // A connection the primary handed to the worker as it was killed is never answered nor closed:
    // such a call ends here, unacknowledged, instead of holding the test until its own timeout.
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, worker: Number(res.headers.get('x-fms-worker')), body: await res.json().catch(() => null) };
}

/** A call on a connection of its own (fetch keeps one alive, which stays with one worker): its status, worker and body. */
const onNewConnection = (method: string, url: string, token?: string, body?: object) => new Promise<{ status: number; worker: number; body: any }>((resolve, reject) => {
  const headers = { 'content-type': 'application/json', 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const req = request(`${server.base}${url}`, { method, headers, agent: false }, (res) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString()));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: Number(res.headers['x-fms-worker']), body: text ? JSON.parse(text) : null }));
  });
  req.on('error', reject);
  req.end(body ? JSON.stringify(body) : undefined);
});

const signIn = async (name: string) => (await call('POST', '/api/auth/v0/sign-in', undefined, { name, password: DEMO_PASSWORD })).body.data.accessToken as string;

/** Sockets of a namespace until there is one on each worker: worker number → socket. */
async function socketPerWorker(namespace: string, token: string): Promise<Map<number, Socket>> {
  const byWorker = new Map<number, Socket>();
  for (let i = 0; i < 10 && byWorker.size < 2; i++) {
    const { socket, worker } = await openSocket(server.base, namespace, token);
    sockets.push(socket);
    if (!byWorker.has(worker)) byWorker.set(worker, socket);
  }
  expect([...byWorker.keys()].sort()).toEqual([1, 2]);
  return byWorker;
}

/** Follows a monitor socket's feed: the whole data after each message, and when each came. */
function follow(socket: Socket) {
  let facts = new Map<string, CarFacts>();
  const frames: Array<{ at: number; time: number; cars: ReturnType<typeof decodeMonitorFeed> & object }> = [];
  socket.on(SOCKET_CHANNELS.monitor.event, (m: { data: MonitorFeed }) => {
    const decoded = decodeMonitorFeed(m.data, facts);
    if (!decoded) return;
    facts = decoded.facts;
    frames.push({ at: Date.now(), time: m.data.time, cars: decoded });
  });
  return frames;
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  databaseUrl = await postgres.createDatabase('fms_cluster');
  // the server's clock starts at the tests' instant and runs on from it
  server = await startCluster(databaseUrl, { FMS_NOW: String(TEST_NOW) });
  [admin, operator] = [await signIn('demo-admin'), await signIn('demo-operator')];
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  // SIGTERM: the primary stops both workers gracefully and exits 0
  const code = await server?.stop();
  await postgres?.stop();
  expect(code).toBe(0);
});

describe('two workers behind one port (issue 25, 2 and 5)', () => {
  let monitors: Map<number, Socket>;

  it('a console connected to one worker receives what the other emits: a notification and the monitor feed', async () => {
    const events = await socketPerWorker(SOCKET_CHANNELS.event.namespace, admin);
    const received = new Map<number, string[]>([[1, []], [2, []]]);
    for (const [worker, socket] of events) socket.on(SOCKET_CHANNELS.event.event, (m: { data: { data: { bulletinUid?: string } } }) => received.get(worker)!.push(m.data.data.bulletinUid ?? ''));
    // a platform maintenance bulletin notifies every user; the worker that answers the call emits it
    const published = await call('POST', '/bulletin/api/v0/bulletin', operator, {
      bulletinType: '系統維護', title: '叢集測試維護', content: '兩個工作程序', startTime: TEST_NOW - 3_600_000, endTime: TEST_NOW + 30 * 86_400_000,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const uid = published.body.data.uid as string;
    await within(LIVENESS_MS, 'the bulletin on both workers\' sockets', () => ([1, 2].every((w) => received.get(w)!.includes(uid)) ? true : undefined));

    // the simulator runs in one worker; the socket on the other gets its feed, whole first
    monitors = await socketPerWorker(SOCKET_CHANNELS.monitor.namespace, admin);
    const leader = await within(LIVENESS_MS, 'a leader', () => server.leaders()[0]);
    const other = leader.worker === 1 ? 2 : 1;
    const frames = follow(monitors.get(other)!);
    await within(LIVENESS_MS, 'two monitor frames on the other worker', () => (frames.length >= 2 ? true : undefined));
    expect(frames[0].cars.cars.length).toBeGreaterThan(0);
    expect(frames[0].cars.cars.every((c) => c.carNo)).toBe(true);
  }, LIVENESS_TEST_MS);

  it('kill -9 of the simulator\'s worker: the other takes the simulator over within 10 s, and no acknowledged write is lost or doubled', async () => {
    const leader = server.leaders()[0];
    const survivor = leader.worker === 1 ? 2 : 1;
    const frames = follow(monitors.get(survivor)!);
    await within(LIVENESS_MS, 'the feed on the surviving worker', () => (frames.length ? true : undefined));

    // writes from two clients while the kill happens; a write answered 2xx is acknowledged
    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let writing = true;
    const writer = async (client: number) => {
      for (let i = 0; writing; i++) {
        const title = `kill-${client}-${i}`;
        attempted.push(title);
        const res = await call('POST', '/bulletin/api/v0/bulletin', operator, { bulletinType: '系統公告', title, content: title, startTime: TEST_NOW, endTime: TEST_NOW + 30 * 86_400_000 })
          .catch(() => null); // the killed worker's connections reset: not acknowledged
        if (res && res.status >= 200 && res.status < 300) acknowledged.push(title);
      }
    };
    const writers = [writer(1), writer(2)];
    await within(LIVENESS_MS, 'writes acknowledged before the kill', () => (acknowledged.length >= 10 ? true : undefined));

    const lastBefore = frames.at(-1)!.time;
    process.kill(leader.pid, 'SIGKILL');
    const next = await within(TAKEOVER_MS, 'another worker runs the background work', () => server.leaders().find((l) => l.pid !== leader.pid));
    expect(next.worker).toBe(survivor);
    const seenAt = Date.now();
    // the simulator moves again: a newer frame on the surviving worker's socket
    await within(LIVENESS_MS, 'the feed moving again after the kill', () =>
      (frames.some((f) => f.at > seenAt && f.time > lastBefore) ? true : undefined));

    // the primary re-forks the killed worker; writes go on through both
    await within(LIVENESS_MS, 'a re-fork of the killed worker', () => (/worker \d+ \(pid \d+\) ended \(SIGKILL\): starting another/.test(server.output()) ? true : undefined));
    const afterKill = acknowledged.length;
    await within(LIVENESS_MS, 'writes acknowledged after the kill', () => (acknowledged.length >= afterKill + 10 ? true : undefined));
    writing = false;
    await Promise.all(writers);

    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {}); // the cluster is stopped after the file: a late error is not this test's
    await client.connect();
    try {
      const { rows } = await client.query<{ title: string; n: number }>(`SELECT title, count(*)::int AS n FROM bulletins WHERE title LIKE 'kill-%' GROUP BY title`);
      const stored = new Map(rows.map((r) => [r.title, r.n]));
      expect(acknowledged.filter((title) => stored.get(title) !== 1)).toEqual([]);
      expect(rows.filter((r) => r.n !== 1 || !attempted.includes(r.title))).toEqual([]);
    } finally {
      await client.end();
    }
    // only the survivor took over: the re-forked worker did not run the background work as well
    expect(server.leaders().map((l) => l.pid)).toEqual([leader.pid, next.pid]);
  }, LIVENESS_TEST_MS);

  it('a device\'s report taken by either worker moves its car in the simulator\'s feed', async () => {
    // the re-forked worker listens again (it starts in seconds; the port hands it requests from then on)
    await within(60_000, 'the re-forked worker listening', () => (/\[cluster\] worker 3 \(pid \d+\) listens/.test(server.output()) ? true : undefined));
    const leader = server.leaders().at(-1)!;
    const watcher = [...monitors.entries()].find(([w]) => w === leader.worker)?.[1] ?? monitors.values().next().value!;
    const frames = follow(watcher.connected ? watcher : (await openSocket(server.base, SOCKET_CHANNELS.monitor.namespace, admin)).socket);
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {}); // the cluster is stopped after the file: a late error is not this test's
    await client.connect();
    const cars = (await client.query<{ uid: string; udid: string; car_no: string }>(
      `SELECT uid, udid, car_no FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND enabled_code AND NOT deleted ORDER BY uid LIMIT 2`,
    )).rows;
    await client.end();
    const serverNow = (await within(LIVENESS_MS, 'a frame', () => frames.at(-1))).time;
    // one report through each worker (the port hands requests to them in turn)
    const places = [{ lat: 24.1477, lon: 120.6736 }, { lat: 24.15, lon: 120.68 }];
    const workers = new Set<number>();
    for (let i = 0; i < 8 && workers.size < 2; i++) {
      const car = cars[workers.size];
      const p = places[workers.size];
      const { status, worker } = await onNewConnection('GET', `/devices/osmand?id=${car.udid}&lat=${p.lat}&lon=${p.lon}&timestamp=${Math.floor(serverNow / 1000)}&speed=0`);
      expect(status).toBe(200);
      workers.add(worker);
    }
    expect(workers.size).toBe(2);
    await within(LIVENESS_MS, 'both cars at their reported places in the feed', () => {
      const cars2 = frames.at(-1)?.cars.cars ?? [];
      return cars.every((car, i) => {
        const rec = cars2.find((c) => c.carUid === car.uid);
        return rec && Math.abs(rec.lat - places[i].lat) < 1e-4 && Math.abs(rec.lng - places[i].lon) < 1e-4;
      }) ? true : undefined;
    });

    // the map's first paint (REST) shows the same through either worker: the other asks the simulator's process
    const answeredBy = new Set<number>();
    for (let i = 0; i < 8 && answeredBy.size < 2; i++) {
      const res = await onNewConnection('POST', '/api/driving-monitor/v0/car/list', admin, { keyword: cars[0].car_no });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rec = res.body.data.list.find((c: { carUid: string }) => c.carUid === cars[0].uid);
      expect([rec.lat, rec.lng].map((v: number) => v.toFixed(4))).toEqual([places[0].lat, places[0].lon].map((v) => v.toFixed(4)));
      answeredBy.add(res.worker);
    }
    expect(answeredBy.size).toBe(2);
  }, LIVENESS_TEST_MS);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterAdapter, type ClusterAdapter } from '../../../demo/server/cluster/adapter';
import { createServerBus } from '../../../demo/server/realtime/server-bus';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { within, LIVENESS_MS, LIVENESS_TEST_MS } from './cluster-server';

/**
 * Issue 25, 2: both engines of the realtime between processes (cluster/adapter.ts), PostgreSQL's
 * LISTEN/NOTIFY by default and Redis when FMS_REDIS_URL is set: two socket.io servers, as two
 * workers hold them, each with its adapter; an emit to a room on one reaches a socket on the other,
 * large frames too (over NOTIFY's 8000 bytes), and the server bus carries messages and requests.
 */
let postgres: ThrowawayPostgres;
let redis: ChildProcess | null = null;
let redisUrl = '';

/** A free port for the throwaway Redis. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server was not found: install Debian\'s redis-server (apt-get install redis-server) to test FMS_REDIS_URL.');
  }
  const port = await freePort();
  // a throwaway Redis: no persistence, its own port, stopped at the end
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
});

afterAll(async () => {
  redis?.kill('SIGTERM');
  await postgres?.stop();
});

interface Worker { http: HttpServer; io: Server; adapter: ClusterAdapter; url: string }

async function worker(env: Record<string, string>): Promise<Worker> {
  const adapter = await clusterAdapter(env, () => {});
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], adapter: adapter.factory as never });
  io.on('connection', (socket) => void socket.join('ent:a'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { http, io, adapter, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function stop(w: Worker): Promise<void> {
  await new Promise<void>((resolve) => w.io.close(() => resolve()));
  await w.adapter.close();
}

const engines = [
  { name: 'PostgreSQL (default)', env: () => ({ FMS_DATABASE_URL: postgres.url('postgres') }), engine: 'postgres' },
  { name: 'Redis (FMS_REDIS_URL)', env: () => ({ FMS_DATABASE_URL: postgres.url('postgres'), FMS_REDIS_URL: redisUrl }), engine: 'redis' },
] as const;

describe.each(engines)('the realtime between two processes over $name', ({ env, engine }) => {
  it('an emit on one reaches a socket of the other, small and large; the bus carries a message and a request', async () => {
    const [a, b] = [await worker(env()), await worker(env())];
    let socket: Socket | null = null;
    try {
      expect(a.adapter.engine).toBe(engine);
      socket = connect(b.url, { transports: ['websocket'], reconnection: false, forceNew: true });
      const got: number[] = [];
      socket.on('monitor', (data: { n: number; pad: string }) => got.push(data.pad.length));
      await within(LIVENESS_MS, 'the socket connected', () => (socket!.connected ? true : undefined));
      // the adapters learn of each other by heartbeat: emit until the other's socket hears one
      await within(LIVENESS_MS, 'a small emit across', () => {
        a.io.to('ent:a').emit('monitor', { n: 1, pad: 'x' });
        return got.includes(1) ? true : undefined;
      });
      a.io.to('ent:a').emit('monitor', { n: 2, pad: 'x'.repeat(100_000) });
      await within(LIVENESS_MS, 'a large emit across', () => (got.includes(100_000) ? true : undefined));

      const [busA, busB] = [createServerBus(true), createServerBus(true)];
      busA.attach(a.io);
      busB.attach(b.io);
      const heard: unknown[] = [];
      busB.on('fms:test', (payload) => heard.push(payload));
      busB.answer('fms:test-ask', (payload) => ({ asked: payload, address: undefined }));
      busA.publish('fms:test', { report: 1 });
      await within(LIVENESS_MS, 'a message across', () => (heard.length ? true : undefined));
      expect(heard).toEqual([{ report: 1 }]);
      // answers arrive as JSON: an absent field stays absent
      expect(await busA.request('fms:test-ask', 'ent-a', 5000)).toEqual({ asked: 'ent-a' });
    } finally {
      socket?.disconnect();
      await stop(a);
      await stop(b);
    }
  }, LIVENESS_TEST_MS);
});

it('a Redis that does not answer stops the start naming FMS_REDIS_URL; a URL that is not redis:// too', async () => {
  const port = await freePort();
  await expect(clusterAdapter({ FMS_REDIS_URL: `redis://127.0.0.1:${port}` }, () => {})).rejects.toThrow(/^FMS_REDIS_URL cannot be reached/);
  await expect(clusterAdapter({ FMS_REDIS_URL: 'localhost:6379' }, () => {})).rejects.toThrow(/^FMS_REDIS_URL must start with redis:\/\//);
});

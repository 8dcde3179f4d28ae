/**
 * Bench helper process: one socket.io server as the reference server sets it up (path /socket,
 * websocket only, permessage-deflate over 1 KB), with /fms-monitor and a socket.io adapter joining it
 * to the other servers: ADAPTER=postgres (@socket.io/postgres-adapter on ADAPTER_URL), redis
 * (@socket.io/redis-adapter on ADAPTER_URL) or none (one process, no adapter). Sockets join the room
 * `ent:bench`. On {type:'emit'} it broadcasts the frames of FRAMES_FILE to that room at `hz` for
 * `seconds`, each with `time` set to the moment it is emitted, as the leader's tick would. PORT.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { createAdapter as postgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as redisAdapter } from '@socket.io/redis-adapter';
import { SOCKET_CHANNELS, SOCKET_PATH } from '../../../src/core/api/contract/socket';
import type { MonitorFeed, MonitorSocketMessage } from '../../../src/core/api/contract/monitor-feed';
import { DEFLATE_THRESHOLD_BYTES } from '../realtime/realtime';
import type { FeedFrames } from './feed-frames';

export type AdapterKind = 'postgres' | 'redis' | 'none';
export type AdapterNodeMessage = { type: 'ready' } | { type: 'emitted'; count: number; errors: number };
export type AdapterNodeCommand = { type: 'emit'; hz: number; seconds: number };

const kind = process.env.ADAPTER as AdapterKind;
const url = process.env.ADAPTER_URL ?? '';
const report = (m: AdapterNodeMessage) => process.send?.(m);
const closers: Array<() => Promise<unknown>> = [];
let errors = 0;

const http = createServer();
const io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false, perMessageDeflate: { threshold: DEFLATE_THRESHOLD_BYTES } });
if (kind === 'postgres') {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  io.adapter(postgresAdapter(pool, { errorHandler: () => { errors++; } }));
  closers.push(() => pool.end());
} else if (kind === 'redis') {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  // Redis drops a subscriber whose unread messages pass its pubsub output limit (32 MB, or 8 MB for
  // 60 s, by default); the client then reconnects, and what was published meanwhile is lost.
  sub.on('reconnecting', () => console.error(`[adapter-node ${process.env.PORT}] the Redis subscriber lost its connection and reconnects`));
  sub.on('error', (error: Error) => console.error(`[adapter-node ${process.env.PORT}] Redis: ${error.message}`));
  io.adapter(redisAdapter(pub, sub));
  closers.push(() => pub.quit(), () => sub.quit());
}
const monitor = io.of(SOCKET_CHANNELS.monitor.namespace);
monitor.on('connection', (socket) => void socket.join('ent:bench'));
await new Promise<void>((done) => http.listen(Number(process.env.PORT), '127.0.0.1', done));
report({ type: 'ready' });

async function emit(command: AdapterNodeCommand): Promise<void> {
  const frames = JSON.parse(readFileSync(process.env.FRAMES_FILE!, 'utf8')) as FeedFrames;
  const period = 1000 / command.hz;
  const total = Math.round(command.hz * command.seconds);
  const start = performance.now();
  for (let k = 0; k < total; k++) {
    const wait = start + k * period - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const data: MonitorFeed = { ...frames.changes[k % frames.changes.length], time: Date.now() };
    const message: MonitorSocketMessage = { type: 'monitor', data };
    monitor.to('ent:bench').emit(SOCKET_CHANNELS.monitor.event, message);
  }
  report({ type: 'emitted', count: total, errors });
}

process.on('message', (command: AdapterNodeCommand) => {
  if (command.type === 'emit') void emit(command);
});
process.on('disconnect', () => {
  void (async () => {
    io.close();
    for (const close of closers) await close().catch(() => {});
    process.exit(0);
  })();
});

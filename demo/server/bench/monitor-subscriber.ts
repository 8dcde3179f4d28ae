/**
 * Bench helper process: one socket.io-client subscriber of /fms-monitor on loopback, as the console's
 * map is. For each monitor message it reports when it arrived, its size on the wire (the TCP bytes
 * its websocket read, after permessage-deflate) and how long decoding took: parsing and the
 * console's own parseMonitorMessage. Started by server-bench.ts (BENCH_URL, BENCH_TOKEN); exits
 * when the bench does.
 */
import { io } from 'socket.io-client';
import { SOCKET_CHANNELS, SOCKET_PATH } from '../../../src/core/api/contract/socket';
import type { CarFacts } from '../../../src/core/api/contract/monitor-feed';
import { parseMonitorMessage } from '../../../src/core/sockets/messages';

export type SubscriberMessage =
  | { type: 'ready' }
  | { type: 'failed'; reason: string }
  | { type: 'monitor'; receivedAt: number; bytes: number; decodeMs: number; cars: number };

const report = (m: SubscriberMessage) => process.send?.(m);

const socket = io(`${process.env.BENCH_URL}${SOCKET_CHANNELS.monitor.namespace}`, {
  path: SOCKET_PATH,
  transports: ['websocket'],
  auth: { token: process.env.BENCH_TOKEN },
  reconnection: false,
});

/** TCP bytes read by the websocket so far. */
const bytesRead = () => (socket.io.engine.transport as unknown as { ws?: { _socket?: { bytesRead: number } } }).ws?._socket?.bytesRead ?? 0;
let packetAt = 0;
let readBefore = 0;
socket.io.on('open', () => {
  socket.io.engine.on('packet', (packet) => {
    if (packet.type === 'message') packetAt = performance.now();
  });
});
let facts: ReadonlyMap<string, CarFacts> = new Map();
socket.on('connect', () => report({ type: 'ready' }));
socket.on('connect_error', (error) => {
  report({ type: 'failed', reason: error.message });
  process.exit(1);
});
socket.on(SOCKET_CHANNELS.monitor.event, (message: unknown) => {
  const read = parseMonitorMessage(message, facts);
  facts = read?.facts ?? facts;
  const bytes = bytesRead() - readBefore;
  readBefore += bytes;
  report({ type: 'monitor', receivedAt: Date.now(), bytes, decodeMs: performance.now() - packetAt, cars: read?.data.length ?? 0 });
});
process.on('disconnect', () => {
  socket.close();
  process.exit(0);
});

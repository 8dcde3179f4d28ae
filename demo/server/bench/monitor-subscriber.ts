/**
 * Bench helper process: one socket.io-client subscriber of /fms-monitor on loopback, as the console's
 * map is. For each monitor message it reports when it arrived, its size on the wire and how long
 * decoding took. Started by server-bench.ts (BENCH_URL, BENCH_TOKEN); exits when the bench does.
 */
import { io } from 'socket.io-client';
import { SOCKET_CHANNELS, SOCKET_PATH } from '../../../src/core/api/contract/message';

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

let packetAt = 0;
let packetBytes = 0;
socket.io.on('open', () => {
  socket.io.engine.on('packet', (packet) => {
    if (packet.type !== 'message') return;
    packetAt = performance.now();
    packetBytes = typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : (packet.data as ArrayBuffer | undefined)?.byteLength ?? 0;
  });
});
socket.on('connect', () => report({ type: 'ready' }));
socket.on('connect_error', (error) => {
  report({ type: 'failed', reason: error.message });
  process.exit(1);
});
socket.on(SOCKET_CHANNELS.monitor.event, (message: { data?: unknown[] }) => {
  report({ type: 'monitor', receivedAt: Date.now(), bytes: packetBytes, decodeMs: performance.now() - packetAt, cars: message.data?.length ?? 0 });
});
process.on('disconnect', () => {
  socket.close();
  process.exit(0);
});

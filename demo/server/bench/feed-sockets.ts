/**
 * Bench helper process: BENCH_SOCKETS socket.io clients of /fms-monitor, each on its own connection,
 * as the console opens it (websocket transport, the access token as auth.token, permessage-deflate
 * offered as browsers do). Each monitor message is read with the light parser (light-parser.ts):
 * its delivery latency is from the feed's `time` (when the server built it) to its receipt here;
 * the first socket also counts the cars. The parent collects and resets the figures over IPC.
 * BENCH_URL, BENCH_TOKEN (none for the adapter bench's bare servers); exits when the bench does.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CHANNELS, SOCKET_PATH } from '../../../src/core/api/contract/socket';
import { lightParser, type LightMonitor } from './light-parser';

export type SocketsMessage =
  | { type: 'ready'; connected: number; failed: number; reason: string }
  | { type: 'collected'; frames: number[]; latencies: number[]; chars: number; cars: number; disconnects: number };
export type SocketsCommand = { type: 'collect' };

const count = Number(process.env.BENCH_SOCKETS ?? 1);
const report = (m: SocketsMessage) => process.send?.(m);

const frames = new Array<number>(count).fill(0);
let latencies: number[] = [];
let chars = 0;
let cars = 0;
let disconnects = 0;

function open(i: number): Promise<Socket | string> {
  const socket = io(`${process.env.BENCH_URL}${SOCKET_CHANNELS.monitor.namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: process.env.BENCH_TOKEN ? { token: process.env.BENCH_TOKEN } : {},
    forceNew: true,
    reconnection: false,
    parser: lightParser(i === 0),
  });
  socket.on(SOCKET_CHANNELS.monitor.event, (m: LightMonitor) => {
    frames[i]++;
    latencies.push(Date.now() - m.time);
    chars += m.chars;
    if (i === 0) cars = m.cars;
  });
  socket.on('disconnect', () => disconnects++);
  return new Promise((done) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', (error) => done(error.message));
  });
}

const opened: Array<Socket | string> = [];
// a few handshakes at a time, as consoles reconnecting after a restart would not all come at once either
for (let i = 0; i < count; i += 25) opened.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, k) => open(i + k)))));
const failures = opened.filter((s): s is string => typeof s === 'string');
report({ type: 'ready', connected: count - failures.length, failed: failures.length, reason: failures[0] ?? '' });

process.on('message', (command: SocketsCommand) => {
  if (command.type !== 'collect') return;
  report({ type: 'collected', frames: [...frames], latencies, chars, cars, disconnects });
  frames.fill(0);
  latencies = [];
  chars = 0;
});
process.on('disconnect', () => {
  for (const s of opened) if (typeof s !== 'string') s.close();
  process.exit(0);
});

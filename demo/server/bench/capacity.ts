import { monitorEventLoopDelay } from 'node:perf_hooks';
import { encodeMonitorFeed, type SentFacts } from '../../../src/core/monitor-feed';
import type { MonitoringRuntime } from '../domains/monitoring/monitor/runtime';
import { ENTERPRISES } from '../enterprises';
import type { Child } from './child';
import type { SubscriberMessage } from './monitor-subscriber';
import { sleep, summarize, type Summary } from './stats';

/**
 * Simulator capacity at one size: ticks the monitoring runtime once a second (dt = 1 s) with a real
 * socket.io subscriber watching the first enterprise, so each tick steps the simulator, stores
 * events and journeys, builds the monitor records and emits them. Times each tick, the
 * serialisation of the payload (timed again outside the tick: the feed's encoding and the same
 * JSON.stringify socket.io does inside emit), the delivery to the subscriber, and the event loop's
 * worst stalls. `payloadBytes` is the feed before deflate; the subscriber counts the wire bytes.
 */

export interface CapacityRow {
  trucks: number;
  loadMs: number;
  tick: Summary;
  /** CPU time of the tick (this process, all threads): what a tick costs without other work competing */
  tickCpu: Summary;
  serialise: Summary;
  payloadBytes: number;
  /** ms from the tick's start until the subscriber has decoded the message */
  delivered: Summary;
  decode: Summary;
  received: number;
  expected: number;
  wireBytesPerSecond: number;
  /** Mean TCP bytes a monitor message took on the wire (permessage-deflate on). */
  wireBytesPerMessage: number;
  cpuPercent: number;
  loopDelayP99: number;
  loopDelayMax: number;
  rssMb: number;
  driving: number;
}

export interface CapacityOptions {
  runtime: MonitoringRuntime;
  loadMs: number;
  trucks: number;
  subscriber: Child<SubscriberMessage>;
  clock: () => number;
  ticks: number;
  warmup: number;
  /** The measured window never runs longer than this, however slow the ticks. */
  maxWindowMs: number;
}

type Monitor = Extract<SubscriberMessage, { type: 'monitor' }>;
const received = (sub: Child<SubscriberMessage>) => sub.messages.filter((m): m is Monitor => m.type === 'monitor');

async function awaitMessages(sub: Child<SubscriberMessage>, count: number, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (received(sub).length < count && performance.now() < until) await sleep(20);
}

export async function measureCapacity(o: CapacityOptions): Promise<CapacityRow> {
  o.subscriber.messages.length = 0;
  for (let i = 0; i < o.warmup; i++) await o.runtime.tick(o.clock(), 1);
  await awaitMessages(o.subscriber, o.warmup, 5000);
  o.subscriber.messages.length = 0;

  const tickMs: number[] = [];
  const tickCpuMs: number[] = [];
  const serialiseMs: number[] = [];
  const bytes: number[] = [];
  const starts: number[] = [];
  // The facts the subscriber holds after the warm-up, so the figures are those of steady updates.
  let sent: SentFacts = encodeMonitorFeed(await o.runtime.records(ENTERPRISES.A)).sent;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let next = wall0;
  while (tickMs.length < o.ticks && performance.now() - wall0 < o.maxWindowMs) {
    await sleep(next - performance.now());
    next = Math.max(next + 1000, performance.now());
    starts.push(Date.now());
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await o.runtime.tick(o.clock(), 1);
    tickMs.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    tickCpuMs.push((c.user + c.system) / 1000);
    const records = await o.runtime.records(ENTERPRISES.A);
    const s0 = performance.now();
    const frame = encodeMonitorFeed(records, sent);
    const json = JSON.stringify({ type: 'monitor', data: frame.changes });
    serialiseMs.push(performance.now() - s0);
    sent = frame.sent;
    bytes.push(Buffer.byteLength(json));
  }
  await sleep(next - performance.now()); // the last second of the window
  const wallMs = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  await awaitMessages(o.subscriber, starts.length, 5000);

  const messages = received(o.subscriber).slice(0, starts.length);
  const records = await o.runtime.records(ENTERPRISES.A);
  return {
    trucks: o.trucks,
    loadMs: o.loadMs,
    tick: summarize(tickMs),
    tickCpu: summarize(tickCpuMs),
    serialise: summarize(serialiseMs),
    payloadBytes: bytes.reduce((a, b) => a + b, 0) / (bytes.length || 1),
    delivered: summarize(messages.map((m, i) => m.receivedAt - starts[i])),
    decode: summarize(messages.map((m) => m.decodeMs)),
    received: messages.length,
    expected: starts.length,
    wireBytesPerSecond: messages.reduce((a, m) => a + m.bytes, 0) / (wallMs / 1000),
    wireBytesPerMessage: messages.reduce((a, m) => a + m.bytes, 0) / (messages.length || 1),
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
    loopDelayP99: loop.percentile(99) / 1e6,
    loopDelayMax: loop.max / 1e6,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    driving: records.filter((r) => r.status === 'driving').length,
  };
}

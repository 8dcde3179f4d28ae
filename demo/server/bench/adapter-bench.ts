/**
 * Adapter bench (`npm run bench -- adapter`, never part of `npm test`; no assertions, it prints
 * figures): which socket.io adapter carries a 10,000-truck monitor feed between server processes
 * (issue 25, 2). Two socket.io servers in two processes, joined by @socket.io/postgres-adapter (on a
 * throwaway PostgreSQL) or by @socket.io/redis-adapter (on a throwaway redis-server); the first
 * broadcasts real feed frames to the room, the clients are all on the second, in a process of their
 * own. `none` is one process with no adapter, for scale. Per adapter and rate: frames delivered per
 * socket and second, delivery latency from the frame's time to its receipt, and the CPU of each
 * process (emitter, receiver, broker). Knobs: BENCH_ADAPTER_TRUCKS=10000 BENCH_ADAPTER_SOCKETS=4
 * BENCH_ADAPTER_RATES=1,2,4 (frames a second) BENCH_ADAPTER_SECONDS=20
 * BENCH_ADAPTER_KINDS=none,postgres,redis BENCH_ADAPTER_PORT=8331 (uses it and the next two).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import type { AdapterKind, AdapterNodeCommand, AdapterNodeMessage } from './adapter-node';
import { loadAverage } from './bench-app';
import { createAdapterTable, startThrowawayRedis } from './bench-services';
import { startChild, type Child } from './child';
import { feedFrames } from './feed-frames';
import type { SocketsCommand, SocketsMessage } from './feed-sockets';
import { cpuMeter, findProcess } from './process-cpu';
import { num, sleep, summarize, table } from './stats';

const TRUCKS = Number(process.env.BENCH_ADAPTER_TRUCKS ?? 10_000);
const SOCKETS = Number(process.env.BENCH_ADAPTER_SOCKETS ?? 4);
const RATES = (process.env.BENCH_ADAPTER_RATES ?? '1,2,4').split(',').map(Number).filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_ADAPTER_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_ADAPTER_PORT ?? 8331);
const KINDS = (process.env.BENCH_ADAPTER_KINDS ?? 'none,postgres,redis').split(',') as AdapterKind[];
/** Frames still on their way when the emitter has sent the last one get this long to arrive. */
const DRAIN_MS = 3000;

interface Row {
  kind: AdapterKind; hz: number; delivered: number; expected: number; perSecond: number; mbPerSecond: number;
  p50: number; p95: number; max: number; emitterCpu: number; receiverCpu: number; brokerCpu: number; clientsCpu: number; errors: number;
  /** PostgreSQL's write-ahead log written meanwhile, MB a second (what a replica or a WAL archive receives). */
  walMbPerSecond: number;
}

const isMessage = <T extends { type: string }>(type: T['type']) => (m: { type: string }): m is T => m.type === type;

/** The server's WAL position in bytes: the PostgreSQL adapter writes each frame over 8,000 bytes as a row. */
async function walBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ at: string }>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS at`);
    return Number(rows[0].at);
  } finally {
    await client.end();
  }
}

async function runKind(kind: AdapterKind, framesFile: string, url: string, brokerPid: () => number | null, pgUrl: string): Promise<Row[]> {
  const children: Array<Child<unknown>> = [];
  const node = (port: number) => {
    const child = startChild<AdapterNodeMessage>('./adapter-node.ts', { ADAPTER: kind, ADAPTER_URL: url, PORT: String(port), FRAMES_FILE: framesFile });
    children.push(child as Child<unknown>);
    return child;
  };
  try {
    const receiver = node(PORT + 1);
    const emitter = kind === 'none' ? receiver : node(PORT);
    for (const c of new Set([receiver, emitter])) await c.first(isMessage<{ type: 'ready' }>('ready'), 30_000);
    const sockets = startChild<SocketsMessage>('./feed-sockets.ts', { BENCH_URL: `http://127.0.0.1:${PORT + 1}`, BENCH_SOCKETS: String(SOCKETS) });
    children.push(sockets as Child<unknown>);
    const ready = await sockets.first(isMessage<Extract<SocketsMessage, { type: 'ready' }>>('ready'), 60_000);
    if (ready.failed) throw new Error(`${ready.failed} sockets could not connect: ${ready.reason}`);
    // the adapters learn of each other by heartbeat; give the first one time to go round
    await sleep(2000);
    const collect = async () => {
      sockets.send({ type: 'collect' } satisfies SocketsCommand);
      return sockets.next(isMessage<Extract<SocketsMessage, { type: 'collected' }>>('collected'), 30_000);
    };
    const rows: Row[] = [];
    for (const hz of RATES) {
      const run = async (seconds: number) => {
        emitter.send({ type: 'emit', hz, seconds } satisfies AdapterNodeCommand);
        const done = await emitter.next(isMessage<Extract<AdapterNodeMessage, { type: 'emitted' }>>('emitted'), seconds * 1000 + 60_000);
        await sleep(DRAIN_MS);
        return done;
      };
      await run(2); // warm-up
      await collect();
      const meters = {
        emitter: cpuMeter(() => emitter.process.pid ?? null), receiver: cpuMeter(() => receiver.process.pid ?? null),
        broker: cpuMeter(brokerPid), clients: cpuMeter(() => sockets.process.pid ?? null),
      };
      const wal0 = await walBytes(pgUrl);
      const t0 = performance.now();
      for (const m of Object.values(meters)) m.start();
      const emitted = await run(SECONDS);
      const walMbPerSecond = (await walBytes(pgUrl)) - wal0;
      const elapsed = (performance.now() - t0) / 1000;
      const cpu = Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m.stop()])) as Record<keyof typeof meters, number>;
      const got = await collect();
      const delivered = got.frames.reduce((a, b) => a + b, 0);
      const latency = summarize(got.latencies);
      const row: Row = {
        kind, hz, delivered, expected: emitted.count * SOCKETS, perSecond: delivered / SOCKETS / SECONDS,
        // what crossed between the processes: each frame once (the adapter publishes a broadcast once, whatever the room's size)
        mbPerSecond: kind === 'none' ? 0 : (got.chars / (delivered || 1)) * (delivered / SOCKETS) / SECONDS / 2 ** 20,
        p50: latency.p50, p95: latency.p95, max: latency.max,
        emitterCpu: kind === 'none' ? NaN : cpu.emitter, receiverCpu: cpu.receiver, brokerCpu: kind === 'none' ? NaN : cpu.broker, clientsCpu: cpu.clients, errors: emitted.errors,
        walMbPerSecond: walMbPerSecond / elapsed / 2 ** 20,
      };
      rows.push(row);
      console.log(`  ${kind} at ${hz}/s: ${delivered}/${row.expected} delivered, p95 ${num(row.p95)} ms, CPU emitter ${num(row.emitterCpu)} % receiver ${num(row.receiverCpu)} % broker ${num(row.brokerCpu)} %`);
    }
    return rows;
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => {});
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`adapter bench: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${loadAverage()}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'fms-bench-adapter-'));
  const stops: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true, force: true })];
  try {
    const frames = await feedFrames(TRUCKS, 10);
    const framesFile = path.join(dir, 'frames.json');
    writeFileSync(framesFile, JSON.stringify(frames));
    const frameKb = summarize(frames.changes.map((f) => JSON.stringify(f).length / 1024));
    console.log(`${frames.trucks} trucks: ${frames.changes.length} real feed frames, ${num(frameKb.mean)} KB each as JSON (before deflate); ${SOCKETS} sockets on the receiving server`);

    const postgres = await startThrowawayPostgres();
    stops.unshift(() => postgres.stop());
    const pgUrl = await postgres.createDatabase('adapter_bench');
    await createAdapterTable(pgUrl);
    const redis = await startThrowawayRedis(PORT + 2);
    stops.unshift(() => redis.stop());
    const postmaster = findProcess('postgres', `-p ${postgres.port}`);

    const rows: Row[] = [];
    for (const kind of KINDS) {
      console.log(`${kind}:`);
      const url = kind === 'postgres' ? pgUrl : kind === 'redis' ? redis.url : '';
      rows.push(...(await runKind(kind, framesFile, url, () => (kind === 'postgres' ? postmaster : kind === 'redis' ? redis.pid : null), pgUrl)));
    }

    console.log(`\nadapters between two socket.io processes: ${frames.trucks} trucks, a ${num(frameKb.mean)} KB frame, ${SOCKETS} sockets on the receiver, ${SECONDS} s per row\n`);
    console.log(table(
      ['adapter', 'frames/s sent', 'delivered', 'per socket/s', 'MB/s across', 'latency p50', 'latency p95', 'latency max', 'CPU emitter %', 'CPU receiver %', 'CPU broker %', 'CPU clients %', 'WAL MB/s'],
      rows.map((r) => [
        r.kind, r.hz, `${r.delivered}/${r.expected}`, num(r.perSecond, 2), num(r.mbPerSecond, 2), num(r.p50), num(r.p95), num(r.max),
        num(r.emitterCpu), num(r.receiverCpu), num(r.brokerCpu), num(r.clientsCpu), num(r.walMbPerSecond, 2),
      ]),
    ));
    console.log('latency in ms, from the frame\'s time (set as the emitter broadcast it) to its receipt by a client; CPU % of one core over the row;');
    console.log('none = one process without an adapter (emitter and receiver are the same); broker = PostgreSQL (all its processes) or redis-server;');
    console.log('WAL = PostgreSQL\'s write-ahead log written over the row (the adapter\'s rows; nothing else writes to this cluster).');
    console.log(`\nadapter bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error('cleanup failed', error));
  }
}

await main();

/**
 * Server bench (`npm run bench`, never part of `npm test`; no assertions, it prints figures):
 * (a) how many simulated trucks the server carries at one update a second, with a real socket.io
 *     subscriber on loopback; (b) list-call latency over real HTTP while the simulator ticks.
 * Runs in process on a throwaway data folder with the small seed, stops by itself and removes the
 * folder. Knobs: BENCH_SIZES=1000,2500,… BENCH_TICKS=30 BENCH_LOAD_SECONDS=10 BENCH_CONCURRENCY=8,32
 * BENCH_LISTS=events,maintenance (only the list calls whose name contains a word) BENCH_LIST_COPIES=100.
 */
import { cpus } from 'node:os';
import { loadAverage as load, startBenchApp } from './bench-app';
import { measureCapacity, type CapacityRow } from './capacity';
import { startChild } from './child';
import { freshRuntime, growFleet } from './fleet-size';
import type { LoadMessage } from './http-load';
import { measureLists, type ListRow } from './list-latency';
import { growLists } from './list-rows';
import type { SubscriberMessage } from './monitor-subscriber';
import { num, table, type Summary } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '1000,2500,5000,10000,20000').split(',').map(Number).filter((n) => n > 0);
const TICKS = Number(process.env.BENCH_TICKS ?? 30);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_TICKS = 2;
/** A tick must leave half of its one-second period to the HTTP calls. */
const BUDGET_MS = 500;
/** Past this tick p95 the larger sizes are not tried: they could only be slower. */
const GIVE_UP_MS = 2000;
const LOAD_TRUCKS = 1000;
/** Copies of the seeded rows of the newer pages' lists made before (b) (list-rows.ts). */
const LIST_COPIES = Number(process.env.BENCH_LIST_COPIES ?? 100);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '8,32').split(',').map(Number).filter((n) => n > 0);

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`server bench: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${load()}`);
  const { app, clock, baseUrl, apiKey, token, close } = await startBenchApp();
  const stops: Array<() => Promise<void>> = [close];
  try {
    console.log(`app built and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; listening on ${baseUrl}`);

    const subscriber = startChild<SubscriberMessage>('./monitor-subscriber.ts', { BENCH_URL: baseUrl, BENCH_TOKEN: token });
    stops.unshift(() => subscriber.stop());
    const ready = await subscriber.next((m): m is SubscriberMessage => m.type === 'ready' || m.type === 'failed', 30_000);
    if (ready.type === 'failed') throw new Error(`the subscriber could not connect: ${ready.reason}`);
    const loader = startChild<LoadMessage>('./http-load.ts', {});
    stops.unshift(() => loader.stop());

    const capacity: CapacityRow[] = [];
    let lists: { rows: ListRow[]; ticks: Summary } | null = null;
    for (const size of SIZES) {
      const trucks = await growFleet(app.ctx, size);
      const { runtime, loadMs } = await freshRuntime(app.ctx);
      console.log(`(a) ${trucks} trucks: runtime loaded in ${loadMs.toFixed(0)} ms, ticking ${TICKS} s…`);
      const row = await measureCapacity({ runtime, loadMs, trucks, subscriber, clock, ticks: TICKS, warmup: WARMUP_TICKS, maxWindowMs: TICKS * 3000 });
      capacity.push(row);
      console.log(`    tick p95 ${row.tick.p95.toFixed(0)} ms, payload ${(row.payloadBytes / 1024).toFixed(0)} KB, delivered p95 ${row.delivered.p95.toFixed(0)} ms`);
      if (size === LOAD_TRUCKS) {
        const rows = await growLists(app.ctx.db, LIST_COPIES);
        console.log(`(b) rows after ${LIST_COPIES} copies of the seeded ones: ${Object.entries(rows).map(([table, n]) => `${table} ${n}`).join(', ')}`);
        console.log(`(b) list calls with ${trucks} trucks ticking, ${LOAD_SECONDS} s per call and concurrency…`);
        const headers = { 'content-type': 'application/json', 'x-api-key': apiKey, authorization: `Bearer ${token}` };
        lists = await measureLists({ baseUrl, headers, loader, runtime, clock, seconds: LOAD_SECONDS, concurrencies: CONCURRENCY, maxRequests: 100_000 });
      }
      if (row.tick.p95 > GIVE_UP_MS) {
        console.log(`    tick p95 above ${GIVE_UP_MS} ms: larger sizes skipped`);
        break;
      }
    }

    console.log(`\n(a) simulator capacity at 1 update/s (dt = 1 s; ${TICKS} ticks per size after ${WARMUP_TICKS} warm-up; one socket.io subscriber on loopback)\n`);
    console.log(table(
      ['trucks', 'driving', 'load ms', 'tick p50', 'tick p95', 'tick max', 'tick CPU p50', 'tick CPU p95', 'loop stall p99', 'loop stall max', 'CPU %', 'RSS MB'],
      capacity.map((r) => [
        r.trucks, r.driving, num(r.loadMs), num(r.tick.p50), num(r.tick.p95), num(r.tick.max), num(r.tickCpu.p50), num(r.tickCpu.p95),
        num(r.loopDelayP99), num(r.loopDelayMax), num(r.cpuPercent), num(r.rssMb),
      ]),
    ));
    console.log('');
    console.log(table(
      ['trucks', 'payload KB', 'serialise p50', 'serialise p95', 'wire B/truck', 'wire MB/s', 'delivered p50', 'delivered p95', 'client decode p95', 'received'],
      capacity.map((r) => [
        r.trucks, num(r.payloadBytes / 1024), num(r.serialise.p50, 1), num(r.serialise.p95, 1), num(r.wireBytesPerMessage / r.trucks, 1), num(r.wireBytesPerSecond / 2 ** 20, 2),
        num(r.delivered.p50), num(r.delivered.p95), num(r.decode.p95), `${r.received}/${r.expected}`,
      ]),
    ));
    const carried = capacity.filter((r) => r.tick.p95 < BUDGET_MS && r.received === r.expected).at(-1);
    console.log(`\ncarried at one update a second (tick p95 < ${BUDGET_MS} ms of the 1 s budget, every update delivered): ${carried ? `${carried.trucks} trucks` : 'none of the sizes tried'}`);
    const cpuCarried = capacity.filter((r) => r.tickCpu.p95 < BUDGET_MS).at(-1);
    console.log(`by CPU time alone (tick CPU p95 < ${BUDGET_MS} ms, as on a machine with nothing else running): ${cpuCarried ? `${cpuCarried.trucks} trucks` : 'none of the sizes tried'}`);
    console.log('Times in ms. tick = wall time of one tick (step, store, records, emit); tick CPU = CPU time of this process meanwhile (all threads);');
    console.log('delivered = from the tick\'s start until the subscriber decoded the message; loop stall = event-loop delay; CPU % = of one core over the window.');
    console.log('payload = the compact feed before deflate (issue 9); wire = TCP bytes the subscriber read per update, permessage-deflate on.');

    if (lists) {
      console.log(`\n(b) list calls over HTTP on 127.0.0.1 with ${LOAD_TRUCKS} trucks ticking (${LOAD_SECONDS} s per row; latency in ms)\n`);
      console.log(table(
        ['call', 'in flight', 'requests', 'per s', 'p50', 'p95', 'p99', 'max', 'KB/answer', 'CPU ms/answer', 'errors'],
        lists.rows.map((r) => [r.call, r.concurrency, r.requests, num(r.perSecond), num(r.latency.p50, 1), num(r.latency.p95, 1), num(r.latency.p99, 1), num(r.latency.max, 1), num(r.kbPerAnswer, 1), num(r.cpuMsPerAnswer, 1), r.errors]),
      ));
      console.log(`\nticks meanwhile: ${lists.ticks.n}, p50 ${num(lists.ticks.p50)} ms, p95 ${num(lists.ticks.p95)} ms, max ${num(lists.ticks.max)} ms`);
    }
    console.log(`\nserver bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error('cleanup failed', error));
  }
}

await main();

/**
 * Feed bench (`npm run bench -- feed`, never part of `npm test`; no assertions, it prints figures):
 * the bytes per truck per update of the live monitor feed (/fms-monitor, issue 9). For N trucks it
 * ticks the real monitoring runtime and takes the records it emits, then sizes one update as
 * today's JSON list was sent, as the compact feed (contract/monitor-feed.ts), and each of them after
 * deflate with a window shared across messages, as permessage-deflate does. A real socket.io client
 * connected to the server, which runs with perMessageDeflate on, counts the same updates' bytes on
 * the wire. Runs in process on a throwaway data folder and removes it. Knobs: BENCH_SIZES=1000,10000
 * BENCH_MESSAGES=10.
 */
import { cpus } from 'node:os';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { decodeMonitorFeed, encodeMonitorFeed, MonitorFeedEncoder, type SentFacts } from '../../../src/core/monitor-feed';
import { ENTERPRISES } from '../enterprises';
import { loadAverage, startBenchApp } from './bench-app';
import { deflateWindow } from './deflate-window';
import { wireCounter } from './feed-wire';
import { freshRuntime, growFleet } from './fleet-size';
import { num, table } from './stats';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number).filter((n) => n > 0);
const MESSAGES = Math.max(2, Number(process.env.BENCH_MESSAGES ?? 10));
const WARMUP_TICKS = 3;

/** Bytes of one update, per form; `first` is the message a new subscriber gets (every car's facts). */
interface Sample { json: number; jsonDeflated: number; feed: number; feedDeflated: number; wire: number; encodeMs: number; reusedMs: number; decodeMs: number }

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

async function measure(records: () => Promise<MonitorRecord[]>, tick: () => Promise<void>, wire: Awaited<ReturnType<typeof wireCounter>>) {
  const jsonWindow = deflateWindow();
  const feedWindow = deflateWindow();
  let sent: SentFacts = new Map();
  let known = new Map();
  // the server's encoder (issue 26, 2): the same bytes, its lists reused from frame to frame
  const encoder = new MonitorFeedEncoder();
  const samples: Sample[] = [];
  let trucks = 0;
  for (let k = 0; k < MESSAGES; k++) {
    const arrived = wire.next(30_000);
    await tick();
    const list = await records();
    trucks = list.length;
    const json = JSON.stringify({ type: 'monitor', data: list });
    const t0 = performance.now();
    const frame = encodeMonitorFeed(list, sent);
    const feed = JSON.stringify({ type: 'monitor', data: k === 0 ? frame.whole : frame.changes });
    const encodeMs = performance.now() - t0;
    sent = frame.sent;
    const r0 = performance.now();
    JSON.stringify({ type: 'monitor', data: encoder.encode(list) });
    const reusedMs = performance.now() - r0;
    const t1 = performance.now();
    known = decodeMonitorFeed((JSON.parse(feed) as { data: unknown }).data, known)!.facts;
    const decodeMs = performance.now() - t1;
    samples.push({
      json: Buffer.byteLength(json), jsonDeflated: await jsonWindow.size(json),
      feed: Buffer.byteLength(feed), feedDeflated: await feedWindow.size(feed),
      wire: (await arrived) ?? NaN, encodeMs, reusedMs, decodeMs,
    });
  }
  jsonWindow.close();
  feedWindow.close();
  return { trucks, first: samples[0], steady: samples.slice(1) };
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`feed bench: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${loadAverage()}`);
  const bench = await startBenchApp();
  const rows: Array<Array<string | number>> = [];
  try {
    for (const size of SIZES) {
      const trucks = await growFleet(bench.app.ctx, size);
      const { runtime } = await freshRuntime(bench.app.ctx);
      for (let i = 0; i < WARMUP_TICKS; i++) await runtime.tick(bench.clock(), 1);
      const wire = await wireCounter(bench.baseUrl, bench.token);
      console.log(`${trucks} trucks: ${MESSAGES} updates, websocket extensions '${wire.extensions()}'`);
      try {
        const { trucks: n, first, steady } = await measure(() => runtime.records(ENTERPRISES.A), () => runtime.tick(bench.clock(), 1), wire);
        const perTruck = (pick: (s: Sample) => number) => num(mean(steady.map(pick)) / n, 1);
        rows.push([
          n, perTruck((s) => s.json), perTruck((s) => s.jsonDeflated), perTruck((s) => s.feed), perTruck((s) => s.feedDeflated),
          perTruck((s) => s.wire), num(first.wire / n, 1), num(mean(steady.map((s) => s.encodeMs)), 1), num(mean(steady.map((s) => s.reusedMs)), 1), num(mean(steady.map((s) => s.decodeMs)), 1),
        ]);
      } finally {
        wire.close();
      }
    }
    console.log(`\nbytes per truck per update (mean of ${MESSAGES - 1} updates after the first; one enterprise's fleet)\n`);
    console.log(table(
      ['trucks', 'JSON (before)', 'JSON+deflate', 'feed', 'feed+deflate', 'feed on the wire', 'first message on the wire', 'encode ms', 'reusing encoder ms', 'decode ms'],
      rows,
    ));
    console.log('JSON = the list of MonitorRecord as /fms-monitor sent it before issue 9; feed = contract/monitor-feed.ts;');
    console.log('+deflate = node:zlib deflateRaw, one stream a connection with a sync flush a message (permessage-deflate);');
    console.log('on the wire = TCP bytes a socket.io client read per message from the server (perMessageDeflate on);');
    console.log('first message = what a new subscriber gets, every car\'s facts included; encode/decode = the feed\'s, JSON included;');
    console.log('reusing encoder = the server\'s MonitorFeedEncoder (issue 26, 2) on the same records, JSON included.');
    console.log(`\nfeed bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();

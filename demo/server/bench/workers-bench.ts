/**
 * Workers bench (`npm run bench -- workers`, never part of `npm test`; no assertions, it prints
 * figures), issue 25, 6: trucks carried at one update a second and the feed's delivery to 500
 * sockets, with 1 and with 2 server processes (FMS_WORKERS) on this machine, side by side.
 *
 * Per worker count: a database copied from one seeded template on a throwaway PostgreSQL, the real
 * server (`demo/server/main.ts`) started as a child on it with FMS_WORKERS=N, and 500 socket.io
 * clients of /fms-monitor in two helper processes (feed-sockets.ts: the console's transport and
 * token, permessage-deflate offered as browsers do), all demo-admin watching enterprise A. The
 * fleet grows step by step (cars written to the database as the server bench does, which the
 * server's simulator picks up at its next reload); at each size, once the feed carries every car,
 * a window of BENCH_WORKERS_SECONDS counts the frames each socket got and their delivery latency
 * (from the frame's time, set by the tick, to its receipt). A size is carried when every socket
 * gets a frame a second (95 % or more of the window's) with a delivery p95 under one second; the
 * series ends at the first size not carried. `2+redis` is two workers with the socket.io adapter on a
 * throwaway Redis (FMS_REDIS_URL) instead of PostgreSQL. Knobs: BENCH_WORKERS=1,2,2+redis BENCH_FLEET_SIZES=…
 * BENCH_WORKERS_SOCKETS=500 BENCH_WORKERS_SECONDS=20 BENCH_WORKERS_PORT=8334 (and the next one for Redis).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { startServer } from '../../../scripts/bench-server';
import { buildApp, type App } from '../app';
import { DEMO_PASSWORD } from '../domains/core/accounts';
import { localHour } from '../sim/phases';
import { loadAverage } from './bench-app';
import { startThrowawayRedis } from './bench-services';
import { startChild, type Child } from './child';
import type { SocketsCommand, SocketsMessage } from './feed-sockets';
import { growFleet } from './fleet-size';
import { cpuMeter, findProcess } from './process-cpu';
import { num, sleep, summarize, table, type Summary } from './stats';

/** Server set-ups: a worker count, `+redis` for the socket.io adapter on Redis (FMS_REDIS_URL) instead of PostgreSQL. */
const SETUPS = (process.env.BENCH_WORKERS ?? '1,2,2+redis').split(',').map((text) => ({ text, workers: parseInt(text, 10), redis: text.endsWith('+redis') })).filter((s) => s.workers > 0);
type Setup = (typeof SETUPS)[number];
const SIZES = (process.env.BENCH_FLEET_SIZES ?? '100,250,500,750,1000,1500,2500,5000,10000').split(',').map(Number).filter((n) => n > 0);
const SOCKETS = Number(process.env.BENCH_WORKERS_SOCKETS ?? 500);
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_WORKERS_PORT ?? 8334);
/** Sockets per helper process: two processes, so the clients' own work can use both cores. */
const CLIENT_PROCESSES = 2;
/** A size is carried when each socket got at least this share of one frame a second… */
const MIN_RATE = 0.95;
/** …and the frames' delivery p95 stays under the period: an update arrives before the next is due. */
const MAX_P95_MS = 1000;
/** How long the server's simulator may take to pick up new cars (it reloads every 30 ticks). */
const PICK_UP_MS = 90_000;

interface Row {
  setup: string; trucks: number; cars: number; rateMean: number; rateMin: number; delivery: Summary;
  serverCpu: number; postgresCpu: number; redisCpu: number; clientsCpu: number; disconnects: number; carried: boolean;
}

type Collected = Extract<SocketsMessage, { type: 'collected' }>;
const isType = <T extends { type: string }>(type: T['type']) => (m: { type: string }): m is T => m.type === type;

async function collect(children: Array<Child<SocketsMessage>>): Promise<{ frames: number[]; latencies: number[]; cars: number; disconnects: number }> {
  const parts = await Promise.all(children.map(async (c) => {
    const answer = c.next(isType<Collected>('collected'), 30_000);
    c.send({ type: 'collect' } satisfies SocketsCommand);
    return answer;
  }));
  return {
    frames: parts.flatMap((p) => p.frames),
    latencies: parts.flatMap((p) => p.latencies),
    cars: parts[0].cars,
    disconnects: parts.reduce((a, p) => a + p.disconnects, 0),
  };
}

async function signIn(base: string, apiKey: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/v0/sign-in`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ name: 'demo-admin', password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** One worker count: its own copy of the seeded database, the server, the sockets, the fleet grown step by step. */
async function runWorkers({ text, workers, redis }: Setup, postgres: ThrowawayPostgres, dataDir: string): Promise<Row[]> {
  const database = `fleet_${text.replace(/\W/g, '_')}`;
  const url = await postgres.createDatabase(database, 'fleet_seed');
  const stops: Array<() => Promise<void>> = [() => postgres.dropDatabase(database)];
  const rows: Row[] = [];
  try {
    // The bench's own handle on the database, to add cars; it runs no simulator (background off).
    const app: App = await buildApp({ dataDir, databaseUrl: url, seedSize: 'small', background: false, logger: false });
    stops.unshift(() => app.close());
    const broker = redis ? await startThrowawayRedis(PORT + 1) : null;
    if (broker) stops.unshift(broker.stop);
    const server = await startServer('fms-bench-', {
      port: PORT, dataDir, args: ['--seed=small', '--api-only', '--quiet'],
      env: { FMS_DATABASE_URL: url, FMS_WORKERS: String(workers), FMS_ACCESS_TTL: String(3600), ...(broker ? { FMS_REDIS_URL: broker.url } : {}) },
    });
    stops.unshift(server.stop);
    const token = await signIn(server.base, app.ctx.keys.apiKey);
    const clients: Array<Child<SocketsMessage>> = [];
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      const n = Math.floor(SOCKETS / CLIENT_PROCESSES) + (i < SOCKETS % CLIENT_PROCESSES ? 1 : 0);
      const child = startChild<SocketsMessage>('./feed-sockets.ts', { BENCH_URL: server.base, BENCH_TOKEN: token, BENCH_SOCKETS: String(n) });
      stops.unshift(() => child.stop());
      clients.push(child);
    }
    for (const c of clients) {
      const ready = await c.first(isType<Extract<SocketsMessage, { type: 'ready' }>>('ready'), 120_000);
      if (ready.failed) throw new Error(`${ready.failed} sockets could not connect: ${ready.reason}`);
    }
    console.log(`${text} worker(s): server up on ${server.base}, ${SOCKETS} sockets connected`);
    const postmaster = findProcess('postgres', `-p ${postgres.port}`);
    /** Waits until the feed carries `cars` cars (or PICK_UP_MS passes); answers what it carries. */
    const feedCarries = async (cars: number) => {
      const waitUntil = performance.now() + PICK_UP_MS;
      let seen = await collect(clients);
      while (seen.cars < cars && performance.now() < waitUntil) {
        await sleep(2000);
        seen = await collect(clients);
      }
      return seen.cars;
    };
    // The sizes count every simulated car; the feed carries enterprise A's, the other enterprises keep theirs.
    const others = (await growFleet(app.ctx, 0)) - (await feedCarries(1));
    for (const size of SIZES) {
      const trucks = await growFleet(app.ctx, size);
      const carried = await feedCarries(trucks - others);
      if (carried < trucks - others) console.log(`  ${trucks} trucks: the feed carries ${carried} of enterprise A's ${trucks - others} cars after ${PICK_UP_MS / 1000} s; measuring anyway`);
      await sleep(2000);
      await collect(clients);
      const meters = {
      server: cpuMeter(() => server.pid), postgres: cpuMeter(() => postmaster), redis: cpuMeter(() => broker?.pid ?? null), clients: cpuMeter(() => process.pid),
    };
      for (const m of Object.values(meters)) m.start();
      await sleep(SECONDS * 1000);
      const got = await collect(clients);
      // the bench's own process and its helpers: what is left is the clients' share of the machine
      const cpu = { server: meters.server.stop(), postgres: meters.postgres.stop(), redis: meters.redis.stop(), clients: meters.clients.stop() };
      const rates = got.frames.map((f) => f / SECONDS);
      const row: Row = {
        setup: text, trucks, cars: got.cars, rateMean: rates.reduce((a, b) => a + b, 0) / (rates.length || 1), rateMin: Math.min(...rates),
        delivery: summarize(got.latencies), serverCpu: cpu.server, postgresCpu: cpu.postgres, redisCpu: broker ? cpu.redis : NaN, clientsCpu: cpu.clients, disconnects: got.disconnects,
        carried: false,
      };
      row.carried = row.rateMin >= MIN_RATE && row.delivery.p95 < MAX_P95_MS && row.disconnects === 0;
      rows.push(row);
      console.log(`  ${trucks} trucks: frames per socket and second ${num(row.rateMean, 2)} (lowest ${num(row.rateMin, 2)}), delivery p95 ${num(row.delivery.p95)} ms, server CPU ${num(row.serverCpu)} %${row.carried ? '' : ' — not carried'}`);
      if (!row.carried) break;
    }
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error('cleanup failed', error));
  }
  return rows;
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`workers bench: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${loadAverage()}`);
  const hour = localHour(Date.now());
  if (hour < 6 || hour >= 18) console.log(`note: it is ${hour.toFixed(1)} h in Taipei; the simulated trucks park overnight, so the feed is lighter than by day`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fms-bench-workers-'));
  const postgres = await startThrowawayPostgres();
  const rows: Row[] = [];
  try {
    // One seeded database (migrations, small seed, the data folder's secrets) that each run copies.
    const seedUrl = await postgres.createDatabase('fleet_seed');
    const seeded = await buildApp({ dataDir, reset: true, databaseUrl: seedUrl, seedSize: 'small', background: false, logger: false });
    await seeded.close();
    console.log(`database seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const setup of SETUPS) rows.push(...(await runWorkers(setup, postgres, dataDir)));
  } finally {
    await postgres.stop().catch((error) => console.error('cleanup failed', error));
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nthe live feed at one update a second to ${SOCKETS} sockets (all watching one enterprise's fleet), by server processes; ${SECONDS} s per row\n`);
  console.log(table(
    ['workers', 'trucks', 'cars in feed', 'frames/s mean', 'frames/s lowest', 'delivery p50', 'delivery p95', 'delivery max', 'CPU server %', 'server ms/frame', 'CPU PostgreSQL %', 'CPU Redis %', 'CPU clients %', 'carried'],
    rows.map((r) => [
      r.setup, r.trucks, r.cars, num(r.rateMean, 2), num(r.rateMin, 2), num(r.delivery.p50), num(r.delivery.p95), num(r.delivery.max),
      num(r.serverCpu), num((r.serverCpu * 10) / (r.rateMean * SOCKETS), 2), num(r.postgresCpu), num(r.redisCpu), num(r.clientsCpu), r.carried ? 'yes' : 'no',
    ]),
  ));
  console.log('frames/s = monitor updates each socket got per second (1 when the tick keeps 1 Hz); delivery in ms from the frame\'s time to its receipt;');
  console.log('CPU % of one core over the window: server = the server process and its workers; clients = this bench and its socket processes;');
  console.log('server ms/frame = the server\'s CPU time per frame delivered to one socket (the tick\'s share included).');
  console.log('');
  console.log(table(
    ['workers', 'trucks carried at 1 Hz', `delivery p95 to ${SOCKETS} sockets there`],
    SETUPS.map(({ text }) => {
      const carried = rows.filter((r) => r.setup === text && r.carried).at(-1);
      return [text, carried ? carried.trucks : `under ${SIZES[0]}`, carried ? `${num(carried.delivery.p95)} ms` : '–'];
    }),
  ));
  console.log(`\nworkers bench done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
}

await main();

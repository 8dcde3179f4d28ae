import type { MonitoringRuntime } from '../domains/monitoring/monitor/runtime';
import type { Child } from './child';
import type { LoadJob, LoadMessage } from './http-load';
import { summarize, type Summary } from './stats';
import { DAY_MS } from '../../../src/core/format/time-units';

/**
 * List-call latency under load: the runtime ticks once a second as in production (emitting to the
 * subscriber) while the load process keeps `concurrency` requests of one list call in flight over
 * real HTTP on 127.0.0.1, for a bounded time and count.
 */


/** The console's list calls with the bodies its pages send first (default page sizes). */
export const LIST_CALLS: ReadonlyArray<{ name: string; path: string; body: (now: number) => unknown }> = [
  { name: 'driving-monitor/v0/car/list', path: '/api/driving-monitor/v0/car/list', body: () => ({}) },
  { name: 'events/v0/event/list', path: '/api/events/v0/event/list', body: (now) => ({ startTime: now - DAY_MS, endTime: now }) },
  { name: 'task/v0/list', path: '/api/task/v0/list', body: () => ({}) },
  { name: 'car/v0/list', path: '/api/car/v0/list', body: () => ({}) },
  // The newer pages' lists (issue 26, 3): maintenance records, cycles and orders, the plus service
  // orders, the operation log and the dispatch schedules, each with its page's first body.
  { name: 'maintenance/v0/list', path: '/api/maintenance/v0/list', body: () => ({}) },
  { name: 'maintenance-cycle/v0/list', path: '/api/maintenance-cycle/v0/list', body: () => ({}) },
  { name: 'maintenance-order/v0/list', path: '/api/maintenance-order/v0/list', body: () => ({}) },
  { name: 'plus order/list', path: '/plus/order/list', body: () => ({}) },
  { name: 'log-operation/v0/list', path: '/api/log-operation/v0/list', body: () => ({}) },
  { name: 'task/v0/schedule/list', path: '/api/task/v0/schedule/list', body: () => ({}) },
];

/** `BENCH_LISTS=events,maintenance` measures only the calls whose name contains one of the words. */
export function selectedCalls(filter = process.env.BENCH_LISTS): typeof LIST_CALLS {
  const words = (filter ?? '').split(',').map((w) => w.trim()).filter(Boolean);
  return words.length ? LIST_CALLS.filter((c) => words.some((w) => c.name.includes(w))) : LIST_CALLS;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

export interface ListRow {
  call: string;
  concurrency: number;
  latency: Summary;
  requests: number;
  errors: number;
  perSecond: number;
  kbPerAnswer: number;
  /** CPU time of the server process (all its threads, the ticks' share included) per answer: steadier than latency on a shared machine. */
  cpuMsPerAnswer: number;
}

export interface ListOptions {
  baseUrl: string;
  headers: Record<string, string>;
  loader: Child<LoadMessage>;
  runtime: MonitoringRuntime;
  clock: () => number;
  seconds: number;
  concurrencies: readonly number[];
  maxRequests: number;
}

export async function measureLists(o: ListOptions): Promise<{ rows: ListRow[]; ticks: Summary }> {
  const tickMs: number[] = [];
  const timer = setInterval(() => {
    const t0 = performance.now();
    o.runtime.tick(o.clock(), 1).then(() => tickMs.push(performance.now() - t0), (error) => console.error('tick failed', error));
  }, 1000);
  const rows: ListRow[] = [];
  try {
    for (const concurrency of o.concurrencies) {
      for (const call of selectedCalls()) {
        const job: LoadJob = {
          type: 'run', url: `${o.baseUrl}${call.path}`, headers: o.headers, body: call.body(o.clock()),
          concurrency, durationMs: o.seconds * 1000, maxRequests: o.maxRequests,
        };
        const cpu = process.cpuUsage();
        o.loader.send(job);
        const r = await o.loader.next((m): m is LoadMessage => m.type === 'result', o.seconds * 1000 + 60_000);
        rows.push({
          call: call.name, concurrency, latency: r.latency, requests: r.requests, errors: r.errors,
          perSecond: r.requests / r.seconds, kbPerAnswer: r.bytes / 1024 / (r.requests || 1),
          cpuMsPerAnswer: cpuMs(process.cpuUsage(cpu)) / (r.requests || 1),
        });
        process.stdout.write(`  ${call.name} × ${concurrency}: p95 ${r.latency.p95.toFixed(0)} ms, ${(r.requests / r.seconds).toFixed(0)}/s\n`);
      }
    }
  } finally {
    clearInterval(timer);
    await o.runtime.idle();
  }
  return { rows, ticks: summarize(tickMs) };
}

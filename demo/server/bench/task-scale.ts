import { ENTERPRISES } from '../enterprises';
import { fleetCars } from '../car-refs';
import { serviceOf } from '../services';
import { fillTasks } from '../domains/tasks/task-fill';
import { loadAverage, startBenchApp } from './bench-app';
import { growFleet } from './fleet-size';
import { num, summarize, table } from './stats';
import { DAY_MS, TAIPEI_OFFSET_MS } from '../../../src/core/format/time-units';

/**
 * Issue 12, scale: the task list with a year of tasks for 1,000 trucks. The bench grows the first
 * enterprise to 1,000 cars in its throwaway database, writes one task a truck a day for the 365 days
 * before the clock (stops and a planned path of realistic size, mixed statuses), then times each of
 * the console's task calls as /task/management sends them, one after another over real HTTP.
 * Knobs: BENCH_TASK_TRUCKS (1000), BENCH_TASK_DAYS (365), BENCH_TASK_REPEATS (20).
 */

const TRUCKS = Number(process.env.BENCH_TASK_TRUCKS ?? 1000);
const DAYS = Number(process.env.BENCH_TASK_DAYS ?? 365);
const REPEATS = Number(process.env.BENCH_TASK_REPEATS ?? 20);

async function main() {
  console.log(`load average before: ${loadAverage()}`);
  const bench = await startBenchApp();
  try {
    const { app, clock, baseUrl, token } = bench;
    const db = app.ctx.db;
    await growFleet(app.ctx, TRUCKS + 20); // the second enterprise's seeded cars count in the total
    const fleet = await fleetCars(app.ctx).list(db, { enterpriseUid: ENTERPRISES.A, managed: true });
    const cars = fleet.length;
    const drivers = await serviceOf(app.ctx, 'core.users').drivers(db, ENTERPRISES.A);
    const driver = drivers.map((d) => d.uid).sort()[0];
    const now = clock();
    const firstDay = new Date(Math.floor((now - DAYS * DAY_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS);
    const t0 = performance.now();
    const tasks = await fillTasks(db, { enterpriseUid: ENTERPRISES.A, firstDay, now, days: DAYS + 14, cars: fleet, driverUid: driver });
    console.log(`${cars} trucks, ${tasks.toLocaleString('en')} tasks over ${DAYS + 14} days, written in ${num((performance.now() - t0) / 1000, 1)} s`);

    const week = { startTime: now - (now % DAY_MS) - TAIPEI_OFFSET_MS, endTime: now - (now % DAY_MS) - TAIPEI_OFFSET_MS + 7 * DAY_MS - 1 };
    const month = { startTime: week.startTime - 30 * DAY_MS, endTime: week.endTime };
    const year = { startTime: now - DAYS * DAY_MS, endTime: week.endTime };
    const calls: ReadonlyArray<{ name: string; path: string; body: unknown }> = [
      { name: 'a week, page of 10 (the first view)', path: '/api/task/v0/list', body: { ...week, offset: 0, limit: 10 } },
      { name: 'a week, page of 100', path: '/api/task/v0/list', body: { ...week, offset: 0, limit: 100 } },
      { name: 'a week, last page of 10', path: '/api/task/v0/list', body: { ...week, offset: 7 * cars - 10, limit: 10 } },
      { name: 'a month, status 已完成', path: '/api/task/v0/list', body: { ...month, status: ['completed'], offset: 0, limit: 10 } },
      { name: 'a month, keyword 門市 12', path: '/api/task/v0/list', body: { ...month, keyword: '門市 12', offset: 0, limit: 10 } },
      { name: 'a year, page of 10', path: '/api/task/v0/list', body: { ...year, offset: 0, limit: 10 } },
      { name: 'a year, one driver', path: '/api/task/v0/list', body: { ...year, driverUid: driver, offset: 0, limit: 10 } },
      { name: 'export a week (.xlsx)', path: '/api/task/v0/export', body: week },
    ];
    const rows: string[][] = [];
    for (const call of calls) {
      const times: number[] = [];
      let bytes = 0;
      let total = '';
      const repeats = call.path.endsWith('export') ? Math.min(REPEATS, 3) : REPEATS;
      for (let i = 0; i < repeats; i++) {
        const start = performance.now();
        const res = await fetch(`${baseUrl}${call.path}`, {
          method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(call.body),
        });
        const body = Buffer.from(await res.arrayBuffer());
        times.push(performance.now() - start);
        bytes = body.length;
        if (res.headers.get('content-type')?.includes('json')) {
          const parsed = JSON.parse(body.toString()) as { status: number; data?: { total?: number } };
          total = parsed.status === 0 ? String(parsed.data?.total ?? '') : `status ${parsed.status}`;
        } else total = res.ok ? 'file' : `HTTP ${res.status}`;
      }
      const s = summarize(times);
      rows.push([call.name, num(s.p50), num(s.p95), num(s.max), num(bytes / 1024, 1), total]);
      console.log(`  ${call.name}: p50 ${num(s.p50)} ms`);
    }
    console.log();
    console.log(table(['call', 'p50 ms', 'p95 ms', 'max ms', 'KB', 'total'], rows));
  } finally {
    await bench.close();
    console.log(`load average after: ${loadAverage()}`);
  }
}

void main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});

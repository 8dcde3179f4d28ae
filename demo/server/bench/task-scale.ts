import { ENTERPRISES } from '../enterprises';
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

/** One task a car a day, `days` days from `firstDay`, written by PostgreSQL itself (no round trip a row). */
const FILL_SQL = `
INSERT INTO tasks (uid, enterprise_uid, task_date, car_uid, driver_uid, stops, status, total_mileage, total_duration, planned_path)
SELECT 'bench-task-' || d || '-' || c.k,
       $1,
       $2::timestamptz + make_interval(days => d),
       c.uid,
       c.driver_uid,
       jsonb_build_array(
         jsonb_build_object('seq', 1, 'name', '倉庫 ' || (c.k % 40), 'address', '臺北市中正區忠孝西路一段 ' || (c.k % 200) || ' 號',
           'lat', 25.04 + (c.k % 50) * 0.001, 'lng', 121.51, 'kind', null, 'plannedTime', null, 'arrivedAt', null, 'doneAt', null, 'note', ''),
         jsonb_build_object('seq', 2, 'name', '門市 ' || (c.k % 300), 'address', '新北市板橋區文化路一段 ' || (c.k % 300) || ' 號',
           'lat', 25.01, 'lng', 121.46 + (c.k % 50) * 0.001, 'kind', null, 'plannedTime', null, 'arrivedAt', null, 'doneAt', null, 'note', '冷藏'),
         jsonb_build_object('seq', 3, 'name', '配送站 ' || (c.k % 90), 'address', '桃園市桃園區中正路 ' || (c.k % 90) || ' 號',
           'lat', 24.99, 'lng', 121.31, 'kind', null, 'plannedTime', null, 'arrivedAt', null, 'doneAt', null, 'note', '')),
       CASE WHEN $2::timestamptz + make_interval(days => d) < $3::timestamptz - interval '1 day'
            THEN (ARRAY['completed', 'completed', 'completed', 'stopped'])[1 + (d + c.k) % 4]
            ELSE (ARRAY['ready', 'scheduling'])[1 + (d + c.k) % 2] END,
       30 + (c.k % 70), 60 + (c.k % 120),
       (SELECT jsonb_agg(jsonb_build_object('lat', 25.04 - p * 0.002, 'lng', 121.51 - p * 0.002)) FROM generate_series(0, 59) p)
  FROM generate_series($4::int, $5::int) AS d
  CROSS JOIN (SELECT uid, COALESCE(driver_uid, $6) AS driver_uid, row_number() OVER (ORDER BY car_no) AS k
                FROM cars WHERE enterprise_uid = $1 AND NOT deleted AND enabled_code) AS c`;

async function main() {
  console.log(`load average before: ${loadAverage()}`);
  const bench = await startBenchApp();
  try {
    const { app, clock, baseUrl, token } = bench;
    const db = app.ctx.db;
    await growFleet(app.ctx, TRUCKS + 20); // the second enterprise's seeded cars count in the total
    const cars = Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM cars WHERE enterprise_uid = $1 AND NOT deleted AND enabled_code`, [ENTERPRISES.A]))?.n ?? 0);
    const driver = (await db.one<{ uid: string }>(`SELECT uid FROM users WHERE enterprise_uid = $1 AND role = 'driver' ORDER BY uid LIMIT 1`, [ENTERPRISES.A]))!.uid;
    const now = clock();
    const firstDay = new Date(Math.floor((now - DAYS * DAY_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS);
    const t0 = performance.now();
    for (let from = 0; from < DAYS + 14; from += 30) {
      await db.query(FILL_SQL, [ENTERPRISES.A, firstDay, new Date(now), from, Math.min(from + 29, DAYS + 13), driver]);
    }
    await db.query('ANALYZE tasks');
    const tasks = Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM tasks WHERE enterprise_uid = $1`, [ENTERPRISES.A]))?.n ?? 0);
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

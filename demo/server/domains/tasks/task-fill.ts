import type { Db } from '../../db/database';

/**
 * A synthetic history of tasks for the task-scale bench (demo/server/bench/task-scale.ts): one task
 * a car a day, stops and a planned path of realistic size, mixed statuses, written by PostgreSQL
 * itself (no round trip a row; a year of 1,000 trucks is some 380,000 tasks). The cars come from the
 * fleet's reads; this domain runs SQL on its own table only.
 */

/** One task a car a day from `firstDay`, days $4..$5; car `k` of $7 is the k-th car by number. */
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
  CROSS JOIN (SELECT x.uid, COALESCE(x.driver_uid, $6) AS driver_uid, x.k
                FROM jsonb_to_recordset($7::jsonb) AS x(uid text, driver_uid text, k int)) AS c`;

/** The cars to fill: uid and driver, in car-number order. */
export interface FillCar { uid: string; driver_uid: string | null }

/**
 * Writes one task a car a day for `days` days from `firstDay` (30 days a statement), a car without a
 * driver getting `driverUid`; then refreshes the planner's statistics. Answers the enterprise's tasks.
 */
export async function fillTasks(
  db: Db, f: { enterpriseUid: string; firstDay: Date; now: number; days: number; cars: readonly FillCar[]; driverUid: string },
): Promise<number> {
  const cars = JSON.stringify(f.cars.map((car, i) => ({ uid: car.uid, driver_uid: car.driver_uid, k: i + 1 })));
  for (let from = 0; from < f.days; from += 30) {
    await db.query(FILL_SQL, [f.enterpriseUid, f.firstDay, new Date(f.now), from, Math.min(from + 29, f.days - 1), f.driverUid, cars]);
  }
  await db.query('ANALYZE tasks');
  const row = await db.one<{ n: string }>(`SELECT count(*) AS n FROM tasks WHERE enterprise_uid = $1`, [f.enterpriseUid]);
  return Number(row?.n ?? 0);
}

import type { ServerContext } from '../context';
import { runtimeOf, type MonitoringRuntime } from '../domains/monitoring/monitor/runtime';
import { ENTERPRISES } from '../enterprises';

/**
 * The bench's extra trucks. The monitoring runtime simulates the cars it reads from the database and
 * reloads them every 30 ticks, so trucks the runtime did not read would vanish at the next reload;
 * the bench therefore adds cars to its own throwaway database (never to the seed), copied from the
 * seeded cars of the first enterprise round-robin: same models, devices and drivers, new numbers.
 * The runtime then makes them simulator trucks (createFleet) like any car.
 */

/** Cars every enterprise's simulator steps (the runtime's `allCars` filter). */
async function simulatedCars(ctx: ServerContext): Promise<number> {
  const row = await ctx.db.one<{ n: string | number }>(`SELECT count(*) AS n FROM cars WHERE NOT deleted AND enabled_code`);
  return Number(row?.n ?? 0);
}

/** Adds bench cars to the first enterprise until `total` cars are simulated in all; answers the total. */
export async function growFleet(ctx: ServerContext, total: number): Promise<number> {
  const have = await simulatedCars(ctx);
  if (have >= total) return have;
  const first = (await ctx.db.one<{ n: string | number }>(`SELECT count(*) AS n FROM cars WHERE uid LIKE 'bench-%'`))?.n ?? 0;
  const from = Number(first) + 1;
  const to = from + (total - have) - 1;
  await ctx.db.query(
    `INSERT INTO cars (uid, enterprise_uid, car_no, model, car_kind, fuel_type, etc_type, department_uid, driver_uid, udid, devices, enabled_code, enabled_at)
     SELECT 'bench-' || g, t.enterprise_uid, 'BN-' || lpad(g::text, 5, '0'), t.model, t.car_kind, t.fuel_type, t.etc_type, t.department_uid, t.driver_uid,
            CASE WHEN t.udid IS NULL THEN NULL ELSE 'benchdev' || lpad(g::text, 5, '0') END, t.devices, true, now()
       FROM generate_series($1::int, $2::int) AS g
       JOIN (SELECT c.*, row_number() OVER (ORDER BY c.car_no) - 1 AS k, count(*) OVER () AS n
               FROM cars c WHERE c.enterprise_uid = $3 AND NOT c.deleted AND c.enabled_code AND c.uid NOT LIKE 'bench-%') AS t
         ON t.k = g % t.n`,
    [from, to, ENTERPRISES.A],
  );
  return simulatedCars(ctx);
}

/** Replaces the runtime by a new one that reads all cars now; answers it and how long loading took. */
export async function freshRuntime(ctx: ServerContext): Promise<{ runtime: MonitoringRuntime; loadMs: number }> {
  const old = ctx.services.get('monitoring.runtime') as MonitoringRuntime | undefined;
  await old?.idle();
  ctx.services.delete('monitoring.runtime');
  const runtime = runtimeOf(ctx);
  const started = performance.now();
  await runtime.ensure();
  return { runtime, loadMs: performance.now() - started };
}

import type { ServerContext } from '../context';
import { runtimeOf, type MonitoringRuntime } from '../domains/monitoring/monitor/runtime';
import { ENTERPRISES } from '../enterprises';
import { fleetCars } from '../car-refs';
import { insertCars, type NewCarRow } from '../domains/fleet/car-batch';

/**
 * The bench's extra trucks. The monitoring runtime simulates the cars it reads from the database and
 * reloads them every 30 ticks, so trucks the runtime did not read would vanish at the next reload;
 * the bench therefore adds cars to its own throwaway database (never to the seed), copied from the
 * seeded cars of the first enterprise round-robin: same models, devices and drivers, new numbers.
 * The runtime then makes them simulator trucks (createFleet) like any car.
 */

/** Cars every enterprise's simulator steps (the runtime's `allCars` filter). */
async function simulatedCars(ctx: ServerContext): Promise<number> {
  return (await fleetCars(ctx).list(ctx.db, { managed: true })).length;
}

const isBench = (car: { uid: string }) => car.uid.startsWith('bench-');
const pad5 = (n: number) => String(n).padStart(5, '0');

/** Adds bench cars to the first enterprise until `total` cars are simulated in all; answers the total. */
export async function growFleet(ctx: ServerContext, total: number): Promise<number> {
  const have = await simulatedCars(ctx);
  if (have >= total) return have;
  const from = (await fleetCars(ctx).list(ctx.db, {})).filter(isBench).length + 1;
  const to = from + (total - have) - 1;
  // The templates: the first enterprise's seeded managed cars, by car number, taken round-robin.
  const templates = (await fleetCars(ctx).list(ctx.db, { enterpriseUid: ENTERPRISES.A, managed: true })).filter((car) => !isBench(car));
  const enabledAt = new Date(ctx.now());
  const cars: NewCarRow[] = [];
  for (let g = from; g <= to; g += 1) {
    const t = templates[g % templates.length];
    cars.push({
      uid: `bench-${g}`, enterprise_uid: t.enterprise_uid, car_no: `BN-${pad5(g)}`, model: t.model, car_kind: t.car_kind, fuel_type: t.fuel_type,
      etc_type: t.etc_type, department_uid: t.department_uid, driver_uid: t.driver_uid, udid: t.udid === null ? null : `benchdev${pad5(g)}`,
      devices: t.devices, enabled_code: true, enabled_at: enabledAt,
    });
  }
  await insertCars(ctx.db, cars);
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

import type { SeedContext } from '../../context';
import { between, insertRows, iso, pick } from '../../db/seed-rows';
import { DAY_MS, fmt, HOUR_MS } from '../../time';
import { byUid, fleetCars } from '../../car-refs';
import { serviceOf } from '../../services';

/**
 * Maintenance cycles, the cars that follow them, odometer baselines, past services, reservations in
 * every status and a few orders. Some cars are left due or due soon so the reminders have work.
 */


/** [name, category, km, months, engine hours, item names] */
const CYCLES = [
  ['機油保養', 'maintain', 10_000, 6, null, ['更換機油', '定期保養']],
  ['輪胎檢查', 'inspect', 20_000, 3, null, ['輪胎更換']],
  ['煞車系統', 'inspect', 30_000, 12, null, ['煞車系統檢修']],
  ['尿素系統', 'replace', 40_000, 12, 1_000, ['定期保養']],
] as const;

const FACTORIES = ['和泰商用車 五股服務廠', '和泰商用車 台中服務廠', '和泰商用車 高雄服務廠', '國瑞汽車 中壢廠'];

export async function seedMaintenance(ctx: SeedContext): Promise<void> {
  const { rng, db } = ctx;
  const now = ctx.now();
  const baselineAt = now - (ctx.seedSize.days + 1) * DAY_MS;
  for (const key of ['A', 'B'] as const) {
    const ent = ctx.enterprises[key];
    const k = key.toLowerCase();
    const items = new Map([...await serviceOf(ctx, 'fleet.options').names(db, ent, 'maintenance')].map(([uid, name]) => [name, uid]));
    const cycles = CYCLES.map(([name, category, km, months, hours, itemNames], i) => ({
      uid: `cycle-${k}-${i + 1}`, enterprise_uid: ent, name, category, interval_km: km, interval_months: months, interval_engine_hours: hours,
      items: itemNames.map((n) => items.get(n)).filter(Boolean), note: '', created_at: iso(now - 400 * DAY_MS), updated_at: iso(now - 400 * DAY_MS),
    }));
    await insertRows(db, 'maintenance_cycles', cycles);
    const cars = (await fleetCars(ctx).list(db, { enterpriseUid: ent })).sort(byUid);
    const links: object[] = [];
    const baselines: object[] = [];
    const records: object[] = [];
    for (const [ci, car] of cars.entries()) {
      const mileage = between(rng, 30_000, 400_000);
      const hours = Math.round(mileage / between(rng, 35, 50));
      baselines.push({ car_uid: car.uid, cycle_uid: '', mileage, engine_hours: hours, set_at: iso(baselineAt) });
      for (const cycle of cycles) {
        if (cycle.name !== '機油保養' && cycle.name !== '輪胎檢查' && rng() < 0.5) continue;
        links.push({ car_uid: car.uid, cycle_uid: cycle.uid, enterprise_uid: ent, created_at: iso(now - 300 * DAY_MS) });
        // The last service: most a while back within the interval, a few past due (every 7th car), some nearly due.
        const share = ci % 7 === 3 ? 1.05 : ci % 5 === 1 ? 0.96 : 0.1 + rng() * 0.5;
        const kmAgo = Math.round(cycle.interval_km * share);
        const daysAgo = Math.min(Math.round(cycle.interval_months * 30 * share), 360);
        records.push(record(rng, ent, car.uid, cycle.uid, cycle.items, {
          status: 'alreadyMaintain', reservedAt: baselineAt - daysAgo * DAY_MS, servicedAt: baselineAt - daysAgo * DAY_MS + 3 * HOUR_MS,
          mileage: Math.max(0, mileage - kmAgo), hours: Math.max(0, hours - Math.round(kmAgo / 40)),
        }, `${k}-${ci}-${cycle.uid}`));
      }
    }
    // Reservations: some booked ahead, some missed (overdue), one of each at least.
    for (const [i, car] of cars.slice(0, Math.max(3, Math.round(cars.length / 6))).entries()) {
      const cycle = cycles[i % cycles.length];
      const ahead = i % 3 !== 2;
      const reservedAt = ahead ? now + between(rng, 1, 14) * DAY_MS + between(rng, 8, 16) * HOUR_MS : now - between(rng, 1, 5) * DAY_MS;
      records.push(record(rng, ent, car.uid, cycle.uid, cycle.items, { status: ahead ? 'readyMaintain' : 'overdue', reservedAt, servicedAt: null, mileage: null, hours: null }, `${k}-r${i}`));
    }
    await insertRows(db, 'car_cycles', links);
    await insertRows(db, 'maintenance_baselines', baselines);
    await insertRows(db, 'maintenance_records', records);
    await insertRows(db, 'maintenance_orders', cars.slice(0, Math.max(4, Math.round(cars.length / 10))).map((car, i) => {
      const status = (['open', 'processing', 'done', 'cancelled'] as const)[i % 4];
      const opened = now - between(rng, 1, 20) * DAY_MS;
      const cycle = cycles[i % cycles.length];
      return {
        uid: `order-${k}-${i + 1}`, enterprise_uid: ent, order_no: `MO${fmt(opened, 'YYYYMMDD')}-${key}${String(i + 1).padStart(3, '0')}`,
        car_uid: car.uid, cycle_uid: cycle.uid, items: cycle.items, status, opened_at: iso(opened),
        scheduled_at: iso(opened + between(rng, 1, 5) * DAY_MS), completed_at: status === 'done' ? iso(opened + 2 * DAY_MS) : null,
        factory_name: pick(rng, FACTORIES), cost: status === 'cancelled' ? 0 : between(rng, 20, 200) * 100, note: '',
        record_uid: null, created_at: iso(opened), updated_at: iso(opened),
      };
    }));
  }
}

interface Service { status: string; reservedAt: number; servicedAt: number | null; mileage: number | null; hours: number | null }

function record(rng: () => number, ent: string, carUid: string, cycleUid: string, items: unknown[], s: Service, id: string) {
  return {
    uid: `mrec-${id}`, enterprise_uid: ent, car_uid: carUid, cycle_uid: cycleUid, order_uid: null, reservation_uid: `resv-${id}`,
    reservation_status: s.status, factory_uid: null, factory_name: pick(rng, FACTORIES), reserved_at: iso(s.reservedAt), serviced_at: iso(s.servicedAt),
    items, mileage: s.mileage, engine_hours: s.hours, cost: s.status === 'alreadyMaintain' ? between(rng, 15, 120) * 100 : 0, note: '', active: true,
    created_at: iso(s.reservedAt - 3 * DAY_MS), updated_at: iso(s.servicedAt ?? s.reservedAt - 3 * DAY_MS),
  };
}

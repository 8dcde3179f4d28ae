import type { CycleDue } from '../../../../src/core/api/contract/maintenance';
import type { Db } from '../../db/database';
import { dueOf, type CycleSpec, type Origin } from './maintenance-due';
import { toMs } from '../../time';

/**
 * A car's odometer and engine hours: its baseline (set-init mode init) plus the distance and time of
 * its journeys since; and its cycles with what is due.
 */

export interface CarReading {
  mileage: number;
  engineHours: number;
  baseline: { mileage: number; engineHours: number; setAt: number } | null;
  origin: Origin;
  /** Whether anything is known of the car: a baseline or a journey (else mileage and hours are 0 by default). */
  known: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function readings(db: Db, carUids: readonly string[]): Promise<Map<string, CarReading>> {
  if (!carUids.length) return new Map();
  const rows = await db.query<{ uid: string; created_at: Date; mileage: number | null; engine_hours: number | null; set_at: Date | null; meters: number | null; seconds: number | null }>(
    `SELECT c.uid, c.created_at, b.mileage, b.engine_hours, b.set_at, j.meters, j.seconds
       FROM cars c
       LEFT JOIN maintenance_baselines b ON b.car_uid = c.uid AND b.cycle_uid = ''
       LEFT JOIN LATERAL (SELECT sum(distance)::float8 AS meters, sum(duration)::float8 AS seconds FROM journeys
                           WHERE car_uid = c.uid AND (b.set_at IS NULL OR start_time >= b.set_at)) j ON true
      WHERE c.uid = ANY($1)`,
    [[...carUids]],
  );
  return new Map(rows.map((r) => {
    const baseline = r.set_at ? { mileage: r.mileage ?? 0, engineHours: r.engine_hours ?? 0, setAt: toMs(r.set_at)! } : null;
    const mileage = round1((baseline?.mileage ?? 0) + (r.meters ?? 0) / 1000);
    const engineHours = round1((baseline?.engineHours ?? 0) + (r.seconds ?? 0) / 3600);
    const origin: Origin = baseline ? { at: baseline.setAt, mileage: baseline.mileage, engineHours: baseline.engineHours } : { at: toMs(r.created_at)!, mileage: 0, engineHours: 0 };
    return [r.uid, { mileage, engineHours, baseline, origin, known: baseline !== null || r.meters !== null }];
  }));
}

/**
 * The odometer and engine hours of a car now, to fill in a service recorded without them; null when
 * nothing is known of the car (no baseline, no journey), so the record shows — rather than a made-up 0.
 */
export async function readingNow(db: Db, carUid: string): Promise<{ mileage: number | null; engineHours: number | null }> {
  const reading = (await readings(db, [carUid])).get(carUid);
  return reading?.known ? reading : { mileage: null, engineHours: null };
}

export interface CycleRow {
  uid: string;
  name: string;
  category: CycleSpec['category'];
  interval_km: number | null;
  interval_months: number | null;
  interval_engine_hours: number | null;
}

export const specOf = (c: CycleRow): CycleSpec => ({
  uid: c.uid, name: c.name, category: c.category, intervalKm: c.interval_km, intervalMonths: c.interval_months, intervalEngineHours: c.interval_engine_hours,
});

/**
 * The last service of each (car, cycle): the latest done record, or the cycle baseline if later. A
 * record of a maintenance order counts once the order is done (已進廠 alone is the car in the shop).
 */
export async function lastServices(db: Db, carUids: readonly string[]): Promise<Map<string, Origin>> {
  const out = new Map<string, Origin>();
  if (!carUids.length) return out;
  const done = await db.query<{ car_uid: string; cycle_uid: string; serviced_at: Date; mileage: number | null; engine_hours: number | null }>(
    `SELECT DISTINCT ON (car_uid, cycle_uid) car_uid, cycle_uid, serviced_at, mileage, engine_hours FROM maintenance_records
      WHERE car_uid = ANY($1) AND cycle_uid IS NOT NULL AND reservation_status = 'alreadyMaintain' AND active AND serviced_at IS NOT NULL
        AND (order_uid IS NULL OR EXISTS (SELECT 1 FROM maintenance_orders o WHERE o.uid = order_uid AND o.status = 'done'))
      ORDER BY car_uid, cycle_uid, serviced_at DESC`,
    [[...carUids]],
  );
  const bases = await db.query<{ car_uid: string; cycle_uid: string; set_at: Date; mileage: number; engine_hours: number }>(
    `SELECT car_uid, cycle_uid, set_at, mileage, engine_hours FROM maintenance_baselines WHERE car_uid = ANY($1) AND cycle_uid <> ''`,
    [[...carUids]],
  );
  for (const r of [...done.map((d) => ({ ...d, set_at: d.serviced_at })), ...bases]) {
    const key = `${r.car_uid}|${r.cycle_uid}`;
    const at = toMs(r.set_at)!;
    if ((out.get(key)?.at ?? -Infinity) < at) out.set(key, { at, mileage: r.mileage, engineHours: r.engine_hours });
  }
  return out;
}

/** Each car's cycles (from car_cycles) with what is due, for the cars given. */
export async function carDues(db: Db, carUids: readonly string[], now: number): Promise<Map<string, CycleDue[]>> {
  const out = new Map<string, CycleDue[]>(carUids.map((uid) => [uid, []]));
  if (!carUids.length) return out;
  const links = await db.query<CycleRow & { car_uid: string }>(
    `SELECT cc.car_uid, y.* FROM car_cycles cc JOIN maintenance_cycles y ON y.uid = cc.cycle_uid
      WHERE cc.car_uid = ANY($1) ORDER BY y.name`,
    [[...carUids]],
  );
  const [reads, lasts] = [await readings(db, carUids), await lastServices(db, carUids)];
  for (const link of links) {
    const reading = reads.get(link.car_uid);
    if (!reading) continue;
    const last = lasts.get(`${link.car_uid}|${link.uid}`) ?? null;
    out.get(link.car_uid)?.push(dueOf(specOf(link), last, reading.origin, { ...reading, at: now }));
  }
  return out;
}

/** Where a car stands on one cycle, whether or not it follows it. */
export async function dueForCycle(db: Db, carUid: string, cycleUid: string, now: number): Promise<CycleDue | null> {
  const cycle = await db.one<CycleRow>(`SELECT * FROM maintenance_cycles WHERE uid = $1`, [cycleUid]);
  const reading = (await readings(db, [carUid])).get(carUid);
  if (!cycle || !reading) return null;
  const last = (await lastServices(db, [carUid])).get(`${carUid}|${cycleUid}`) ?? null;
  return dueOf(specOf(cycle), last, reading.origin, { ...reading, at: now });
}

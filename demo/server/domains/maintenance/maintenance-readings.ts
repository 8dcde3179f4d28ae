import type { CycleDue } from '../../../../src/core/api/contract/maintenance';
import type { Db } from '../../db/database';
import { dueOf, type CycleSpec, type Origin } from './maintenance-due';
import { toMs } from '../../time';
import { fleetCars, type Reads } from '../../car-refs';
import { serviceOf } from '../../services';

/**
 * A car's odometer and engine hours: its baseline (set-init mode init) plus the distance and time of
 * its journeys since (the monitoring domain's 'monitoring.journeys'); and its cycles with what is due.
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

export async function readings(r: Reads, carUids: readonly string[]): Promise<Map<string, CarReading>> {
  if (!carUids.length) return new Map();
  const { db } = r;
  const added = await fleetCars(r).addedAt(db, carUids);
  const known = carUids.filter((uid) => added.has(uid));
  const bases = new Map((await db.query<{ car_uid: string; mileage: number; engine_hours: number; set_at: Date }>(
    `SELECT car_uid, mileage, engine_hours, set_at FROM maintenance_baselines WHERE cycle_uid = '' AND car_uid = ANY($1)`,
    [known],
  )).map((b) => [b.car_uid, b]));
  const driven = await serviceOf(r, 'monitoring.journeys').totals(db, known.map((carUid) => ({ carUid, since: bases.get(carUid)?.set_at ?? null })));
  return new Map(known.map((uid) => {
    const b = bases.get(uid);
    const d = driven.get(uid);
    const baseline = b ? { mileage: b.mileage ?? 0, engineHours: b.engine_hours ?? 0, setAt: toMs(b.set_at)! } : null;
    const mileage = round1((baseline?.mileage ?? 0) + (d?.meters ?? 0) / 1000);
    const engineHours = round1((baseline?.engineHours ?? 0) + (d?.seconds ?? 0) / 3600);
    const origin: Origin = baseline ? { at: baseline.setAt, mileage: baseline.mileage, engineHours: baseline.engineHours } : { at: toMs(added.get(uid))!, mileage: 0, engineHours: 0 };
    return [uid, { mileage, engineHours, baseline, origin, known: baseline !== null || d !== undefined }];
  }));
}

/**
 * The odometer and engine hours of a car now, to fill in a service recorded without them; null when
 * nothing is known of the car (no baseline, no journey), so the record shows — rather than a made-up 0.
 */
export async function readingNow(r: Reads, carUid: string): Promise<{ mileage: number | null; engineHours: number | null }> {
  const reading = (await readings(r, [carUid])).get(carUid);
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

/** Each car's cycles (which the fleet's 'fleet.carCycles' knows) with what is due, for the cars given. */
export async function carDues(r: Reads, carUids: readonly string[], now: number): Promise<Map<string, CycleDue[]>> {
  const out = new Map<string, CycleDue[]>(carUids.map((uid) => [uid, []]));
  if (!carUids.length) return out;
  const { db } = r;
  const follows = await serviceOf(r, 'fleet.carCycles').cyclesOf(db, carUids);
  const links = await db.query<CycleRow & { car_uid: string }>(
    `SELECT cc.car_uid, y.* FROM unnest($1::text[], $2::text[]) AS cc(car_uid, cycle_uid) JOIN maintenance_cycles y ON y.uid = cc.cycle_uid
      ORDER BY y.name`,
    [follows.map((f) => f.car_uid), follows.map((f) => f.cycle_uid)],
  );
  const [reads, lasts] = [await readings(r, carUids), await lastServices(db, carUids)];
  for (const link of links) {
    const reading = reads.get(link.car_uid);
    if (!reading) continue;
    const last = lasts.get(`${link.car_uid}|${link.uid}`) ?? null;
    out.get(link.car_uid)?.push(dueOf(specOf(link), last, reading.origin, { ...reading, at: now }));
  }
  return out;
}

/** Where a car stands on one cycle, whether or not it follows it. */
export async function dueForCycle(r: Reads, carUid: string, cycleUid: string, now: number): Promise<CycleDue | null> {
  const cycle = await r.db.one<CycleRow>(`SELECT * FROM maintenance_cycles WHERE uid = $1`, [cycleUid]);
  const reading = (await readings(r, [carUid])).get(carUid);
  if (!cycle || !reading) return null;
  const last = (await lastServices(r.db, [carUid])).get(`${carUid}|${cycleUid}`) ?? null;
  return dueOf(specOf(cycle), last, reading.origin, { ...reading, at: now });
}

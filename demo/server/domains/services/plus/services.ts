import type { Static } from '@sinclair/typebox';
import type { ActiveService } from '../../../../../src/core/api/contract/plus';
import type { Db } from '../../../db/database';
import { newUid } from '../../../db/new-uid';
import { serviceTypeName, type PlanRow } from './catalogue';
import { toMs } from '../../../time';
import { carNumbers, type Reads } from '../../../car-refs';

/** A car's periods of service (car_services): each purchase or redeem adds one after the last. */

/** A period of service with its plan's name; its car's number comes from the fleet (servicesOf). */
export interface ServiceRow {
  uid: string;
  car_uid: string;
  service_type: string;
  plan_name: string;
  start_at: Date;
  end_at: Date;
  source: 'order' | 'exchange';
  source_code: string;
}

export const SERVICE_SELECT = `s.uid, s.car_uid, s.service_type, p.name AS plan_name, s.start_at, s.end_at, s.source, s.source_code`;
export const SERVICE_FROM = `car_services s JOIN plus_plans p ON p.uid = s.plan_uid`;

export const serviceOf = (row: ServiceRow, carNo: string): Static<typeof ActiveService> => ({
  uid: row.uid,
  carUid: row.car_uid,
  carNo,
  serviceType: row.service_type as Static<typeof ActiveService>['serviceType'],
  serviceTypeName: serviceTypeName(row.service_type),
  planName: row.plan_name,
  startTime: toMs(row.start_at) ?? 0,
  endTime: toMs(row.end_at) ?? 0,
  source: row.source,
  sourceCode: row.source_code,
});

/** The services of the rows, named by their cars' numbers (the fleet's, through 'fleet.cars'). */
export async function servicesOf(r: Reads, rows: readonly ServiceRow[]): Promise<Array<Static<typeof ActiveService>>> {
  const numbers = await carNumbers(r, rows.map((row) => row.car_uid));
  return rows.map((row) => serviceOf(row, numbers.get(row.car_uid) ?? ''));
}

/** Adds calendar months in UTC+8 terms; a 31st rolls to the month's last day. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

export interface NewServices {
  enterpriseUid: string;
  carUids: readonly string[];
  plan: PlanRow;
  source: 'order' | 'exchange';
  sourceCode: string;
  at: number;
}

/**
 * Gives each car the plan's service, in one statement. Each starts at `at`, or when the car's
 * current service of that type ends if that is later. An order gives a car its service once
 * (unique index car_services_order_car): a car that already has it is left as it is, so a repeated
 * confirmation adds nothing and a half-done one is completed. Returns the uids added.
 */
export async function addServices(db: Db, s: NewServices): Promise<string[]> {
  if (!s.carUids.length) return [];
  const last = await db.query<{ car_uid: string; end_at: Date | null }>(
    `SELECT car_uid, max(end_at) AS end_at FROM car_services WHERE car_uid = ANY($1) AND service_type = $2 GROUP BY car_uid`,
    [s.carUids, s.plan.service_type]);
  const lastEnd = new Map(last.map((r) => [r.car_uid, toMs(r.end_at) ?? 0]));
  const starts = s.carUids.map((car) => Math.max(s.at, lastEnd.get(car) ?? 0));
  const added = await db.query<{ uid: string }>(
    `INSERT INTO car_services (uid, enterprise_uid, car_uid, service_type, plan_uid, start_at, end_at, source, source_code, created_at)
     SELECT u.uid, $5, u.car_uid, $6, $7, u.start_at, u.end_at, $8, $9, $10
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS u(uid, car_uid, start_at, end_at)
     ON CONFLICT DO NOTHING RETURNING uid`,
    [s.carUids.map(() => newUid('svc')), s.carUids, starts.map((ms) => new Date(ms).toISOString()),
      starts.map((ms) => new Date(addMonths(ms, s.plan.months)).toISOString()),
      s.enterpriseUid, s.plan.service_type, s.plan.uid, s.source, s.sourceCode, new Date(s.at)],
  );
  return added.map((r) => r.uid);
}

/** One car's service (a redeemed serial, a seeded order); see addServices. */
export async function addService(db: Db, s: Omit<NewServices, 'carUids'> & { carUid: string }): Promise<ServiceRow> {
  const [uid] = await addServices(db, { ...s, carUids: [s.carUid] });
  if (!uid) throw new Error(`${s.sourceCode} already gave ${s.carUid} its service`);
  return (await db.one<ServiceRow>(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE s.uid = $1`, [uid]))!;
}

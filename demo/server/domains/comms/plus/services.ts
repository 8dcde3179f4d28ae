import type { Static } from '@sinclair/typebox';
import type { ActiveService } from '../../../../../src/core/api/contract/plus';
import type { Db } from '../../../db/database';
import { newUid } from '../shared';
import { serviceTypeName, type PlanRow } from './catalogue';
import { toMs } from '../../../time';

/** A car's periods of service (car_services): each purchase or redeem adds one after the last. */

export interface ServiceRow {
  uid: string;
  car_uid: string;
  car_no: string;
  service_type: string;
  plan_name: string;
  start_at: Date;
  end_at: Date;
  source: 'order' | 'exchange';
  source_code: string;
}

export const SERVICE_SELECT = `s.uid, s.car_uid, c.car_no, s.service_type, p.name AS plan_name, s.start_at, s.end_at, s.source, s.source_code`;
export const SERVICE_FROM = `car_services s JOIN cars c ON c.uid = s.car_uid JOIN plus_plans p ON p.uid = s.plan_uid`;

export const serviceOf = (row: ServiceRow): Static<typeof ActiveService> => ({
  uid: row.uid,
  carUid: row.car_uid,
  carNo: row.car_no,
  serviceType: row.service_type as Static<typeof ActiveService>['serviceType'],
  serviceTypeName: serviceTypeName(row.service_type),
  planName: row.plan_name,
  startTime: toMs(row.start_at) ?? 0,
  endTime: toMs(row.end_at) ?? 0,
  source: row.source,
  sourceCode: row.source_code,
});

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

/** The service starts now, or when the car's current service of that type ends if that is later. */
export async function addService(db: Db, s: { enterpriseUid: string; carUid: string; plan: PlanRow; source: 'order' | 'exchange'; sourceCode: string; at: number }): Promise<ServiceRow> {
  const last = await db.one<{ end_at: Date | null }>(
    `SELECT max(end_at) AS end_at FROM car_services WHERE car_uid = $1 AND service_type = $2`, [s.carUid, s.plan.service_type]);
  const start = Math.max(s.at, toMs(last?.end_at) ?? 0);
  const uid = newUid('svc');
  await db.query(
    `INSERT INTO car_services (uid, enterprise_uid, car_uid, service_type, plan_uid, start_at, end_at, source, source_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [uid, s.enterpriseUid, s.carUid, s.plan.service_type, s.plan.uid, new Date(start), new Date(addMonths(start, s.plan.months)), s.source, s.sourceCode, new Date(s.at)],
  );
  return (await db.one<ServiceRow>(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE s.uid = $1`, [uid]))!;
}

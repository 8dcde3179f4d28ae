import type { MaintenanceRecord } from '../../../../src/core/api/contract/maintenance';
import type { ReservationCode } from '../../../../src/core/api/contract/vocabulary/work';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { optionNames, refsOf } from '../tasks/lookups';
import { likeOf, queryPage, Where } from '../../db/sql';
import { carsNumbered, withCarNumbers, type Reads } from '../../car-refs';
import { toMs } from '../../time';

/** Reading maintenance records; a reservation whose time has passed without service becomes overdue. */

export interface RecordRow {
  uid: string;
  enterprise_uid: string;
  car_uid: string;
  cycle_uid: string | null;
  order_uid: string | null;
  reservation_uid: string;
  reservation_status: ReservationCode;
  factory_uid: string | null;
  factory_name: string;
  reserved_at: Date;
  serviced_at: Date | null;
  items: string[];
  mileage: number | null;
  engine_hours: number | null;
  cost: number;
  note: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
  car_no: string | null;
  cycle_name: string | null;
}

/** A record with its cycle's name; its car's number comes from the fleet (withCarNumbers). */
type StoredRecord = Omit<RecordRow, 'car_no'>;

const RECORD_TABLES = 'maintenance_records r LEFT JOIN maintenance_cycles y ON y.uid = r.cycle_uid';
const RECORD_SELECT = `SELECT r.*, y.name AS cycle_name FROM ${RECORD_TABLES}`;

/** The records of the query (its conditions, order and limit after `WHERE`), with their car numbers. */
export async function recordRows(r: Reads, conditions: string, params: unknown[]): Promise<RecordRow[]> {
  return withCarNumbers(r, await r.db.query<StoredRecord>(`${RECORD_SELECT} WHERE ${conditions}`, params));
}

/** Reservations past their time without a service become overdue; returns those that just did. */
export async function markOverdue(db: Db, now: number, enterpriseUid?: string) {
  return db.query<{ uid: string; enterprise_uid: string; car_uid: string; reserved_at: Date }>(
    `UPDATE maintenance_records SET reservation_status = 'overdue', updated_at = $1
      WHERE reservation_status = 'readyMaintain' AND reserved_at < $1 ${enterpriseUid ? 'AND enterprise_uid = $2' : ''}
      RETURNING uid, enterprise_uid, car_uid, reserved_at`,
    enterpriseUid ? [new Date(now), enterpriseUid] : [new Date(now)],
  );
}

export function toRecord(r: RecordRow, items: Map<string, string>): MaintenanceRecord {
  return {
    uid: r.uid,
    car: { uid: r.car_uid, carNo: r.car_no ?? '' },
    cycle: r.cycle_uid ? { uid: r.cycle_uid, name: r.cycle_name ?? '' } : null,
    orderUid: r.order_uid,
    reservation: { uid: r.reservation_uid, status: r.reservation_status, factoryUid: r.factory_uid, factoryName: r.factory_name, reservedAt: toMs(r.reserved_at)! },
    servicedAt: toMs(r.serviced_at),
    items: refsOf(r.items, items),
    mileage: r.mileage,
    engineHours: r.engine_hours,
    cost: r.cost,
    note: r.note,
    active: r.active,
    createdAt: toMs(r.created_at)!,
    updatedAt: toMs(r.updated_at)!,
  };
}

export async function recordsOf(r: Reads, enterpriseUid: string, rows: RecordRow[]): Promise<MaintenanceRecord[]> {
  if (!rows.length) return [];
  const items = await optionNames(r, enterpriseUid, 'maintenance');
  return rows.map((r) => toRecord(r, items));
}

/** One record by its uid, or by its reservation's uid; another enterprise's is not found. */
export async function recordRow(r: Reads, enterpriseUid: string, uid: string, by: 'uid' | 'reservation_uid' = 'uid', now?: number): Promise<RecordRow> {
  if (now !== undefined) await markOverdue(r.db, now, enterpriseUid);
  const [row] = await recordRows(r, `r.${by} = $1 AND r.enterprise_uid = $2`, [uid, enterpriseUid]);
  if (!row) throw notFound('保修紀錄');
  return row;
}

export async function recordOf(r: Reads, enterpriseUid: string, uid: string, now: number, by: 'uid' | 'reservation_uid' = 'uid'): Promise<MaintenanceRecord> {
  const [record] = await recordsOf(r, enterpriseUid, [await recordRow(r, enterpriseUid, uid, by, now)]);
  return record;
}

export interface RecordQuery {
  carUid?: string;
  status?: readonly ReservationCode[];
  startTime?: number;
  endTime?: number;
  active?: boolean;
  keyword?: string;
}

export async function findRecords(r: Reads, enterpriseUid: string, q: RecordQuery, now: number, page?: { offset: number; limit: number }) {
  const { db } = r;
  await markOverdue(db, now, enterpriseUid);
  const where = Where.scoped('r.enterprise_uid', enterpriseUid);
  if (q.carUid) where.add('r.car_uid = ?', q.carUid);
  if (q.status?.length) where.add('r.reservation_status = ANY(?)', [...q.status]);
  if (q.startTime !== undefined) where.add('r.reserved_at >= ?', new Date(q.startTime));
  if (q.endTime !== undefined) where.add('r.reserved_at <= ?', new Date(q.endTime));
  if (q.active !== undefined) where.add('r.active = ?', q.active);
  if (q.keyword?.trim()) {
    const like = likeOf(q.keyword);
    where.add('(r.car_uid = ANY(?) OR y.name ILIKE ? OR r.factory_name ILIKE ? OR r.note ILIKE ?)', await carsNumbered(r, enterpriseUid, q.keyword), like, like, like);
  }
  const { total, rows } = await queryPage<StoredRecord>(db, { select: 'r.*, y.name AS cycle_name', from: RECORD_TABLES, where, orderBy: 'r.reserved_at DESC, r.uid' }, page);
  return { total, list: await recordsOf(r, enterpriseUid, await withCarNumbers(r, rows)) };
}

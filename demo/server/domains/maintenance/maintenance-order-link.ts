import { randomUUID } from 'node:crypto';
import type { MaintenanceOrderStatus } from '../../../../src/core/api/contract/vocabulary';
import type { Db } from '../../db/database';
import { badInput, conflict, type ApiError } from '../../http/errors';
import { readingNow } from './maintenance-readings';
import type { Reads } from '../../car-refs';

/**
 * The link between a reservation (a maintenance record) and its maintenance order (spec 3, 4): one
 * order per reservation, and the order's status drives the record — processing marks it 已進廠,
 * done writes the service on it (mileage, engine hours, cycle, items, cost), so the car's cycle due
 * state reads the completed order. Every function here runs inside the caller's transaction.
 */

/** A row of maintenance_orders, the table's one row type. */
export interface MaintenanceOrderDbRow {
  uid: string;
  enterprise_uid: string;
  order_no: string;
  car_uid: string;
  cycle_uid: string | null;
  items: string[];
  status: MaintenanceOrderStatus;
  opened_at: Date;
  scheduled_at: Date | null;
  completed_at: Date | null;
  factory_name: string;
  cost: number;
  note: string;
  record_uid: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The order columns the link reads and writes. */
export type LinkedOrder = Pick<MaintenanceOrderDbRow, 'uid' | 'enterprise_uid' | 'order_no' | 'car_uid' | 'cycle_uid' | 'items' | 'status'
  | 'scheduled_at' | 'factory_name' | 'cost' | 'record_uid'>;

/** Statuses an order may move to from each; done and cancelled are final, nothing moves back. */
const NEXT: Record<MaintenanceOrderStatus, readonly MaintenanceOrderStatus[]> = {
  open: ['open', 'processing', 'done', 'cancelled'],
  processing: ['processing', 'done', 'cancelled'],
  done: [],
  cancelled: [],
};

export const canMove = (from: MaintenanceOrderStatus, to: MaintenanceOrderStatus): boolean => NEXT[from].includes(to);

/** The edit an order update carries (contract OrderUpdate), as far as the repeat check reads it. */
export interface OrderEdit {
  originalCycleUid?: string | null;
  items?: readonly string[];
  scheduledAt?: number | null;
  factoryName?: string;
  cost?: number;
  note?: string;
}

/**
 * Whether an edit of a final order only repeats what it holds (a retried 已完成, a double click):
 * then it is answered with the order unchanged rather than refused. The readings of a done call are
 * not compared: they were written by the first.
 */
export function repeatsOrder(row: Omit<LinkedOrder, 'enterprise_uid' | 'order_no' | 'car_uid' | 'record_uid' | 'status'> & { note: string }, edit: OrderEdit): boolean {
  const same = <T>(given: T | undefined, held: T) => given === undefined || given === held;
  return same(edit.originalCycleUid, row.cycle_uid)
    && (edit.items === undefined || (edit.items.length === row.items.length && edit.items.every((i) => row.items.includes(i))))
    && same(edit.scheduledAt, row.scheduled_at ? row.scheduled_at.getTime() : null)
    && same(edit.factoryName, row.factory_name) && same(edit.cost, row.cost) && same(edit.note, row.note);
}

/** The refusal of a second order for one reservation, naming the first. */
export const alreadyOrdered = (orderNo: string): ApiError =>
  conflict(`此預約已建立工單 ${orderNo}，不能重複建立；請開啟該工單。`, 'recordUid');

/** The order already made from a record, if any. */
export async function orderOfRecord(db: Db, recordUid: string): Promise<{ uid: string; order_no: string } | null> {
  return db.one(`SELECT uid, order_no FROM maintenance_orders WHERE record_uid = $1`, [recordUid]);
}

/**
 * Checks that a reservation may get an order: it is the caller's, of the same car, and has none yet
 * (read inside the transaction, so a second call waits for the first and then sees its order).
 */
export async function claimableRecord(tx: Db, enterpriseUid: string, recordUid: string, carUid: string): Promise<void> {
  const record = await tx.one<{ car_uid: string; order_uid: string | null }>(
    `SELECT car_uid, order_uid FROM maintenance_records WHERE uid = $1 AND enterprise_uid = $2`, [recordUid, enterpriseUid]);
  if (!record) throw badInput('recordUid', '找不到此預約。');
  if (record.car_uid !== carUid) throw badInput('recordUid', '預約的車輛與工單的車輛不同。');
  const existing = await orderOfRecord(tx, recordUid);
  if (existing) throw alreadyOrdered(existing.order_no);
}

/** Whether a database error is a unique-index violation (two calls racing past the check). */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * Brings the order's record in line with its status; returns the record's uid. processing and done
 * mark the reservation 已進廠 (an order opened without one gets its record here); done also writes
 * the readings (those given, else the record's, else the car's now) and the order's work. Repeating
 * it changes nothing more.
 */
export async function syncOrderRecord(r: Reads, order: LinkedOrder, reading: { mileage?: number | null; engineHours?: number | null }, now: number): Promise<string | null> {
  const tx = r.db;
  if (order.status !== 'processing' && order.status !== 'done') return order.record_uid;
  const at = new Date(now);
  let recordUid = order.record_uid;
  if (!recordUid) {
    recordUid = randomUUID();
    await tx.query(
      `INSERT INTO maintenance_records (uid, enterprise_uid, car_uid, cycle_uid, order_uid, reservation_uid, reservation_status, factory_name,
         reserved_at, serviced_at, items, cost, note, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'alreadyMaintain', $7, $8, $9, $10, $11, $12, $9, $9)`,
      [recordUid, order.enterprise_uid, order.car_uid, order.cycle_uid, order.uid, randomUUID(), order.factory_name, order.scheduled_at ?? at, at,
        order.items, order.cost, `工單 ${order.order_no}`],
    );
  } else {
    await tx.query(
      `UPDATE maintenance_records SET reservation_status = 'alreadyMaintain', serviced_at = COALESCE(serviced_at, $2), order_uid = $3, updated_at = $2
        WHERE uid = $1`,
      [recordUid, at, order.uid],
    );
  }
  if (order.status === 'done') {
    const record = await tx.one<{ mileage: number | null; engine_hours: number | null }>(`SELECT mileage, engine_hours FROM maintenance_records WHERE uid = $1`, [recordUid]);
    let mileage = reading.mileage ?? record?.mileage ?? null;
    let engineHours = reading.engineHours ?? record?.engine_hours ?? null;
    if (mileage === null || engineHours === null) {
      const car = await readingNow(r, order.car_uid);
      mileage ??= car.mileage;
      engineHours ??= car.engineHours;
    }
    await tx.query(
      `UPDATE maintenance_records SET mileage = $2, engine_hours = $3, cycle_uid = COALESCE($4, cycle_uid), items = $5, cost = $6,
         factory_name = COALESCE(NULLIF($7, ''), factory_name), updated_at = $8 WHERE uid = $1`,
      [recordUid, mileage, engineHours, order.cycle_uid, order.items, order.cost, order.factory_name, at],
    );
  }
  return recordUid;
}

/**
 * A reservation marked 已進廠 from the reservation form moves its open order to 處理中, so the two
 * never disagree (the order then drives the rest).
 */
export async function orderFollowsRecord(tx: Db, orderUid: string | null, now: number): Promise<void> {
  if (!orderUid) return;
  await tx.query(`UPDATE maintenance_orders SET status = 'processing', updated_at = $2 WHERE uid = $1 AND status = 'open'`, [orderUid, new Date(now)]);
}

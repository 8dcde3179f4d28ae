import { createHash } from 'node:crypto';
import { ORDER_STATUS, ORDER_STATUS_LABELS, type Invoice, type Order } from '../../../../../src/core/api/contract/plus';
import { orderStatusIn, UNPAID_ORDER_STATUSES } from '../../../../../src/core/catalogue/orders';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import { newUid } from '../../../db/new-uid';
import { usersWithCode } from '../../comms/shared';
import { planOf, serviceTypeName, type PlanRow } from './catalogue';
import { addServices } from './services';
import { carNumbers, fleetCars, type Reads } from '../../../car-refs';
import { notifyUsers } from '../../../services';
import { DAY_MS, dayStart, taipeiDate, toMs } from '../../../time';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';

/** Plus service orders: creation, reading, the status changes of spec 4, and activation on payment. */

export interface OrderRow {
  uid: string;
  code: string;
  enterprise_uid: string;
  user_uid: string;
  plan_uid: string;
  status: number;
  amount: number;
  payment_method: 'card' | 'atm';
  atm_bank_code: string | null;
  atm_account: string | null;
  atm_expires_at: Date | null;
  invoice: Invoice | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  deleted_at: Date | null;
}

/** Days an ATM virtual account stays open; an ATM order unpaid by then turns 1 付款失敗 (issue 16). */
export const ATM_DAYS = 3;
export const ATM_BANK_CODE = '822';

/**
 * ATM orders whose account expired unpaid turn 1 付款失敗; the customer may then pay by card or
 * cancel. Run before reading or moving orders.
 */
export async function failExpiredAtm(db: Db, now: number): Promise<void> {
  await db.query(
    `UPDATE plus_orders SET status = $1, updated_at = $2
      WHERE payment_method = 'atm' AND status = $3 AND atm_expires_at < $2 AND deleted_at IS NULL`,
    [ORDER_STATUS.PAYMENT_FAILED, new Date(now), ORDER_STATUS.AWAITING_PAYMENT],
  );
}

/** Whether an ATM order's virtual account has expired (a transfer can no longer be made to it). */
export const atmExpired = (order: OrderRow, now: number): boolean =>
  order.payment_method === 'atm' && order.atm_expires_at !== null && order.atm_expires_at.getTime() < now;

export async function orderOf(r: Reads, row: OrderRow): Promise<Order> {
  return (await ordersOf(r, [row]))[0];
}

/**
 * Orders as the API answers them, a page in a few queries whatever its length (issue 26, 3: one
 * order at a time cost four queries per row).
 */
export async function ordersOf(r: Reads, rows: readonly OrderRow[]): Promise<Order[]> {
  const { db } = r;
  if (!rows.length) return [];
  const [plans, links] = await Promise.all([
    db.query<PlanRow>(`SELECT * FROM plus_plans WHERE uid = ANY($1)`, [[...new Set(rows.map((row) => row.plan_uid))]]),
    db.query<{ order_uid: string; car_uid: string }>(`SELECT order_uid, car_uid FROM plus_order_cars WHERE order_uid = ANY($1)`, [rows.map((row) => row.uid)]),
  ]);
  const planByUid = new Map(plans.map((plan) => [plan.uid, plan]));
  const carsOfOrder = new Map<string, Set<string>>();
  for (const link of links) {
    const cars = carsOfOrder.get(link.order_uid) ?? new Set<string>();
    carsOfOrder.set(link.order_uid, cars.add(link.car_uid));
  }
  // The order's cars by car number, with their numbers: the fleet's. The fleet's order (number,
  // then uid) is total, so each order's cars keep it when taken from all the page's cars at once.
  const numbers = await carNumbers(r, links.map((l) => l.car_uid));
  const orderedOf = new Map<string, string[]>();
  for (const enterpriseUid of new Set(rows.map((row) => row.enterprise_uid))) {
    const uids = rows.filter((row) => row.enterprise_uid === enterpriseUid).flatMap((row) => [...(carsOfOrder.get(row.uid) ?? [])]);
    orderedOf.set(enterpriseUid, uids.length ? await fleetCars(r).ordered(db, enterpriseUid, { uids, deleted: true }) : []);
  }
  return rows.map((row) => {
    const mine = carsOfOrder.get(row.uid) ?? new Set<string>();
    const cars = orderedOf.get(row.enterprise_uid)!.filter((uid) => mine.has(uid));
    return {
      uid: row.uid,
      code: row.code,
      status: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status] ?? '',
      plan: planOf(planByUid.get(row.plan_uid)!),
      cars: cars.map((uid) => ({ carUid: uid, carNo: numbers.get(uid) ?? '' })),
      amount: row.amount,
      paymentMethod: row.payment_method,
      atm: row.payment_method === 'atm' && row.atm_account
        ? { bankCode: row.atm_bank_code ?? ATM_BANK_CODE, account: row.atm_account, expiresAt: toMs(row.atm_expires_at) ?? 0 }
        : null,
      invoice: row.invoice,
      createdAt: toMs(row.created_at) ?? 0,
      updatedAt: toMs(row.updated_at) ?? 0,
      paidAt: toMs(row.paid_at),
    };
  });
}

/** An order of the enterprise by uid or code; another enterprise's, or a deleted one, is not found. */
export async function findOrder(db: Db, enterpriseUid: string, key: { uid?: string; code?: string }): Promise<OrderRow> {
  const row = key.uid
    ? await db.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1 AND enterprise_uid = $2 AND deleted_at IS NULL`, [key.uid, enterpriseUid])
    : await db.one<OrderRow>(`SELECT * FROM plus_orders WHERE code = $1 AND enterprise_uid = $2 AND deleted_at IS NULL`, [key.code, enterpriseUid]);
  if (!row) throw notFound('訂單');
  return row;
}

/** A 14-digit virtual account derived from the order code (stable, so a reload shows the same one). */
export function atmAccountOf(code: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(code).digest('hex').slice(0, 15)}`).toString().padStart(13, '0').slice(-13);
  return `9${digits}`;
}

async function nextCode(db: Db, now: number): Promise<string> {
  const day = taipeiDate(now).replace(/-/g, '');
  const row = await db.one<{ n: string }>(`SELECT count(*) AS n FROM plus_orders WHERE code LIKE $1`, [`SO${day}%`]);
  return `SO${day}${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export interface NewOrder {
  enterpriseUid: string;
  userUid: string;
  plan: PlanRow;
  carUids: string[];
  paymentMethod: 'card' | 'atm';
  invoice: Invoice | null;
  at: number;
  status?: number;
}

export async function insertOrder(db: Db, o: NewOrder): Promise<OrderRow> {
  const uid = newUid('ord');
  const code = await nextCode(db, o.at);
  const atm = o.paymentMethod === 'atm';
  const atmExpires = atm ? new Date(dayStart(o.at) + (ATM_DAYS + 1) * DAY_MS - 1000) : null;
  const at = new Date(o.at);
  await db.query(
    `INSERT INTO plus_orders (uid, code, enterprise_uid, user_uid, plan_uid, status, amount, payment_method, atm_bank_code, atm_account,
       atm_expires_at, invoice, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [uid, code, o.enterpriseUid, o.userUid, o.plan.uid, o.status ?? ORDER_STATUS.AWAITING_PAYMENT, o.plan.price * o.carUids.length,
      o.paymentMethod, atm ? ATM_BANK_CODE : null, atm ? atmAccountOf(code) : null, atmExpires,
      o.invoice ? JSON.stringify(o.invoice) : null, at],
  );
  for (const carUid of o.carUids) await db.query(`INSERT INTO plus_order_cars (order_uid, car_uid) VALUES ($1, $2)`, [uid, carUid]);
  return (await db.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1`, [uid]))!;
}

/** Moves an order from one of `from` to `to`; any other status is a conflict with `message`. */
export async function moveOrder(db: Db, order: OrderRow, from: readonly number[], to: number, now: number, message: string): Promise<OrderRow> {
  const row = await db.one<OrderRow>(
    `UPDATE plus_orders SET status = $2, updated_at = $3, paid_at = CASE WHEN $2 = ${ORDER_STATUS.PAID} THEN $3 ELSE paid_at END
      WHERE uid = $1 AND status = ANY($4::int[]) RETURNING *`,
    [order.uid, to, new Date(now), from],
  );
  if (!row) throw conflict(message, 'status');
  return row;
}

/** What a confirmation did: the order as it now is, and whether this call is the one that paid it. */
export interface Confirmation {
  order: OrderRow;
  paidNow: boolean;
  plan: PlanRow;
  cars: number;
}

/**
 * The confirmation of a payment inside the caller's transaction `tx`: the order (locked) turns
 * 3 付款成功 and each of its cars gets the plan's service, both or neither. An order already paid is
 * confirmed again without a change, except that services a half-done confirmation missed are
 * added (never one twice). Any other status is a conflict.
 */
export async function confirmPaid(tx: Db, orderUid: string, now: number): Promise<Confirmation> {
  const locked = await tx.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1 FOR UPDATE`, [orderUid]);
  if (!locked) throw notFound('訂單');
  const paidNow = orderStatusIn(UNPAID_ORDER_STATUSES, locked.status);
  if (!paidNow && locked.status !== ORDER_STATUS.PAID) throw conflict('此訂單目前的狀態不能完成付款。', 'status');
  const order = paidNow ? await moveOrder(tx, locked, UNPAID_ORDER_STATUSES, ORDER_STATUS.PAID, now, '此訂單目前的狀態不能完成付款。') : locked;
  const plan = (await tx.one<PlanRow>(`SELECT * FROM plus_plans WHERE uid = $1`, [order.plan_uid]))!;
  const cars = await tx.query<{ car_uid: string }>(`SELECT car_uid FROM plus_order_cars WHERE order_uid = $1 ORDER BY car_uid`, [order.uid]);
  await addServices(tx, {
    enterpriseUid: order.enterprise_uid, carUids: cars.map((c) => c.car_uid), plan, source: 'order', sourceCode: order.code,
    at: toMs(order.paid_at) ?? now,
  });
  return { order, paidNow, plan, cars: cars.length };
}

/** Tells the enterprise (category 10) that an order was paid; after the commit, so a failure undoes nothing. */
export async function notifyPaid(ctx: ServerContext, done: Confirmation): Promise<void> {
  if (!done.paidNow) return;
  const { order, plan } = done;
  await notifyUsers(ctx, {
    enterpriseUid: order.enterprise_uid,
    userUids: [...new Set([order.user_uid, ...await usersWithCode(ctx, order.enterprise_uid, ['P_P45'])])],
    category: NOTIFICATION_CATEGORY.service,
    type: 'service',
    code: 'paid',
    title: '加值服務付款成功',
    content: `訂單 ${order.code}（${serviceTypeName(plan.service_type)}，${done.cars} 輛車）付款成功，服務已開通。`,
    data: { orderUid: order.uid, orderCode: order.code },
  });
}

/**
 * Confirms an order's payment (an ATM transfer notice, the bank's settlement, a card payment synced)
 * in one transaction, then tells the enterprise. Idempotent: see confirmPaid.
 */
export async function completePayment(ctx: ServerContext, order: Pick<OrderRow, 'uid'>): Promise<OrderRow> {
  const done = await ctx.db.transaction((tx) => confirmPaid(tx, order.uid, ctx.now()));
  await notifyPaid(ctx, done);
  return done.order;
}

/** The simulated bank confirms an ATM transfer this long after the order was sent for confirmation. */
export const ATM_CONFIRM_MS = 60_000;

/** Confirms ATM orders waiting in 2 訂單確認中 (the bank's reconciliation); returns how many were paid. */
export async function settleAtmTransfers(ctx: ServerContext): Promise<number> {
  const due = await ctx.db.query<OrderRow>(
    `SELECT * FROM plus_orders WHERE payment_method = 'atm' AND status = $1 AND updated_at <= $2`,
    [ORDER_STATUS.CONFIRMING, new Date(ctx.now() - ATM_CONFIRM_MS)],
  );
  for (const order of due) await completePayment(ctx, order);
  return due.length;
}

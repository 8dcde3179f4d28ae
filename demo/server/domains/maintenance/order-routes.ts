import { randomUUID } from 'node:crypto';
import { maintenanceOrder, type MaintenanceOrder } from '../../../../src/core/api/contract/maintenance';
import { MAINTENANCE_ORDER_STATUSES, type MaintenanceOrderStatus } from '../../../../src/core/api/contract/vocabulary/work';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badInput, conflict, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { carsNumbered, referencedCar, targetCar, withCarNumbers, type Reads } from '../../car-refs';
import { optionNames, refsOf, requireOptions } from '../tasks/lookups';
import { carDues, dueForCycle } from './maintenance-readings';
import { mostPressing } from './maintenance-due';
import { referencedCycle } from './maintenance-routes';
import {
  alreadyOrdered, canMove, claimableRecord, isUniqueViolation, orderOfRecord, repeatsOrder, syncOrderRecord, type MaintenanceOrderDbRow,
} from './maintenance-order-link';
import { ordersBook } from './maintenance-sheets';
import { likeOf, pageOf, queryPage, Where } from '../../db/sql';
import { recordOperation } from '../../services';
import { fmt, toMs } from '../../time';
import { EXPORT_PAGE, removeCall, sheetFile } from './bulk-calls';

/**
 * Maintenance orders (spec 3 'Maintenance order: uid, with an original cycle', 7.8). An order moves
 * open → processing → done, or is cancelled; made from a reservation it is linked to it both ways,
 * and its status drives that reservation (maintenance-order-link.ts).
 */

/** An order with its cycle's name (its car's number comes from the fleet, for the answer only). */
type OrderRow = MaintenanceOrderDbRow & { cycle_name: string | null };

const ORDER_TABLES = 'maintenance_orders o LEFT JOIN maintenance_cycles y ON y.uid = o.cycle_uid';
const FROM = `FROM ${ORDER_TABLES}`;
const FINAL: readonly MaintenanceOrderStatus[] = ['done', 'cancelled'];

async function ordersOf(r: Reads, enterpriseUid: string, rows: OrderRow[]): Promise<MaintenanceOrder[]> {
  if (!rows.length) return [];
  const items = await optionNames(r, enterpriseUid, 'maintenance');
  return (await withCarNumbers(r, rows)).map((o) => ({
    uid: o.uid, orderNo: o.order_no, car: { uid: o.car_uid, carNo: o.car_no ?? '' },
    originalCycle: o.cycle_uid ? { uid: o.cycle_uid, name: o.cycle_name ?? '' } : null, items: refsOf(o.items, items), status: o.status,
    openedAt: toMs(o.opened_at)!, scheduledAt: toMs(o.scheduled_at), completedAt: toMs(o.completed_at), factoryName: o.factory_name,
    cost: o.cost, note: o.note, recordUid: o.record_uid, createdAt: toMs(o.created_at)!, updatedAt: toMs(o.updated_at)!,
  }));
}

async function orderRow(db: Db, enterpriseUid: string, uid: string): Promise<OrderRow> {
  const row = await db.one<OrderRow>(`SELECT o.*, y.name AS cycle_name ${FROM} WHERE o.uid = $1 AND o.enterprise_uid = $2`, [uid, enterpriseUid]);
  if (!row) throw notFound('保修工單');
  return row;
}

const orderOf = async (r: Reads, enterpriseUid: string, uid: string) => (await ordersOf(r, enterpriseUid, [await orderRow(r.db, enterpriseUid, uid)]))[0];

/** MO{YYYYMMDD}-{NNNN}, numbered per Taipei day. */
export async function nextOrderNo(db: Db, now: number): Promise<string> {
  const prefix = `MO${fmt(now, 'YYYYMMDD')}-`;
  const last = await db.one<{ order_no: string | null }>(`SELECT max(order_no) AS order_no FROM maintenance_orders WHERE order_no LIKE $1`, [`${prefix}%`]);
  const n = last?.order_no ? Number(last.order_no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

interface OrderQuery { carUid?: string; status?: readonly MaintenanceOrderStatus[]; startTime?: number; endTime?: number; keyword?: string }

async function findOrders(r: Reads, enterpriseUid: string, q: OrderQuery, page: { offset: number; limit: number }) {
  const { db } = r;
  const where = Where.scoped('o.enterprise_uid', enterpriseUid);
  if (q.carUid) where.add('o.car_uid = ?', q.carUid);
  if (q.status?.length) where.add('o.status = ANY(?)', [...q.status]);
  if (q.startTime !== undefined) where.add('o.opened_at >= ?', new Date(q.startTime));
  if (q.endTime !== undefined) where.add('o.opened_at <= ?', new Date(q.endTime));
  if (q.keyword?.trim()) {
    const like = likeOf(q.keyword);
    where.add('(o.order_no ILIKE ? OR o.car_uid = ANY(?) OR o.factory_name ILIKE ? OR o.note ILIKE ?)', like, await carsNumbered(r, enterpriseUid, q.keyword), like, like);
  }
  const { total, rows } = await queryPage<OrderRow>(db, {
    select: 'o.*, y.name AS cycle_name', from: ORDER_TABLES, where, orderBy: 'o.opened_at DESC, o.uid',
  }, page);
  return { total, list: await ordersOf(r, enterpriseUid, rows) };
}

export function orderRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;
  const itemField = (i: number) => `items.${i}`;

  r.route(maintenanceOrder.get, async ({ params, user }) => orderOf(ctx, requireUser(user).enterpriseUid, params.uid));

  r.route(maintenanceOrder.list, async ({ body, user }) => {
    const p = pageOf(body);
    return { ...p, ...(await findOrders(ctx, requireUser(user).enterpriseUid, body, p)) };
  });

  r.route(maintenanceOrder.create, async ({ body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    const car = await referencedCar(ctx, me.enterpriseUid, body.carUid, 'carUid');
    const cycleUid = await referencedCycle(db, me.enterpriseUid, body.originalCycleUid, 'originalCycleUid');
    await requireOptions(ctx, me.enterpriseUid, 'maintenance', body.items, itemField);
    const uid = randomUUID();
    const recordUid = body.recordUid ?? null;
    let orderNo: string;
    try {
      // The reservation's check, the order number and both links in one transaction; the unique
      // index on record_uid refuses a second order even if two calls got past the check together.
      orderNo = await db.transaction(async (tx) => {
        if (recordUid) await claimableRecord(tx, me.enterpriseUid, recordUid, car.uid);
        const no = await nextOrderNo(tx, now);
        await tx.query(
          `INSERT INTO maintenance_orders (uid, enterprise_uid, order_no, car_uid, cycle_uid, items, status, opened_at, scheduled_at, factory_name, cost, note,
             record_uid, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9, $10, $11, $12, $7, $7)`,
          [uid, me.enterpriseUid, no, car.uid, cycleUid, body.items, new Date(now), body.scheduledAt ? new Date(body.scheduledAt) : null,
            body.factoryName ?? '', body.cost ?? 0, body.note ?? '', recordUid],
        );
        if (recordUid) await tx.query(`UPDATE maintenance_records SET order_uid = $2, updated_at = $3 WHERE uid = $1`, [recordUid, uid, new Date(now)]);
        return no;
      });
    } catch (error) {
      const existing = recordUid && isUniqueViolation(error) ? await orderOfRecord(db, recordUid) : null;
      throw existing ? alreadyOrdered(existing.order_no) : error;
    }
    await recordOperation(ctx, me, '新增保修工單', orderNo, { uid, ...(recordUid ? { recordUid } : {}) });
    return orderOf(ctx, me.enterpriseUid, uid);
  });

  r.route(maintenanceOrder.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    await orderRow(db, me.enterpriseUid, params.uid);
    const cycleUid = body.originalCycleUid === undefined ? undefined : await referencedCycle(db, me.enterpriseUid, body.originalCycleUid, 'originalCycleUid');
    if (body.items) await requireOptions(ctx, me.enterpriseUid, 'maintenance', body.items, itemField);
    if ((body.mileage != null || body.engineHours != null) && body.status !== 'done') throw badInput('status', '里程與引擎時數只在完工時填寫。');
    // Read and written in one transaction, so a repeated or parallel call sees the first one's result.
    const changed = await db.transaction(async (tx) => {
      const row = await orderRow(tx, me.enterpriseUid, params.uid);
      const status = body.status ?? row.status;
      if (FINAL.includes(row.status)) {
        if (status === row.status && repeatsOrder(row, body)) return null;
        throw conflict('已完成或已取消的工單無法再修改。', 'status');
      }
      if (!canMove(row.status, status)) throw conflict(`${MAINTENANCE_ORDER_STATUSES[row.status].label}的工單無法改回${MAINTENANCE_ORDER_STATUSES[status].label}。`, 'status');
      const scheduledAt = body.scheduledAt === undefined ? row.scheduled_at : body.scheduledAt === null ? null : new Date(body.scheduledAt);
      const next = {
        ...row, status, scheduled_at: scheduledAt, cycle_uid: cycleUid === undefined ? row.cycle_uid : cycleUid, items: body.items ?? row.items,
        cost: body.cost ?? row.cost, factory_name: body.factoryName ?? row.factory_name,
      };
      const recordUid = await syncOrderRecord({ ...ctx, db: tx }, next, body, now);
      await tx.query(
        `UPDATE maintenance_orders SET cycle_uid = $2, items = $3, status = $4, scheduled_at = $5, completed_at = $6, factory_name = $7,
           cost = $8, note = $9, record_uid = $10, updated_at = $11 WHERE uid = $1`,
        [row.uid, next.cycle_uid, next.items, status, scheduledAt, status === 'done' ? new Date(now) : null, next.factory_name, next.cost,
          body.note ?? row.note, recordUid, new Date(now)],
      );
      return row;
    });
    if (changed) await recordOperation(ctx, me, '編輯保修工單', changed.order_no, { uid: changed.uid, status: body.status ?? changed.status });
    return orderOf(ctx, me.enterpriseUid, params.uid);
  });

  removeCall(r, ctx, {
    call: maintenanceOrder.remove, table: 'maintenance_orders', logged: '刪除保修工單',
    async deleteRows(tx, uids) {
      await tx.query(`DELETE FROM maintenance_orders WHERE uid = ANY($1)`, [uids]);
    },
  });

  r.file(maintenanceOrder.export, async ({ body, user }) => {
    const { list } = await findOrders(ctx, requireUser(user).enterpriseUid, body, EXPORT_PAGE);
    return sheetFile('保修工單', body.startTime ?? ctx.now(), ordersBook(list));
  });

  r.route(maintenanceOrder.originalCycle, async ({ body, user }) => {
    const me = requireUser(user);
    const car = await targetCar(ctx, me.enterpriseUid, body.carUid);
    const now = ctx.now();
    if (body.orderUid) {
      const order = await orderRow(db, me.enterpriseUid, body.orderUid);
      if (order.car_uid !== car.uid) throw notFound('保修工單');
      return { cycle: order.cycle_uid ? await dueForCycle(ctx, car.uid, order.cycle_uid, now) : null };
    }
    return { cycle: mostPressing((await carDues(ctx, [car.uid], now)).get(car.uid) ?? []) };
  });
}

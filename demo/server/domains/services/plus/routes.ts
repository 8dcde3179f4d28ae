import { ORDER_STATUS, ORDER_STATUS_LABELS, plus } from '../../../../../src/core/api/contract/plus';
import { ENDED_ORDER_STATUSES, OPEN_ORDER_STATUSES, orderStatusIn, UNPAID_ORDER_STATUSES } from '../../../../../src/core/catalogue/orders';
import type { ServerContext } from '../../../context';
import { badInput, conflict } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { carsNumbered, fleetCars, targetCar, targetCars } from '../../../car-refs';
import { checkCarScope, issueOnceToken, ORDERS_OF_ONE_CAR, plusCaller, redeemOnceToken, scopedOrder } from './access';
import { checkInvoice, INVOICE_TYPES, planOf, SERVICE_TYPES, type PlanRow } from './catalogue';
import { atmExpired, failExpiredAtm, insertOrder, moveOrder, orderOf, ordersOf, type OrderRow } from './orders';
import { SERVICE_FROM, SERVICE_SELECT, servicesOf, type ServiceRow } from './services';
import { listPage, pageOf, Where } from '../../../db/sql';
import { toMs } from '../../../time';


async function planByUid(ctx: ServerContext, uid: string, field: string): Promise<PlanRow> {
  const plan = await ctx.db.one<PlanRow>(`SELECT * FROM plus_plans WHERE uid = $1 AND on_sale`, [uid]);
  if (!plan) throw badInput(field, '找不到此方案。');
  return plan;
}

/** The plus host of spec 7.9: catalogue, the once-token hand-off, a car's services, and orders. */
export function plusRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(plus.onceToken, async (input) => issueOnceToken(ctx, plusCaller(input), input.params.id));
  r.route(plus.validateOnceToken, async ({ body }) => redeemOnceToken(ctx, body.onceToken, body.carUid));

  r.route(plus.serviceTypes, async () => SERVICE_TYPES.map((t) => ({ ...t })));
  r.route(plus.orderStatuses, async () => ORDER_STATUS_LABELS.map((name, code) => ({ code, name })));
  r.route(plus.invoiceTypes, async () => INVOICE_TYPES.map((t) => ({ ...t, fields: [...t.fields] })));
  r.route(plus.servicePlans, async ({ query }) => {
    const rows = await ctx.db.query<PlanRow>(
      `SELECT * FROM plus_plans WHERE on_sale AND ($1::text IS NULL OR service_type = $1) ORDER BY sort, uid`, [query.serviceType ?? null]);
    return rows.map(planOf);
  });

  r.route(plus.carServices, async (input) => {
    const me = plusCaller(input);
    checkCarScope(me, [input.params.carUid]);
    await targetCar(ctx, me.enterpriseUid, input.params.carUid);
    const rows = await ctx.db.query<ServiceRow>(
      `SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE s.car_uid = $1 AND s.enterprise_uid = $2 AND s.end_at > $3 ORDER BY s.end_at`,
      [input.params.carUid, me.enterpriseUid, new Date(ctx.now())]);
    return servicesOf(ctx, rows);
  });

  r.route(plus.available, async (input) => {
    const me = plusCaller(input);
    const plan = await planByUid(ctx, input.body.planUid, 'planUid');
    // The enterprise's managed cars by car number (the fleet's), narrowed to the numbers matching
    // carNo and, for a plus caller bound to one car, to that car; then the page of them.
    const carNo = input.body.carNo?.trim() ? new Set(await carsNumbered(ctx, me.enterpriseUid, input.body.carNo)) : null;
    const cars = (await fleetCars(ctx).list(ctx.db, { enterpriseUid: me.enterpriseUid, managed: true }))
      .filter((c) => (!carNo || carNo.has(c.uid)) && (!me.plusCar || c.uid === me.plusCar));
    const page = pageOf(input.body, 50);
    const total = cars.length;
    const rows = cars.slice(page.offset, page.offset + page.limit);
    const state = await ctx.db.query<{ uid: string; active_until: Date | null; busy: boolean }>(
      `SELECT c.uid,
         (SELECT max(s.end_at) FROM car_services s WHERE s.car_uid = c.uid AND s.service_type = $2 AND s.end_at > $3) AS active_until,
         EXISTS (SELECT 1 FROM plus_order_cars oc JOIN plus_orders o ON o.uid = oc.order_uid JOIN plus_plans p ON p.uid = o.plan_uid
                  WHERE oc.car_uid = c.uid AND o.status = ANY($4::int[]) AND p.service_type = $2) AS busy
         FROM unnest($1::text[]) AS c(uid)`,
      [rows.map((c) => c.uid), plan.service_type, new Date(ctx.now()), UNPAID_ORDER_STATUSES]);
    const byUid = new Map(state.map((s) => [s.uid, s]));
    return {
      total, ...page,
      list: rows.map((c) => ({ carUid: c.uid, carNo: c.car_no, activeUntil: toMs(byUid.get(c.uid)?.active_until), available: !byUid.get(c.uid)?.busy })),
    };
  });

  r.route(plus.setInvoice, async (input) => {
    const me = plusCaller(input);
    const invoice = checkInvoice(input.body.invoice, 'invoice');
    const order = await scopedOrder(ctx.db, me, { uid: input.body.orderUid });
    const row = await ctx.db.one<OrderRow>(
      `UPDATE plus_orders SET invoice = $2, updated_at = $3 WHERE uid = $1 AND status = ANY($4::int[]) RETURNING *`,
      [order.uid, JSON.stringify(invoice), new Date(ctx.now()), UNPAID_ORDER_STATUSES]);
    if (!row) throw badInput('orderUid', '已付款、取消或作廢的訂單不能修改發票資料。');
    return orderOf(ctx, row);
  });

  r.route(plus.createOrder, async (input) => {
    const me = plusCaller(input);
    checkCarScope(me, input.body.carUids, 'carUids');
    const plan = await planByUid(ctx, input.body.planUid, 'planUid');
    const invoice = input.body.invoice ? checkInvoice(input.body.invoice, 'invoice') : null;
    const cars = await targetCars(ctx, me.enterpriseUid, input.body.carUids);
    const unmanaged = cars.find((c) => !c.enabled_code);
    if (unmanaged) throw badInput('carUids', `車輛 ${unmanaged.car_no} 尚未納管，不能購買加值服務。`);
    const row = await ctx.db.transaction((tx) => insertOrder(tx, {
      enterpriseUid: me.enterpriseUid, userUid: me.userUid, plan, carUids: cars.map((c) => c.uid),
      paymentMethod: input.body.paymentMethod, invoice, at: ctx.now(),
    }));
    return orderOf(ctx, row);
  });

  r.route(plus.listOrders, async (input) => {
    const me = plusCaller(input);
    const { body } = input;
    if (body.carUid) checkCarScope(me, [body.carUid]);
    if (body.startTime !== undefined && body.endTime !== undefined && body.endTime < body.startTime) {
      throw badInput('endTime', '結束時間不可早於開始時間。');
    }
    await failExpiredAtm(ctx.db, ctx.now());
    const where = Where.scoped('o.enterprise_uid', me.enterpriseUid).add('o.deleted_at IS NULL');
    if (body.status?.length) where.add('o.status = ANY(?::int[])', body.status);
    if (body.startTime !== undefined) where.add('o.created_at >= ?', new Date(body.startTime));
    if (body.endTime !== undefined) where.add('o.created_at <= ?', new Date(body.endTime));
    if (body.carUid) where.add('EXISTS (SELECT 1 FROM plus_order_cars oc WHERE oc.order_uid = o.uid AND oc.car_uid = ?)', body.carUid);
    if (me.plusCar) where.add(ORDERS_OF_ONE_CAR, me.plusCar);
    return listPage(ctx.db, { select: 'o.*', from: 'plus_orders o', where, orderBy: 'o.created_at DESC, o.uid' }, body, (rows: OrderRow[]) => ordersOf(ctx, rows));
  });

  r.route(plus.getOrder, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    return orderOf(ctx, await scopedOrder(ctx.db, me, { uid: input.params.uid }));
  });

  r.route(plus.cancelOrder, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { uid: input.params.uid });
    // An ended order is deleted from the list; an open one is cancelled.
    if (orderStatusIn(ENDED_ORDER_STATUSES, order.status)) {
      const deleted = await ctx.db.one<OrderRow>(
        `UPDATE plus_orders SET deleted_at = $2 WHERE uid = $1 AND deleted_at IS NULL AND status = ANY($3::int[]) RETURNING *`,
        [order.uid, new Date(ctx.now()), ENDED_ORDER_STATUSES]);
      if (!deleted) throw conflict('訂單狀態已變更，請重新整理。', 'status');
      return orderOf(ctx, deleted);
    }
    const row = await moveOrder(ctx.db, order, OPEN_ORDER_STATUSES, ORDER_STATUS.CANCELLED, ctx.now(), '只有待付款或付款失敗的訂單可以取消，已取消或作廢的訂單可以刪除。');
    return orderOf(ctx, row);
  });

  r.route(plus.pendingOrder, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { uid: input.body.uid });
    if (atmExpired(order, ctx.now())) throw conflict('ATM 繳費期限已過，請改用信用卡付款或取消訂單。', 'status');
    const row = await moveOrder(ctx.db, order, OPEN_ORDER_STATUSES, ORDER_STATUS.CONFIRMING, ctx.now(), '只有待付款或付款失敗的訂單可以送出確認。');
    return orderOf(ctx, row);
  });
}


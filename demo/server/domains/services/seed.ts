import { ORDER_STATUS } from '../../../../src/core/api/contract/plus';
import type { SeedContext } from '../../context';
import { DAY_MS } from '../../time';
import { PLAN_SEED, type PlanRow } from './plus/catalogue';
import { DEMO_SERIAL_PLAN, DEMO_SERIALS } from './plus/demo-serials';
import { insertOrder, type NewOrder } from './plus/orders';
import { addService } from './plus/services';
import { byUid, fleetCars } from '../../car-refs';

/**
 * The services seed: the plans, unused serial numbers (random ones and the fixed DEMO_SERIALS) and
 * orders in every status, sized by the cars.
 */

const SERIAL_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function serialOf(rng: () => number): string {
  return Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => SERIAL_CHARS[Math.floor(rng() * SERIAL_CHARS.length)]).join('')).join('-');
}

async function seedPlansAndSerials(ctx: SeedContext): Promise<void> {
  for (const [i, p] of PLAN_SEED.entries()) {
    await ctx.db.query(`INSERT INTO plus_plans (uid, service_type, name, months, price, sort) VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.uid, p.serviceType, p.name, p.months, p.price, i]);
  }
  const serials = [
    ...PLAN_SEED.filter((p) => p.months === 1).map((p) => ({ plan: p.uid, expires: ctx.now() + 180 * DAY_MS })),
    { plan: 'plan-video-year', expires: ctx.now() + 365 * DAY_MS },
    { plan: 'plan-tpms-year', expires: ctx.now() + 365 * DAY_MS },
    { plan: 'plan-video-month', expires: ctx.now() - DAY_MS },
  ];
  for (const s of serials) {
    await ctx.db.query(`INSERT INTO plus_serials (serial_no, plan_uid, expires_at) VALUES ($1, $2, $3)`, [serialOf(ctx.rng), s.plan, new Date(s.expires)]);
  }
  for (const serialNo of DEMO_SERIALS) {
    await ctx.db.query(`INSERT INTO plus_serials (serial_no, plan_uid, expires_at) VALUES ($1, $2, $3)`, [serialNo, DEMO_SERIAL_PLAN, new Date(ctx.now() + 365 * DAY_MS)]);
  }
}

/** One order as it would be after its history; a paid one has its services. */
async function seedOrder(ctx: SeedContext, o: NewOrder & { status: number }): Promise<void> {
  const order = await insertOrder(ctx.db, o);
  if (o.status !== ORDER_STATUS.PAID) return;
  const paidAt = o.at + 10 * 60_000;
  await ctx.db.query(`UPDATE plus_orders SET paid_at = $2, updated_at = $2 WHERE uid = $1`, [order.uid, new Date(paidAt)]);
  for (const carUid of o.carUids) {
    await addService(ctx.db, { enterpriseUid: o.enterpriseUid, carUid, plan: o.plan, source: 'order', sourceCode: order.code, at: paidAt });
  }
}

/** Orders of an enterprise cycling through every status, a day apart, newest first. */
async function seedOrders(ctx: SeedContext, enterpriseUid: string, userUid: string, count: number): Promise<void> {
  const cars = (await fleetCars(ctx).list(ctx.db, { enterpriseUid, managed: true })).sort(byUid);
  const plans = await ctx.db.query<PlanRow>(`SELECT * FROM plus_plans ORDER BY sort`);
  if (!cars.length) return;
  const cycle = [ORDER_STATUS.PAID, ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CONFIRMING, ORDER_STATUS.CANCELLED, ORDER_STATUS.VOIDED, ORDER_STATUS.PAID];
  for (let i = 0; i < count; i += 1) {
    const status = cycle[i % cycle.length];
    const n = 1 + (i % 3);
    const carUids = Array.from({ length: Math.min(n, cars.length) }, (_, k) => cars[(i * 2 + k) % cars.length].uid);
    await seedOrder(ctx, {
      enterpriseUid, userUid, plan: plans[i % plans.length], carUids: [...new Set(carUids)], status, invoice: null,
      // A voided order is an old ATM order the operator voided; the others went by card (an ATM
      // order in confirmation would be settled by the background bank at once).
      paymentMethod: status === ORDER_STATUS.VOIDED ? 'atm' : 'card',
      at: ctx.now() - (count - i) * DAY_MS - (status === ORDER_STATUS.VOIDED ? 5 * DAY_MS : 0),
    });
  }
}

export async function seedServices(ctx: SeedContext): Promise<void> {
  const { A, B } = ctx.enterprises;
  await seedPlansAndSerials(ctx);
  await seedOrders(ctx, A, 'user-demo-admin', Math.max(7, Math.round(ctx.seedSize.trucksA / 8)));
  await seedOrders(ctx, B, 'user-demo-b-admin', 2);
}

import { payment, PAYMENT_PROVIDER } from '../../../../../src/core/api/contract/payment';
import { ORDER_STATUS } from '../../../../../src/core/api/contract/plus';
import { OPEN_ORDER_STATUSES, orderStatusIn, UNPAID_ORDER_STATUSES } from '../../../../../src/core/catalogue/orders';
import type { ServerContext } from '../../../context';
import { signPurposeToken, verifyToken } from '../../../auth/tokens';
import { badInput, conflict, notFound } from '../../../http/errors';
import { fullPath, type Registrar } from '../../../http/register';
import { newUid } from '../shared';
import { plusCaller, scopedOrder } from '../plus/access';
import { atmExpired, completePayment, failExpiredAtm, moveOrder, orderOf, type OrderRow } from '../plus/orders';
import { checkCard } from './card';
import { renderCheckout, type CheckoutView } from './checkout-page';

/**
 * The payment bridge of spec 7.10 with the sandbox card provider. The provider's outcome reaches
 * the order twice, as with a real provider: at once (its notification to the bridge) and again
 * when the console asks sync-order-status after coming back; both are idempotent.
 */
const PAYMENT_TOKEN_TTL_S = 15 * 60;

interface PaymentRow {
  uid: string;
  order_uid: string;
  status: 'pending' | 'paid' | 'declined';
  amount: number;
  return_url: string;
}

/** Card orders awaiting payment or failed are payable by card, and ATM orders whose account expired unpaid. */
function checkPayable(order: OrderRow, now: number): void {
  if (order.payment_method !== 'card' && !atmExpired(order, now)) throw conflict('此訂單以 ATM 轉帳付款，請於繳費期限內轉帳。', 'orderCode');
  if (!orderStatusIn(OPEN_ORDER_STATUSES, order.status)) throw conflict('此訂單目前的狀態不能付款。', 'orderCode');
}

/** Brings the order in line with a payment outcome. */
async function applyOutcome(ctx: ServerContext, order: OrderRow, status: PaymentRow['status']): Promise<OrderRow> {
  if (status === 'paid' && orderStatusIn(UNPAID_ORDER_STATUSES, order.status)) return completePayment(ctx, order);
  if (status === 'declined' && ([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CONFIRMING] as number[]).includes(order.status)) {
    return moveOrder(ctx.db, order, [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CONFIRMING], ORDER_STATUS.PAYMENT_FAILED, ctx.now(), '訂單狀態已變更。');
  }
  return order;
}

async function checkoutView(ctx: ServerContext, paymentUid: string): Promise<{ pay: PaymentRow; order: OrderRow; view: CheckoutView }> {
  const pay = await ctx.db.one<PaymentRow>(`SELECT * FROM payments WHERE uid = $1 AND provider = $2`, [paymentUid, PAYMENT_PROVIDER]);
  if (!pay) throw notFound('付款資料');
  const order = (await ctx.db.one<OrderRow & { plan_name: string }>(
    `SELECT o.*, p.name AS plan_name FROM plus_orders o JOIN plus_plans p ON p.uid = o.plan_uid WHERE o.uid = $1`, [pay.order_uid]))!;
  const done = pay.status === 'pending' ? undefined : { paid: pay.status === 'paid', returnUrl: returnTo(pay, order) };
  return { pay, order, view: { paymentUid, orderCode: order.code, planName: order.plan_name, amount: pay.amount, done } };
}

const returnTo = (pay: PaymentRow, order: OrderRow) =>
  `${pay.return_url}${pay.return_url.includes('?') ? '&' : '?'}orderCode=${encodeURIComponent(order.code)}&paymentResult=${pay.status}`;

const html = (view: CheckoutView) => ({
  file: { fileName: 'checkout.html', contentType: 'text/html; charset=utf-8', buffer: Buffer.from(renderCheckout(view)), inline: true },
});

export function paymentRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(payment.token, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: input.params.code });
    checkPayable(order, ctx.now());
    const paymentToken = await signPurposeToken(ctx.tokens, me.userUid, 'payment', PAYMENT_TOKEN_TTL_S, { ord: order.code, ent: me.enterpriseUid });
    return { paymentToken, orderCode: order.code, amount: order.amount, currency: 'TWD' as const, expiresAt: ctx.now() + PAYMENT_TOKEN_TTL_S * 1000 };
  });

  r.route(payment.createPayment, async (input) => {
    const me = plusCaller(input);
    const { body } = input;
    const claims = await verifyToken<{ typ?: string; ord?: string; ent?: string }>(ctx.tokens, body.paymentToken);
    if (!claims || claims.typ !== 'payment' || claims.ord !== body.orderCode || claims.ent !== me.enterpriseUid) {
      throw badInput('paymentToken', '付款憑證無效或已過期，請重新付款。');
    }
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: body.orderCode });
    checkPayable(order, ctx.now());
    const paymentUid = newUid('pay');
    const at = new Date(ctx.now());
    // An expired ATM order paid again by card becomes a card order.
    if (order.payment_method !== 'card') await ctx.db.query(`UPDATE plus_orders SET payment_method = 'card', updated_at = $2 WHERE uid = $1`, [order.uid, at]);
    await ctx.db.query(
      `INSERT INTO payments (uid, order_uid, provider, status, amount, return_url, created_at, updated_at) VALUES ($1, $2, $3, 'pending', $4, $5, $6, $6)`,
      [paymentUid, order.uid, PAYMENT_PROVIDER, order.amount, body.returnUrl, at],
    );
    return { paymentUid, redirectUrl: fullPath(payment.checkoutPage).replace(':paymentUid', paymentUid) };
  });

  r.route(payment.syncOrderStatus, async (input) => {
    const me = plusCaller(input);
    // Like every other read of an order: an ATM account past its due time has failed first.
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: input.params.orderCode });
    const last = await ctx.db.one<PaymentRow>(`SELECT * FROM payments WHERE order_uid = $1 ORDER BY created_at DESC, uid LIMIT 1`, [order.uid]);
    return orderOf(ctx.db, last ? await applyOutcome(ctx, order, last.status) : order);
  });

  r.route(payment.atmSimulate, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: input.params.orderCode });
    if (order.payment_method !== 'atm') throw conflict('此訂單不是 ATM 轉帳訂單。', 'orderCode');
    if (input.body.outcome === 'transfer') {
      if (atmExpired(order, ctx.now())) throw conflict('ATM 繳費期限已過。', 'orderCode');
      return orderOf(ctx.db, await completePayment(ctx, order));
    }
    if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) throw conflict('只有待付款的 ATM 訂單可以模擬逾期。', 'status');
    await ctx.db.query(`UPDATE plus_orders SET atm_expires_at = $2 WHERE uid = $1`, [order.uid, new Date(ctx.now() - 1000)]);
    await failExpiredAtm(ctx.db, ctx.now());
    return orderOf(ctx.db, (await ctx.db.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1`, [order.uid]))!);
  });

  r.file(payment.checkoutPage, async ({ params }) => html((await checkoutView(ctx, params.paymentUid)).view));

  r.file(payment.checkoutSubmit, async ({ params, body }) => {
    const { pay, order, view } = await checkoutView(ctx, params.paymentUid);
    if (view.done) return html(view);
    let outcome: 'paid' | 'declined';
    let last4: string | null = null;
    let message: string;
    if (body.action === 'cancel') {
      outcome = 'declined';
      message = '使用者取消付款';
    } else {
      const check = checkCard(body, ctx.now());
      if (!check.ok) return html({ ...view, error: { field: check.field, message: check.message }, values: { cardNumber: body.cardNumber, expiry: body.expiry, holder: body.holder } });
      outcome = check.outcome;
      last4 = check.last4;
      message = outcome === 'paid' ? '授權成功' : '發卡銀行拒絕交易';
    }
    const updated = await ctx.db.query(
      `UPDATE payments SET status = $2, card_last4 = $3, message = $4, updated_at = $5 WHERE uid = $1 AND status = 'pending' RETURNING uid`,
      [pay.uid, outcome, last4, message, new Date(ctx.now())],
    );
    if (updated.length) await applyOutcome(ctx, order, outcome);
    return { redirect: returnTo({ ...pay, status: outcome }, order) };
  });
}

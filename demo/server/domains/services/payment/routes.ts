import { createHash } from 'node:crypto';
import { payment, PAYMENT_PROVIDER } from '../../../../../src/core/api/contract/payment';
import { ORDER_STATUS } from '../../../../../src/core/api/contract/plus';
import { orderStatusIn, UNPAID_ORDER_STATUSES } from '../../../../../src/core/catalogue/orders';
import { CARD_PAYMENT_REFUSALS, cardPaymentRefusal, PAYMENT_USER_CANCELLED } from '../../../../../src/core/plus/payment-refusals';
import type { ServerContext } from '../../../context';
import { signPurposeToken, verifyToken } from '../../../auth/tokens';
import { badInput, conflict, notFound } from '../../../http/errors';
import { fullPath, type Registrar } from '../../../http/register';
import { newUid } from '../../../db/new-uid';
import { plusCaller, scopedOrder } from '../plus/access';
import { atmExpired, completePayment, failExpiredAtm, orderOf, type OrderRow } from '../plus/orders';
import { capturePayment, declineOrder, type CardResult, type PaymentRow } from './capture';
import { checkCard } from './card';
import { renderCheckout, type CheckoutView } from './checkout-page';
import { returnUrlAllowed } from './return-url';

/**
 * The payment bridge of spec 7.10 with the sandbox card provider. The provider's outcome reaches
 * the order twice, as with a real provider: at once (its notification to the bridge) and again
 * when the console asks sync-order-status after coming back; both are idempotent.
 */
const PAYMENT_TOKEN_TTL_S = 15 * 60;

/**
 * Whether the order may start a card payment: open (0 待付款, 1 付款失敗; paid, cancelled or voided
 * orders are refused with the reason), and a card order or an ATM order whose account expired unpaid.
 */
function checkPayable(order: OrderRow, now: number): void {
  const refusal = cardPaymentRefusal(order.status, 'start');
  if (refusal) throw conflict(refusal, 'orderCode');
  if (order.payment_method !== 'card' && !atmExpired(order, now)) throw conflict('此訂單以 ATM 轉帳付款，請於繳費期限內轉帳。', 'orderCode');
}

/**
 * Brings the order in line with its card payments (sync-order-status): a captured payment confirms
 * the order (again, idempotently: a half-done confirmation is completed); else the newest payment,
 * declined, fails an unpaid order.
 */
async function syncWithPayments(ctx: ServerContext, order: OrderRow): Promise<OrderRow> {
  const captured = await ctx.db.one(`SELECT uid FROM payments WHERE order_uid = $1 AND status = 'paid' LIMIT 1`, [order.uid]);
  if (captured && (order.status === ORDER_STATUS.PAID || orderStatusIn(UNPAID_ORDER_STATUSES, order.status))) return completePayment(ctx, order);
  const last = await ctx.db.one<PaymentRow>(`SELECT * FROM payments WHERE order_uid = $1 ORDER BY created_at DESC, uid LIMIT 1`, [order.uid]);
  if (last?.status === 'declined') return (await declineOrder(ctx.db, order.uid, ctx.now())) ?? order;
  return order;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function checkoutView(ctx: ServerContext, paymentUid: string): Promise<{ pay: PaymentRow; order: OrderRow; view: CheckoutView }> {
  const pay = await ctx.db.one<PaymentRow>(`SELECT * FROM payments WHERE uid = $1 AND provider = $2`, [paymentUid, PAYMENT_PROVIDER]);
  if (!pay) throw notFound('付款資料');
  const order = (await ctx.db.one<OrderRow & { plan_name: string }>(
    `SELECT o.*, p.name AS plan_name FROM plus_orders o JOIN plus_plans p ON p.uid = o.plan_uid WHERE o.uid = $1`, [pay.order_uid]))!;
  // A payment opened before its order was paid, cancelled or voided offers no form: it would be refused.
  const refusal = pay.status === 'pending' ? cardPaymentRefusal(order.status, 'capture') : null;
  const done = refusal
    ? { paid: false, returnUrl: returnTo({ ...pay, status: 'declined' }, order), reason: refusal }
    : pay.status === 'pending' ? undefined : { paid: pay.status === 'paid', returnUrl: returnTo(pay, order), reason: pay.status === 'declined' ? pay.message : undefined };
  // A path needs no base to be read, so only an absolute return URL names an origin.
  const returnOrigin = URL.canParse(pay.return_url) ? new URL(pay.return_url).origin : undefined;
  return { pay, order, view: { paymentUid, orderCode: order.code, planName: order.plan_name, amount: pay.amount, done, returnOrigin } };
}

/** The provider's word on the way back: the customer's 取消付款 is told apart from a declined card. */
const resultOf = (pay: Pick<PaymentRow, 'status' | 'message'>) =>
  (pay.status === 'declined' && pay.message === PAYMENT_USER_CANCELLED ? 'cancelled' : pay.status);

const returnTo = (pay: PaymentRow, order: OrderRow) =>
  `${pay.return_url}${pay.return_url.includes('?') ? '&' : '?'}orderCode=${encodeURIComponent(order.code)}&paymentResult=${resultOf(pay)}`;

const html = (view: CheckoutView, notice?: string) => ({
  file: { fileName: 'checkout.html', contentType: 'text/html; charset=utf-8', buffer: Buffer.from(renderCheckout(notice ? { ...view, notice } : view)), inline: true },
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
    if (!returnUrlAllowed(body.returnUrl, input.headers.host, ctx)) {
      ctx.log(`[payment] create-payment refused the return URL ${body.returnUrl}: list its origin in FMS_PARTNER_ORIGINS`);
      throw badInput('returnUrl', CARD_PAYMENT_REFUSALS.returnUrl);
    }
    const claims = await verifyToken<{ typ?: string; ord?: string; ent?: string }>(ctx.tokens, body.paymentToken);
    if (!claims || claims.typ !== 'payment' || claims.ord !== body.orderCode || claims.ent !== me.enterpriseUid) {
      throw badInput('paymentToken', '付款憑證無效或已過期，請重新付款。');
    }
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: body.orderCode });
    const paymentUid = newUid('pay');
    const at = new Date(ctx.now());
    // One transaction on the locked order: a payment token opens one payment (issue 22), of an order still payable.
    await ctx.db.transaction(async (tx) => {
      const locked = (await tx.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1 FOR UPDATE`, [order.uid]))!;
      checkPayable(locked, ctx.now());
      // An expired ATM order paid again by card becomes a card order.
      if (locked.payment_method !== 'card') await tx.query(`UPDATE plus_orders SET payment_method = 'card', updated_at = $2 WHERE uid = $1`, [order.uid, at]);
      const opened = await tx.query(
        `INSERT INTO payments (uid, order_uid, provider, status, amount, return_url, token_hash, created_at, updated_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $7) ON CONFLICT (token_hash) DO NOTHING RETURNING uid`,
        [paymentUid, order.uid, PAYMENT_PROVIDER, locked.amount, body.returnUrl, hashOf(body.paymentToken), at],
      );
      if (!opened.length) throw conflict(CARD_PAYMENT_REFUSALS.tokenUsed, 'paymentToken');
    });
    return { paymentUid, redirectUrl: fullPath(payment.checkoutPage).replace(':paymentUid', paymentUid) };
  });

  r.route(payment.syncOrderStatus, async (input) => {
    const me = plusCaller(input);
    // Like every other read of an order: an ATM account past its due time has failed first.
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: input.params.orderCode });
    return orderOf(ctx, await syncWithPayments(ctx, order));
  });

  r.route(payment.atmSimulate, async (input) => {
    const me = plusCaller(input);
    await failExpiredAtm(ctx.db, ctx.now());
    const order = await scopedOrder(ctx.db, me, { code: input.params.orderCode });
    if (order.payment_method !== 'atm') throw conflict('此訂單不是 ATM 轉帳訂單。', 'orderCode');
    if (input.body.outcome === 'transfer') {
      // A repeated transfer notice of a paid order confirms it again (idempotent), whatever the due time.
      if (order.status !== ORDER_STATUS.PAID && atmExpired(order, ctx.now())) throw conflict('ATM 繳費期限已過。', 'orderCode');
      return orderOf(ctx, await completePayment(ctx, order));
    }
    if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) throw conflict('只有待付款的 ATM 訂單可以模擬逾期。', 'status');
    await ctx.db.query(`UPDATE plus_orders SET atm_expires_at = $2 WHERE uid = $1`, [order.uid, new Date(ctx.now() - 1000)]);
    await failExpiredAtm(ctx.db, ctx.now());
    return orderOf(ctx, (await ctx.db.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1`, [order.uid]))!);
  });

  r.file(payment.checkoutPage, async ({ params }) => html((await checkoutView(ctx, params.paymentUid)).view));

  r.file(payment.checkoutSubmit, async ({ params, body }) => {
    const { pay, order, view } = await checkoutView(ctx, params.paymentUid);
    if (view.done) return html(view, pay.status === 'pending' ? undefined : CARD_PAYMENT_REFUSALS.settled);
    let card: CardResult;
    if (body.action === 'cancel') {
      card = { status: 'declined', last4: null, message: PAYMENT_USER_CANCELLED };
    } else {
      const check = checkCard(body, ctx.now());
      if (!check.ok) return html({ ...view, error: { field: check.field, message: check.message }, values: { cardNumber: body.cardNumber, expiry: body.expiry, holder: body.holder } });
      card = { status: check.outcome, last4: check.last4, message: check.outcome === 'paid' ? '授權成功' : '發卡銀行拒絕交易' };
    }
    const capture = await capturePayment(ctx, pay.uid, card);
    // A submit that did not settle the payment shows why, on the provider's page, instead of going back.
    if (capture.kind !== 'settled') return html((await checkoutView(ctx, pay.uid)).view, capture.kind === 'already' ? CARD_PAYMENT_REFUSALS.settled : undefined);
    return { redirect: returnTo({ ...pay, status: capture.status, message: card.message }, order) };
  });
}

import { ORDER_STATUS } from '../../../../../src/core/api/contract/plus';
import { cardPaymentRefusal } from '../../../../../src/core/plus/payment-refusals';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { confirmPaid, notifyPaid, type Confirmation, type OrderRow } from '../plus/orders';

/**
 * The sandbox provider charging a card (issue 22): at most one capture per payment and per order.
 * The payment and its order are locked in one transaction, so of parallel submits one settles the
 * payment and the rest find it settled; a card is charged only while the order is unpaid, and the
 * order with its services is confirmed in that same transaction.
 */

export interface PaymentRow {
  uid: string;
  order_uid: string;
  status: 'pending' | 'paid' | 'declined';
  amount: number;
  return_url: string;
  message: string;
}

export interface CardResult {
  status: 'paid' | 'declined';
  last4: string | null;
  message: string;
}

export type Capture =
  /** This call settled the payment as the provider decided. */
  | { kind: 'settled'; status: 'paid' | 'declined' }
  /** The order could no longer be paid: the payment is declined with `message`, the card not charged. */
  | { kind: 'refused'; message: string }
  /** An earlier submit settled the payment already; nothing changed. */
  | { kind: 'already'; status: 'paid' | 'declined' };

/** An unpaid order (0 待付款, 2 訂單確認中) whose card payment was declined turns 1 付款失敗. */
export async function declineOrder(db: Db, orderUid: string, now: number): Promise<OrderRow | null> {
  return db.one<OrderRow>(
    `UPDATE plus_orders SET status = $2, updated_at = $3 WHERE uid = $1 AND status = ANY($4::int[]) RETURNING *`,
    [orderUid, ORDER_STATUS.PAYMENT_FAILED, new Date(now), [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CONFIRMING]]);
}

export async function capturePayment(ctx: ServerContext, paymentUid: string, card: CardResult): Promise<Capture> {
  const now = ctx.now();
  const { capture, confirmation } = await ctx.db.transaction(async (tx): Promise<{ capture: Capture; confirmation?: Confirmation }> => {
    const pay = await tx.one<PaymentRow>(`SELECT * FROM payments WHERE uid = $1 FOR UPDATE`, [paymentUid]);
    if (!pay) throw notFound('付款資料');
    if (pay.status !== 'pending') return { capture: { kind: 'already', status: pay.status } };
    const order = (await tx.one<OrderRow>(`SELECT * FROM plus_orders WHERE uid = $1 FOR UPDATE`, [pay.order_uid]))!;
    const refusal = card.status === 'paid' ? cardPaymentRefusal(order.status, 'capture') : null;
    await tx.query(
      `UPDATE payments SET status = $2, card_last4 = $3, message = $4, updated_at = $5 WHERE uid = $1`,
      [pay.uid, refusal ? 'declined' : card.status, card.last4, refusal ?? card.message, new Date(now)]);
    if (refusal) return { capture: { kind: 'refused', message: refusal } };
    const settled: Capture = { kind: 'settled', status: card.status };
    if (card.status === 'paid') return { capture: settled, confirmation: await confirmPaid(tx, order.uid, now) };
    await declineOrder(tx, order.uid, now);
    return { capture: settled };
  });
  if (confirmation) await notifyPaid(ctx, confirmation);
  return capture;
}

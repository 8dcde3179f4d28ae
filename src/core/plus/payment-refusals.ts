import { ENDED_ORDER_STATUSES, ORDER_STATUS, orderStatusIn, UNPAID_ORDER_STATUSES } from '../catalogue/orders';

/**
 * Why the card bridge refuses a payment (issue 22: at most one capture per payment and per order).
 * The reference server answers with these words and the console shows them as they come.
 */
export const CARD_PAYMENT_REFUSALS = {
  paid: '此訂單已付款完成，不能重複付款。',
  cancelled: '此訂單已取消，不能付款；如仍需要服務，請重新購買。',
  voided: '此訂單已作廢，不能付款。',
  confirming: '此訂單的付款確認中，請稍後重新整理查看付款結果。',
  tokenUsed: '此付款憑證已使用過，請回到訂單重新付款。',
  settled: '此筆付款已處理完成，不會重複扣款。',
  notCharged: '付款未完成，本次未扣款。',
  other: '此訂單目前的狀態不能付款。',
  /** create-payment with a returnUrl on an origin that is neither the console's nor a listed partner's (issue 23). */
  returnUrl: '付款完成後要返回的網址不在允許的網域，未開始付款：請使用主控台本身的網址，或 FMS_PARTNER_ORIGINS 所列合作夥伴網域的網址。',
} as const;

/**
 * Whether an order in `status` may be paid by card, and if not, why. `start` (token, create-payment)
 * takes an order still open (0 待付款, 1 付款失敗); `capture` (the provider charging the card) takes
 * any unpaid one, as the money is for this order until it is paid, cancelled or voided.
 */
export function cardPaymentRefusal(status: number, stage: 'start' | 'capture'): string | null {
  if (status === ORDER_STATUS.PAID) return CARD_PAYMENT_REFUSALS.paid;
  if (status === ORDER_STATUS.CANCELLED) return CARD_PAYMENT_REFUSALS.cancelled;
  if (status === ORDER_STATUS.VOIDED) return CARD_PAYMENT_REFUSALS.voided;
  if (stage === 'start' && status === ORDER_STATUS.CONFIRMING) return CARD_PAYMENT_REFUSALS.confirming;
  return orderStatusIn(UNPAID_ORDER_STATUSES, status) ? null : CARD_PAYMENT_REFUSALS.other;
}

/** The sandbox provider's word for a card form left with 取消付款 (the return's paymentResult=cancelled). */
export const PAYMENT_USER_CANCELLED = '使用者取消付款';

/** What the order page says back from the provider (?paymentResult), by the order as synced. */
export const PAYMENT_RETURN_MESSAGES = {
  paid: '付款成功，服務已開通。',
  declined: '付款未成功：信用卡交易遭拒絕，請重新付款或改用其他卡片。',
  pending: '付款尚未完成，請稍後重新整理查看訂單狀態。',
  cancelled: '已取消刷卡，本次未扣款；訂單尚未付款，可重新付款或取消訂單。',
} as const;

export interface PaymentReturnNotice { text: string; tone: 'status' | 'alert' }

/**
 * The notice back from the provider for the order in `status` after sync (null: the sync failed,
 * so `result`, the provider's word, is all there is). An order cancelled or voided while its payment
 * was open was refused by the bridge: the notice says nothing was charged, and why.
 */
export function paymentReturnNotice(result: keyof typeof PAYMENT_RETURN_MESSAGES, status: number | null): PaymentReturnNotice {
  if (status === null) return { text: PAYMENT_RETURN_MESSAGES[result], tone: 'alert' };
  if (status === ORDER_STATUS.PAID) return { text: PAYMENT_RETURN_MESSAGES.paid, tone: 'status' };
  if (status === ORDER_STATUS.PAYMENT_FAILED) return { text: PAYMENT_RETURN_MESSAGES[result === 'cancelled' ? 'cancelled' : 'declined'], tone: 'alert' };
  if (orderStatusIn(ENDED_ORDER_STATUSES, status)) return { text: refusedText(status), tone: 'alert' };
  return { text: PAYMENT_RETURN_MESSAGES.pending, tone: 'alert' };
}

/** An ended order (cancelled, voided) cannot be paid: nothing was charged, and why. */
export const refusedText = (status: number): string => `${CARD_PAYMENT_REFUSALS.notCharged}${cardPaymentRefusal(status, 'capture') ?? ''}`;

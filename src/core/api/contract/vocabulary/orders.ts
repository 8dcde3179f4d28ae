import { Type } from '@sinclair/typebox';

/** Plus service order statuses by code, with their exact labels (spec 4, 9) and a name for code. */
export const ORDER_STATUSES = {
  0: { key: 'AWAITING_PAYMENT', label: '待付款' },
  1: { key: 'PAYMENT_FAILED', label: '付款失敗' },
  2: { key: 'CONFIRMING', label: '訂單確認中' },
  3: { key: 'PAID', label: '付款成功' },
  4: { key: 'CANCELLED', label: '取消訂單' },
  5: { key: 'VOIDED', label: '作廢訂單' },
} as const;

export type OrderStatusCode = keyof typeof ORDER_STATUSES;
type OrderStatusKey = (typeof ORDER_STATUSES)[OrderStatusCode]['key'];
type CodeOf<K extends OrderStatusKey> = { [C in OrderStatusCode]: (typeof ORDER_STATUSES)[C]['key'] extends K ? C : never }[OrderStatusCode];

/** The codes in order, 0..5. */
export const ORDER_STATUS_CODES = Object.keys(ORDER_STATUSES).map(Number) as OrderStatusCode[];

/** Codes by name, for code that moves an order (ORDER_STATUS.PAID, …). */
export const ORDER_STATUS = Object.fromEntries(ORDER_STATUS_CODES.map((code) => [ORDER_STATUSES[code].key, code])) as
  { readonly [K in OrderStatusKey]: CodeOf<K> };

/** The labels by code (index = code). */
export const ORDER_STATUS_LABELS: readonly string[] = ORDER_STATUS_CODES.map((code) => ORDER_STATUSES[code].label);

export const OrderStatus = Type.Integer({ minimum: Math.min(...ORDER_STATUS_CODES), maximum: Math.max(...ORDER_STATUS_CODES) });

/** How an order is paid, as the purchase and order pages name it. */
export const PAYMENT_METHOD_LABELS = { card: '信用卡', atm: 'ATM 轉帳' } as const;

export type PaymentMethodCode = keyof typeof PAYMENT_METHOD_LABELS;
export const PaymentMethodSchema = Type.Union((Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethodCode[]).map((m) => Type.Literal(m)));

/**
 * The order actions' button labels. Cancelling reads 取消訂單, the very words of the status it leads
 * to (spec 4), so it is taken from there rather than written twice.
 */
export const ORDER_ACTION_LABELS = {
  cancel: ORDER_STATUSES[ORDER_STATUS.CANCELLED].label,
  delete: '刪除訂單',
  payAgain: '重新付款',
  markTransferred: '我已完成轉帳',
  repurchase: '再次購買',
} as const;

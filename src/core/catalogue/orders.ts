import { entryOf, labelOf } from './lookup';

/** How an order card marks its status: the spec shows a success or an error icon (spec 4). */
export type OrderTone = 'success' | 'error' | 'pending';

/** Plus service order statuses by code, with their exact labels (spec 4, 9). */
export const ORDER_STATUSES = {
  0: { key: 'awaitingPayment', label: '待付款', tone: 'pending' },
  1: { key: 'paymentFailed', label: '付款失敗', tone: 'error' },
  2: { key: 'confirming', label: '訂單確認中', tone: 'pending' },
  3: { key: 'paid', label: '付款成功', tone: 'success' },
  4: { key: 'cancelled', label: '取消訂單', tone: 'error' },
  5: { key: 'voided', label: '作廢訂單', tone: 'error' },
} as const satisfies Record<number, { key: string; label: string; tone: OrderTone }>;

export type OrderStatusCode = keyof typeof ORDER_STATUSES;

/** Codes by name, for code that moves an order (to pending, and so on). */
export const ORDER_STATUS = {
  awaitingPayment: 0,
  paymentFailed: 1,
  confirming: 2,
  paid: 3,
  cancelled: 4,
  voided: 5,
} as const satisfies Record<(typeof ORDER_STATUSES)[OrderStatusCode]['key'], OrderStatusCode>;

export const orderStatusLabel = (code: unknown): string => labelOf(ORDER_STATUSES, code);

/** The card icon of a status; an unknown status waits (no success or error claimed). */
export const orderStatusTone = (code: unknown): OrderTone => entryOf(ORDER_STATUSES, code)?.tone ?? 'pending';

import { ORDER_STATUS, ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode } from '../api/contract/vocabulary/orders';
import { entryOf, labelOf } from './lookup';

/** How an order card marks its status: the spec shows a success or an error icon (spec 4). */
export type OrderTone = 'success' | 'error' | 'pending';

/** The card icon of each status: 3 is success; 1, 4 and 5 are errors; 0 and 2 wait. */
const TONES = { 0: 'pending', 1: 'error', 2: 'pending', 3: 'success', 4: 'error', 5: 'error' } as const satisfies Record<OrderStatusCode, OrderTone>;

/** Plus service order statuses: the vocabulary's one declaration, re-exported (the tone is orderStatusTone's). */
export { ORDER_STATUS, ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode };

/**
 * The groups the order rules read (our design; spec 4 shows no transitions), for the console and
 * the reference server alike: open orders can still be paid or cancelled, unpaid ones may still
 * change their invoice and hold their cars, ended ones can be deleted from the list.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatusCode[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.PAYMENT_FAILED];
export const UNPAID_ORDER_STATUSES: readonly OrderStatusCode[] = [...OPEN_ORDER_STATUSES, ORDER_STATUS.CONFIRMING];
export const ENDED_ORDER_STATUSES: readonly OrderStatusCode[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.VOIDED];

/** Whether `status` is one of `group` (a status read off the wire is a plain number). */
export const orderStatusIn = (group: readonly OrderStatusCode[], status: number): boolean => (group as readonly number[]).includes(status);

/** How an order is paid, with its label: declared in the vocabulary. */
export { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '../api/contract/vocabulary/orders';

export const orderStatusLabel = (code: unknown): string => labelOf(ORDER_STATUSES, code);

/** The card icon of a status; an unknown status waits (no success or error claimed). */
export const orderStatusTone = (code: unknown): OrderTone => entryOf(TONES, code) ?? 'pending';

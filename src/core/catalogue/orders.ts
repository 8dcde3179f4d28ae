import {
  ORDER_STATUS, ORDER_STATUSES as VOCABULARY_ORDER_STATUSES, type OrderStatusCode,
} from '../api/contract/vocabulary/orders';
import { entryOf, labelOf, withEntries } from './lookup';

/** How an order card marks its status: the spec shows a success or an error icon (spec 4). */
export type OrderTone = 'success' | 'error' | 'pending';

/** The card icon of each status: 3 is success; 1, 4 and 5 are errors; 0 and 2 wait. */
const TONES = { 0: 'pending', 1: 'error', 2: 'pending', 3: 'success', 4: 'error', 5: 'error' } as const satisfies Record<OrderStatusCode, OrderTone>;

/** Plus service order statuses by code (vocabulary), with their card tone. */
export const ORDER_STATUSES = withEntries(
  VOCABULARY_ORDER_STATUSES,
  (code, entry): { key: string; label: string; tone: OrderTone } => ({ key: entry.key, label: entry.label, tone: TONES[code] }),
);

export { ORDER_STATUS, type OrderStatusCode };

export const orderStatusLabel = (code: unknown): string => labelOf(ORDER_STATUSES, code);

/** The card icon of a status; an unknown status waits (no success or error claimed). */
export const orderStatusTone = (code: unknown): OrderTone => entryOf(ORDER_STATUSES, code)?.tone ?? 'pending';

import type { Order } from '../api/contract/plus';
import {
  ENDED_ORDER_STATUSES, OPEN_ORDER_STATUSES, ORDER_STATUS, ORDER_STATUS_CODES, orderStatusIn, UNPAID_ORDER_STATUSES,
  type OrderStatusCode,
} from '../catalogue/orders';
import { ORDER_ACTION_LABELS } from '../api/contract/vocabulary/orders';
import { dayFilterRanges } from '../format/time';

/**
 * The order pages' rules (spec 2.11 'Service orders', 4 'Plus service order status', 7.9): the
 * list filter as the order/list body, what an order offers the user by its status, payment method
 * and ATM due time, and what 再次購買 orders. Pure: the pages and the tests ask with an order and a time.
 */

/** The filter of the order list: statuses ticked, created days ('YYYY-MM-DD', Taipei) and a car. */
export interface OrderFilters {
  status?: readonly OrderStatusCode[];
  startDate?: string;
  endDate?: string;
  carUid?: string;
}

export interface OrderListBody {
  status?: OrderStatusCode[];
  startTime?: number;
  endTime?: number;
  carUid?: string;
  offset: number;
  limit: number;
}

/**
 * The order/list body of a filter: known statuses once each in code order (none ticked or all
 * ticked = every status, left out), the created days from the start day's first to the end day's
 * last millisecond (either alone is open-ended; days given backwards swap), and the car — `fixedCar`
 * (the app's car) wins over the filter's.
 */
export function orderListBody(filters: OrderFilters, paging: { offset: number; limit: number }, fixedCar?: string): OrderListBody {
  const ticked = ORDER_STATUS_CODES.filter((code) => filters.status?.includes(code));
  const { start, end } = dayFilterRanges(filters.startDate, filters.endDate);
  const car = (fixedCar || filters.carUid || '').trim();
  return {
    ...(ticked.length > 0 && ticked.length < ORDER_STATUS_CODES.length ? { status: ticked } : {}),
    ...(start ? { startTime: start.startTime } : {}),
    ...(end ? { endTime: end.endTime } : {}),
    ...(car ? { carUid: car } : {}),
    offset: paging.offset,
    limit: paging.limit,
  };
}

/** What an order offers its viewer. */
export interface OrderActions {
  /** 取消訂單: an order still open (0 待付款, 1 付款失敗) → 4 取消訂單. */
  cancel: boolean;
  /** 刪除訂單: an ended order (4 取消訂單, 5 作廢訂單) leaves the list. */
  delete: boolean;
  /** 重新付款 by card: a card order still open, or an ATM order whose account expired unpaid. */
  payAgain: boolean;
  /** 我已完成轉帳: an ATM order awaiting payment while its account is still open → 2 訂單確認中. */
  markTransferred: boolean;
  /** The invoice can still be changed (0, 1, 2). */
  editInvoice: boolean;
  /** 再次購買: the same plan for the same cars, once the order is over (3, 4, 5). */
  repurchase: boolean;
}

type OrderFacts = Pick<Order, 'status' | 'paymentMethod' | 'atm' | 'cars'>;

/** Whether an ATM order's account can no longer take a transfer at `now` (a card order: false). */
export const atmExpiredAt = (order: Pick<Order, 'paymentMethod' | 'atm'>, now: number): boolean =>
  order.paymentMethod === 'atm' && !!order.atm && order.atm.expiresAt < now;

const REPURCHASABLE: readonly OrderStatusCode[] = [ORDER_STATUS.PAID, ...ENDED_ORDER_STATUSES];

/** The actions an order offers at `now` (a paid order can be neither cancelled nor deleted). */
export function orderActionsOf(order: OrderFacts, now: number): OrderActions {
  const open = orderStatusIn(OPEN_ORDER_STATUSES, order.status);
  const expired = atmExpiredAt(order, now);
  return {
    cancel: open,
    delete: orderStatusIn(ENDED_ORDER_STATUSES, order.status),
    payAgain: open && (order.paymentMethod === 'card' || expired),
    markTransferred: order.paymentMethod === 'atm' && order.status === ORDER_STATUS.AWAITING_PAYMENT && !!order.atm && !expired,
    editInvoice: orderStatusIn(UNPAID_ORDER_STATUSES, order.status),
    repurchase: orderStatusIn(REPURCHASABLE, order.status) && order.cars.length > 0,
  };
}

export type RepurchaseOutcome =
  | { ok: true; body: { planUid: string; carUids: string[]; paymentMethod: 'card' | 'atm'; invoice?: NonNullable<Order['invoice']> } }
  | { ok: false; message: string };

export const REPURCHASE_MESSAGES = {
  notOver: '此訂單尚未結束，請先完成付款或取消訂單後再購買。',
  noCar: '此訂單沒有這輛車，無法為它再次購買。',
  noCars: '此訂單沒有車輛，無法再次購買。',
} as const;

/**
 * 再次購買: a new order of the same plan for the order's cars (only `carUid` when given: the app's
 * car), paid by `paymentMethod`, with the same invoice data. Refused while the order is still open
 * (pay or cancel it first) or when the car is not in it.
 */
export function repurchaseOf(order: Pick<Order, 'status' | 'plan' | 'cars' | 'invoice'>, paymentMethod: 'card' | 'atm', carUid?: string): RepurchaseOutcome {
  if (!orderStatusIn(REPURCHASABLE, order.status)) return { ok: false, message: REPURCHASE_MESSAGES.notOver };
  const cars = carUid ? order.cars.filter((c) => c.carUid === carUid) : order.cars;
  if (cars.length === 0) return { ok: false, message: carUid ? REPURCHASE_MESSAGES.noCar : REPURCHASE_MESSAGES.noCars };
  return {
    ok: true,
    body: {
      planUid: order.plan.uid,
      carUids: cars.map((c) => c.carUid),
      paymentMethod,
      ...(order.invoice ? { invoice: order.invoice } : {}),
    },
  };
}

/** The cars of an order as a card names them: the first few numbers, then 等 N 輛. */
export function orderCarsText(cars: ReadonlyArray<{ carNo: string }>, shown = 3): string {
  if (cars.length === 0) return '—';
  const names = cars.slice(0, shown).map((c) => c.carNo).join('、');
  return cars.length > shown ? `${names} 等 ${cars.length} 輛` : names;
}

/** The order actions' button labels, declared in the vocabulary. */
export { ORDER_ACTION_LABELS };

/** What 取消訂單 asks before it cancels (the order page, and the checkout's payment page). */
export const orderCancelQuestion = (code: string): string => `確定要取消訂單 ${code} 嗎？取消後即無法付款，需重新購買。`;

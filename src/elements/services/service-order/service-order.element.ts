import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ServiceOrder } from './service-order';

/**
 * `<fms-service-order>`: one plus service order (spec 2.11 'order detail with a detail panel', 4,
 * 7.9, 7.10; P_P45, or the app's plus token): its status with the success, error or waiting icon,
 * code, plan, cars, amount (NT$), payment method, created and paid times, the ATM account (bank
 * code, account, amount, due time) while it can be paid, and the invoice (編輯發票 while 0, 1 or 2).
 * What the order offers: 取消訂單 (0, 1; asked first), 刪除訂單 (4, 5; asked first), 重新付款 by card
 * (card orders in 0 or 1, ATM orders whose account expired), 我已完成轉帳 (ATM in 0 before its due
 * time; asked first) and 再次購買 (3, 4, 5). The server's refusals show in an alert. Back from the card
 * provider (?orderCode&paymentResult on the page's address) it syncs the order and says how it went.
 * Works alone in a partner page.
 *
 * Attributes: `order-uid` — the order shown. `view` — `detail` (default), `repurchase` (再次購買 of
 *   the order, inline) or `payment-account` (the ATM account and 我已完成轉帳 only). `car-uid` — the
 *   app's car: 再次購買 orders for it alone. `return-path` — where the card provider comes back, a
 *   path of this site; `{uid}` stands for the order paid (default: this page with ?uid={uid}).
 * Events: `orderchange` — detail {uid, status}: the order moved after a user's action (cancelled,
 *   marked transferred, invoice saved, synced after paying). `orderdelete` — detail {uid}: an ended
 *   order was deleted. `orderrepurchase` — detail {uid, code, paymentMethod}: 再次購買 made a new order.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the order's section), `panel` (the detail pairs).
 */
export const FmsServiceOrder = toElement(ServiceOrder, {
  shadow: 'open',
  props: { orderUid: 'string', view: 'string', carUid: 'string', returnPath: 'string' },
  events: {
    onOrderChange: { bubbles: true, composed: true },
    onOrderDelete: { bubbles: true, composed: true },
    onOrderRepurchase: { bubbles: true, composed: true },
  },
});

defineElement('fms-service-order', FmsServiceOrder);

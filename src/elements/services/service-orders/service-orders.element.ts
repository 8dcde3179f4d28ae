import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ServiceOrders } from './service-orders';

/**
 * `<fms-service-orders>`: the plus service orders of /serviceOrder (spec 2.11 'Service orders', 4,
 * 7.9; P_P45), newest first, as cards: the status (待付款, 付款失敗, 訂單確認中, 付款成功, 取消訂單,
 * 作廢訂單) with its success, error or waiting icon, the order code, plan, cars, amount (NT$) and
 * created time. A filter by statuses (several at once), created date range and car; rows per page
 * and pages; 查無資料 when nothing matches, a loading state and an error with 重試. Works alone in a
 * partner page with the page's tokens (or, in an app web view, the plus token of the hand-off).
 *
 * Attributes: `car-uid` — only this car's orders (the app's history); the car filter is left out.
 * Events: `orderselect` — detail {uid, code}: an order card was chosen (click, Enter or Space);
 *   the host shows that order (e.g. `<fms-service-order order-uid>`).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's section), `list` (the cards, or the empty or loading state).
 */
export const FmsServiceOrders = toElement(ServiceOrders, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: {
    onOrderSelect: { bubbles: true, composed: true },
  },
});

defineElement('fms-service-orders', FmsServiceOrders);

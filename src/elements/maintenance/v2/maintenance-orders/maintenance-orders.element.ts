import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceOrders } from './maintenance-orders';

/**
 * `<fms-maintenance-orders>`: the maintenance orders of /maintenanceV2/orderData (spec 2.11
 * 'Maintenance', 3 'Maintenance order', 7.8; P_P39), newest first: number, car, the original cycle,
 * status (待處理, 處理中, 已完成, 已取消), opening and scheduled times, shop, 保修項目 and cost.
 * Filters by car and status; 新增工單 and 編輯 in a dialog with items and cost (a new order takes
 * the car's most pressing cycle as its original cycle; 處理中 marks its reservation 已進廠, 已完成
 * records the service on it with its mileage and engine hours; 查看預約 links back to the
 * reservation); delete named in the confirmation; export as 保修工單_{YYYY-MM-DD}.xlsx with its
 * progress.
 *
 * Attributes: `order-uid` — opens this order's edit dialog. `car-uid` — only this car's orders.
 * Events: `orderfocus` — detail {orderUid}: an order's edit dialog was opened by the user ('' when
 *   it closed), so the host can keep the URL on it.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the orders table).
 */
export const FmsMaintenanceOrders = toElement(MaintenanceOrders, {
  shadow: 'open',
  props: { orderUid: 'string', carUid: 'string' },
  events: { onOrderFocus: { bubbles: true, composed: true } },
});

defineElement('fms-maintenance-orders', FmsMaintenanceOrders);

import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceList } from './maintenance-list';

/**
 * `<fms-maintenance-list>`: the maintenance records of /maintenanceV2 (spec 2.11 'Maintenance', 4, 7.8;
 * P_P39), latest reservation first: car, cycle, reservation time and status (已預約, 已進廠, 已逾期),
 * service shop, service time, the mileage and engine hours entered (— when none), and a switch for active
 * (PATCH maintenance/v0/{uid}). Filters by car, reservation status and active; rows per page and
 * pages; 設定初始值 enters a car's mileage and engine hours (maintenance/v0/set-init, init or project);
 * 建立工單 opens a maintenance order from a reservation, once: a reservation with its order shows
 * 查看工單, a link to /maintenanceV2/orderData/{uid}, instead; delete (named in the confirmation) and
 * export as 保修紀錄_{YYYY-MM-DD}.xlsx with its progress. Maintenance notifications arriving live (category 7:
 * a reservation turned overdue, a cycle due) reload the list.
 *
 * Attributes: `car-uid` — only this car's records, under its maintenance data: mileage and engine hours
 *   now, the last record (maintenance/v0/last-record) and where each cycle stands (/maintenanceV2/data/{uid}).
 * Events: `recordopen` — detail {carUid, recordUid}: a row was opened (click, Enter or Space).
 *   `reservationadd` — detail {carUid}: 新增預約 was pressed. `reservationedit` — detail {recordUid}:
 *   編輯 was pressed on a row. `ordercreate` — detail {orderUid, recordUid}: an order was created
 *   from a reservation.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the records table).
 */
export const FmsMaintenanceList = toElement(MaintenanceList, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: {
    onRecordOpen: { bubbles: true, composed: true },
    onReservationAdd: { bubbles: true, composed: true },
    onReservationEdit: { bubbles: true, composed: true },
    onOrderCreate: { bubbles: true, composed: true },
  },
});

defineElement('fms-maintenance-list', FmsMaintenanceList);

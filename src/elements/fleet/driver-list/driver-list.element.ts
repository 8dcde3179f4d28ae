import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { DriverList } from './driver-list';

/**
 * `<fms-driver-list>`: the enterprise's drivers (POST users/v0/driver/list, P_P12) by employee
 * number, with their car: the first carList entry when it is under management and not deleted
 * (spec 3, 5), else 未指派. Search by name, account, mobile or employee number; filter by
 * department and by whether a car is assigned; rows per page and pages. 指派車輛 (with P_P06)
 * chooses among managed cars (filterEnabledCode) or the blank 選擇車號 to take the car away
 * (PUT car/v0/{uid}); 刪除 confirms by name. Each action shows only with its endpoint's code.
 *
 * Attributes: none.
 * Events: `driveradd` — detail {}: 新增駕駛 was pressed (the host shows `<fms-user-form driver>`);
 * `driveredit` — detail {uid, name}: 編輯 was pressed on that driver.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list card), `table` (the drivers table).
 */
export const FmsDriverList = toElement(DriverList, {
  shadow: 'open',
  events: { onDriverAdd: { bubbles: true, composed: true }, onDriverEdit: { bubbles: true, composed: true } },
});

defineElement('fms-driver-list', FmsDriverList);

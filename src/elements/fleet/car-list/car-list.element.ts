import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CarList } from './car-list';

/**
 * `<fms-car-list>`: the enterprise's cars (spec 2.11 'cars', 7.5; /carManagement, P_P06) by car
 * number: search by number, filter by department, model group (300, 500, 700), under management
 * or not and devices; rows per page and pages; loading, empty (查無資料) and error states. 新增車輛
 * and 編輯 open `<fms-car-form>` in a dialog, which asks before unsaved changes are dropped;
 * 刪除 (one car or the selection, DELETE car/v0 with a body) names the cars in its confirmation;
 * 納管 brings a car under management (POST car/v0/enable, '納管車輛中...'), after which it shows on
 * the monitoring map and a category-1 notification arrives. Actions show only with P_P06.
 *
 * Attributes: none.
 * Events: `caropen` — detail {carUid}: a row was opened (click, Enter or Space); the console goes
 * to /carManagement/detail?carUid=…. `carsave` — detail {carUid, carNo, created}: bubbles from the
 * inner `<fms-car-form>` when a car was added or edited.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the cars table).
 */
export const FmsCarList = toElement(CarList, {
  shadow: 'open',
  events: { onCarOpen: { bubbles: true, composed: true } },
});

defineElement('fms-car-list', FmsCarList);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CarServices } from './car-services';

/**
 * `<fms-car-services>`: a car's information on the redeem pages (spec 2.11 'car information'; /service
 * and /service/app; GET {plus}/service/{carUid}): its number and its services that have not ended —
 * service type, 使用中 or 尚未開始, plan, period with the end date, source — or 尚無加值服務, and
 * links to 兌換序號 and 服務紀錄 for the car. Without `car-uid` the user picks one of the managed cars.
 * Embedded, the links emit `navrequest` instead of changing the URL.
 *
 * Attributes: `car-uid` — the car to show (no car choice then).
 *   `in-app` — links go to the app's web views (/service/app/exchange, /service/app/detail).
 * Events: `carselect` — detail {carUid, carNo}: a car was picked in the element's car select.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the section), `services` (the list of the car's services).
 */
export const FmsCarServices = toElement(CarServices, {
  shadow: 'open',
  props: { carUid: 'string', inApp: 'boolean' },
  events: { onCarSelect: { bubbles: true, composed: true } },
});

defineElement('fms-car-services', FmsCarServices);

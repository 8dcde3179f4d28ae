import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ServiceRedeem } from './service-redeem';

/**
 * `<fms-service-redeem>`: serial-number redeem (spec 2.11 'Service redeem', 5; /service/exchange and
 * /service/app/exchange; POST {plus}/exchange/check and {plus}/exchange). The serial input 兌換序號 is
 * upper-cased and dashed as it is typed, and its 查詢 stays disabled until the serial is 4 groups of 4
 * letters or digits. The redeem information follows (plan, service type, months, the serial's expiry,
 * 未使用 / 已兌換 / 已過期), then the car (the managed cars, or the one fixed by `car-uid`) and 確認兌換,
 * then the result (the car, the service and its new end date) or an alert in role=alert (此序號已兌換過。,
 * 此序號已過期。, 查無此序號…); the typed serial stays on every error. A serial redeems once.
 *
 * Attributes: `car-uid` — redeem for this car only: no car choice is shown (the app's web view).
 * Events: `serviceredeem` — detail {carUid, serviceUid, serialNo}: a serial was redeemed.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the redeem section), `serial` (the serial form), `info` (the redeem information),
 *   `result` (the success block).
 */
export const FmsServiceRedeem = toElement(ServiceRedeem, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: { onServiceRedeem: { bubbles: true, composed: true } },
});

defineElement('fms-service-redeem', FmsServiceRedeem);

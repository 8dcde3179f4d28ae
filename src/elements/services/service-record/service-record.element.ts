import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ServiceRecord } from './service-record';

/**
 * `<fms-service-record>`: the service history (spec 2.11 'service detail history'; /service/record and
 * /service/app/detail; GET {plus}/exchange/record): the services of the enterprise's cars, newest
 * first — car, service type, plan, start and end dates, 使用中 / 尚未開始 / 已到期, and the source
 * (訂單購買 with the order code, 序號兌換 with the serial). Filter by car; rows per page and pages;
 * 查無服務紀錄 when there is none.
 *
 * Attributes: `car-uid` — only this car's services; the car filter is left out.
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the services table).
 */
export const FmsServiceRecord = toElement(ServiceRecord, {
  shadow: 'open',
  props: { carUid: 'string' },
});

defineElement('fms-service-record', FmsServiceRecord);

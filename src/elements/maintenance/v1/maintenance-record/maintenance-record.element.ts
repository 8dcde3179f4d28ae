import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceRecord } from './maintenance-record';

/**
 * `<fms-maintenance-record>`: one maintenance record of the older (v1) screens (spec 2.11
 * 'Maintenance', 3 'Maintenance record', 4, 7.8; P_P39): car, cycle, reservation status and time,
 * service shop, service time, items, mileage, engine hours, cost, note, and its 啟用 switch (a record
 * switched active or inactive, PATCH maintenance/v0/{uid}). With `review` it also lists the car's
 * maintenance history and offers 確認已進廠 (the reservation becomes 已進廠).
 *
 * Attributes: `record-uid` — the record to show; absent, a note asks to choose one.
 *   `review` — the review view (/maintenance/review/{uid}).
 * Events: `recordopen` — detail {carUid, recordUid}: a record of the car's history was opened; the console
 *   goes to /maintenance/data/{uid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the record's section), `table` (the history table, in review).
 */
export const FmsMaintenanceRecord = toElement(MaintenanceRecord, {
  shadow: 'open',
  props: { recordUid: 'string', review: 'boolean' },
  events: { onRecordOpen: { bubbles: true, composed: true } },
});

defineElement('fms-maintenance-record', FmsMaintenanceRecord);

import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceReservation } from './maintenance-reservation';

/**
 * `<fms-maintenance-reservation>`: books or edits a maintenance reservation (spec 2.11 'Maintenance',
 * 3 'Maintenance record', 4, 7.8; P_P39): car, 保養週期 and 保修項目, reservation time (ahead of now), status 已預約 or
 * 已進廠, service shop, the mileage and engine hours entered, and a note. An edit is sent to
 * PUT maintenance/v0/{reservation.uid}. Bad input is named on its field in Traditional Chinese and
 * nothing typed is lost; leaving with unsaved changes asks first.
 *
 * Attributes: `record-uid` — the record to edit; without it a new reservation. `car-uid` — the car of
 *   a new reservation, chosen already.
 * Events: `reservationsave` — detail {recordUid, carUid, created}: the reservation was saved.
 *   `reservationcancel` — detail {}: 取消 was pressed.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form's box).
 */
export const FmsMaintenanceReservation = toElement(MaintenanceReservation, {
  shadow: 'open',
  props: { recordUid: 'string', carUid: 'string' },
  events: {
    onReservationSave: { bubbles: true, composed: true },
    onReservationCancel: { bubbles: true, composed: true },
  },
});

defineElement('fms-maintenance-reservation', FmsMaintenanceReservation);

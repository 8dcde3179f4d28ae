import { toElement } from '../../../shared/to-element';
import { defineElement } from '../../../shared/define-element';
import { MaintenanceRecords } from './maintenance-records';

/**
 * `<fms-maintenance-records>`: the older (v1) maintenance list of /maintenance and /maintenance/data
 * (spec 2.11 'Maintenance', 4 'Maintenance reservation status', 7.8; P_P39): each record's car, cycle,
 * reservation status (已預約, 已進廠, 已逾期), reservation time, service shop, items and active flag;
 * filters by car, status, active flag and keyword; rows per page and pages.
 *
 * Attributes: none.
 * Events: `recordopen` — detail {carUid, recordUid}: a row was opened (click, Enter or Space); the console goes
 *   to /maintenance/data/{uid}. `recordreview` — detail {recordUid}: 審閱 was pressed on a row; the
 *   console goes to /maintenance/review/{uid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the records table).
 */
export const FmsMaintenanceRecords = toElement(MaintenanceRecords, {
  shadow: 'open',
  events: {
    onRecordOpen: { bubbles: true, composed: true },
    onRecordReview: { bubbles: true, composed: true },
  },
});

defineElement('fms-maintenance-records', FmsMaintenanceRecords);

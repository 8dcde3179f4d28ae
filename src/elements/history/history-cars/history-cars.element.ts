import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { HistoryCars } from './history-cars';

/**
 * `<fms-history-cars>`: the cars whose track can be replayed (spec 2.11 'History', 7.6
 * driving-history/v0/car/list; /history, P_P03): search by car number or driver, department and a
 * day range (today by default); each row gives the number of journeys, distance and driving time;
 * rows per page and pages.
 *
 * Events: `caropen` — detail {carUid}: a row was chosen (click, Enter or Space); the console opens
 *   /history/journey/{carUid} on the days chosen here (core's $historyDays). `reviewopen` — detail {startDate,
 *   endDate}: 行程確認 was pressed; the console opens /journeyManagement on those days.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list section), `table` (the data table).
 */
export const FmsHistoryCars = toElement(HistoryCars, {
  shadow: 'open',
  props: {},
  events: { onCarOpen: { bubbles: true, composed: true }, onReviewOpen: { bubbles: true, composed: true } },
});

defineElement('fms-history-cars', FmsHistoryCars);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { EventList } from './event-list';

/**
 * `<fms-event-list>`: the fleet's events of /event/list (spec 2.11, 3, 4, 7.6, 9; P_P05), newest
 * first. Filters: date range (the last seven days at first, from the console's clock), event type
 * (the labels of spec 4), 任務種類, 部門, car, driver and DTC level; the event icon kinds (fence,
 * drive, detect, dtc, speed, engine, tss) are on/off toggle buttons; rows per page and pages. 匯出
 * saves 事件列表_{YYYY-MM-DD}.xlsx (events/v0/event/export) with the very body the list was asked
 * with, with progress and 取消匯出. A DTC event shows its code, level and the advice of that level;
 * 回放 opens the journey replay at the moment of the event (inside the console the router moves;
 * embedded, a cancellable `navrequest` with detail {path, query: {at}, carUid, at}). Events that
 * arrive on the realtime /fms-event socket while it is open show without 查詢, marked 新, when they
 * fit the filters and the first page is shown; otherwise a 「N 筆新事件」 button shows them.
 *
 * Attributes: none.
 * Events: `eventcaropen` — detail {carUid, carNo}: a car number was pressed; the console goes to
 *   /event/one/{carUid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming), among them
 *   `--fms-filter-green` (a kind switched on), `--fms-filter-blue` (level C) and `--fms-filter-pink` (level A).
 * Parts: `base` (the list's box), `table` (the events table).
 */
export const FmsEventList = toElement(EventList, {
  shadow: 'open',
  events: {
    onEventCarOpen: { bubbles: true, composed: true },
  },
});

defineElement('fms-event-list', FmsEventList);

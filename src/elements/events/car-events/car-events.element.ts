import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CarEvents } from './car-events';

/**
 * `<fms-car-events car-uid="…">`: one car's events of /event/one/{carUid} (spec 2.11, 3, 4, 7.6, 8,
 * 9; P_P05): the car, its model and DTC table group, its events counted by type for the range
 * (events/v0/car/list; 匯出統計 saves 事件統計_{YYYY-MM-DD}.xlsx through events/v0/car/export) and
 * its events newest first, filtered by date range (the last seven days at first), type, 任務種類,
 * driver, DTC level and the icon kinds toggled on/off, exported as 事件列表_{YYYY-MM-DD}.xlsx. A DTC
 * event shows the code's name, level and the advice of that level from the dictionary of the car's
 * model group (the longest matching model prefix). 回放 opens the journey replay at the moment of the
 * event (inside the console the router moves; embedded, a cancellable `navrequest`). Without
 * `car-uid`, every car's counts, each opening its car.
 *
 * Attributes: `car-uid` (the car; absent: the counts of every car).
 * Events: `eventcaropen` — detail {carUid, carNo}: a car was opened from the counts; the console goes
 *   to /event/one/{carUid}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming), among them
 *   `--fms-filter-green` (a kind switched on), `--fms-filter-blue` (level C) and `--fms-filter-pink` (level A).
 * Parts: `base` (the page's box), `table` (the events or counts table).
 */
export const FmsCarEvents = toElement(CarEvents, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: {
    onEventCarOpen: { bubbles: true, composed: true },
  },
});

defineElement('fms-car-events', FmsCarEvents);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { JourneyList } from './journey-list';

/**
 * `<fms-journey-list car-uid="…">`: a car's journeys (spec 2.11 'History', 7.6
 * driving-history/v0/journey/list; /history/journey/{carUid}, P_P03) over a day range (today by
 * default), newest first, with start and end time and address, distance, duration and events.
 *
 * Attributes: `car-uid` (the car whose journeys are listed); `start-date`, `end-date` ('YYYY-MM-DD',
 *   both or neither: the days shown at first, e.g. those chosen on /history).
 * Events: `journeyopen` — detail {carUid, journeyCode}: a journey was chosen (click, Enter or
 *   Space); the console replays it at /history/journey/{carUid}/location/{journeyCode}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list section), `table` (the data table).
 */
export const FmsJourneyList = toElement(JourneyList, {
  shadow: 'open',
  props: { carUid: 'string', startDate: 'string', endDate: 'string' },
  events: { onJourneyOpen: { bubbles: true, composed: true } },
});

defineElement('fms-journey-list', FmsJourneyList);

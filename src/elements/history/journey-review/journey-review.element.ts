import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { JourneyReview } from './journey-review';

/**
 * `<fms-journey-review>`: journeys to confirm (/journeyManagement, spec 2.2: any signed-in user, no
 * permission check; 7.6 journey/v0/list and journey/v0/make-sure). Filters by day range (the last
 * seven days) and confirmation (待確認 first); 確認 on a row or 確認本頁 confirms with an optional
 * note (at most 200 characters). A driver sees and confirms only their own journeys.
 *
 * Attributes: `start-date`, `end-date` ('YYYY-MM-DD', both or neither: the days shown at first, e.g.
 *   those chosen on /history; the last seven days otherwise).
 * Events: `journeyopen` — detail {carUid, journeyCode}: 回放 on a row; the console replays it at
 *   /history/journey/{carUid}/location/{journeyCode}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list section), `table` (the data table).
 */
export const FmsJourneyReview = toElement(JourneyReview, {
  shadow: 'open',
  props: { startDate: 'string', endDate: 'string' },
  events: { onJourneyOpen: { bubbles: true, composed: true } },
});

defineElement('fms-journey-review', FmsJourneyReview);

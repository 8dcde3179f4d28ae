import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { TrackPlayback } from './track-playback';

/**
 * `<fms-track-playback journey-code="…">`: a journey replayed on the map (spec 2.11 'History',
 * 7.6 driving-history/v0/journey/detail; /history/journey/{carUid}/location/{journeyCode}, P_P03;
 * issue 13). The track is coloured by speed (a legend says how), with its stops (arrival,
 * departure, how long) and its events (markers and a list). The playback bar plays and pauses at
 * 1×, 2×, 5×, 10× or 20×, follows the truck, and scrubs (a range input: arrows, Page Up/Down,
 * Home/End); choosing an event or a stop moves the replay to its moment. Journeys of other cars
 * the same day can be added and replayed on the same time line. The map's zoom and centre are
 * remembered under fms.map.history while on the screen and reset on entering it (spec 2.11, 9).
 * A week of 1 Hz points (604,800) is read in a Web Worker started from the element's own bundle
 * (parse, columns, stops, a detail level per point, issue 26, 6) and draws as one canvas line per
 * speed band with the points its zoom needs; the moving marker and scrubbing follow
 * requestAnimationFrame without rendering React each frame.
 *
 * Attributes: `journey-code` (the journey's uid), `start-at` (ms since the epoch: start the replay
 *   at that moment, e.g. an event's; ignored outside the journey), `car-uid` (without a
 *   journey-code: replay that car's journey at `start-at`, 'open the replay at this moment').
 * CSS custom properties: `--fms-track-map-height` (the map's height, default 60vh); the shared
 *   theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the section), `map` (the map; data-track-points, data-drawn-points, data-drawn-ends
 *   (the indices of the first and last points drawn), data-events, data-stops tell what is drawn,
 *   data-ready once it is), `controls` (the playback bar), `legend`
 *   (the speed colours), `events`, `stops`, `compare` (other trucks).
 */
export const FmsTrackPlayback = toElement(TrackPlayback, {
  shadow: 'open',
  props: { journeyCode: 'string', carUid: 'string', startAt: 'string' },
  events: {},
});

defineElement('fms-track-playback', FmsTrackPlayback);

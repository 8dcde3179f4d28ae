import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { VideoRequests } from './video-requests';

/**
 * `<fms-video-requests view="download">`: the caller's recording requests (spec 2.11 'Video
 * history', 7.11 GET video-record; P_P04), newest first, filtered by car and state (處理中, 可下載,
 * 連結已逾時), with rows per page. In the download view (/videoHistory/download) a completed one
 * gives its download link (get-link) or downloads its mp4 with progress, and an expired one can be
 * requested again ('links timeout'); in the index view (/videoHistory/indexOld) the requests are
 * listed by day and car, and opening one goes to that car and day; with a car chosen, its recording
 * days on the SD card (GET video-record/video/{carUid}: the days with their hours of footage)
 * follow, each opening that day. A category 9 notice (a
 * recording is ready) reloads the list.
 *
 * Attributes: `view` ('download' | 'index'), `car-uid` (the car filter to start with).
 * Events: `videoopen` — detail `{carUid, day, recordUid}` when a row of the index view is opened
 *   (click, Enter or Space), or a recording day (recordUid '' then).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list's box), `table` (the requests table), `video` (the player of an opened recording).
 */
export const FmsVideoRequests = toElement(VideoRequests, {
  shadow: 'open',
  props: { view: 'string', carUid: 'string' },
  events: { onVideoOpen: { bubbles: true, composed: true } },
});

defineElement('fms-video-requests', FmsVideoRequests);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { VideoHistory } from './video-history';

/**
 * `<fms-video-history car-uid="…" day="2026-11-25">`: recorded video of a truck (spec 2.11 'Video
 * history', 3 'Video record', 7.11, 9; P_P04). A searchable chooser lists the managed cars with a
 * DVR; for the chosen car and day (today by the console's clock) each channel's SD card can be
 * checked (video-record/check), and a range of the day requested (start to end of the day in ms by
 * default, with the cache flag, checked in Traditional Chinese before it is sent). The request is
 * followed until it is ready, live by the category 9 notification and by polling as a fallback;
 * then it plays in the page, gives its download link (get-link) or downloads the mp4 with progress.
 * A 5-minute clip of the range's start downloads through the camera stream server (ASK_DOWNLOAD,
 * fetched with the bearer token). The '1080p not exist' and 'links timeout' dialogs offer their
 * way out (ask in 720p; a new link or a new request).
 *
 * Attributes: `car-uid` (the car shown first), `day` (the day shown first, 'YYYY-MM-DD').
 * Events: `carselect` — detail `{carUid, carNo}` when the user chooses a car.
 *   `dayselect` — detail `{day}` ('YYYY-MM-DD') when the user chooses another day.
 *   `videorequest` — detail `{recordUid, carUid, startTime, endTime}` when a request the user sent is accepted.
 * CSS custom properties: `--fms-car-list-height` (the chooser's list height, 420px), and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the video history section), `video` (the recorded video while it plays).
 */
export const FmsVideoHistory = toElement(VideoHistory, {
  shadow: 'open',
  props: { carUid: 'string', day: 'string' },
  events: {
    onCarSelect: { bubbles: true, composed: true },
    onDaySelect: { bubbles: true, composed: true },
    onVideoRequest: { bubbles: true, composed: true },
  },
});

defineElement('fms-video-history', FmsVideoHistory);

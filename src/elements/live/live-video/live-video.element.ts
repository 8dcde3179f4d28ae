import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { LiveVideo } from './live-video';

/**
 * `<fms-live-video car-uid="…" layout="4">`: live video of a truck (spec 2.11 'Live video', 7.6,
 * 7.11). A searchable chooser lists the managed cars with a DVR; the chosen car's live channels
 * (POST live-dvr/v0/channel/list) play at once in a 1, 2 or 4 tile grid, each from the camera
 * stream server's ASK_EVENT url with the access token. A missing answer, a negative code, an
 * offline channel or a player failure shows 無影像 with the reason and 重試.
 *
 * Attributes: `car-uid` (the car shown first), `layout` ('1' | '2' | '4'), `fixed-car` (boolean, on when present:
 * no chooser, for the app's web view).
 * Events: `carselect` — detail `{carUid, carNo}` when the user chooses a car.
 * CSS custom properties: `--fms-car-list-height` (the chooser's list height, 420px), and
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the live video section).
 */
export const FmsLiveVideo = toElement(LiveVideo, {
  shadow: 'open',
  props: { carUid: 'string', layout: 'string', fixedCar: 'boolean' },
  events: { onCarSelect: { bubbles: true, composed: true } },
});

defineElement('fms-live-video', FmsLiveVideo);

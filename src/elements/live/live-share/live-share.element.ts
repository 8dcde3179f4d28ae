import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { LiveShare } from './live-share';

/**
 * `<fms-live-share share="…">`: one truck shared by an expiring live-share link (issue 27, 4), for a
 * customer or subcontractor outside the enterprise, with no sign-in. It shows the truck's car
 * number moving on the map (read again every 2 s) and, for a shared task, its stops with planned
 * time, arrival, completion and ETA (marked when predicted late); nothing else of the enterprise.
 * When the link is revoked or expires, everything shown gives way to the reason, in words. Partners
 * embed it on their own pages; demo/pages/live-share.html is the page a link opens.
 *
 * Attributes: `share` (the link's share token, the `share` query value of /live-share.html).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming);
 *   `--fms-share-map-height` (the map's height, 360px by default).
 * Parts: `base` (the view), `map` (the map), `stops` (a task's stops), `refusal` (why the link no longer works).
 */
export const FmsLiveShare = toElement(LiveShare, {
  shadow: 'open',
  props: { share: 'string' },
});

defineElement('fms-live-share', FmsLiveShare);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { FenceList } from './fence-list';

/**
 * `<fms-fence-list>`: the enterprise's geofences (spec 2.11, 7.6 POST fence/v0/list; /fence,
 * P_P08), newest first, filtered by name and icon type, with rows per page and pages; each page's
 * fences (circles and polygons) drawn on a map that keeps its own zoom and centre (fms.map.fence).
 * Delete (DELETE fence/v0) confirms and names the fences.
 *
 * Attributes: none.
 * Events: `fenceopen` — detail `{fenceUid, name}` when the user asks to edit a fence;
 *   `fenceadd` — detail `{}` when the user asks to add a fence.
 * CSS custom properties: `--fms-fence-map-height` (the map's height beside the list, default 480px);
 *   the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the list and the map), `table` (the fences table), `map` (the fences map).
 */
export const FmsFenceList = toElement(FenceList, {
  shadow: 'open',
  events: { onFenceOpen: { bubbles: true, composed: true }, onFenceAdd: { bubbles: true, composed: true } },
});

defineElement('fms-fence-list', FmsFenceList);

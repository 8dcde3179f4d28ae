import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { FenceEditor } from './fence-editor';

/**
 * `<fms-fence-editor fence-uid="…">`: add (without `fence-uid`, POST fence/v0) or edit (GET and PUT
 * fence/v0/{uid}) a geofence (spec 2.11, 3 'Fence'; /fence/add, /fence/edit/{uid}, P_P08): name,
 * icon type (building, harbor, business, gas, parking, zone), the area as a polygon or a circle on a
 * map (keyboard and typed coordinates too), a place found by address (geo/v0/latlng) and the address
 * of the area read back (geo/v0/address), triggers (enter, leave, delayed enter and leave with
 * minutes), the notification message and options (notify, cars, speed limit). Required fields carry
 * the red star; the server's field error shows on its field; unsaved changes are confirmed.
 *
 * Attributes: `fence-uid` (the fence to edit; none: add).
 * Events: `fencesave` — detail `{fenceUid, name, created}` after the fence is saved;
 *   `fencecancel` — detail `{}` when the user leaves without saving (after confirming unsaved changes).
 * CSS custom properties: `--fms-picker-height` (the area map's height, default 320px); the shared
 *   theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the editor section).
 */
export const FmsFenceEditor = toElement(FenceEditor, {
  shadow: 'open',
  props: { fenceUid: 'string' },
  events: { onFenceSave: { bubbles: true, composed: true }, onFenceCancel: { bubbles: true, composed: true } },
});

defineElement('fms-fence-editor', FmsFenceEditor);

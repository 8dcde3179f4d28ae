import { toElement } from '../../shared/to-element';
import { wireCore } from '../../../core/wire';
import { defineElement } from '../../shared/define-element';
import { MonitorMap } from './monitor-map';

/**
 * `<fms-monitor-map>`: the live fleet (spec 2.11 'Monitoring map') on a Leaflet map about 73% wide
 * beside the vehicle table, with status legend and filters, label toggles (settingCheckbox), the
 * half-map view, a truck's details and follow mode. Data: driving-monitor/v0/car/list, then
 * /fms-monitor; the page must be signed in. See README.md for rendering at 10,000 trucks.
 *
 * Attributes: `car-uid` (open this truck and bring it into view), `half-map` (boolean: start split half and half),
 * `keep-view` (boolean: keep the remembered zoom and centre instead of resetting on entering).
 * Events: `carselect` — detail {carUid, carNo}, when the user opens a truck (map, table or keyboard);
 * `followchange` — detail {carUid, following}, when follow mode starts or stops (a manual pan stops it).
 * CSS custom properties: `--fms-car-*` (marker and legend colours of the table; canvas markers use
 *   the catalogue colours), and the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the layout), `map` (the map area with its bar; always present), `legend` (the status
 *   legend buttons; always present), `settings` (the map settings; always present), `list` (the side
 *   panel: filters, detail and truck list; always present).
 * Sizing: the element fills its container's height (min 480px; 900px when the page is under 900px
 * wide and the map sits above the list); give it a height. It never grows with the fleet: the list scrolls.
 */
export const FmsMonitorMap = toElement(MonitorMap, {
  shadow: 'open',
  props: { carUid: 'string', halfMap: 'boolean', keepView: 'boolean' },
  events: { onCarSelect: { bubbles: true, composed: true }, onFollowChange: { bubbles: true, composed: true } },
});

wireCore();
defineElement('fms-monitor-map', FmsMonitorMap);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { DeviceDetailView } from './device-detail';

/**
 * `<fms-device-detail car-uid="…">`: a car's external devices (spec 2.11 'External device
 * detail', 3 'Device types', 4 TPMS; POST external-device/v0/detail). One tab per device present:
 * cold-chain temperatures over time (a uPlot chart, loaded on demand, with the temperature
 * tooltip), the TPMS tyre layout with each tyre's pressure, temperature and status text (codes
 * 0..11), the DMS events, the digital tachograph summary and the DVR channels. A range of 6 h,
 * 24 h, 3 or 7 days. Without `car-uid` the user chooses a car that has devices.
 *
 * Attributes: `car-uid`.
 * Events: `carselect` — detail `{carUid, carNo}` when the user chooses a car in the chooser;
 *   `navrequest` — detail `{path: '/realTime', query: {carUid}, carUid}`, cancellable, from 觀看即時影像
 *   when embedded.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the devices section).
 */
export const FmsDeviceDetail = toElement(DeviceDetailView, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: { onCarSelect: { bubbles: true, composed: true } },
});

defineElement('fms-device-detail', FmsDeviceDetail);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { DriverPerformance } from './driver-performance';

/**
 * `<fms-driver-performance driver-uid="…">`: a driver's driving behaviour and the driving scores
 * (spec 2.11 'Driver performance', 7.6 'Driving score'; /driver/performance/{uid}). For a period
 * (by default the 30 days before today, Asia/Taipei) it shows the driver's settled totals and the
 * speed, RPM, idle and pedal pies, the harsh acceleration and deceleration bars and the engine and
 * temperature dot charts (uPlot), each with its value on hover and its numbers in a table for
 * screen readers; whether the period can be settled (can-be-settled) and settling it as a job with
 * progress, finished by the category 8 notification (spec 9) or, failing that, by asking again;
 * the driving-score list of every driver (rows per page, pages) and its export
 * (駕駛評分_{YYYY-MM-DD}.xlsx). Without a driver it asks to choose one first.
 *
 * Attributes: `driver-uid` (the driver whose charts show).
 * Events: `driverselect` — detail {driverUid}: a driver was chosen in the picker or the score list
 *   (the console opens /driver/performance/{uid}; the element shows that driver either way).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the section), `totals` (the driver's totals), `speed-chart`, `rpm-chart`,
 *   `idle-chart`, `pedal-chart`, `accelerate-chart`, `decelerate-chart`, `engine-chart`,
 *   `temperature-chart` (the charts), `settle` (the settle panel), `table` (the score list).
 */
export const FmsDriverPerformance = toElement(DriverPerformance, {
  shadow: 'open',
  props: { driverUid: 'string' },
  events: { onDriverSelect: { bubbles: true, composed: true } },
});

defineElement('fms-driver-performance', FmsDriverPerformance);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CarDetail } from './car-detail';

/**
 * `<fms-car-detail car-uid="…">`: one car whole (spec 2.11 'cars … detail', 3 'Car'; GET
 * car/v0/{id}; /carManagement/detail?carUid=…, P_P06): number, management state, model and model
 * group, kind, e-tag type, fuel, department, driver, year, VIN, device id and the devices it
 * carries; the maintenance cycles it follows (with the cycle codes, changed through POST
 * car/v0/car-cycle); 編輯 in a dialog (P_P06); links to its live position (/monitor?carUid=…),
 * journeys (/history/journey/{carUid}), events (/event/one/{carUid}), maintenance (/maintenanceV2)
 * and devices. Embedded, every link emits `navrequest` instead of changing the URL.
 *
 * Attributes: `car-uid` — the car to show.
 * Events: none of its own (links emit the core's `navrequest` when embedded).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the detail's section).
 */
export const FmsCarDetail = toElement(CarDetail, {
  shadow: 'open',
  props: { carUid: 'string' },
});

defineElement('fms-car-detail', FmsCarDetail);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { CarForm } from './car-form';

export { CarFormDialog, type CarFormDialogProps } from './car-form-dialog';
export type { CarSaveDetail } from './car-form';

/**
 * `<fms-car-form car-uid="…">`: adds a car (POST car/v0) or, with `car-uid`, edits it (PUT
 * car/v0/{uid}) — spec 2.11 'cars', 3 'Car', 7.4 options, 7.5. 車號 and 車型 are required (red
 * star); car kind, e-tag type and fuel type come from their catalogues, department and driver from
 * the enterprise's lists; the device id and the devices the car carries (DVR channels, cold-chain
 * sensors, TPMS tyres, DMS, tachograph). A field the server refuses shows its message on that field
 * and nothing typed is lost. While anything is unsaved the element carries the `dirty` attribute
 * and the browser asks before the page is left.
 *
 * Attributes: `car-uid` — the car to edit; absent, the form adds a car. `dirty` — read-only,
 * present while the form holds unsaved changes.
 * Events: `carsave` — detail {carUid, carNo, created}: the car was saved (created: it was added).
 * `editcancel` — detail undefined: 取消 was pressed; a host asks first when the element is `dirty`.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form's section).
 */
export const FmsCarForm = toElement(CarForm, {
  shadow: 'open',
  props: { carUid: 'string' },
  events: { onCarSave: { bubbles: true, composed: true }, onEditCancel: { bubbles: true, composed: true } },
});

defineElement('fms-car-form', FmsCarForm);

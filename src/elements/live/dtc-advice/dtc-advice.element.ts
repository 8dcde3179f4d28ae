import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { DtcAdvice } from './dtc-advice';

/**
 * `<fms-dtc-advice code="P0217" model="XZU720">`: what a diagnostic trouble code means and what
 * the driver should do. Used on event pages and in the mobile app's web views.
 *
 * Attributes: `code` (the DTC), `model` (the truck's model code), `compact` (boolean).
 * Events: none.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the advice card).
 */
export const FmsDtcAdvice = toElement(DtcAdvice, {
  shadow: 'open',
  props: { code: 'string', model: 'string', compact: 'boolean' },
});

defineElement('fms-dtc-advice', FmsDtcAdvice);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { EnterpriseForm } from './enterprise-form';

/**
 * `<fms-enterprise-form>`: the fleet's data (GET / PUT enterprise/v0, P_P10): the counts of cars,
 * managed cars, drivers and accounts, and the enterprise's name, tax id, code (產生代碼 asks GET
 * enterprise/v0/generate-code), contact, phone, e-mail and address. A changed name or tax id is
 * checked with POST enterprise/v0/check-unique before saving and refused on its field when taken.
 * Leaving with unsaved changes asks first.
 *
 * Attributes: none.
 * Events: `enterprisesave` — detail {name, code}: the enterprise was saved with this name and code.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the fleet-data section).
 */
export const FmsEnterpriseForm = toElement(EnterpriseForm, {
  shadow: 'open',
  events: { onEnterpriseSave: { bubbles: true, composed: true } },
});

defineElement('fms-enterprise-form', FmsEnterpriseForm);

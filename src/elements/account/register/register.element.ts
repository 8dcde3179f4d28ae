import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { Register } from './register';

/**
 * `<fms-register step="1">`: enterprise self-registration (spec 2.11, 5). Step 1 the terms (agree
 * first), step 2 the enterprise data (tax-id checksum, uniqueness checks on blur), step 3 the admin
 * account and the verification method (POST enterprise/v0), result: what to do next (open the
 * e-mailed link, or enter the SMS code, POST users/v0/enable). The buttons open /register/step1 …
 * /register/result through the console router; the draft (without the password) stays in session
 * storage.
 *
 * Attributes: `step` — 1, 2, 3 or result.
 * Events: none (the steps move through the URL).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the registration card).
 */
export const FmsRegister = toElement(Register, {
  shadow: 'open',
  props: { step: 'string' },
});

defineElement('fms-register', FmsRegister);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { PasswordChange } from './password-change';

/**
 * `<fms-password-change>`: change the signed-in user's password with the old one (POST
 * my-profile/v0/change-pwd, P_P36); the rule and the password-tips dialog are shown.
 *
 * Attributes: none.
 * Events: `passwordchange` — detail {}: the password was changed.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsPasswordChange = toElement(PasswordChange, {
  shadow: 'open',
  events: { onPasswordChange: { bubbles: true, composed: true } },
});

defineElement('fms-password-change', FmsPasswordChange);

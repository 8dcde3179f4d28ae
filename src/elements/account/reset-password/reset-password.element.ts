import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ResetPassword } from './reset-password';

/**
 * `<fms-reset-password mode="otp">`: set a new password (POST auth/v0/password/change).
 *
 * Attributes: `mode` — otp (the reset token of fms-otp-verify, from session storage; shows a
 * success message with a sign-in link) or periodic (the forced reset after sign-in status 4011008:
 * old password, with the access token the core kept; then opens `next`, default /, where
 * fms-sign-in shows the success message).
 * Events: `passwordreset` — detail {mode}.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsResetPassword = toElement(ResetPassword, {
  shadow: 'open',
  props: { mode: 'string', next: 'string' },
  events: { onPasswordReset: { bubbles: true, composed: true } },
});

defineElement('fms-reset-password', FmsResetPassword);

import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { ForgotPassword } from './forgot-password';

/**
 * `<fms-forgot-password next="/verifyOTP">`: asks for an account name, mobile or e-mail and sends
 * the account a password-reset OTP (POST auth/v0/password/forgot).
 *
 * Attributes: `next` — the OTP page to open afterwards (default /verifyOTP; empty: stay).
 * Events: `otpsend` — detail {sentTo}: the code was sent (the request is kept in session storage
 * for fms-otp-verify).
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsForgotPassword = toElement(ForgotPassword, {
  shadow: 'open',
  props: { next: 'string' },
  events: { onOtpSend: { bubbles: true, composed: true } },
});

defineElement('fms-forgot-password', FmsForgotPassword);

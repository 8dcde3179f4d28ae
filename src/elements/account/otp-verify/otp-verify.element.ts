import { toElement } from '../../shared/to-element';
import { defineElement } from '../../shared/define-element';
import { OtpVerify } from './otp-verify';

/**
 * `<fms-otp-verify mode="reset">`: the 6-digit code of an OTP request kept in session storage by
 * fms-forgot-password (mode reset) or fms-register (mode activation); verify, or resend once the
 * waiting time (GET auth/v0/password/otp) has passed.
 *
 * Attributes: `mode` — reset (POST auth/v0/password/otp, then /resetPassword) or activation (POST
 * users/v0/enable, then /verify/success); `next` — override the page opened afterwards (empty: stay).
 * Events: `otpverify` — detail {mode}: the code was right.
 * CSS custom properties: the shared theme properties (src/elements/README.md, Theming).
 * Parts: `base` (the form card).
 */
export const FmsOtpVerify = toElement(OtpVerify, {
  shadow: 'open',
  props: { mode: 'string', next: 'string' },
  events: { onOtpVerify: { bubbles: true, composed: true } },
});

defineElement('fms-otp-verify', FmsOtpVerify);

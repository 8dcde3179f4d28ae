import { uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { OtpVerifyPanel, type OtpVerifyPanelProps } from '../../shared/account/otp-verify-panel';

export type { OtpVerifyDetail } from '../../shared/account/otp-verify-panel';

/** The /verifyOTP page's form: the shared OTP panel in its own shadow root. */
export function OtpVerify(props: OtpVerifyPanelProps) {
  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS)}</style>
      <OtpVerifyPanel {...props} />
    </>
  );
}

import { uiCss } from '../ui';
import { ACCOUNT_FORM_CSS } from '../account-shared/account-form.css';
import { OtpVerifyPanel, type OtpVerifyPanelProps } from '../account-shared/otp-verify-panel';

export type { OtpVerifyDetail } from '../account-shared/otp-verify-panel';

/** The /verifyOTP page's form: the shared OTP panel in its own shadow root. */
export function OtpVerify(props: OtpVerifyPanelProps) {
  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS)}</style>
      <OtpVerifyPanel {...props} />
    </>
  );
}

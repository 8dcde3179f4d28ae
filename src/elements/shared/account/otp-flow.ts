import { otpStatus, resendOtp, verifyOtp } from '../../../core/api/auth';
import { API_STATUS } from '../../../core/api/contract/status';
import { enableUser } from '../../../core/api/users';
import type { ApiBody } from '../../../core/http';
import { writeResetToken, writeVerifyOutcome, type OtpPurpose } from './flow-storage';
import { pathOf } from '../../../core/pages/paths';

/** What differs between the two OTP flows: the verify call, where the success goes, where to restart. */
export interface OtpFlow {
  heading: string;
  lead: string;
  next: string;
  restart: { href: string; label: string };
  /** Verifies the code and keeps what the next page needs; returns the server's body. */
  verify: (otpToken: string, otp: string) => Promise<ApiBody<unknown>>;
}

export const OTP_FLOWS: Record<OtpPurpose, OtpFlow> = {
  reset: {
    heading: '輸入驗證碼',
    lead: '為了確認是您本人，請輸入我們傳送給您的 6 位數驗證碼。',
    next: pathOf('resetPassword'),
    restart: { href: pathOf('forgetPassword'), label: '重新申請' },
    async verify(otpToken, otp) {
      const body = await verifyOtp({ otpToken, otp });
      if (body.status === API_STATUS.OK && body.data) writeResetToken(body.data.resetToken);
      return body;
    },
  },
  activation: {
    heading: '簡訊驗證',
    lead: '請輸入傳送到管理員手機的 6 位數驗證碼，以啟用企業帳號。',
    next: pathOf('verifySuccess'),
    restart: { href: pathOf('registerTerms'), label: '重新註冊' },
    async verify(otpToken, otp) {
      const body = await enableUser({ otpToken, otp });
      if (body.status === API_STATUS.OK && body.data) writeVerifyOutcome({ ok: true, message: '帳號已啟用。', ...body.data });
      return body;
    },
  },
};

export interface OtpState {
  sentTo: string;
  /** Epoch ms when the code may be resent, and when it stops working. */
  resendAt: number;
  expiresAt: number;
}

/** The request's state from GET auth/v0/password/otp, as moments rather than seconds from now. */
export async function loadOtpState(otpToken: string, now: () => number = Date.now): Promise<ApiBody<OtpState>> {
  const body = await otpStatus({ otpToken });
  if (body.status !== API_STATUS.OK || !body.data) return { status: body.status, message: body.message, field: body.field };
  const at = now();
  return { status: API_STATUS.OK, data: { sentTo: body.data.sentTo, resendAt: at + body.data.resendIn * 1000, expiresAt: at + body.data.expiresIn * 1000 } };
}

/** Sends a new code (PATCH), then reads the new waiting time. */
export async function resendCode(otpToken: string): Promise<ApiBody<OtpState>> {
  const sent = await resendOtp({ otpToken });
  if (sent.status !== API_STATUS.OK) return { status: sent.status, message: sent.message, field: sent.field };
  return loadOtpState(otpToken);
}

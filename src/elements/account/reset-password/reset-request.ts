import { changePassword } from '../../../core/api/auth';
import { API_STATUS } from '../../../core/api/contract/status';
import type { ApiBody } from '../../../core/http';
import { $session, resetSession } from '../../../core/session';
import { clearResetToken, readResetToken, writeFlash } from '../../shared/account/flow-storage';

/** The two ways to set a new password with POST auth/v0/password/change (spec 2.11, 4 'Session'). */
export type ResetMode = 'otp' | 'periodic';

/** The credential of the reset: the OTP's reset token, or the access token of status 4011008. */
export function resetCredential(mode: ResetMode): string {
  return mode === 'otp' ? readResetToken() : $session.get().accessToken;
}

export async function submitReset(mode: ResetMode, password: string, oldPassword: string): Promise<ApiBody<unknown>> {
  const credential = resetCredential(mode);
  const body = mode === 'otp'
    ? await changePassword({ resetToken: credential, password })
    : await changePassword({ accessToken: credential, oldPassword, password });
  if (body.status !== API_STATUS.OK) return body;
  if (mode === 'otp') {
    clearResetToken();
  } else {
    // The reset-only access token is spent: drop it, and tell the sign-in page what happened.
    resetSession();
    writeFlash('密碼已更新，請使用新密碼登入。');
  }
  return body;
}

import { API_STATUS } from '../../../core/api/contract/status';
import { registerEnterprise } from '../../../core/api/enterprise';
import type { ApiBody } from '../../../core/http';
import { writeOtpRequest } from '../../shared/account/flow-storage';
import { clearDraft, writeResult, type RegisterDraft } from './register-draft';

/**
 * Sends the registration (POST enterprise/v0, no token) and keeps what the result page needs: how
 * the admin verifies, where it was sent, and for SMS the OTP request. The draft is dropped once
 * the server has it.
 */
export async function submitRegistration(draft: RegisterDraft, password: string): Promise<ApiBody<unknown>> {
  const trim = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v).trim()])) as T;
  const body = await registerEnterprise({
    agree: true,
    enterprise: trim(draft.enterprise),
    admin: { ...trim(draft.admin), password },
    verifyBy: draft.verifyBy,
  });
  if (body.status !== API_STATUS.OK || !body.data) return body;
  const { verifyBy, sentTo, expiresIn, otpToken } = body.data;
  writeResult({ verifyBy, sentTo, expiresIn });
  if (verifyBy === 'otp' && otpToken) writeOtpRequest({ purpose: 'activation', otpToken, sentTo });
  clearDraft();
  return body;
}

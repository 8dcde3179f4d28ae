import { API_STATUS } from '../../../core/api/contract/status';
import { enableUser } from '../../../core/api/users';
import { writeVerifyOutcome, type VerifyOutcome } from '../../shared/account/flow-storage';
import { placeServerError } from '../../shared/account/server-errors';

/** Activations under way by token: an activation link works once, so a repeated render must not ask twice. */
const pending = new Map<string, Promise<VerifyOutcome>>();

/** Activates the account of a link (POST users/v0/enable {token}) and keeps the outcome for the next page. */
export function activateByLink(token: string): Promise<VerifyOutcome> {
  const known = pending.get(token);
  if (known) return known;
  const run = (async (): Promise<VerifyOutcome> => {
    if (!token) return { ok: false, message: '啟用連結不完整，請確認是否完整複製信中的連結。' };
    const body = await enableUser({ token });
    if (body.status === API_STATUS.OK && body.data) return { ok: true, message: '帳號已啟用。', ...body.data };
    return { ok: false, message: placeServerError(body, {}).message };
  })().then((outcome) => {
    writeVerifyOutcome(outcome);
    return outcome;
  });
  pending.set(token, run);
  return run;
}

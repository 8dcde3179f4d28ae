import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '../api/contract/vocabulary/people';

/**
 * An account's state as the account list shows and filters it (issue 22, 12); its labels are the
 * vocabulary's. `enabled` says whether the account may sign in; `activated` whether its activation
 * link was ever opened. So an account that cannot sign in is either awaiting its link (未啟用:
 * 重寄啟用連結 helps) or was disabled by an administrator (已停用: only 啟用 helps).
 */
export { ACCOUNT_STATUS_LABELS, type AccountStatus } from '../api/contract/vocabulary/people';

export const ACCOUNT_STATUS_CHOICES: ReadonlyArray<{ value: AccountStatus; label: string }> = /* @__PURE__ */ (
  Object.keys(ACCOUNT_STATUS_LABELS) as AccountStatus[]).map((value) => ({ value, label: ACCOUNT_STATUS_LABELS[value] }));

/** The state of an account row; a row without `activated` (an older server) reads as activated when enabled. */
export function accountStatusOf(user: { enabled: boolean; activated?: boolean }): AccountStatus {
  if (user.enabled) return 'active';
  return (user.activated ?? false) ? 'disabled' : 'pending';
}

/** The users/v0/list filter of a state; an unknown value filters nothing. */
export function accountStatusFilter(status: string | undefined): { enabled?: boolean; activated?: boolean } {
  if (status === 'active') return { enabled: true };
  if (status === 'disabled') return { enabled: false, activated: true };
  if (status === 'pending') return { enabled: false, activated: false };
  return {};
}

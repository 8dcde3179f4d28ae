import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { users, type UserRow } from '../../../core/api/contract/users';
import { updateUser } from '../../../core/api/users';
import { ACCOUNT_STATUS_LABELS, accountStatusOf, type AccountStatus } from '../../../core/catalogue';
import { createMutation } from '../../../core/resource';
import { $session } from '../../../core/session/store';
import { Button, ConfirmDialog, FieldError, showToast, StatusTag } from '../../shared/ui';
import { useCanCall } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

/**
 * Disabling and enabling an account (issue 22, 12), shared by the account list's row action and the
 * account form: PUT users/v0/{uid} {enabled}, after a confirmation naming the account. Disabling
 * signs the account out at once (the server ends its sessions); an account still awaiting its
 * activation link is not switched (it gets 重寄啟用連結), and nobody switches their own.
 */

type Switchable = Pick<UserRow, 'uid' | 'name' | 'zhName' | 'enabled' | 'activated'>;

const nameOf = (user: Switchable) => `${user.zhName}（${user.name}）`;
export const switchLabel = (user: Switchable) => (user.enabled ? '停用帳號' : '啟用帳號');

/** Whether the current user may disable or enable this account here. */
export function useMaySwitch(user: Switchable): boolean {
  const canUpdate = useCanCall(users.update);
  const me = useStore($session).idData?.sub;
  return canUpdate && user.uid !== me && accountStatusOf(user) !== 'pending';
}

const TONE: Record<AccountStatus, 'success' | 'danger' | 'warning'> = { active: 'success', disabled: 'danger', pending: 'warning' };

/** The account's state as a tag: 已啟用, 已停用 or 未啟用. */
export function AccountStatusTag({ user }: { user: Pick<UserRow, 'enabled' | 'activated'> }) {
  const status = accountStatusOf(user);
  return <StatusTag tone={TONE[status]}>{ACCOUNT_STATUS_LABELS[status]}</StatusTag>;
}

/** The confirmation, then the call; the error stays in the dialog, success closes it with a toast. */
export function AccountSwitchDialog({ user, onClose, onSwitched }: { user: Switchable; onClose: () => void; onSwitched?: (row: UserRow) => void }) {
  const enable = !user.enabled;
  const update = useResource(() => createMutation((next: boolean) => updateUser(user.uid, { enabled: next })));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const result = await update.send(enable);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    showToast(`已${enable ? '啟用' : '停用'}帳號 ${user.name}。`, 'success');
    onSwitched?.(result.data);
    onClose();
  }

  return (
    <ConfirmDialog open heading={switchLabel(user)} confirmLabel={enable ? '啟用' : '停用'} tone={enable ? 'default' : 'danger'} busy={busy}
      onCancel={onClose} onConfirm={() => void confirm()}
      message={(
        <>
          <p>{enable
            ? `確定要啟用 ${nameOf(user)}嗎？啟用後即可再次登入。`
            : `確定要停用 ${nameOf(user)}嗎？此帳號將立即登出，停用期間無法登入，直到再次啟用。`}</p>
          {error && <FieldError>{error}</FieldError>}
        </>
      )} />
  );
}

/**
 * The form's line: the state and its switch button (the account list has the same action per row).
 * The switched state is kept here, so the fields being edited beside it stay as typed.
 */
export function AccountSwitchRow({ user: loaded }: { user: Switchable }) {
  const [user, setUser] = useState(loaded);
  const maySwitch = useMaySwitch(user);
  const [asking, setAsking] = useState(false);
  return (
    <div className="account-switch">
      <span>帳號狀態：</span><AccountStatusTag user={user} />
      {maySwitch && <Button small variant={user.enabled ? 'danger' : 'secondary'} onClick={() => setAsking(true)}>{switchLabel(user)}</Button>}
      {asking && <AccountSwitchDialog user={user} onClose={() => setAsking(false)} onSwitched={setUser} />}
    </div>
  );
}

export const ACCOUNT_SWITCH_CSS = `
.account-switch { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin: 0 0 var(--_space-3); }
`;

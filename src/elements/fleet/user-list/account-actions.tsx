import { useState } from 'react';
import { users, type UserRow } from '../../../core/api/contract/users';
import { resendVerify, resetUserPassword } from '../../../core/api/users';
import { accountStatusOf } from '../../../core/catalogue';
import { createMutation } from '../../../core/resource';
import { Button, ConfirmDialog, Dialog, FieldError, PasswordInput, RadioGroup, showToast } from '../../shared/ui';
import { useCanCall } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { isStrongPassword, PASSWORD_RULE } from '../../shared/account/password-rule';
import { AccountSwitchDialog, switchLabel, useMaySwitch } from '../shared/account-switch';
import { PASSWORD_RESET_METHOD_LABELS } from '../../../core/api/contract/vocabulary/people';
import { choicesOf } from '../../../core/catalogue/lookup';

type Method = 'otp' | 'temporary';
const METHODS = choicesOf(PASSWORD_RESET_METHOD_LABELS);

const nameOf = (user: UserRow) => `${user.zhName}（${user.name}）`;

/** 重設密碼 (POST users/v0/reset-pwd): a confirmation naming the account, then an OTP to it or a temporary password. */
function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [method, setMethod] = useState<Method>('otp');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field?: 'password'; message: string } | null>(null);
  const reset = useResource(() => createMutation(resetUserPassword));
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    if (method === 'temporary' && !isStrongPassword(password)) {
      setError({ field: 'password', message: password ? PASSWORD_RULE : '請輸入臨時密碼' });
      return;
    }
    setBusy(true);
    const result = await reset.send({ uid: user.uid, method, ...(method === 'temporary' ? { password } : {}) });
    setBusy(false);
    if (!result.ok) {
      setError({ field: result.field === 'password' ? 'password' : undefined, message: result.message });
      return;
    }
    showToast(method === 'otp' ? `已傳送重設密碼驗證碼至 ${result.data.sentTo}。` : `已設定 ${user.name} 的臨時密碼，並通知 ${result.data.sentTo}。`, 'success');
    onClose();
  }

  return (
    <Dialog open onClose={onClose} heading="重設密碼" dismissible={!busy} description={`確定要重設 ${nameOf(user)}的密碼嗎？`}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>取消</Button>
          <Button variant="primary" onClick={() => void confirm()} loading={busy}>重設密碼</Button>
        </>
      )}>
      <RadioGroup label="重設方式" vertical options={METHODS} value={method} onValueChange={(v) => { setMethod(v as Method); setError(null); }} />
      {method === 'temporary' && (
        <PasswordInput label="臨時密碼" required autoComplete="new-password" value={password} hint={PASSWORD_RULE}
          error={error?.field === 'password' ? error.message : undefined}
          onChange={(e) => { setPassword(e.target.value); setError(null); }} />
      )}
      {error && error.field !== 'password' && <FieldError>{error.message}</FieldError>}
    </Dialog>
  );
}

/** 重寄啟用連結 (POST users/v0/resend-verify) to an account not yet activated; the old link stops working. */
function ResendDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const resend = useResource(() => createMutation((uid: string) => resendVerify(uid)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const result = await resend.send(user.uid);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    showToast(`已重寄啟用連結至 ${result.data.sentTo}。`, 'success');
    onClose();
  }

  return (
    <ConfirmDialog open heading="重寄啟用連結" confirmLabel="重寄" busy={busy} onCancel={onClose} onConfirm={() => void confirm()}
      message={(
        <>
          <p>{`確定要重寄啟用連結給 ${nameOf(user)} 嗎？先前寄出的連結將失效。`}</p>
          {error && <FieldError>{error}</FieldError>}
        </>
      )} />
  );
}

export type AccountAction = { kind: 'reset' | 'resend' | 'switch'; user: UserRow } | null;

/** The row buttons of the account actions, each shown only with its endpoint's code. */
export function AccountActionButtons({ user, onAction }: { user: UserRow; onAction: (action: AccountAction) => void }) {
  const canReset = useCanCall(users.resetPassword);
  const canResend = useCanCall(users.resendVerify);
  const maySwitch = useMaySwitch(user);
  return (
    <span className="row-actions">
      {maySwitch && (
        <Button small variant="link" aria-label={`${switchLabel(user)} ${user.name}`} onClick={() => onAction({ kind: 'switch', user })}>
          {user.enabled ? '停用' : '啟用'}
        </Button>
      )}
      {canReset && <Button small variant="link" aria-label={`重設密碼 ${user.name}`} onClick={() => onAction({ kind: 'reset', user })}>重設密碼</Button>}
      {canResend && accountStatusOf(user) === 'pending' && (
        <Button small variant="link" aria-label={`重寄啟用連結 ${user.name}`} onClick={() => onAction({ kind: 'resend', user })}>重寄啟用連結</Button>
      )}
    </span>
  );
}

/** The dialog of the action under way; `onChanged` after an account was disabled or enabled (the list reloads). */
export function AccountActionDialog({ action, onClose, onChanged }: { action: AccountAction; onClose: () => void; onChanged?: () => void }) {
  if (!action) return null;
  if (action.kind === 'switch') return <AccountSwitchDialog key={action.user.uid} user={action.user} onClose={onClose} onSwitched={onChanged} />;
  return action.kind === 'reset'
    ? <ResetPasswordDialog key={action.user.uid} user={action.user} onClose={onClose} />
    : <ResendDialog key={action.user.uid} user={action.user} onClose={onClose} />;
}

import { useState } from 'react';
import { Button, Dialog, PasswordInput } from '../ui';
import { PASSWORD_RULE, PASSWORD_TIPS, type NewPasswordErrors } from './password-rule';

/**
 * The password rule in one line, and the 'password tips' dialog (密碼設定提示, spec 2.11) behind a
 * link-styled button. Place it under the new-password field.
 */
export function PasswordRule() {
  const [open, setOpen] = useState(false);
  return (
    <div className="rule">
      <span>{PASSWORD_RULE}</span>
      <Button variant="link" small onClick={() => setOpen(true)} aria-haspopup="dialog">密碼設定提示</Button>
      <Dialog open={open} onClose={() => setOpen(false)} heading="密碼設定提示" size="small"
        footer={<Button variant="primary" onClick={() => setOpen(false)} data-autofocus>我知道了</Button>}>
        <ul className="tips-list">
          {PASSWORD_TIPS.map((tip) => <li key={tip}>{tip}</li>)}
        </ul>
      </Dialog>
    </div>
  );
}

type PasswordFieldName = 'oldPassword' | 'password' | 'confirm';

export interface PasswordFieldsProps {
  values: Record<PasswordFieldName, string>;
  errors: NewPasswordErrors;
  onChange: (key: PasswordFieldName) => (event: { target: { value: string } }) => void;
  /** Ask for the current password first (change, periodic reset); a reset by OTP does not. */
  withCurrent: boolean;
}

/**
 * The password fields of every form that sets one (change, reset, periodic reset): the current
 * password when asked, the new one with its rule and tips, and its confirmation; autocomplete tells
 * the browser's password manager which is which (issue 10, item 13).
 */
export function PasswordFields({ values, errors, onChange, withCurrent }: PasswordFieldsProps) {
  return (
    <>
      {withCurrent && (
        <PasswordInput label="目前密碼" required name="oldPassword" autoComplete="current-password" value={values.oldPassword}
          error={errors.oldPassword} onChange={onChange('oldPassword')} />
      )}
      <PasswordInput label="新密碼" required name="password" autoComplete="new-password" value={values.password}
        error={errors.password} onChange={onChange('password')} />
      <PasswordRule />
      <PasswordInput label="確認新密碼" required name="confirm" autoComplete="new-password" value={values.confirm}
        error={errors.confirm} onChange={onChange('confirm')} />
    </>
  );
}

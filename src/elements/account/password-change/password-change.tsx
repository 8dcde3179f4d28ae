import { useState, type FormEvent } from 'react';
import { changeMyPassword } from '../../../core/api/profile';
import { Button, showToast, uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { FormAlert, Notice } from '../../shared/account/notices';
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../../shared/account/password-rule';
import { PasswordFields } from '../../shared/account/password-tips';
import { placeServerError } from '../../shared/account/server-errors';
import { useMutation } from '../../shared/ui/use-resource';

export interface PasswordChangeProps {
  onPasswordChange?: (detail: Record<string, never>) => void;
}

type Field = 'oldPassword' | 'password';
const FIELDS = {
  oldPassword: { name: 'oldPassword' as Field, label: '目前密碼' },
  password: { name: 'password' as Field, label: '新密碼' },
};
const EMPTY = { oldPassword: '', password: '', confirm: '' };

/** My account's password change (spec 2.11; POST my-profile/v0/change-pwd). Other devices sign out. */
export function PasswordChange({ onPasswordChange }: PasswordChangeProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors & { form?: string }>({});
  const change = useMutation(changeMyPassword);
  const busy = change.sending;
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
    setDone(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkNewPassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const result = await change.send({ oldPassword: values.oldPassword, password: values.password });
    if (!result.ok) {
      const placed = placeServerError(result, FIELDS);
      setErrors(placed.field ? { [placed.field]: placed.message } : { form: placed.message });
      return;
    }
    setValues(EMPTY);
    setDone(true);
    showToast('密碼已變更。', 'success');
    onPasswordChange?.({});
  }

  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS)}</style>
      <form className="account-card" part="base" onSubmit={submit} noValidate aria-labelledby="password-change-title">
        <h2 id="password-change-title">變更密碼</h2>
        {done && <Notice tone="success"><p>密碼已變更，其他裝置上的登入已登出。</p></Notice>}
        <FormAlert>{errors.form}</FormAlert>
        <PasswordFields values={values} errors={errors} onChange={set} withCurrent />
        <Button type="submit" variant="primary" loading={busy}>{busy ? '儲存中…' : '變更密碼'}</Button>
      </form>
    </>
  );
}

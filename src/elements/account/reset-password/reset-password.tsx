import { useState, type FormEvent } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { Button, uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { AppLink } from '../../shared/account/app-link';
import { FormAlert, Notice } from '../../shared/account/notices';
import { checkNewPassword, hasErrors, type NewPasswordErrors } from '../../shared/account/password-rule';
import { PasswordFields } from '../../shared/account/password-tips';
import { placeServerError } from '../../shared/account/server-errors';
import { resetCredential, submitReset, type ResetMode } from './reset-request';
import { followPath } from '../../shared/chrome/links';
import { pathOf } from '../../../core/pages/paths';

export interface PasswordResetDetail {
  mode: ResetMode;
}

export interface ResetPasswordProps {
  /** 'otp' (after forgot password, the default) or 'periodic' (the forced reset after sign-in). */
  mode?: string;
  /** Periodic mode: where to go afterwards (default /, the sign-in page; empty stays). */
  next?: string;
  onPasswordReset?: (detail: PasswordResetDetail) => void;
}

type Field = 'oldPassword' | 'password';
const FIELDS = {
  oldPassword: { name: 'oldPassword' as Field, label: '目前密碼' },
  password: { name: 'password' as Field, label: '新密碼' },
};

const TEXT = {
  otp: { heading: '重設密碼', lead: '請設定新的登入密碼。', missing: '重設密碼的憑證不存在或已失效，請重新申請驗證碼。', restart: pathOf('forgetPassword'), restartLabel: '重新申請' },
  periodic: { heading: '定期變更密碼', lead: '為了帳號安全，您的密碼已到期，請設定新密碼後再登入。', missing: '登入狀態已失效，請重新登入後再變更密碼。', restart: '/', restartLabel: '返回登入' },
};

/** Reset password and the periodic reset (spec 2.11): a new password twice, with the rule shown. */
export function ResetPassword({ mode, next = '/', onPasswordReset }: ResetPasswordProps) {
  const resetMode: ResetMode = mode === 'periodic' ? 'periodic' : 'otp';
  const text = TEXT[resetMode];
  const [hasCredential] = useState(() => !!resetCredential(resetMode));
  const [values, setValues] = useState({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const found = checkNewPassword({ ...values, oldPassword: resetMode === 'periodic' ? values.oldPassword : undefined });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const body = await submitReset(resetMode, values.password, values.oldPassword);
    setBusy(false);
    if (body.status !== API_STATUS.OK) {
      const placed = placeServerError(body, FIELDS);
      setErrors(placed.field ? { [placed.field]: placed.message } : { form: placed.message });
      return;
    }
    onPasswordReset?.({ mode: resetMode });
    if (resetMode === 'periodic' && next) followPath(form, next);
    else setDone(true);
  }

  const missing = !hasCredential && !done;
  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS)}</style>
      <form className="account-card" part="base" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h2 id="reset-title">{text.heading}</h2>
        {done && (
          <Notice tone="success">
            <p>密碼已更新，請使用新密碼登入。</p>
            <p><AppLink href="/">前往登入</AppLink></p>
          </Notice>
        )}
        {missing && <><FormAlert>{text.missing}</FormAlert><AppLink href={text.restart}>{text.restartLabel}</AppLink></>}
        {!done && hasCredential && (
          <>
            <p className="lead">{text.lead}</p>
            <FormAlert>{errors.form}</FormAlert>
            <PasswordFields values={values} errors={errors} onChange={set} withCurrent={resetMode === 'periodic'} />
            <Button type="submit" variant="primary" className="btn-block" loading={busy}>{busy ? '儲存中…' : '確認變更'}</Button>
          </>
        )}
      </form>
    </>
  );
}

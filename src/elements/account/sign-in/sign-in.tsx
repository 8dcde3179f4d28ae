import { useEffect, useState, type FormEvent } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { clearSessionEndNotice, readSessionEndNotice, signInWithPassword } from '../../../core/session';
import { readFms } from '../../../core/storage';
import { AppLink } from '../../shared/account/app-link';
import { clearFlash, readFlash } from '../../shared/account/flow-storage';
import { Notice } from '../../shared/account/notices';
import { AlertIcon, FormField } from '../../shared/ui/form-field';
import { SIGN_IN_CSS } from './sign-in.css';
import { followPath } from '../../shared/chrome/links';
import { pathOf } from '../../../core/pages/paths';

export interface SignInDetail {
  name: string;
  /** 0 when signed in; 4011008 when the password must be reset first. */
  status: number;
}

export interface SignInProps {
  /** Where to go after signing in; empty: stay, and let the host react to the event. */
  redirect?: string;
  /** Fired after a successful sign-in, or when the password must be reset (status 4011008). */
  onSessionStart?: (detail: SignInDetail) => void;
}

/** The forced periodic reset page (spec 2.2, 4). */
export const REGULAR_RESET_PATH = pathOf('regularResetPassword');

/** Sign-in by name and password with remember-me (spec 2.11, 4 'Session', 8). */
export function SignIn({ redirect = '', onSessionStart }: SignInProps) {
  const remembered = readFms().memberMe;
  const [name, setName] = useState(remembered?.name ?? '');
  const [password, setPassword] = useState('');
  const [memberMe, setMemberMe] = useState(remembered?.memberMe ?? false);
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  // A one-time message from the page before (e.g. 密碼已更新 after the periodic reset).
  const [flash] = useState(readFlash);
  useEffect(() => clearFlash(), []);
  // Why the last session ended, when an administrator disabled or deleted the account (issue 22, 12).
  const [ended] = useState(readSessionEndNotice);
  useEffect(() => clearSessionEndNotice(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    const next = { name: name.trim() ? undefined : '請輸入帳號。', password: password ? undefined : '請輸入密碼。' };
    setErrors(next);
    if (next.name || next.password) return;
    setBusy(true);
    const body = await signInWithPassword({ name: name.trim(), password, memberMe });
    setBusy(false);
    if (body.status === API_STATUS.OK || body.status === API_STATUS.PASSWORD_RESET_REQUIRED) {
      onSessionStart?.({ name: name.trim(), status: body.status });
      const to = body.status === API_STATUS.OK ? redirect : REGULAR_RESET_PATH;
      if (to) followPath(form, to);
      return;
    }
    setErrors({ form: body.message ?? '登入失敗，請稍後再試。' });
  }

  return (
    <>
      <style>{SIGN_IN_CSS}</style>
      <form part="base" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">登入</h2>
        {flash && !errors.form && <Notice tone="success">{flash}</Notice>}
        {errors.form && <p className="form-error" role="alert"><AlertIcon />{errors.form}</p>}
        {ended && !errors.form && <p className="form-error" role="alert"><AlertIcon />{ended}</p>}
        <FormField label="帳號" required error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="name" type="text" autoComplete="username" value={name} aria-invalid={invalid}
              aria-describedby={describedBy} aria-required="true" onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
        <FormField label="密碼" required error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="password" type="password" autoComplete="current-password" value={password} aria-invalid={invalid}
              aria-describedby={describedBy} aria-required="true" onChange={(e) => setPassword(e.target.value)} />
          )}
        </FormField>
        <div className="row">
          <label className="remember">
            <input type="checkbox" checked={memberMe} onChange={(e) => setMemberMe(e.target.checked)} />
            記住我
          </label>
          <AppLink href={pathOf('forgetPassword')}>忘記密碼？</AppLink>
        </div>
        <button className="button" type="submit" disabled={busy}>{busy ? '登入中…' : '登入'}</button>
        <p className="register">還沒有帳號？<AppLink href={pathOf('registerTerms')}>立即註冊</AppLink></p>
      </form>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { forgotPassword } from '../../../core/api/auth';
import { API_STATUS } from '../../../core/api/contract/status';
import { Button, TextInput, uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { AppLink } from '../../shared/account/app-link';
import { writeOtpRequest } from '../../shared/account/flow-storage';
import { FormAlert } from '../../shared/account/notices';
import { placeServerError } from '../../shared/account/server-errors';
import { followPath } from '../../shared/chrome/links';
import { pathOf } from '../../../core/pages/paths';

export interface OtpSendDetail {
  /** Where the code went, masked by the server. */
  sentTo: string;
}

export interface ForgotPasswordProps {
  /** The OTP page to open after the code is sent; empty stays (the host reacts to the event). */
  next?: string;
  onOtpSend?: (detail: OtpSendDetail) => void;
}

const FIELDS = { account: { name: 'account' as const, label: '帳號、手機或電子郵件' } };

/** Forgot password (spec 2.11): an identifier in, an OTP out to the account's mobile or e-mail. */
export function ForgotPassword({ next = pathOf('verifyOtp'), onOtpSend }: ForgotPasswordProps) {
  const [account, setAccount] = useState('');
  const [error, setError] = useState<{ account?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    if (!account.trim()) {
      setError({ account: '請輸入帳號、手機或電子郵件。' });
      return;
    }
    setError({});
    setBusy(true);
    const body = await forgotPassword({ account: account.trim() });
    setBusy(false);
    if (body.status !== API_STATUS.OK || !body.data) {
      const placed = placeServerError(body, FIELDS);
      setError(placed.field ? { account: placed.message } : { form: placed.message });
      return;
    }
    writeOtpRequest({ purpose: 'reset', otpToken: body.data.otpToken, sentTo: body.data.sentTo });
    onOtpSend?.({ sentTo: body.data.sentTo });
    if (next) followPath(form, next);
  }

  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS)}</style>
      <form className="account-card" part="base" onSubmit={submit} noValidate aria-labelledby="forgot-title">
        <h2 id="forgot-title">忘記密碼</h2>
        <p className="lead">請輸入您的帳號、手機號碼或電子郵件，我們會將 6 位數驗證碼傳送到帳號登記的手機或電子郵件。</p>
        <FormAlert>{error.form}</FormAlert>
        <TextInput label={FIELDS.account.label} required name="account" autoComplete="username" value={account}
          error={error.account} onChange={(e) => setAccount(e.target.value)} />
        <Button type="submit" variant="primary" className="btn-block" loading={busy}>{busy ? '傳送中…' : '傳送驗證碼'}</Button>
        <div className="links">
          <AppLink href="/">返回登入</AppLink>
          <AppLink href={pathOf('registerTerms')}>註冊新企業</AppLink>
        </div>
      </form>
    </>
  );
}

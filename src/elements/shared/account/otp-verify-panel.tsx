import { useEffect, useState, type FormEvent } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { Button, LoadingState } from '../ui';
import { AppLink } from './app-link';
import { clearOtpRequest, readOtpRequest, type OtpPurpose } from './flow-storage';
import { FormAlert, Notice } from './notices';
import { checkOtpCode, OtpCodeField } from './otp-code-field';
import { placeServerError } from './server-errors';
import { useSecondsLeft } from './use-countdown';
import { loadOtpState, OTP_FLOWS, resendCode, type OtpState } from './otp-flow';
import { followPath } from '../chrome/links';

export interface OtpVerifyDetail {
  mode: OtpPurpose;
}

export interface OtpVerifyPanelProps {
  /** 'reset' (forgot password, the default) or 'activation' (registration by SMS). */
  mode?: string;
  /** Where to go after a correct code; defaults to the flow's next page, empty stays. */
  next?: string;
  onOtpVerify?: (detail: OtpVerifyDetail) => void;
}

const FIELDS = { otp: { name: 'otp' as const, label: '驗證碼' } };

/**
 * Check or resend the OTP (spec 2.11 'Verify OTP'). The request comes from session storage. The
 * caller puts ACCOUNT_FORM_CSS in its shadow root.
 */
export function OtpVerifyPanel({ mode, next, onOtpVerify }: OtpVerifyPanelProps) {
  const purpose: OtpPurpose = mode === 'activation' ? 'activation' : 'reset';
  const flow = OTP_FLOWS[purpose];
  const [request] = useState(() => readOtpRequest(purpose));
  const [state, setState] = useState<OtpState | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ otp?: string; form?: string }>({});
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState<'' | 'verify' | 'resend'>('');
  const resendIn = useSecondsLeft(state?.resendAt ?? 0);
  const expiresIn = useSecondsLeft(state?.expiresAt ?? 0);

  useEffect(() => {
    if (!request) return;
    void loadOtpState(request.otpToken).then((body) => {
      if (body.data) setState(body.data);
      else setError({ form: placeServerError(body, {}).message });
    });
  }, [request]);

  if (!request) {
    return (
      <section className="account-card" part="base" aria-labelledby="otp-title">
        <h2 id="otp-title">{flow.heading}</h2>
        <FormAlert>找不到驗證請求，請重新申請驗證碼。</FormAlert>
        <AppLink href={flow.restart.href}>{flow.restart.label}</AppLink>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const problem = checkOtpCode(code);
    setError(problem ? { otp: problem } : {});
    if (problem || !request) return;
    setBusy('verify');
    const body = await flow.verify(request.otpToken, code);
    setBusy('');
    if (body.status !== API_STATUS.OK) {
      const placed = placeServerError(body, FIELDS);
      setError(placed.field ? { otp: placed.message } : { form: placed.message });
      return;
    }
    clearOtpRequest();
    onOtpVerify?.({ mode: purpose });
    const to = next ?? flow.next;
    if (to) followPath(form, to);
  }

  async function resend() {
    if (!request || busy || resendIn > 0) return;
    setBusy('resend');
    const body = await resendCode(request.otpToken);
    setBusy('');
    if (!body.data) {
      setError({ form: placeServerError(body, {}).message });
      return;
    }
    setState(body.data);
    setError({});
    setCode('');
    setInfo(`已重新傳送驗證碼至 ${body.data.sentTo}。`);
  }

  const sentTo = state?.sentTo ?? request.sentTo;
  return (
    <form className="account-card" part="base" onSubmit={submit} noValidate aria-labelledby="otp-title">
      <h2 id="otp-title">{flow.heading}</h2>
      <p className="lead">{flow.lead}</p>
      <Notice><p>驗證碼已傳送至 <strong>{sentTo}</strong>。</p>{info && <p>{info}</p>}</Notice>
      <FormAlert>{error.form}</FormAlert>
      {!state && !error.form && <LoadingState text="讀取驗證狀態…" />}
      <OtpCodeField value={code} onValueChange={setCode} error={error.otp} />
      {state && expiresIn === 0 && <p className="rule">驗證碼已過期，請重新傳送。</p>}
      <Button type="submit" variant="primary" className="btn-block" loading={busy === 'verify'}>{busy === 'verify' ? '驗證中…' : '驗證'}</Button>
      <div className="actions">
        <Button onClick={resend} disabled={!state || resendIn > 0} loading={busy === 'resend'}>
          {resendIn > 0 ? `重新傳送（${resendIn} 秒）` : '重新傳送驗證碼'}
        </Button>
        <span className="grow" />
        <AppLink href={flow.restart.href}>{flow.restart.label}</AppLink>
      </div>
    </form>
  );
}

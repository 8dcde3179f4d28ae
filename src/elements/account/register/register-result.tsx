import { AppLink } from '../../shared/account/app-link';
import { Notice } from '../../shared/account/notices';
import { OtpVerifyPanel } from '../../shared/account/otp-verify-panel';
import { readResult } from './register-draft';
import { pathOf } from '../../../core/pages/paths';

/** The result page (spec 2.11): what happens next — open the e-mailed link, or enter the SMS code. */
export function RegisterResult() {
  const result = readResult();
  if (!result) {
    return (
      <section aria-labelledby="register-step-title">
        <h3 id="register-step-title" className="step-title">尚未完成註冊</h3>
        <p>找不到註冊結果，請從第一步開始註冊。</p>
        <AppLink href={pathOf('registerTerms')}>開始註冊</AppLink>
      </section>
    );
  }
  const days = Math.max(1, Math.round(result.expiresIn / 86_400));
  return (
    <section aria-labelledby="register-step-title">
      <h3 id="register-step-title" className="step-title">註冊申請已送出</h3>
      {result.verifyBy === 'email' ? (
        <Notice tone="success">
          <p>我們已將帳號啟用連結寄至 <strong>{result.sentTo}</strong>。</p>
          <p>請於 {days} 日內開啟信中的連結完成驗證，驗證後即可使用管理員帳號登入。若未收到信件，請檢查垃圾郵件匣。</p>
        </Notice>
      ) : (
        <>
          <Notice tone="success">
            <p>註冊資料已送出。驗證碼已以簡訊傳送，請於下方輸入驗證碼以啟用帳號。</p>
          </Notice>
          <OtpVerifyPanel mode="activation" />
        </>
      )}
      <p className="actions"><AppLink href="/">返回登入</AppLink></p>
    </section>
  );
}

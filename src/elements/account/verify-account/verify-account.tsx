import { useEffect, useState } from 'react';
import { $location } from '../../../core/navigation';
import { LoadingState, uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { AppLink } from '../../shared/account/app-link';
import { readOtpRequest, readVerifyOutcome } from '../../shared/account/flow-storage';
import { FormAlert, Notice } from '../../shared/account/notices';
import { activateByLink } from './activate';
import { followPath } from '../../shared/chrome/links';
import { pathOf } from '../../../core/pages/paths';

export interface VerifyAccountProps {
  /** '' activates the link's token (page /verify); success or error shows that outcome. */
  outcome?: string;
  /** The activation token; defaults to the page's ?token= query. */
  token?: string;
}

function Activating({ token }: { token: string }) {
  useEffect(() => {
    // No node of its own yet (the loading state): an embedded host hears it on document.
    void activateByLink(token).then((result) => followPath(null, pathOf(result.ok ? 'verifySuccess' : 'verifyError'), { replace: true }));
  }, [token]);
  return <LoadingState text="正在驗證帳號…" />;
}

function Success() {
  const [outcome] = useState(readVerifyOutcome);
  const who = outcome?.ok && outcome.name ? `${outcome.enterpriseName ? `${outcome.enterpriseName} ` : ''}${outcome.zhName ?? ''}（${outcome.name}）` : '';
  return (
    <>
      <Notice tone="success">
        <p>{who ? `${who}的帳號已啟用。` : '帳號已啟用。'}</p>
        <p>現在可以使用註冊時設定的帳號與密碼登入。</p>
      </Notice>
      <AppLink href="/">前往登入</AppLink>
    </>
  );
}

function Failure() {
  const [outcome] = useState(readVerifyOutcome);
  const [smsPending] = useState(() => !!readOtpRequest('activation'));
  return (
    <>
      <FormAlert>{outcome && !outcome.ok ? outcome.message : '帳號驗證失敗，連結可能無效或已過期。'}</FormAlert>
      <p>啟用連結的有效期限為 3 日，且只能使用一次。</p>
      <ul className="help">
        <li>由企業管理員建立的帳號：請聯絡管理員於「帳號管理」重新寄送啟用信。</li>
        <li>自行註冊的企業：{smsPending
          ? <>可<AppLink href={pathOf('registerResult')}>回到簡訊驗證頁重新傳送驗證碼</AppLink>。</>
          : <>若連結已過期，請<AppLink href={pathOf('registerTerms')}>重新註冊</AppLink>。</>}
        </li>
      </ul>
      <AppLink href="/">返回登入</AppLink>
    </>
  );
}

/** Account activation by link, and its success and error pages (spec 2.11 'Verification pages'). */
export function VerifyAccount({ outcome = '', token }: VerifyAccountProps) {
  const heading = outcome === 'success' ? '帳號驗證成功' : outcome === 'error' ? '帳號驗證失敗' : '帳號驗證';
  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS, '.help { padding-left: 1.4em; line-height: 1.8; }')}</style>
      <section className="account-card" part="base" aria-labelledby="verify-title">
        <h2 id="verify-title">{heading}</h2>
        {outcome === 'success' ? <Success /> : outcome === 'error' ? <Failure /> : <Activating token={token ?? $location.get().query.token ?? ''} />}
      </section>
    </>
  );
}

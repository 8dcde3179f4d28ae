import { useRef, useState } from 'react';
import { uiCss } from '../../shared/ui';
import { ACCOUNT_FORM_CSS } from '../../shared/account/account-form.css';
import { AppLink } from '../../shared/account/app-link';
import { LEGAL_DOCUMENT_CSS } from '../../shared/account/legal';
import { FormAlert } from '../../shared/account/notices';
import { AdminStep } from './register-admin-step';
import { readDraft, writeDraft, type RegisterDraft } from './register-draft';
import { EnterpriseStep } from './register-enterprise-step';
import { RegisterResult } from './register-result';
import { checkAll, ENTERPRISE_RULES } from './register-rules';
import { StepIndicator, STEPS_CSS, type RegisterStep } from './register-steps';
import { TermsStep } from './register-terms-step';
import { followPath } from '../../shared/chrome/links';
import { pathOf } from '../../../core/pages/paths';

export interface RegisterProps {
  /** 1, 2, 3 or result: the page of /register/step1 … /register/result. */
  step?: string;
}

const asStep = (step: string | undefined): RegisterStep => (step === '2' || step === '3' || step === 'result' ? step : '1');

/** A step the draft does not allow yet says which earlier step is missing (spec 5: agree first). */
function missingStep(step: RegisterStep, draft: RegisterDraft): { message: string; href: string; label: string } | null {
  if ((step === '2' || step === '3') && !draft.agree) {
    return { message: '請先閱讀並同意服務條款，才能填寫企業資料。', href: pathOf('registerTerms'), label: '前往服務條款' };
  }
  if (step === '3' && Object.values(checkAll(draft.enterprise, ENTERPRISE_RULES)).some(Boolean)) {
    return { message: '請先完成企業資料。', href: pathOf('registerEnterprise'), label: '前往企業資料' };
  }
  return null;
}

/**
 * Enterprise self-registration in three steps and the result (spec 2.11, 5). The draft is kept in
 * session storage on every change.
 */
export function Register({ step }: RegisterProps) {
  const current = asStep(step);
  const [draft, setDraft] = useState(readDraft);
  const update = (next: RegisterDraft) => {
    setDraft(next);
    writeDraft(next);
  };
  const card = useRef<HTMLDivElement>(null);
  const go = (path: string) => followPath(card.current, path);
  const missing = missingStep(current, draft);
  const props = { draft, onDraftChange: update, onStep: go };

  return (
    <>
      <style>{uiCss(ACCOUNT_FORM_CSS, LEGAL_DOCUMENT_CSS, STEPS_CSS, REGISTER_CSS)}</style>
      <div className="account-card wide" part="base" ref={card}>
        <h2>企業註冊</h2>
        <StepIndicator current={current} />
        {missing ? (
          <><FormAlert>{missing.message}</FormAlert><AppLink href={missing.href}>{missing.label}</AppLink></>
        ) : current === '1' ? <TermsStep {...props} />
          : current === '2' ? <EnterpriseStep {...props} />
            : current === '3' ? <AdminStep {...props} />
              : <RegisterResult />}
      </div>
    </>
  );
}

const REGISTER_CSS = `
.step-title { font-size: 1.1em; margin: 0 0 var(--_space-4); }
.terms-box { max-height: 320px; overflow: auto; border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-4); margin-bottom: var(--_space-4); background: var(--_surface-alt); }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); column-gap: var(--_space-4); align-items: start; }
.account-card .account-card { box-shadow: none; padding: var(--_space-4); margin-top: var(--_space-4); }
`;

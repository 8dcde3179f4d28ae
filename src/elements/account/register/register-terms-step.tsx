import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from '../../shared/ui';
import { AppLink } from '../../shared/account/app-link';
import { consoleHref } from '../../shared/chrome/links';
import { LegalDocumentView, TERMS_OF_SERVICE } from '../../shared/account/legal';
import type { RegisterDraft } from './register-draft';
import { pathOf } from '../../../core/pages/paths';

export interface StepProps {
  draft: RegisterDraft;
  onDraftChange: (draft: RegisterDraft) => void;
  onStep: (path: string) => void;
}

/** Step 1 (spec 2.11, 5): the terms, which must be agreed before enterprise data is entered. */
export function TermsStep({ draft, onDraftChange, onStep }: StepProps) {
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.agree) {
      setError('請先閱讀並同意服務條款與隱私權政策。');
      return;
    }
    onStep(pathOf('registerEnterprise'));
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-step-title">
      <h3 id="register-step-title" className="step-title">步驟 1：閱讀服務條款</h3>
      <div className="terms-box" tabIndex={0} role="region" aria-label="服務條款全文">
        <LegalDocumentView document={TERMS_OF_SERVICE} headingLevel={3} />
      </div>
      <p>個人資料的蒐集與利用，請參閱<a href={consoleHref(pathOf('privacy'))} target="_blank" rel="noopener">隱私權政策（另開新視窗）</a>。</p>
      <Checkbox label="我已閱讀並同意服務條款與隱私權政策" name="agree" checked={draft.agree} error={error} aria-required="true"
        onChange={(event) => {
          onDraftChange({ ...draft, agree: event.target.checked });
          if (event.target.checked) setError('');
        }} />
      <div className="actions">
        <AppLink href="/">返回登入</AppLink>
        <span className="grow" />
        <Button type="submit" variant="primary">下一步</Button>
      </div>
    </form>
  );
}

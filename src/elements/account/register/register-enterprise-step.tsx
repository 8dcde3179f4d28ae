import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '../../shared/ui';
import type { EnterpriseDraft } from './register-draft';
import { checkAll, ENTERPRISE_RULES, type Errors } from './register-rules';
import type { StepProps } from './register-terms-step';
import { useUniqueCheck } from './use-unique-check';
import { pathOf } from '../../../core/pages/paths';

type Key = keyof EnterpriseDraft;

const LABELS: Record<Key, string> = {
  name: '企業名稱', taxId: '統一編號', contactName: '聯絡人', phone: '聯絡電話', email: '企業電子郵件', address: '企業地址',
};

const INPUTS: Record<Key, { autoComplete: string; type?: 'email' | 'tel'; inputMode?: 'numeric'; hint?: string; maxLength?: number }> = {
  name: { autoComplete: 'organization', maxLength: 60 },
  taxId: { autoComplete: 'off', inputMode: 'numeric', hint: '8 位數字', maxLength: 8 },
  contactName: { autoComplete: 'name', maxLength: 30 },
  phone: { autoComplete: 'tel', type: 'tel', hint: '例如 02-2700-1234' },
  email: { autoComplete: 'email', type: 'email', maxLength: 100 },
  address: { autoComplete: 'street-address', maxLength: 120 },
};

const UNIQUE: Partial<Record<Key, 'name' | 'taxId'>> = { name: 'name', taxId: 'taxId' };

/** Step 2 (spec 2.11, 5): enterprise data, with the uniqueness check of name and tax id on blur. */
export function EnterpriseStep({ draft, onDraftChange, onStep }: StepProps) {
  const [errors, setErrors] = useState<Errors<EnterpriseDraft>>({});
  const unique = useUniqueCheck<Key>();
  const values = draft.enterprise;

  function change(key: Key, value: string) {
    onDraftChange({ ...draft, enterprise: { ...values, [key]: value } });
    unique.clear(key);
  }

  function blur(key: Key) {
    const message = ENTERPRISE_RULES[key](values[key]);
    setErrors((was) => ({ ...was, [key]: message }));
    const field = UNIQUE[key];
    if (!message && field) void unique.check(key, field, values[key]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAll(values, ENTERPRISE_RULES);
    setErrors(found);
    if (Object.values(found).some(Boolean) || Object.values(unique.taken).some(Boolean)) return;
    onStep(pathOf('registerAdmin'));
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-step-title">
      <h3 id="register-step-title" className="step-title">步驟 2：填寫企業資料</h3>
      <div className="grid">
        {(Object.keys(LABELS) as Key[]).map((key) => (
          <TextInput key={key} label={LABELS[key]} required name={key} value={values[key]} {...INPUTS[key]}
            error={errors[key] ?? unique.taken[key]} onChange={(event) => change(key, event.target.value)} onBlur={() => blur(key)} />
        ))}
      </div>
      <div className="actions">
        <Button onClick={() => onStep(pathOf('registerTerms'))}>上一步</Button>
        <span className="grow" />
        <Button type="submit" variant="primary">下一步</Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { API_STATUS } from '../../../core/api/contract/status';
import { Button, PasswordInput, RadioGroup, TextInput } from '../../shared/ui';
import { FormAlert } from '../../shared/account/notices';
import { checkNewPassword, type NewPasswordErrors } from '../../shared/account/password-rule';
import { PasswordRule } from '../../shared/account/password-tips';
import { placeServerError } from '../../shared/account/server-errors';
import type { AdminDraft, VerifyBy } from './register-draft';
import { ADMIN_RULES, checkAll, type Errors } from './register-rules';
import { submitRegistration } from './register-submit';
import type { StepProps } from './register-terms-step';
import { useUniqueCheck, type UniqueField } from './use-unique-check';
import { ACCOUNT_VERIFY_LABELS } from '../../../core/api/contract/vocabulary/people';
import { choicesOf } from '../../../core/catalogue/lookup';
import { pathOf } from '../../../core/pages/paths';

type Key = keyof AdminDraft;
type FieldKey = Key | 'password' | 'form';

const FIELDS = {
  'admin.name': { name: 'name' as FieldKey, label: '帳號' },
  'admin.password': { name: 'password' as FieldKey, label: '密碼' },
  'admin.zhName': { name: 'zhName' as FieldKey, label: '姓名' },
  'admin.mobile': { name: 'mobile' as FieldKey, label: '手機號碼' },
  'admin.email': { name: 'email' as FieldKey, label: '電子郵件' },
};
const UNIQUE: Partial<Record<Key, UniqueField>> = { name: 'account', mobile: 'mobile', email: 'email' };
const VERIFY_OPTIONS = choicesOf(ACCOUNT_VERIFY_LABELS);

/** Step 3 (spec 2.11): the enterprise's admin account and how it is verified; submits the registration. */
export function AdminStep({ draft, onDraftChange, onStep }: StepProps) {
  const [password, setPassword] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<AdminDraft> & NewPasswordErrors & { form?: string; enterprise?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const unique = useUniqueCheck<Key>();
  const values = draft.admin;

  function change(key: Key, value: string) {
    onDraftChange({ ...draft, admin: { ...values, [key]: value } });
    unique.clear(key);
  }

  function blur(key: Key) {
    const message = ADMIN_RULES[key](values[key]);
    setErrors((was) => ({ ...was, [key]: message }));
    const field = UNIQUE[key];
    if (!message && field) void unique.check(key, field, values[key]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = { ...checkAll(values, ADMIN_RULES), ...checkNewPassword(password) };
    setErrors(found);
    if (Object.values(found).some(Boolean) || Object.values(unique.taken).some(Boolean)) return;
    setBusy(true);
    const body = await submitRegistration(draft, password.password);
    setBusy(false);
    if (body.status === API_STATUS.OK) {
      onStep(pathOf('registerResult'));
      return;
    }
    const placed = placeServerError(body, FIELDS);
    if (placed.field && placed.field !== 'form') setErrors({ [placed.field]: placed.message });
    else setErrors({ form: placed.message, enterprise: body.field?.startsWith('enterprise.') });
  }

  const field = (key: Key, label: string, extra: Record<string, unknown>) => (
    <TextInput label={label} required name={key} value={values[key]} {...extra} error={errors[key] ?? unique.taken[key]}
      onChange={(event) => change(key, event.target.value)} onBlur={() => blur(key)} />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-step-title">
      <h3 id="register-step-title" className="step-title">步驟 3：設定管理員帳號</h3>
      {errors.form && (
        <FormAlert>
          {errors.form}
          {errors.enterprise && <> <Button variant="link" small onClick={() => onStep(pathOf('registerEnterprise'))}>返回企業資料修改</Button></>}
        </FormAlert>
      )}
      <div className="grid">
        {field('name', '帳號', { autoComplete: 'username', hint: '4 至 32 個英文字母、數字或 . _ -', maxLength: 32 })}
        {field('zhName', '姓名', { autoComplete: 'name', maxLength: 30 })}
        <div>
          <PasswordInput label="密碼" required name="password" autoComplete="new-password" value={password.password} error={errors.password}
            onChange={(event) => setPassword({ ...password, password: event.target.value })} />
          <PasswordRule />
        </div>
        <PasswordInput label="確認密碼" required name="confirm" autoComplete="new-password" value={password.confirm} error={errors.confirm}
          onChange={(event) => setPassword({ ...password, confirm: event.target.value })} />
        {field('mobile', '手機號碼', { type: 'tel', autoComplete: 'tel', inputMode: 'numeric', hint: '例如 0912345678', maxLength: 10 })}
        {field('email', '電子郵件', { type: 'email', autoComplete: 'email', maxLength: 100 })}
      </div>
      <RadioGroup label="驗證方式" required value={draft.verifyBy} options={VERIFY_OPTIONS}
        hint="註冊後，我們會以您選擇的方式寄送驗證，完成後帳號即可登入。"
        onValueChange={(value) => onDraftChange({ ...draft, verifyBy: value as VerifyBy })} />
      <div className="actions">
        <Button onClick={() => onStep(pathOf('registerEnterprise'))}>上一步</Button>
        <span className="grow" />
        <Button type="submit" variant="primary" loading={busy}>{busy ? '送出中…' : '送出註冊'}</Button>
      </div>
    </form>
  );
}

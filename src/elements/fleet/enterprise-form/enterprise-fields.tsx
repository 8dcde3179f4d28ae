import { useState } from 'react';
import { generateEnterpriseCode } from '../../../core/api/enterprise';
import type { Enterprise } from '../../../core/api/contract/enterprise';
import { API_STATUS } from '../../../core/api/contract/status';
import { messageOf } from '../../../core/resource';
import { ENTERPRISE_CODE_RULE, ENTERPRISE_RULES, type EnterpriseValues } from '../../shared/fleet/enterprise-rules';
import { Button, TextInput } from '../../shared/ui';
import type { CustomFieldProps, FormFieldSpec } from '../../shared/ui/page-kit';

/** What the fleet-data form edits: the enterprise's fields and its code. */
export interface EnterpriseFormValues extends EnterpriseValues {
  code: string;
}

export const valuesOf = (e: Enterprise): EnterpriseFormValues => ({
  name: e.name, taxId: e.taxId, contactName: e.contactName, phone: e.phone, email: e.email, address: e.address, code: e.code,
});

/** The fields that changed, trimmed: PUT enterprise/v0 takes only those. */
export function changedFields(values: EnterpriseFormValues, before: EnterpriseFormValues): Partial<EnterpriseFormValues> {
  const out: Partial<EnterpriseFormValues> = {};
  for (const key of Object.keys(values) as Array<keyof EnterpriseFormValues>) {
    const v = values[key].trim();
    if (v !== before[key]) out[key] = v;
  }
  return out;
}

/** The code with a 產生代碼 button asking the server for a fresh one (GET enterprise/v0/generate-code). */
function CodeField(props: CustomFieldProps<string>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  async function generate() {
    setBusy(true);
    setFailed('');
    try {
      const body = await generateEnterpriseCode();
      if (body.status === API_STATUS.OK && body.data) props.onChange(body.data.code);
      else setFailed(messageOf(body, '產生企業代碼失敗，請稍後再試。'));
    } catch {
      setFailed('產生企業代碼失敗，請稍後再試。');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="code-field">
      <TextInput id={props.id} label={props.label} required={props.required} error={props.error ?? (failed || undefined)}
        hint="4 至 12 個大寫英文字母或數字；供開放 API 與合作夥伴識別企業。" maxLength={12} autoComplete="off"
        value={props.value} onChange={(e) => props.onChange(e.target.value.toUpperCase())} />
      <Button small loading={busy} disabled={props.disabled} onClick={() => void generate()}>產生代碼</Button>
    </div>
  );
}

/**
 * The fields of the fleet-data form. Only a changed value is checked: PUT enterprise/v0 takes only
 * the changes, so a value saved long ago under older rules (a seed's tax id) never blocks a save.
 */
export function enterpriseFields(saved: EnterpriseFormValues): FormFieldSpec<EnterpriseFormValues>[] {
  const rule = (key: keyof EnterpriseValues) => (value: string) => (value.trim() === saved[key] ? undefined : ENTERPRISE_RULES[key](value));
  return [
    { name: 'name', label: '企業名稱', kind: 'text', required: true, maxLength: 60, autoComplete: 'organization', validate: rule('name') },
    { name: 'taxId', label: '統一編號', kind: 'text', required: true, maxLength: 8, autoComplete: 'off', hint: '8 位數字', validate: rule('taxId') },
    {
      name: 'code', label: '企業代碼', kind: 'custom', required: true, render: (p) => <CodeField {...p} />,
      validate: (v) => (String(v) === saved.code ? undefined : ENTERPRISE_CODE_RULE(String(v))),
    },
    { name: 'contactName', label: '聯絡人', kind: 'text', required: true, maxLength: 30, autoComplete: 'name', validate: rule('contactName') },
    { name: 'phone', label: '聯絡電話', kind: 'tel', required: true, maxLength: 20, autoComplete: 'tel', hint: '例如 02-2700-1234', validate: rule('phone') },
    { name: 'email', label: '企業電子郵件', kind: 'email', required: true, maxLength: 100, autoComplete: 'email', validate: rule('email') },
    { name: 'address', label: '企業地址', kind: 'text', required: true, maxLength: 120, autoComplete: 'street-address', validate: rule('address') },
  ];
}

import { EMAIL, ENTERPRISE_RULES, required, type Rule } from '../../shared/fleet/enterprise-rules';
import type { AdminDraft } from './register-draft';

export { ENTERPRISE_RULES };

/**
 * Field rules of registration, the same limits as the API contract
 * (src/core/api/contract/enterprise.ts RegistrationBody). Each returns the message or undefined.
 */
export const ADMIN_RULES: Record<keyof AdminDraft, Rule> = {
  name: required('請輸入帳號名稱。', (v) => (!/^[A-Za-z0-9._-]{4,32}$/.test(v) ? '帳號需為 4 至 32 個英文字母、數字或 . _ - 符號。' : undefined)),
  zhName: required('請輸入姓名。', (v) => (v.length > 30 ? '姓名不可超過 30 個字。' : undefined)),
  mobile: required('請輸入手機號碼。', (v) => (!/^09[0-9]{8}$/.test(v) ? '手機號碼格式為 09 開頭的 10 位數字。' : undefined)),
  email: required('請輸入電子郵件。', (v) => (!EMAIL.test(v) || v.length > 100 ? '電子郵件格式不正確。' : undefined)),
};

export type Errors<T> = Partial<Record<keyof T, string>>;

/** Every rule of a form at once. */
export function checkAll<T extends object>(values: T, rules: Record<keyof T, Rule>): Errors<T> {
  const errors: Errors<T> = {};
  for (const key of Object.keys(rules) as Array<keyof T>) {
    const message = rules[key](String(values[key] ?? ''));
    if (message) errors[key] = message;
  }
  return errors;
}

import { isValidTaxId } from '../../core/validation';
import type { AdminDraft, EnterpriseDraft } from './register-draft';

/**
 * Field rules of registration, the same limits as the API contract
 * (src/core/api/contract/enterprise.ts RegistrationBody). Each returns the message or undefined.
 */
type Rule = (value: string) => string | undefined;

const required = (message: string, next?: Rule): Rule => (value) => (!value.trim() ? message : next?.(value.trim()));
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const ENTERPRISE_RULES: Record<keyof EnterpriseDraft, Rule> = {
  name: required('請輸入企業名稱。', (v) => (v.length < 2 || v.length > 60 ? '企業名稱需為 2 至 60 個字。' : undefined)),
  taxId: required('請輸入統一編號。', (v) => (!/^[0-9]{8}$/.test(v) ? '統一編號為 8 位數字。' : !isValidTaxId(v) ? '統一編號檢查碼不正確，請確認是否輸入錯誤。' : undefined)),
  contactName: required('請輸入聯絡人姓名。', (v) => (v.length > 30 ? '聯絡人姓名不可超過 30 個字。' : undefined)),
  phone: required('請輸入聯絡電話。', (v) => (!/^[0-9+()#\- ]{7,20}$/.test(v) ? '聯絡電話格式不正確，例如 02-2700-1234。' : undefined)),
  email: required('請輸入企業電子郵件。', (v) => (!EMAIL.test(v) || v.length > 100 ? '電子郵件格式不正確。' : undefined)),
  address: required('請輸入企業地址。', (v) => (v.length < 5 || v.length > 120 ? '地址需為 5 至 120 個字。' : undefined)),
};

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

import { isValidTaxId } from '../../../core/validation';

/**
 * Field rules of the enterprise's data, the same limits as the API contract
 * (src/core/api/contract/enterprise.ts EnterpriseFields): registration and the fleet-data page
 * (/enterprise) check the same way. Each returns the message or undefined.
 */
export type Rule = (value: string) => string | undefined;

export interface EnterpriseValues {
  name: string;
  taxId: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
}

/** A rule that first asks for a value, then checks the trimmed value with `next`. */
export const required = (message: string, next?: Rule): Rule => (value) => (!value.trim() ? message : next?.(value.trim()));
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const ENTERPRISE_RULES: Record<keyof EnterpriseValues, Rule> = {
  name: required('請輸入企業名稱。', (v) => (v.length < 2 || v.length > 60 ? '企業名稱需為 2 至 60 個字。' : undefined)),
  taxId: required('請輸入統一編號。', (v) => (!/^[0-9]{8}$/.test(v) ? '統一編號為 8 位數字。' : !isValidTaxId(v) ? '統一編號檢查碼不正確，請確認是否輸入錯誤。' : undefined)),
  contactName: required('請輸入聯絡人姓名。', (v) => (v.length > 30 ? '聯絡人姓名不可超過 30 個字。' : undefined)),
  phone: required('請輸入聯絡電話。', (v) => (!/^[0-9+()#\- ]{7,20}$/.test(v) ? '聯絡電話格式不正確，例如 02-2700-1234。' : undefined)),
  email: required('請輸入企業電子郵件。', (v) => (!EMAIL.test(v) || v.length > 100 ? '電子郵件格式不正確。' : undefined)),
  address: required('請輸入企業地址。', (v) => (v.length < 5 || v.length > 120 ? '地址需為 5 至 120 個字。' : undefined)),
};

/** The enterprise code PUT enterprise/v0 accepts: 4 to 12 capital letters or digits. */
export const ENTERPRISE_CODE_RULE: Rule = required('請輸入企業代碼。', (v) => (!/^[A-Z0-9]{4,12}$/.test(v) ? '企業代碼需為 4 至 12 個大寫英文字母或數字。' : undefined));

/** What check-unique's "taken" means for each field it checks (spec 5). */
export const TAKEN_MESSAGES = {
  name: '此企業名稱已被註冊。',
  taxId: '此統一編號已被註冊。',
  account: '此帳號名稱已被使用。',
  email: '此電子郵件已被使用。',
  mobile: '此手機號碼已被使用。',
} as const;

import { keysOf, literalUnion } from './literals';

/** Account roles and how they read (this console's words; spec 3 names no roles). */
export const ROLE_LABELS = { admin: '管理員', staff: '一般使用者', driver: '駕駛' } as const;

export type Role = keyof typeof ROLE_LABELS;
export const RoleSchema = literalUnion(keysOf(ROLE_LABELS));

/** Driving-licence classes of Taiwan, the contract's LicenseClass. */
export const LICENSE_CLASS_LABELS = {
  'professional-combination': '職業聯結車',
  'professional-heavy-truck': '職業大貨車',
  'professional-bus': '職業大客車',
  'professional-light': '職業小型車',
  'ordinary-light': '普通小型車',
} as const;

export type LicenseClass = keyof typeof LICENSE_CLASS_LABELS;
export const LicenseClassSchema = literalUnion(keysOf(LICENSE_CLASS_LABELS));

/**
 * An account's state as the account list shows and filters it (issue 22, 12): may sign in (已啟用),
 * disabled by an administrator (已停用), or awaiting its activation link (未啟用).
 */
export const ACCOUNT_STATUS_LABELS = { active: '已啟用', disabled: '已停用', pending: '未啟用' } as const;

export type AccountStatus = keyof typeof ACCOUNT_STATUS_LABELS;

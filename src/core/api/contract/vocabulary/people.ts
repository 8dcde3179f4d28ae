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

/** Whether a driver has a car (the driver list's filter). */
export const DRIVER_CAR_LABELS = { true: '已指派車輛', false: '未指派車輛' } as const;

/** How an administrator resets an account's password (the account list's action). */
export const PASSWORD_RESET_METHOD_LABELS = { otp: '傳送重設密碼驗證碼給本人', temporary: '設定臨時密碼（下次登入須變更）' } as const;

/** How a registering enterprise's admin account is verified (spec 2.11 register step 3). */
export const ACCOUNT_VERIFY_LABELS = { email: '電子郵件啟用連結', otp: '手機簡訊驗證碼' } as const;

/** Which way a voice message went (the voice message list's filter). */
export const VOICE_DIRECTION_LABELS = { toCar: '傳給車輛', fromCar: '來自車輛' } as const;

/** The subject of each mail the server sends an account (issue 25, 4: one-time passwords and activation links over SMTP). */
export const ACCOUNT_MAIL_SUBJECTS = {
  otp: '車隊管理 驗證碼',
  activation: '車隊管理 帳號啟用連結',
  verify: '車隊管理 帳號通知',
} as const;

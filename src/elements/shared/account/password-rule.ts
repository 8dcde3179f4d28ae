/**
 * The password rule the server enforces (demo/server/auth/passwords.ts) and the console shows:
 * 8 to 64 characters with at least one letter and one digit. Checked here first so the user learns
 * it before a round trip; the server's answer still wins when it says otherwise.
 */
export const PASSWORD_RULE = '密碼需為 8 至 64 個字元，並同時包含英文字母與數字。';

/** The tips of the 'password tips' dialog (spec 2.11 names it; its content is ours). */
export const PASSWORD_TIPS: readonly string[] = [
  '長度 8 至 64 個字元。',
  '至少包含一個英文字母（大小寫皆可）與一個數字。',
  '可使用符號與空白，例如 ! @ # $ % 等，讓密碼更難猜測。',
  '新密碼不可與目前的密碼相同。',
  '請勿使用生日、手機號碼、車牌或帳號名稱等容易被猜到的內容。',
  '請勿與其他網站共用密碼，並定期更換。',
];

export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

export interface NewPasswordInput {
  password: string;
  confirm: string;
  /** Given on forms that ask for the current password (periodic reset, my account). */
  oldPassword?: string;
}

export type NewPasswordErrors = Partial<Record<'oldPassword' | 'password' | 'confirm', string>>;

/** What is wrong with a new password and its confirmation; an empty object when nothing is. */
export function checkNewPassword({ password, confirm, oldPassword }: NewPasswordInput): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (oldPassword !== undefined && !oldPassword) errors.oldPassword = '請輸入目前的密碼。';
  if (!password) errors.password = '請輸入新密碼。';
  else if (!isStrongPassword(password)) errors.password = PASSWORD_RULE;
  else if (oldPassword && password === oldPassword) errors.password = '新密碼不可與目前的密碼相同。';
  if (!confirm) errors.confirm = '請再次輸入新密碼。';
  else if (password && confirm !== password) errors.confirm = '兩次輸入的密碼不一致。';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

import type { Profile } from '../../../core/api/contract/profile';
import { isEmail, isMobile } from '../../../core/validation';

export interface ProfileValues {
  zhName: string;
  mobile: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/**
 * The contract's limits (src/core/api/contract/profile.ts). An e-mail may stay empty when the
 * account never had one (drivers often have none), but a saved one cannot be cleared: the server
 * has no 'no e-mail' value.
 */
export function checkProfile(values: ProfileValues, saved: Pick<Profile, 'email'>): ProfileErrors {
  const errors: ProfileErrors = {};
  const zhName = values.zhName.trim();
  if (!zhName) errors.zhName = '請輸入姓名。';
  else if (zhName.length > 30) errors.zhName = '姓名不可超過 30 個字。';
  if (!values.mobile) errors.mobile = '請輸入手機號碼。';
  else if (!isMobile(values.mobile)) errors.mobile = '手機號碼格式為 09 開頭的 10 位數字。';
  if (!values.email) {
    if (saved.email) errors.email = '請輸入電子郵件。';
  } else if (!isEmail(values.email)) {
    errors.email = '電子郵件格式不正確。';
  }
  return errors;
}

/** Only what changed goes to PATCH my-profile/v0. */
export function changedFields(values: ProfileValues, saved: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  if (values.zhName.trim() !== saved.zhName) changes.zhName = values.zhName.trim();
  if (values.mobile !== saved.mobile) changes.mobile = values.mobile;
  if (values.email.trim() !== saved.email) changes.email = values.email.trim();
  return changes;
}

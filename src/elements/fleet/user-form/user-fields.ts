import type { BodyOf } from '../../../core/api/contract/endpoint';
import type { DriverRow, Role, users } from '../../../core/api/contract/users';
import { LICENSE_CLASS_LABELS } from '../../../core/catalogue';
import { isAccountName, isEmail, isMobile } from '../../../core/validation';
import { isStrongPassword, PASSWORD_RULE } from '../../shared/account/password-rule';

/** What the account form holds: text as typed; '' for an empty choice. */
export interface UserValues {
  name: string;
  password: string;
  zhName: string;
  role: string;
  mobile: string;
  email: string;
  departmentUid: string;
  employeeNo: string;
  codes: string[];
  licenseClass: string;
  licenseExpiry: string;
  hireDate: string;
}

export type CreateUserInput = BodyOf<typeof users.create>;
export type UpdateUserInput = BodyOf<typeof users.update>;

export const LICENSE_OPTIONS = Object.entries(LICENSE_CLASS_LABELS).map(([value, label]) => ({ value, label }));

export const EMPTY_USER: UserValues = {
  name: '', password: '', zhName: '', role: 'staff', mobile: '', email: '', departmentUid: '', employeeNo: '', codes: [],
  licenseClass: '', licenseExpiry: '', hireDate: '',
};

/** A new account of the form's kind: a driver, or staff by default. */
export const newUserValues = (driver: boolean): UserValues => ({ ...EMPTY_USER, role: driver ? 'driver' : 'staff' });

/** Whether the form still holds what it started with (its lists compared in order). */
export const sameUserValues = (a: UserValues, b: UserValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The form's values of a saved account. */
export const valuesOfUser = (user: DriverRow): UserValues => ({
  name: user.name, password: '', zhName: user.zhName, role: user.role, mobile: user.mobile, email: user.email,
  departmentUid: user.departmentUid ?? '', employeeNo: user.employeeNo, codes: [...user.codes],
  licenseClass: user.licenseClass ?? '', licenseExpiry: user.licenseExpiry ?? '', hireDate: user.hireDate ?? '',
});

export const checkAccountName = (value: string) => (isAccountName(value.trim()) ? undefined : '帳號須為 4 至 32 個英文字母、數字或 . _ - 符號。');
export const checkPassword = (value: string) => (isStrongPassword(value) ? undefined : PASSWORD_RULE);
export const checkMobile = (value: string) => (!value.trim() || isMobile(value.trim()) ? undefined : '手機號碼格式為 09 開頭的 10 位數字。');

/** An activation link needs somewhere to go: a new account needs an e-mail or a mobile (the server's rule). */
export function checkEmail(value: string, values: Pick<UserValues, 'mobile'>, creating: boolean): string | undefined {
  if (value.trim() && !isEmail(value.trim())) return '電子郵件格式不正確。';
  if (creating && !value.trim() && !values.mobile.trim()) return '請填寫電子郵件或手機，以寄送啟用連結。';
  if (!creating && !value.trim() && !values.mobile.trim()) return '請至少保留電子郵件或手機其中一項。';
  return undefined;
}

/** The fields both calls share; an emptied mobile or e-mail is sent as '', so an edit clears it (issue 22, 9). */
function common(values: UserValues, driver: boolean) {
  return {
    zhName: values.zhName.trim(),
    role: values.role as Role,
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    employeeNo: values.employeeNo.trim(),
    ...(driver
      ? {
        licenseClass: (values.licenseClass || null) as CreateUserInput['licenseClass'],
        licenseExpiry: values.licenseExpiry || null,
        hireDate: values.hireDate || null,
      }
      : {}),
  };
}

/** POST users/v0: a driver form leaves the codes to the server's driver defaults. */
export function toCreateInput(values: UserValues, driver: boolean): CreateUserInput {
  // A new account has nothing to clear: an empty contact is left out.
  const { mobile, email, ...rest } = common(values, driver);
  return {
    name: values.name.trim(), password: values.password, ...rest, ...(mobile ? { mobile } : {}), ...(email ? { email } : {}),
    departmentUid: values.departmentUid || undefined,
    ...(driver ? {} : { codes: values.codes }),
  };
}

/** PUT users/v0/{uid}: everything the form shows, a cleared department as null. */
export function toUpdateInput(values: UserValues, driver: boolean): UpdateUserInput {
  return { ...common(values, driver), departmentUid: values.departmentUid || null, ...(driver ? {} : { codes: values.codes }) };
}

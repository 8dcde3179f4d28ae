import type { DriverRow, UserRow } from '../../../../src/core/api/contract/users';
import type { ServerContext } from '../../context';
import type { Principal } from '../../auth/principal';
import { forbidden, notFound } from '../../http/errors';
import { isoDate, millis } from '../../time';
import { driversCar } from '../../../../src/core/catalogue/people';
import type { UserRow as UsersTableRow } from './accounts';
import { serviceOf } from '../../services';

/** A user as account management reads it: columns of the one users row, and its department's name. */
export type UserDbRow = Pick<UsersTableRow, 'uid' | 'name' | 'zh_name' | 'mobile' | 'email' | 'role' | 'codes' | 'department_uid' | 'enabled' | 'activated'
  | 'must_reset' | 'employee_no' | 'license_class' | 'license_expiry' | 'hire_date' | 'created_at'> & { department_name: string | null };

/** A user as USER_SELECT reads it: the department's name comes from the fleet's options (withDepartments). */
export type SelectedUser = Omit<UserDbRow, 'department_name'>;

export const USER_SELECT = `u.uid, u.name, u.zh_name, u.mobile, u.email, u.role, u.codes, u.department_uid,
  u.enabled, u.activated, u.must_reset, u.employee_no, u.license_class, u.license_expiry, u.hire_date, u.created_at`;
export const USER_FROM = `users u`;

/** Names each account's department (deleted ones too) from the enterprise's options ('fleet.options'). */
export async function withDepartments<T extends { department_uid: string | null }>(
  ctx: ServerContext, enterpriseUid: string, rows: T[],
): Promise<Array<T & { department_name: string | null }>> {
  const names = rows.some((r) => r.department_uid)
    ? await serviceOf(ctx, 'fleet.options').names(ctx.db, enterpriseUid, 'department')
    : new Map<string, string>();
  return rows.map((r) => ({ ...r, department_name: r.department_uid ? names.get(r.department_uid) ?? null : null }));
}

export const toUserRow = (r: UserDbRow): UserRow => ({
  uid: r.uid, name: r.name, zhName: r.zh_name, mobile: r.mobile, email: r.email, role: r.role, codes: r.codes,
  departmentUid: r.department_uid, departmentName: r.department_name, enabled: r.enabled, activated: r.activated, mustReset: r.must_reset,
  employeeNo: r.employee_no, licenseClass: r.license_class, licenseExpiry: isoDate(r.license_expiry), hireDate: isoDate(r.hire_date),
  createdAt: millis(r.created_at),
});

/** A live account of the caller's enterprise; another enterprise's uid is not found. */
export async function loadUser(ctx: ServerContext, enterpriseUid: string, uid: string): Promise<UserDbRow> {
  const row = await ctx.db.one<SelectedUser>(`SELECT ${USER_SELECT} FROM ${USER_FROM} WHERE u.uid = $1 AND u.enterprise_uid = $2 AND NOT u.deleted`, [uid, enterpriseUid]);
  if (!row) throw notFound('此帳號');
  return (await withDepartments(ctx, enterpriseUid, [row]))[0];
}

/**
 * Whether the caller may manage an account of this role: account managers (P_P07) any, except
 * that only an admin manages admins; driver managers (P_P12) drivers only.
 */
export function assertMayManage(me: Principal, role: UserRow['role']): void {
  if (role === 'admin' && me.role !== 'admin') throw forbidden('僅管理員可以管理管理員帳號。');
  if (!me.codes.includes('P_P07') && role !== 'driver') throw forbidden('您只能管理駕駛帳號。');
}

/** Each driver's cars, newest assignment first (spec 3: the first entry is the driver's car). */
export async function withCars(ctx: ServerContext, rows: UserDbRow[]): Promise<DriverRow[]> {
  const cars = await serviceOf(ctx, 'fleet.cars').ofDrivers(ctx.db, rows.map((r) => r.uid));
  return rows.map((row) => {
    const carList = cars.filter((c) => c.driver_uid === row.uid)
      .map((c) => ({ carUid: c.uid, carNo: c.car_no, enabledCode: c.enabled_code, deleted: c.deleted }));
    return { ...toUserRow(row), carList, car: driversCar(carList) };
  });
}

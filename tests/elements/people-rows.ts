import type { DriverRow, UserRow } from '../../src/core/api/contract/users';
import { driversCar } from '../../src/core/catalogue';

/** Account n of the fake enterprise: user-n, 使用者 n; odd ones activated. */
export function userRow(n: number, extra: Partial<UserRow> = {}): UserRow {
  return {
    uid: `user-${n}`, name: `user-${n}`, zhName: `使用者${n}`, mobile: `09120000${String(n).padStart(2, '0')}`, email: `user${n}@fleet.tw`,
    role: 'staff', codes: ['P_P01', 'P_P36'], departmentUid: null, departmentName: null, enabled: n % 2 === 1, mustReset: false,
    employeeNo: '', licenseClass: null, licenseExpiry: null, hireDate: null, createdAt: 1_700_000_000_000 + n, ...extra,
  };
}

/** Driver n with the given car list (spec 3: the first usable entry is the driver's car). */
export function driverRow(n: number, carList: DriverRow['carList'] = [], extra: Partial<UserRow> = {}): DriverRow {
  return {
    ...userRow(n, { role: 'driver', name: `driver-${n}`, uid: `driver-${n}`, zhName: `駕駛${n}`, employeeNo: `D${100 + n}`, ...extra }),
    carList,
    car: driversCar(carList),
  };
}

/** A server page of rows as the list calls answer it. */
export function pageOfRows<T>(rows: readonly T[], body: { offset?: number; limit?: number } | undefined) {
  const offset = Number(body?.offset ?? 0);
  const limit = Number(body?.limit ?? 10);
  return { total: rows.length, offset, limit, list: rows.slice(offset, offset + limit) };
}

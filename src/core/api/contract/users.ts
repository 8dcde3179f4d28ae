import { Type, type Static } from '@sinclair/typebox';
import { DeleteBody, endpoint, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { Email, Mobile, ZhName } from './profile';
import { AccountName } from './enterprise';
import { Password } from './auth';
import { LicenseClassSchema, RoleSchema } from './vocabulary/people';

/**
 * Accounts (page /userManagement, P_P07) and drivers (page /driver/management, P_P12), spec 3
 * 'User / driver', 7.5. A holder of P_P12 without P_P07 may manage drivers only.
 */
/** Roles and licence classes are declared with their labels in ./vocabulary. */
export const Role = RoleSchema;
export type Role = Static<typeof Role>;
const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
export const LicenseClass = LicenseClassSchema;

export const UserRow = Type.Object({
  uid: Uid,
  name: Type.String(),
  zhName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  role: Role,
  codes: Type.Array(Type.String()),
  departmentUid: Type.Union([Uid, Type.Null()]),
  departmentName: Type.Union([Type.String(), Type.Null()]),
  /** May sign in: activated and not disabled by an administrator. */
  enabled: Type.Boolean(),
  /**
   * The activation link was opened (issue 22, 12): not activated is 未啟用 (awaiting its link),
   * activated but not enabled is 已停用 (an administrator disabled it). Absent: read as `enabled`.
   */
  activated: Type.Optional(Type.Boolean()),
  mustReset: Type.Boolean(),
  employeeNo: Type.String(),
  licenseClass: Type.Union([Type.String(), Type.Null()]),
  licenseExpiry: Type.Union([Type.String(), Type.Null()]),
  hireDate: Type.Union([Type.String(), Type.Null()]),
  createdAt: Millis,
});
export type UserRow = Static<typeof UserRow>;

/** One car of a driver (spec 3): the first usable entry is the driver's car. */
export const DriverCar = Type.Object({ carUid: Uid, carNo: Type.String(), enabledCode: Type.Boolean(), deleted: Type.Boolean() });
export const DriverRow = Type.Intersect([UserRow, Type.Object({
  carList: Type.Array(DriverCar),
  /** The first carList entry, when it is under management and not deleted (spec 5); else null. */
  car: Type.Union([Type.Object({ carUid: Uid, carNo: Type.String() }), Type.Null()]),
})]);
export type DriverRow = Static<typeof DriverRow>;

const UserFields = {
  zhName: ZhName,
  /** '' clears it on an edit (issue 22, 9); an account keeps at least one of the two. */
  mobile: Type.Optional(Type.Union([Mobile, Type.Literal('')])),
  email: Type.Optional(Type.Union([Email, Type.Literal('')])),
  role: Role,
  codes: Type.Optional(Type.Array(Type.String({ pattern: '^P_P[0-9]{2}$' }), { maxItems: 40, uniqueItems: true })),
  departmentUid: Type.Optional(Type.Union([Uid, Type.Null()])),
  employeeNo: Type.Optional(Type.String({ maxLength: 20 })),
  licenseClass: Type.Optional(Type.Union([LicenseClass, Type.Null()])),
  licenseExpiry: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  hireDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
};

export const users = {
  get: endpoint({
    id: 'users.get', host: 'api', method: 'GET', path: 'users/v0/:uid', auth: 'bearer', permission: ['P_P07', 'P_P12'],
    summary: 'One account of the caller\'s enterprise (a driver, for P_P12 holders), with its cars.',
    params: UidParams,
    response: DriverRow,
    effect: 'read',
  }),
  list: endpoint({
    id: 'users.list', host: 'api', method: 'POST', path: 'users/v0/list', auth: 'bearer', permission: ['P_P07'],
    summary: 'Accounts filtered by keyword (account, name, mobile, e-mail), role, department and enabled.',
    body: Type.Object({
      keyword: Type.Optional(Type.String({ maxLength: 40 })),
      role: Type.Optional(Role),
      departmentUid: Type.Optional(Uid),
      enabled: Type.Optional(Type.Boolean()),
      /** With enabled false: true lists the disabled accounts, false those awaiting activation. */
      activated: Type.Optional(Type.Boolean()),
      ...Paging,
    }),
    response: Page(UserRow),
    effect: 'read',
  }),
  create: endpoint({
    id: 'users.create', host: 'api', method: 'POST', path: 'users/v0', auth: 'bearer', permission: ['P_P07', 'P_P12'],
    summary: 'Add an account with an initial password; it stays disabled until its activation link is opened, and the password must be changed at first sign-in.',
    body: Type.Object({ name: AccountName, password: Password, ...UserFields }),
    response: UserRow,
    effect: 'write', audit: true,
  }),
  update: endpoint({
    id: 'users.update', host: 'api', method: 'PUT', path: 'users/v0/:uid', auth: 'bearer', permission: ['P_P07', 'P_P12'],
    summary: 'Change an account; disabling one (enabled false) ends its sessions at once, enabling it lets it sign in again. Never one\'s own, and only an activated account.',
    params: UidParams,
    body: Type.Partial(Type.Object({ ...UserFields, enabled: Type.Boolean() }), { minProperties: 1 }),
    response: UserRow,
    effect: 'write', audit: true,
  }),
  remove: endpoint({
    id: 'users.remove', host: 'api', method: 'DELETE', path: 'users/v0', auth: 'bearer', permission: ['P_P07', 'P_P12'],
    summary: 'Delete accounts (never one\'s own); their sessions end and their cars lose them as driver.',
    body: DeleteBody,
    response: Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
    effect: 'write', audit: true,
  }),
  resetPassword: endpoint({
    id: 'users.resetPassword', host: 'api', method: 'POST', path: 'users/v0/reset-pwd', auth: 'bearer', permission: ['P_P07'],
    summary: 'Reset an account\'s password: send it a reset OTP (method otp), or set a temporary password it must change at next sign-in (method temporary).',
    body: Type.Object({
      uid: Uid,
      method: Type.Union([Type.Literal('otp'), Type.Literal('temporary')]),
      password: Type.Optional(Password),
    }),
    response: Type.Object({ sentTo: Type.String() }),
    effect: 'write', audit: true,
  }),
  driverList: endpoint({
    id: 'users.driverList', host: 'api', method: 'POST', path: 'users/v0/driver/list', auth: 'bearer', permission: ['P_P12', 'P_P13', 'P_P01'],
    summary: 'Drivers with their carList and usable car, filtered by keyword, department and whether they have a car.',
    body: Type.Object({
      keyword: Type.Optional(Type.String({ maxLength: 40 })),
      departmentUid: Type.Optional(Uid),
      hasCar: Type.Optional(Type.Boolean()),
      ...Paging,
    }),
    response: Page(DriverRow),
    effect: 'read',
  }),
  enable: endpoint({
    id: 'users.enable', host: 'api', method: 'POST', path: 'users/v0/enable', auth: 'none',
    summary: 'Activate an account from its activation link token, or with the registration OTP; also verifies a newly registered enterprise.',
    body: Type.Object({
      token: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
      otpToken: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      otp: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
    }),
    response: Type.Object({ name: Type.String(), zhName: Type.String(), enterpriseName: Type.String() }),
    effect: 'write',
  }),
  resendVerify: endpoint({
    id: 'users.resendVerify', host: 'api', method: 'POST', path: 'users/v0/resend-verify', auth: 'bearer', permission: ['P_P07', 'P_P12'],
    summary: 'Send a not-yet-activated account a new activation link (the old one stops working); once a minute at most.',
    body: Type.Object({ uid: Uid }),
    response: Type.Object({ sentTo: Type.String() }),
    effect: 'write', audit: true,
  }),
};

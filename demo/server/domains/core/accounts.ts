import { randomUUID } from 'node:crypto';
import { PERMISSION_CODES } from '../../../../src/core/api/contract/permissions';
import type { IdData } from '../../../../src/core/session/store';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';

/** All ten notification categories on (spec 9). */
export const DEFAULT_MESSAGE_SETTINGS = Array.from({ length: 10 }, (_, i) => ({ category: i + 1, enabled: true }));

export const DEMO_PASSWORD = 'fleet-demo-2021';

/** The demo accounts of issue 3; demo data only, never a production configuration. */
export const DEMO_ACCOUNTS = [
  { name: 'demo-admin', zhName: '王大明', enterprise: 'A', role: 'admin', codes: [...PERMISSION_CODES], email: 'admin@fleet-demo.tw', mobile: '0912000001' },
  { name: 'demo-viewer', zhName: '林小華', enterprise: 'A', role: 'staff', codes: ['P_P01', 'P_P03', 'P_P05'], email: 'viewer@fleet-demo.tw', mobile: '0912000002' },
  { name: 'demo-driver', zhName: '陳志明', enterprise: 'A', role: 'driver', codes: ['P_P13', 'P_P36'], email: 'driver@fleet-demo.tw', mobile: '0912000003' },
  { name: 'demo-b-admin', zhName: '張美玲', enterprise: 'B', role: 'admin', codes: [...PERMISSION_CODES], email: 'admin@fleet-b.tw', mobile: '0912000004' },
] as const;

/** A driver as other domains read one ('core.users' drivers): a subset of the one row type. */
export type DriverDbRow = Pick<UserRow, 'uid' | 'zh_name' | 'name' | 'mobile'>;

export interface UserRow {
  uid: string;
  enterprise_uid: string;
  name: string;
  password_hash: string;
  zh_name: string;
  mobile: string;
  email: string;
  role: 'admin' | 'staff' | 'driver';
  codes: string[];
  /** May sign in: activated, and not disabled by an administrator. */
  enabled: boolean;
  /** The activation link (or registration OTP) was used once; an account made by an admin starts without. */
  activated: boolean;
  deleted: boolean;
  must_reset: boolean;
  password_changed_at: Date;
  message_settings: Array<{ category: number; enabled: boolean }>;
  department_uid: string | null;
  created_at: Date;
  platform_operator: boolean;
  // The fleet's columns (its migration adds them for account management): still this one row type.
  employee_no: string;
  license_class: string | null;
  license_expiry: Date | null;
  hire_date: Date | null;
  activation_nonce: string | null;
}

export interface NewUser {
  enterpriseUid: string;
  name: string;
  password: string;
  zhName: string;
  role: UserRow['role'];
  codes: readonly string[];
  mobile?: string;
  email?: string;
  enabled?: boolean;
  uid?: string;
  passwordHash?: string;
  /** The platform's operator (operator.ts); never set by an enterprise's own calls. */
  platformOperator?: boolean;
}

/** Inserts a user whose password was set at `now` (the server clock, never the database's). */
export async function insertUser(db: Db, u: NewUser, now: number): Promise<string> {
  const uid = u.uid ?? randomUUID();
  await db.query(
    `INSERT INTO users (uid, enterprise_uid, name, password_hash, zh_name, mobile, email, role, codes, enabled, activated, message_settings, password_changed_at, created_at, platform_operator)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $12, $13)`,
    [uid, u.enterpriseUid, u.name, u.passwordHash ?? await hashPassword(u.password), u.zhName, u.mobile ?? '', u.email ?? '', u.role,
      [...u.codes], u.enabled ?? true, JSON.stringify(DEFAULT_MESSAGE_SETTINGS), new Date(now), u.platformOperator ?? false],
  );
  return uid;
}

/** The identity data carried in the id token (spec 3 'idData'). */
export async function idDataOf(db: Db, userUid: string): Promise<Omit<IdData, 'exp'>> {
  const row = await db.one<UserRow & { enterprise_name: string }>(
    `SELECT u.*, e.name AS enterprise_name FROM users u JOIN enterprises e ON e.uid = u.enterprise_uid WHERE u.uid = $1`,
    [userUid],
  );
  if (!row) throw new Error(`no user ${userUid}`);
  return {
    sub: row.uid,
    name: row.name,
    zhName: row.zh_name,
    role: row.role,
    authority: { admin: row.codes },
    enterprise: { uid: row.enterprise_uid, name: row.enterprise_name },
    settings: { messages: row.message_settings },
  };
}

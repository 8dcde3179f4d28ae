import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';

export type UniqueField = 'name' | 'taxId' | 'account' | 'email' | 'mobile';

/**
 * Whether a value is taken (spec 5 'uniqueness check'): enterprise name and tax id among
 * enterprises, account name, e-mail and mobile among live accounts. Names and e-mails compare
 * without case. `exceptUid` leaves out the record being edited.
 */
export async function isTaken(db: Db, field: UniqueField, value: string, exceptUid = ''): Promise<boolean> {
  const v = value.trim();
  const sql: Record<UniqueField, string> = {
    name: `SELECT 1 FROM enterprises WHERE lower(name) = lower($1) AND uid <> $2`,
    taxId: `SELECT 1 FROM enterprises WHERE tax_id = $1 AND uid <> $2`,
    account: `SELECT 1 FROM users WHERE lower(name) = lower($1) AND uid <> $2`,
    email: `SELECT 1 FROM users WHERE lower(email) = lower($1) AND NOT deleted AND uid <> $2`,
    mobile: `SELECT 1 FROM users WHERE mobile = $1 AND NOT deleted AND uid <> $2`,
  };
  return !!(await db.one(sql[field], [v, exceptUid]));
}

export const TAKEN_MESSAGE: Record<UniqueField, string> = {
  name: '此企業名稱已被註冊。',
  taxId: '此統一編號已被註冊。',
  account: '此帳號名稱已被使用。',
  email: '此電子郵件已被使用。',
  mobile: '此手機號碼已被使用。',
};

/** The unique index behind each check (core:001, core:007). */
const INDEX_OF: Record<string, UniqueField> = {
  users_name_key: 'account',
  users_unique_name_ci: 'account',
  users_unique_email: 'email',
  users_unique_mobile: 'mobile',
  enterprises_unique_name_ci: 'name',
  enterprises_tax_id_key: 'taxId',
};

const FIELD_OF: Record<UniqueField, string> = { name: 'name', taxId: 'taxId', account: 'name', email: 'email', mobile: 'mobile' };

/**
 * For unlessTaken (db/unique.ts): a write that lost a value to another of the same instant answers
 * the 409 of isTaken's check, on the field of `paths` (registration's 'admin.email') or the usual one.
 */
export function takenAnswers(paths: Partial<Record<UniqueField, string>> = {}): Record<string, () => Error> {
  return Object.fromEntries(Object.entries(INDEX_OF).map(([index, field]) => [index, () => conflict(TAKEN_MESSAGE[field], paths[field] ?? FIELD_OF[field])]));
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh enterprise code: 'FM' and six characters without look-alikes (0/O, 1/I). */
export async function uniqueEnterpriseCode(db: Db, random: () => number = Math.random): Promise<string> {
  for (;;) {
    const code = `FM${Array.from({ length: 6 }, () => CODE_CHARS[Math.floor(random() * CODE_CHARS.length)]).join('')}`;
    if (!(await db.one(`SELECT 1 FROM enterprises WHERE code = $1`, [code]))) return code;
  }
}

import { likeOf } from '../../db/sql';
import type { UserReads } from '../../services';
import type { DriverDbRow, UserRow } from './accounts';
import { insertRows } from '../../db/seed-rows';

export type { DriverDbRow };

/** A driver as the other domains name one: the columns of UserRow they show or match on. */

/**
 * The reads of the core's users other domains use ('core.users' in services.ts): they get columns of
 * UserRow, the one row type of the users table, and never query it themselves.
 */
export const userReads: UserReads = {
  // No ORDER BY: the callers got the rows in the database's order before, and still do.
  drivers: (db, enterpriseUid, uids = null) =>
    db.query<DriverDbRow>(
      `SELECT uid, zh_name, name, mobile FROM users WHERE enterprise_uid = $1 AND role = 'driver' AND NOT deleted AND ($2::text[] IS NULL OR uid = ANY($2))`,
      [enterpriseUid, uids ? [...uids] : null],
    ),

  async holders(db, enterpriseUid, codes, { drivers }) {
    const rows = await db.query<{ uid: string }>(
      `SELECT uid FROM users WHERE enterprise_uid = $1 ${drivers ? '' : `AND role <> 'driver' `}AND NOT deleted AND enabled AND codes && $2::text[]`,
      [enterpriseUid, [...codes]],
    );
    return rows.map((r) => r.uid);
  },

  async names(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; zh_name: string }>(`SELECT uid, zh_name FROM users WHERE uid = ANY($1)`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.zh_name]));
  },

  async recipients(db, enterpriseUid, uids, category) {
    const rows = await db.query<{ uid: string }>(
      `SELECT u.uid FROM users u
        WHERE u.enterprise_uid = $1 AND NOT u.deleted AND u.enabled
          AND ($2::text[] IS NULL OR u.uid = ANY($2::text[]))
          AND NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements(u.message_settings) s
             WHERE (s->>'category')::int = $3 AND (s->>'enabled')::boolean = false)`,
      [enterpriseUid, uids ? [...uids] : null, category],
    );
    return rows.map((r) => r.uid);
  },

  async messageSettings(db, uid) {
    const row = await db.one<Pick<UserRow, 'message_settings'>>(`SELECT message_settings FROM users WHERE uid = $1`, [uid]);
    return row?.message_settings ?? [];
  },

  async setMessageSettings(db, uid, settings) {
    await db.query(`UPDATE users SET message_settings = $2 WHERE uid = $1`, [uid, JSON.stringify(settings)]);
  },

  async liveNames(db, uids) {
    if (!uids.length) return new Map();
    const rows = await db.query<{ uid: string; zh_name: string }>(
      `SELECT uid, zh_name FROM users WHERE uid = ANY($1) AND NOT deleted`, [[...new Set(uids)]]);
    return new Map(rows.map((r) => [r.uid, r.zh_name]));
  },

  async departmentCounts(db, departmentUids) {
    if (!departmentUids.length) return new Map();
    const rows = await db.query<{ department_uid: string; n: number }>(
      `SELECT department_uid, count(*)::int AS n FROM users WHERE department_uid = ANY($1) AND NOT deleted GROUP BY department_uid`,
      [[...departmentUids]],
    );
    return new Map(rows.map((r) => [r.department_uid, Number(r.n)]));
  },

  enterpriseOf: async (db, uid) =>
    (await db.one<Pick<UserRow, 'enterprise_uid'>>(`SELECT enterprise_uid FROM users WHERE uid = $1`, [uid]))?.enterprise_uid ?? null,

  async seedAccounts(db, rows, samePasswordAs) {
    const same = await db.one<Pick<UserRow, 'password_hash'>>(`SELECT password_hash FROM users WHERE uid = $1`, [samePasswordAs]);
    if (!same) throw new Error(`The seed's account ${samePasswordAs} is missing.`);
    await insertRows(db, 'users', rows.map((row) => ({ ...row, password_hash: same.password_hash })));
  },

  async setFleetColumns(db, uid, c) {
    await db.query(
      `UPDATE users SET department_uid = $2, employee_no = $3, license_class = $4, license_expiry = $5, hire_date = $6 WHERE uid = $1`,
      [uid, c.department_uid, c.employee_no, c.license_class, c.license_expiry, c.hire_date],
    );
  },

  async byName(db, uids) {
    if (!uids.length) return [];
    return db.query<Pick<UserRow, 'uid' | 'zh_name' | 'department_uid'>>(
      `SELECT uid, zh_name, department_uid FROM users WHERE uid = ANY($1) ORDER BY zh_name, uid`,
      [[...new Set(uids)]],
    );
  },

  nameLike: async (db, enterpriseUid, keyword) =>
    (await db.query<{ uid: string }>(`SELECT uid FROM users WHERE enterprise_uid = $1 AND zh_name ILIKE $2`, [enterpriseUid, likeOf(keyword)])).map((r) => r.uid),
};

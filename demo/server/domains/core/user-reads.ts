import type { UserReads } from '../../services';
import type { UserRow } from './accounts';

/** A driver as the other domains name one: the columns of UserRow they show or match on. */
export type DriverDbRow = Pick<UserRow, 'uid' | 'zh_name' | 'name' | 'mobile'>;

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
};

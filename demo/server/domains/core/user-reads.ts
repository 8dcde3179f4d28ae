import { likeOf } from '../../db/sql';
import type { UserReads } from '../../services';
import type { DriverDbRow, UserRow } from './accounts';

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

  nameLike: async (db, enterpriseUid, keyword) =>
    (await db.query<{ uid: string }>(`SELECT uid FROM users WHERE enterprise_uid = $1 AND zh_name ILIKE $2`, [enterpriseUid, likeOf(keyword)])).map((r) => r.uid),
};

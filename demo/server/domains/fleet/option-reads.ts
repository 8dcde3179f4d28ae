import type { OptionCategory, OptionReads } from '../../services';

export type { OptionCategory };

/**
 * The reads of the fleet's options other domains use ('fleet.options' in services.ts); they never
 * query the options table themselves.
 */
export const optionReads: OptionReads = {
  async names(db, enterpriseUid, category, live = false) {
    const rows = await db.query<{ uid: string; name: string }>(
      `SELECT uid, name FROM options WHERE enterprise_uid = $1 AND category = $2 ${live ? 'AND NOT deleted' : ''} ORDER BY sort, name`,
      [enterpriseUid, category],
    );
    return new Map(rows.map((r) => [r.uid, r.name]));
  },

  exists: async (db, enterpriseUid, category, uid) =>
    !!(await db.one(`SELECT uid FROM options WHERE uid = $1 AND enterprise_uid = $2 AND category = $3`, [uid, enterpriseUid, category])),

  liveOfEvery: (db, category) =>
    db.query<{ enterprise_uid: string; uid: string }>(
      `SELECT enterprise_uid, uid FROM options WHERE category = $1 AND NOT deleted ORDER BY enterprise_uid, uid`,
      [category],
    ),
};

import type { EnterpriseReads } from '../../services';

/** The reads of the core's enterprises other domains use ('core.enterprises' in services.ts). */
export const enterpriseReads: EnterpriseReads = {
  // No ORDER BY, as the caller (a notice to every enterprise) read them before.
  uids: async (db) => (await db.query<{ uid: string }>(`SELECT uid FROM enterprises`)).map((e) => e.uid),

  name: async (db, uid) => (await db.one<{ name: string }>('SELECT name FROM enterprises WHERE uid = $1', [uid]))?.name ?? null,

  withCode: (db, code) => db.query<{ uid: string; code: string }>('SELECT uid, code FROM enterprises WHERE upper(code) = upper($1)', [code]),
};

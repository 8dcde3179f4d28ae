import type { SessionHolder, SessionReads } from '../../services';

/** What the shared auth code reads of sessions and users ('core.sessions'): it runs no SQL on them itself. */
export const sessionReads: SessionReads = {
  holder: (db, sessionUid, userUid) =>
    db.one<SessionHolder>(
      `SELECT s.revoked, u.enabled, u.deleted, u.uid AS user_uid, u.enterprise_uid, u.name, u.zh_name, u.codes, u.role, u.platform_operator
         FROM sessions s JOIN users u ON u.uid = s.user_uid
        WHERE s.uid = $1 AND s.user_uid = $2`,
      [sessionUid, userUid],
    ),
};

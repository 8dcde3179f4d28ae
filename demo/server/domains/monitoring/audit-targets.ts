import type { AuditTarget } from '../../services';

/** The fences and common routes as the operation log names them and says what changed (issue 22; http/audit-rows.ts). */
export const MONITORING_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    table: 'fences',
    fields: { name: '名稱' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM fences t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
  {
    table: 'common_routes',
    fields: { name: '名稱' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM common_routes t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];

import type { AuditTarget } from '../../services';

/** The accounts as the operation log names them (by login name) and says what changed (issue 22; http/audit-rows.ts). */
export const CORE_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    table: 'users',
    fields: { zh_name: '姓名', mobile: '手機', email: '電子郵件', role: '角色', codes: '權限', department_uid: '部門', enabled: '啟用' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM users t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];

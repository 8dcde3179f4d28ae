import type { AuditTarget } from '../../services';

/** The service orders as the operation log names them (by code) and says what changed (issue 22; http/audit-rows.ts). */
export const SERVICES_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    table: 'plus_orders',
    fields: { status: '狀態', payment_method: '付款方式', invoice: '發票資料' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.code AS name, to_jsonb(t) AS row FROM plus_orders t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];

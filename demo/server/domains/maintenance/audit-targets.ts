import type { AuditTarget } from '../../services';

/** Maintenance's tables as the operation log names them and says what changed (issue 22; http/audit-rows.ts). */
export const MAINTENANCE_AUDIT_TARGETS: readonly AuditTarget[] = [
  {
    table: 'maintenance_orders',
    fields: { status: '狀態', items: '保修項目', scheduled_at: '預約時間', factory_name: '保修廠', cost: '費用', note: '備註' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.order_no AS name, to_jsonb(t) AS row FROM maintenance_orders t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
  {
    table: 'maintenance_cycles',
    fields: { name: '名稱' },
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, t.name AS name, to_jsonb(t) AS row FROM maintenance_cycles t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
  {
    // A record has no name of its own: its car's number names it.
    table: 'maintenance_records', byCar: true,
    fields: {},
    read: (db, enterpriseUid, uids) => db.query(
      'SELECT t.uid, NULL AS name, to_jsonb(t) AS row FROM maintenance_records t WHERE t.uid = ANY($1) AND t.enterprise_uid = $2', [[...uids], enterpriseUid],
    ),
  },
];
